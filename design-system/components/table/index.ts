export { Table, tableVariants } from "./table";
export type { TableAlign, TableColumn, TableDensity, TableProps, TableVariants } from "./table";
export { nextSort, sortRows } from "./sort-rows";
export type { SortDirection, SortState, SortValue } from "./sort-rows";
