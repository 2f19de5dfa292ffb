import { loadFaqScreen, loadNoticeListScreen } from "@features/board";
import { loadSitePageScreen } from "@features/site-pages";
import { ROK_US_PATHS } from "./site.config";
import type { RouteObject } from "react-router";
import { useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";

// Each feature loads with the first page that shows it: a guest reading the tour information downloads no board.

const SITE = "rok-us";

/** The tour site's information pages and boards (spec point 2), for its routes, navigation and footer. */
/** The addresses of these pages (the site config holds them for the nav and footer too). */
export const ROK_US_PAGE_PATHS = ROK_US_PATHS;

const noticePage = (page: number) => (page > 1 ? `${ROK_US_PAGE_PATHS.notice}?page=${page}` : ROK_US_PAGE_PATHS.notice);

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

function sitePageRoute(path: string, slug: "tour-info" | "tour-facilities", titleKey: string): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const SitePageScreen = await withMessages(loadSitePageScreen, ["site-pages"]);
      return {
        Component: () => <SitePageScreen key={slug} site={SITE} slug={slug} paths={{ home: ROK_US_PAGE_PATHS.home }} />,
      };
    },
  };
}

/**
 * The tour's information pages (written by the organisers) and its boards from the shared board service: the
 * notices open in place (the site has no page per notice), the FAQ's questions open to their answers.
 */
export const rokUsPageRoutes: RouteObject[] = [
  sitePageRoute(ROK_US_PAGE_PATHS.tourInfo, "tour-info", "pages.tourInfo"),
  sitePageRoute(ROK_US_PAGE_PATHS.facilities, "tour-facilities", "pages.facilities"),
  {
    path: ROK_US_PAGE_PATHS.notice,
    handle: title("pages.notice"),
    lazy: async () => {
      const NoticeListScreen = await withMessages(loadNoticeListScreen, ["board"]);
      return {
        Component: function RokUsNotices() {
          const [query] = useSearchParams();
          return <NoticeListScreen site={SITE} page={query.get("page")} paths={{ list: noticePage }} />;
        },
      };
    },
  },
  {
    path: ROK_US_PAGE_PATHS.faq,
    handle: title("pages.faq"),
    lazy: async () => {
      const FaqScreen = await withMessages(loadFaqScreen, ["board"]);
      return { Component: () => <FaqScreen site={SITE} /> };
    },
  },
];
