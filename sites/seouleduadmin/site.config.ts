import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The administration area of the education trip programme (spec point 2, /seouleduadmin). */
export const seouleduadminSite = {
  ...SITE_MAP.seouleduadmin,
  nav: [{ to: SITE_MAP.seouleduadmin.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.seouleduadmin.home }] },
    {
      id: "programme",
      titleKey: "footer.programme.title",
      links: [{ labelKey: "footer.programme.site", href: "/seouledutravel" }],
    },
  ],
  account: { area: "admin", signIn: "/seouleduadmin/signin" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouleduadminAuth = {
  area: "admin",
  home: "/seouleduadmin",
  signIn: "/seouleduadmin/signin",
} satisfies AuthPages;
