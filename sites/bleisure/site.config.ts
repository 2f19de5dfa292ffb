import { SITE_MAP } from "@contracts/site-map";
import { micrositeFooter, micrositeNav } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const BASE = "/bleisure";

/** The business leisure site's addresses (spec point 2); a programme's page is the shop's (ADR 0032). */
export const BLEISURE_PATHS = {
  home: BASE,
  tourProgram: `${BASE}/tour-program`,
  programme: (id: number) => `/product/detail/${id}`,
} as const;

/** The header's links, the home first; the footer's first column lists them too. */
const NAV = micrositeNav(BLEISURE_PATHS.home, [{ to: BLEISURE_PATHS.tourProgram, labelKey: "nav.tourProgram" }]);

/** The business leisure tours (spec point 2, /bleisure). */
export const bleisureSite = {
  ...SITE_MAP.bleisure,
  nav: NAV,
  footer: micrositeFooter({ site: NAV }),
} satisfies MicrositeConfig;
