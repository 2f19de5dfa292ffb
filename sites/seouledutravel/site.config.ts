import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The education trip programme for overseas schools (spec point 2, /seouledutravel). */
export const seouledutravelSite = {
  ...SITE_MAP.seouledutravel,
  nav: [{ to: SITE_MAP.seouledutravel.home, labelKey: "nav.home", end: true }],
  footer: [
    {
      id: "site",
      titleKey: "footer.site.title",
      links: [{ labelKey: "nav.home", href: SITE_MAP.seouledutravel.home }],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  account: { area: "travel", signIn: "/seouledutravel/login" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seouledutravelAuth = {
  area: "travel",
  home: "/seouledutravel",
  signIn: "/seouledutravel/login",
  register: "/seouledutravel/register",
  findId: "/seouledutravel/find/id",
  findPassword: "/seouledutravel/find/password",
  passwordReset: "/seouledutravel/password-reset",
} satisfies AuthPages;
