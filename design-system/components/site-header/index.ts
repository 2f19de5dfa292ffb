export { SiteHeader, siteHeaderVariants } from "./site-header";
export type { SiteHeaderProps, SiteHeaderVariants } from "./site-header";
