import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The ROK–US summit tour with its surveys (spec point 2, /rok-us). */
export const rokUsSite = {
  ...SITE_MAP["rok-us"],
  nav: [{ to: SITE_MAP["rok-us"].home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP["rok-us"].home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
