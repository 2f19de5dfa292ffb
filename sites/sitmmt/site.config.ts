import { SITE_MAP } from "@contracts/site-map";
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
} satisfies MicrositeConfig;
