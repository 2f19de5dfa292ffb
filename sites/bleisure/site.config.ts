import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The business leisure tours (spec point 2, /bleisure). */
export const bleisureSite = {
  ...SITE_MAP.bleisure,
  nav: [{ to: SITE_MAP.bleisure.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.bleisure.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
