export { SiteHeader, siteHeaderCollapse, siteHeaderVariants } from "./site-header";
export type { SiteHeaderCollapse, SiteHeaderProps, SiteHeaderVariants } from "./site-header";
