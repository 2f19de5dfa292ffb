export { Pagination, paginationPageVariants, paginationVariants } from "./pagination";
export type { PaginationAlign, PaginationProps, PaginationSize, PaginationVariant } from "./pagination";
export { paginationItems } from "./pagination-items";
export type { PaginationItem } from "./pagination-items";
