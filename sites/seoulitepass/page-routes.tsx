import {
  type BoardPaths,
  boardSearch,
  loadBoardScreen,
  loadFaqScreen,
  loadNoticeListScreen,
  loadPostDetailScreen,
} from "@features/board";
import { loadContactUsDetailScreen, loadContactUsRegisterScreen, loadContactUsScreen } from "@features/inquiries";
import { loadSitePageScreen } from "@features/site-pages";
import { useTranslation } from "react-i18next";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { type PASS_BOARD_TYPES, PASS_PATHS, seoulitepassSite } from "./site.config";

// Each feature loads with the first page that shows it: a visitor reading the airport page downloads no board.

const SITE = "seoulitepass";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });
const board = <T,>(load: () => Promise<T>) => withMessages(load, ["board"]);
const inquiries = <T,>(load: () => Promise<T>) => withMessages(load, ["inquiries"]);

/** The pages the operators write (site pages), with the address and the menu's name of each. */
const SITE_PAGES = [
  ["airport", PASS_PATHS.airport, "pages.airport"],
  ["how-it-works", PASS_PATHS.guide, "pages.guide"],
] as const;

type Board = (typeof PASS_BOARD_TYPES)[number];
const POSTS = ["post"] as const satisfies readonly Board[];
const FAQ = ["faq"] as const satisfies readonly Board[];

/** The stories' addresses: their list (`/seoulitepass/thingstodo/post?keyword=&page=`) and a story's page. */
const postPaths: BoardPaths & { faq: string } = {
  board: (_type, query) => `${PASS_PATHS.posts}${boardSearch(query)}`,
  detail: (_type, id) => PASS_PATHS.post(id),
  faq: PASS_PATHS.faq,
};

/** The FAQ's addresses for the board's screens: one board, whose answers each have a page. */
const faqPaths: BoardPaths = { board: () => PASS_PATHS.faq, detail: (_type, id) => PASS_PATHS.faqDetail(id) };

const noticePage = (page: number) => (page > 1 ? `${PASS_PATHS.notice}?page=${page}` : PASS_PATHS.notice);

/** The member's questions: the list, a question's page, and asking. */
const inquiryPaths = { list: PASS_PATHS.inquiry, register: PASS_PATHS.inquiryAsk, detail: PASS_PATHS.inquiryDetail };

function sitePageRoute([slug, path, titleKey]: (typeof SITE_PAGES)[number]): RouteObject {
  return {
    path,
    handle: title(titleKey),
    lazy: async () => {
      const SitePageScreen = await withMessages(loadSitePageScreen, ["site-pages"]);
      return {
        Component: function PassPage() {
          const { t } = useTranslation(seoulitepassSite.namespace);
          // the page's name heads it while its text loads
          return (
            <SitePageScreen key={slug} site={SITE} slug={slug} name={t(titleKey)} paths={{ home: PASS_PATHS.home }} />
          );
        },
      };
    },
  };
}

/**
 * The pass site's public pages (rendered on the server with their data, ADR 0024): the airport page and how the
 * pass works (written by the operators), and the boards from the shared board service: the notices open in place,
 * the things-to-do stories have a page each, the FAQ's questions open to their answers, which have a page each too.
 */
export const passPageRoutes: RouteObject[] = [
  ...SITE_PAGES.map(sitePageRoute),
  {
    path: PASS_PATHS.notice,
    handle: title("pages.notice"),
    lazy: async () => {
      const NoticeListScreen = await board(loadNoticeListScreen);
      return {
        Component: function PassNotices() {
          const [query] = useSearchParams();
          return <NoticeListScreen site={SITE} page={query.get("page")} paths={{ list: noticePage }} />;
        },
      };
    },
  },
  {
    path: PASS_PATHS.posts,
    handle: title("pages.posts"),
    lazy: async () => {
      const BoardScreen = await board(loadBoardScreen);
      return {
        Component: function PassPosts() {
          const [query] = useSearchParams();
          return (
            <BoardScreen
              site={SITE}
              types={POSTS}
              type="post"
              keyword={query.get("keyword")}
              page={query.get("page")}
              paths={postPaths}
            />
          );
        },
      };
    },
  },
  {
    path: `${PASS_PATHS.posts}/:id`,
    handle: title("pages.post"),
    lazy: async () => {
      const PostDetailScreen = await board(loadPostDetailScreen);
      return {
        Component: function PassPost() {
          const { id } = useParams();
          return <PostDetailScreen key={id} site={SITE} types={POSTS} type="post" id={id} paths={postPaths} />;
        },
      };
    },
  },
  {
    path: PASS_PATHS.faq,
    handle: title("pages.faq"),
    lazy: async () => {
      const FaqScreen = await board(loadFaqScreen);
      return { Component: () => <FaqScreen site={SITE} answerHref={PASS_PATHS.faqDetail} /> };
    },
  },
  {
    path: `${PASS_PATHS.faq}/:id`,
    handle: title("pages.faq"),
    lazy: async () => {
      const PostDetailScreen = await board(loadPostDetailScreen);
      return {
        Component: function PassFaqAnswer() {
          const { id } = useParams();
          return <PostDetailScreen key={id} site={SITE} types={FAQ} type="faq" id={id} paths={faqPaths} />;
        },
      };
    },
  },
];

/**
 * The member's questions (contact us through the shared inquiries feature): private to the asker and the operators,
 * since a pass question names a holder, a pass and an order. The site mounts these inside its `RequireAuth`
 * (member area); they render in the browser (ADR 0024).
 */
export const passMemberPageRoutes: RouteObject[] = [
  {
    path: PASS_PATHS.inquiry,
    handle: title("pages.inquiry"),
    lazy: async () => {
      const ContactUsScreen = await inquiries(loadContactUsScreen);
      return { Component: () => <ContactUsScreen site={SITE} area="member" paths={inquiryPaths} /> };
    },
  },
  {
    path: PASS_PATHS.inquiryAsk,
    handle: title("pages.inquiryAsk"),
    lazy: async () => {
      const ContactUsRegisterScreen = await inquiries(loadContactUsRegisterScreen);
      return { Component: () => <ContactUsRegisterScreen site={SITE} area="member" paths={inquiryPaths} /> };
    },
  },
  {
    path: `${PASS_PATHS.inquiry}/:id`,
    handle: title("pages.inquiryDetail"),
    lazy: async () => {
      const ContactUsDetailScreen = await inquiries(loadContactUsDetailScreen);
      return {
        Component: function PassInquiry() {
          const { id } = useParams();
          return <ContactUsDetailScreen key={id} inquiryId={id} area="member" paths={inquiryPaths} />;
        },
      };
    },
  },
];
