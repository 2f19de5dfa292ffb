import { SITE_MAP } from "@contracts/site-map";
import { micrositeFooter, micrositeNav, siteLinks } from "../shell/microsite-config";
import type { MicrositeConfig } from "../shell/microsite-layout";

const home = SITE_MAP["rok-us"].home;

/** The site's addresses (spec point 2, /rok-us), shared by the nav, the footer and the routes. */
export const ROK_US_PATHS = {
  home,
  tourInfo: `${home}/tour/info`,
  facilities: `${home}/tour/facilities`,
  notice: `${home}/notice/list`,
  faq: `${home}/faq/list`,
  survey: `${home}/survey`,
} as const;

/** The site's pages, in the header's order (after the home); the footer lists them too. */
const PAGES = Object.values(
  siteLinks(ROK_US_PATHS, {
    tourInfo: "nav.tourInfo",
    facilities: "nav.facilities",
    notice: "nav.notice",
    faq: "nav.faq",
    survey: "nav.survey",
  }),
);

/** The ROK–US summit tour with its surveys (spec point 2, /rok-us). */
export const rokUsSite = {
  ...SITE_MAP["rok-us"],
  // six links: one line from 64rem, the menu button below
  headerCollapse: { guest: "lg" },
  nav: micrositeNav(home, PAGES),
  footer: micrositeFooter({ site: PAGES }),
} satisfies MicrositeConfig;
