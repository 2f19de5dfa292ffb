import type { MICE_BOARD_TYPES } from "@contracts/board-types";
import { type BoardPaths, boardSearch } from "@features/board";
import { loadConferenceScreen, loadFairKeyvisualScreen } from "@features/fair";
import type { RouteObject } from "react-router";
import { useNavigate, useSearchParams } from "react-router";
import { businessDetailRoute, businessListRoute } from "../shell/accreditation-routes";
import { boardRoute, faqRoute, noticeListRoute, postRoute, sitePageRoute } from "../shell/content-routes";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { MICE_PATHS, MICE_SITE_PAGES } from "./site.config";

// Each feature loads with the first page that shows it: a visitor reading the introduction downloads no board.

const SITE = "mice";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

/** The news board's addresses: its list (`/mice/news/list?keyword=&page=`) and a post's page (`/mice/news/view/{id}`). */
const newsPaths: BoardPaths & { faq: string } = {
  board: (_type, query) => `${MICE_PATHS.news}${boardSearch(query)}`,
  detail: (_type, id) => MICE_PATHS.newsView(id),
  faq: MICE_PATHS.faq,
};
const NEWS = ["news"] as const satisfies readonly (typeof MICE_BOARD_TYPES)[number][];
const news = { site: SITE, types: NEWS, type: "news", paths: newsPaths } as const;

/**
 * The fair's public pages: the key visual and the organisers' pages, the conference programme, and the boards from
 * the shared board service (the notices open in place, the news has a page per post, the FAQ's questions open to
 * their answers).
 */
export const micePageRoutes: RouteObject[] = [
  {
    path: MICE_PATHS.keyvisual,
    handle: title("pages.keyvisual"),
    lazy: async () => {
      const FairKeyvisualScreen = await withMessages(loadFairKeyvisualScreen, ["fair"]);
      return {
        Component: () => (
          <FairKeyvisualScreen
            paths={{
              register: MICE_PATHS.register,
              conference: MICE_PATHS.conference,
              exhibitors: MICE_PATHS.companies,
            }}
          />
        ),
      };
    },
  },
  // the page's name heads it while its text loads
  ...MICE_SITE_PAGES.map(([slug, path, titleKey]) =>
    sitePageRoute(SITE, MICE_PATHS.home, { slug, path, titleKey, namespace: SITE }),
  ),
  {
    path: MICE_PATHS.conference,
    handle: title("pages.conference"),
    lazy: async () => {
      const ConferenceScreen = await withMessages(loadConferenceScreen, ["fair"]);
      return {
        Component: function MiceConference() {
          const [query] = useSearchParams();
          const navigate = useNavigate();
          return (
            <ConferenceScreen
              day={query.get("day")}
              onDayChange={(day) => void navigate(`${MICE_PATHS.conference}?day=${day}`, { replace: true })}
            />
          );
        },
      };
    },
  },
  noticeListRoute(SITE, MICE_PATHS.notices, "pages.notices"),
  boardRoute(MICE_PATHS.news, "pages.news", news),
  postRoute(`${MICE_PATHS.home}/news/view/:id`, "pages.news", news),
  businessListRoute(MICE_PATHS.companies, "pages.companies", {
    fair: "mice",
    audience: "public",
    paths: { detail: MICE_PATHS.company },
  }),
  businessDetailRoute(`${MICE_PATHS.home}/company/view/:id`, "pages.company", {
    fair: "mice",
    audience: "public",
    paths: { list: MICE_PATHS.companies, application: MICE_PATHS.registration, meetings: MICE_PATHS.meetings },
  }),
  faqRoute(MICE_PATHS.faq, "pages.faq", { site: SITE }),
];
