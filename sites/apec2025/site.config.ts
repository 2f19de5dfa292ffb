import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The summit tours of APEC 2025 Korea (spec point 2, /apec2025 and /apec2025korea). */
export const apec2025Site = {
  ...SITE_MAP.apec2025,
  nav: [{ to: SITE_MAP.apec2025.home, labelKey: "nav.home", end: true }],
  footer: [
    { id: "site", titleKey: "footer.site.title", links: [{ labelKey: "nav.home", href: SITE_MAP.apec2025.home }] },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
