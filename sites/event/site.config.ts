import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The platform's event page (spec point 2, /event). */
export const eventSite = {
  ...SITE_MAP.event,
  nav: [{ to: SITE_MAP.event.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.event.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
