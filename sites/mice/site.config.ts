import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The MICE fair (spec point 2, /mice). */
export const miceSite = {
  ...SITE_MAP.mice,
  nav: [{ to: SITE_MAP.mice.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.mice.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  account: { area: "member", signIn: "/mice/login" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const miceAuth = {
  area: "member",
  home: "/mice",
  signIn: "/mice/login",
  findId: "/mice/find/id",
  findPassword: "/mice/find/password",
  // MICE has no reset page of its own: the e-mailed link opens the shop's
  passwordReset: "/account/password-reset",
  resetPageHere: false,
} satisfies AuthPages;
