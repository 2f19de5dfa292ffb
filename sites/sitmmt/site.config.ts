import { SITE_MAP } from "@contracts/site-map";
import type { AuthPages } from "../shell/auth-routes";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The medical travel mart (spec point 2, /sitmmt and its fair and real-time pages). */
export const sitmmtSite = {
  ...SITE_MAP.sitmmt,
  nav: [
    { to: "/sitmmt", labelKey: "nav.home", end: true },
    { to: "/sitmmt-bimtc", labelKey: "nav.fair" },
  ],
  footer: [
    {
      id: "mart",
      titleKey: "footer.mart.title",
      links: [
        { labelKey: "nav.home", href: "/sitmmt" },
        { labelKey: "nav.fair", href: "/sitmmt-bimtc" },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
  account: { area: "accreditation", signIn: "/sitmmt/ppipsa/login" },
} satisfies MicrositeConfig;

/** The sign-in pages this site offers (the auth feature's screens, in this site's area). */
export const sitmmtAuth = {
  area: "accreditation",
  home: "/sitmmt",
  signIn: "/sitmmt/ppipsa/login",
  // the accreditation area's sign-in target (spec point 2) greets a guest with the sign-in form
  signInAliases: ["/sitmmt/ppipsa"],
  findId: "/sitmmt/ppipsa/find/id",
  findPassword: "/sitmmt/ppipsa/find/password",
  passwordReset: "/sitmmt/ppipsa/password-reset",
} satisfies AuthPages;
