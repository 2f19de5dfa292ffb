import { SITE_MAP } from "@contracts/site-map";
import type { MicrositeConfig } from "../shell/microsite-layout";

const BASE = "/bleisure";

/** The business leisure site's addresses (spec point 2); a programme's page is the shop's (ADR 0032). */
export const BLEISURE_PATHS = {
  home: BASE,
  tourProgram: `${BASE}/tour-program`,
  programme: (id: number) => `/product/detail/${id}`,
} as const;

/** The business leisure tours (spec point 2, /bleisure). */
export const bleisureSite = {
  ...SITE_MAP.bleisure,
  nav: [
    { to: SITE_MAP.bleisure.home, labelKey: "nav.home", end: true },
    { to: BLEISURE_PATHS.tourProgram, labelKey: "nav.tourProgram" },
  ],
  footer: [
    {
      id: "site",
      titleKey: "footer.site.title",
      links: [
        { labelKey: "nav.home", href: SITE_MAP.bleisure.home },
        { labelKey: "nav.tourProgram", href: BLEISURE_PATHS.tourProgram },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
