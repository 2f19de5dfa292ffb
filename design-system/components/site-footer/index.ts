export { SiteFooter, siteFooterVariants } from "./site-footer";
export type {
  SiteFooterColumn,
  SiteFooterLink,
  SiteFooterLinkProps,
  SiteFooterProps,
  SiteFooterTone,
  SiteFooterVariants,
} from "./site-footer";
