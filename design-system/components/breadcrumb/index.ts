export { Breadcrumb, breadcrumbVariants } from "./breadcrumb";
export type {
  BreadcrumbItem,
  BreadcrumbLinkProps,
  BreadcrumbProps,
  BreadcrumbSize,
  BreadcrumbVariants,
} from "./breadcrumb";
