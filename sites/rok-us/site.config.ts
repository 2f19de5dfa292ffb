import { SITE_MAP } from "@contracts/site-map";
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

/** The ROK–US summit tour with its surveys (spec point 2, /rok-us). */
export const rokUsSite = {
  ...SITE_MAP["rok-us"],
  // six links: one line from 64rem, the menu button below
  headerCollapse: { guest: "lg" },
  nav: [
    { to: ROK_US_PATHS.home, labelKey: "nav.home", end: true },
    { to: ROK_US_PATHS.tourInfo, labelKey: "nav.tourInfo" },
    { to: ROK_US_PATHS.facilities, labelKey: "nav.facilities" },
    { to: ROK_US_PATHS.notice, labelKey: "nav.notice" },
    { to: ROK_US_PATHS.faq, labelKey: "nav.faq" },
    { to: ROK_US_PATHS.survey, labelKey: "nav.survey" },
  ],
  footer: [
    {
      id: "site",
      titleKey: "footer.site.title",
      links: [
        { labelKey: "nav.tourInfo", href: ROK_US_PATHS.tourInfo },
        { labelKey: "nav.facilities", href: ROK_US_PATHS.facilities },
        { labelKey: "nav.notice", href: ROK_US_PATHS.notice },
        { labelKey: "nav.faq", href: ROK_US_PATHS.faq },
        { labelKey: "nav.survey", href: ROK_US_PATHS.survey },
      ],
    },
    { id: "more", titleKey: "footer.more.title", links: [{ labelKey: "footer.more.shop", href: "/main" }] },
  ],
} satisfies MicrositeConfig;
