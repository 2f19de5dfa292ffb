import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The Seoul visitor pass (spec point 2, /seoulitepass). */
export const seoulitepassSite = {
  ...SITE_MAP.seoulitepass,
  nav: [{ to: SITE_MAP.seoulitepass.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.seoulitepass.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
