import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The MICE fair (spec point 2, /mice). */
export const miceSite = {
  ...SITE_MAP.mice,
  nav: [{ to: SITE_MAP.mice.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.mice.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
