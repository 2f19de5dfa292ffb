import { SITE_MAP } from "@contracts/site-map";
import { micrositeFooter, micrositeNav } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

/** The header's one link, the home; the footer's first column lists it too. */
const NAV = micrositeNav(SITE_MAP.event.home, []);

/** The platform's event page (spec point 2, /event). */
export const eventSite = {
  ...SITE_MAP.event,
  nav: NAV,
  footer: micrositeFooter({ site: NAV }),
} satisfies MicrositeConfig;
