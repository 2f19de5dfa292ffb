import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The Seoul visitor pass (spec point 2, /seoulitepass). */
export const seoulitepassSite = {
  ...SITE_MAP.seoulitepass,
  nav: [{ to: SITE_MAP.seoulitepass.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.seoulitepass.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  account: { area: "member", signIn: "/seoulitepass/login" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const seoulitepassAuth = {
  area: "member",
  home: "/seoulitepass",
  signIn: "/seoulitepass/login",
  register: "/seoulitepass/register",
  findId: "/seoulitepass/find/id",
  findPassword: "/seoulitepass/find/password",
  passwordReset: "/seoulitepass/password-reset",
} satisfies AuthPages;
