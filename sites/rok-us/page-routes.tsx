import type { RouteObject } from "react-router";
import { faqRoute, noticeListRoute, sitePageRoute } from "../shell/content-routes";
import { ROK_US_PATHS } from "./site.config";

// Each feature loads with the first page that shows it: a guest reading the tour information downloads no board.

const SITE = "rok-us";

/** The tour site's information pages and boards (spec point 2), for its routes, navigation and footer. */
/** The addresses of these pages (the site config holds them for the nav and footer too). */
export const ROK_US_PAGE_PATHS = ROK_US_PATHS;

/**
 * The tour's information pages (written by the organisers) and its boards from the shared board service: the
 * notices open in place (the site has no page per notice), the FAQ's questions open to their answers.
 */
export const rokUsPageRoutes: RouteObject[] = [
  sitePageRoute(SITE, ROK_US_PAGE_PATHS.home, {
    slug: "tour-info",
    path: ROK_US_PAGE_PATHS.tourInfo,
    titleKey: "pages.tourInfo",
  }),
  sitePageRoute(SITE, ROK_US_PAGE_PATHS.home, {
    slug: "tour-facilities",
    path: ROK_US_PAGE_PATHS.facilities,
    titleKey: "pages.facilities",
  }),
  noticeListRoute(SITE, ROK_US_PAGE_PATHS.notice, "pages.notice"),
  faqRoute(ROK_US_PAGE_PATHS.faq, "pages.faq", { site: SITE }),
];
