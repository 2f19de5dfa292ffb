import type { MICE_BOARD_TYPES } from "@contracts/board-types";
import {
  type BoardPaths,
  boardSearch,
  loadBoardScreen,
  loadFaqScreen,
  loadNoticeListScreen,
  loadPostDetailScreen,
} from "@features/board";
import { loadBusinessDetailScreen, loadBusinessListScreen } from "@features/accreditation";
import { loadConferenceScreen, loadFairKeyvisualScreen } from "@features/fair";
import { loadMeetingRequestButton } from "@features/meetings";
import { loadSitePageScreen } from "@features/site-pages";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { useNavigate, useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { MICE_PATHS, MICE_SITE_PAGES } from "./site.config";

// Each feature loads with the first page that shows it: a visitor reading the introduction downloads no board.

const SITE = "mice";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

function sitePageRoute([slug, path, titleKey]: (typeof MICE_SITE_PAGES)[number]): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const SitePageScreen = await withMessages(loadSitePageScreen, ["site-pages"]);
      return {
        Component: function MicePage() {
          const { t } = useTranslation("mice");
          // the page's name heads it while its text loads
          return (
            <SitePageScreen key={slug} site={SITE} slug={slug} name={t(titleKey)} paths={{ home: MICE_PATHS.home }} />
          );
        },
      };
    },
  };
}

/** The news board's addresses: its list (`/mice/news/list?keyword=&page=`) and a post's page (`/mice/news/view/{id}`). */
const newsPaths: BoardPaths & { faq: string } = {
  board: (_type, query) => `${MICE_PATHS.news}${boardSearch(query)}`,
  detail: (_type, id) => MICE_PATHS.newsView(id),
  faq: MICE_PATHS.faq,
};
const NEWS = ["news"] as const satisfies readonly (typeof MICE_BOARD_TYPES)[number][];

const noticePage = (page: number) => (page > 1 ? `${MICE_PATHS.notices}?page=${page}` : MICE_PATHS.notices);

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
  ...MICE_SITE_PAGES.map(sitePageRoute),
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
  {
    path: MICE_PATHS.notices,
    handle: title("pages.notices"),
    lazy: async () => {
      const NoticeListScreen = await withMessages(loadNoticeListScreen, ["board"]);
      return {
        Component: function MiceNotices() {
          const [query] = useSearchParams();
          return <NoticeListScreen site={SITE} page={query.get("page")} paths={{ list: noticePage }} />;
        },
      };
    },
  },
  {
    path: MICE_PATHS.news,
    handle: title("pages.news"),
    lazy: async () => {
      const BoardScreen = await withMessages(loadBoardScreen, ["board"]);
      return {
        Component: function MiceNews() {
          const [query] = useSearchParams();
          return (
            <BoardScreen
              site={SITE}
              types={NEWS}
              type="news"
              keyword={query.get("keyword")}
              page={query.get("page")}
              paths={newsPaths}
            />
          );
        },
      };
    },
  },
  {
    path: `${MICE_PATHS.home}/news/view/:id`,
    handle: title("pages.news"),
    lazy: async () => {
      const PostDetailScreen = await withMessages(loadPostDetailScreen, ["board"]);
      return {
        Component: function MiceNewsPost() {
          const { id } = useParams();
          return <PostDetailScreen key={id} site={SITE} types={NEWS} type="news" id={id} paths={newsPaths} />;
        },
      };
    },
  },
  {
    path: MICE_PATHS.companies,
    handle: title("pages.companies"),
    lazy: async () => {
      const BusinessListScreen = await withMessages(loadBusinessListScreen, ["accreditation"]);
      return {
        Component: () => <BusinessListScreen fair="mice" audience="public" paths={{ detail: MICE_PATHS.company }} />,
      };
    },
  },
  {
    path: `${MICE_PATHS.home}/company/view/:id`,
    handle: title("pages.company"),
    lazy: async () => {
      // a signed-in buyer or seller of the fair may ask the company for a meeting: the button loads with the page
      const [BusinessDetailScreen, MeetingRequestButton] = await Promise.all([
        withMessages(loadBusinessDetailScreen, ["accreditation"]),
        withMessages(loadMeetingRequestButton, ["meetings"]),
      ]);
      return {
        Component: function MiceExhibitor() {
          const { id } = useParams();
          return (
            <BusinessDetailScreen
              key={id}
              fair="mice"
              audience="public"
              id={id}
              paths={{ list: MICE_PATHS.companies }}
              actions={(company) => (
                <MeetingRequestButton
                  fair="mice"
                  counterpart={{ id: company.id, name: company.name, role: company.role, booth_no: company.booth_no }}
                  applicationPath={MICE_PATHS.registration}
                  meetingsPath={MICE_PATHS.meetings}
                />
              )}
            />
          );
        },
      };
    },
  },
  {
    path: MICE_PATHS.faq,
    handle: title("pages.faq"),
    lazy: async () => {
      const FaqScreen = await withMessages(loadFaqScreen, ["board"]);
      return { Component: () => <FaqScreen site={SITE} /> };
    },
  },
];
