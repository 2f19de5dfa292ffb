import { type BoardPaths, boardSearch, loadBoardScreen, loadPostDetailScreen } from "@features/board";
import { loadContactUsDetailScreen, loadContactUsRegisterScreen, loadContactUsScreen } from "@features/inquiries";
import { loadQrScannerScreen, loadRedirectScreen } from "@features/promotions";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import { withMessages } from "../shell/with-messages";

// Each feature loads with the first page that shows it (ARCHITECTURE: per-site lazy bundles, no waterfall).
const inquiries = <T,>(load: () => Promise<T>) => withMessages(load, ["inquiries"]);
const promotions = <T,>(load: () => Promise<T>) => withMessages(load, ["promotions"]);

/** The shop's community addresses (spec point 2), handed to the screens, which hard-code none (rule 3). */
export const COMMUNITY_PATHS = {
  board: (type: string) => `/board/${type}`,
  // the spec has one post address, /board/notice-detail/{id}; posts of the other boards name theirs in the query
  postDetail: (type: string, id: number) => `/board/notice-detail/${id}${type === "notice" ? "" : `?type=${type}`}`,
  contactUs: "/board/contact-us",
  contactUsRegister: "/board/contact-us-register",
  contactUsDetail: (id: number) => `/board/contact-us-detail/${id}`,
} as const;

/** The board screens' paths: the list's words and page go in its query, as the feature writes them. */
const paths: BoardPaths = {
  board: (type, query) => `${COMMUNITY_PATHS.board(type)}${boardSearch(query)}`,
  detail: COMMUNITY_PATHS.postDetail,
};

const boardRoute: RouteObject["lazy"] = async () => {
  const BoardScreen = await withMessages(loadBoardScreen, ["board"]);
  return {
    Component: function ShopBoard() {
      const { type } = useParams();
      const [query] = useSearchParams();
      return <BoardScreen type={type} keyword={query.get("keyword")} page={query.get("page")} paths={paths} />;
    },
  };
};

/** Public community pages: the boards, a post, the QR scanner and the promotion redirect. */
export const communityPages: RouteObject[] = [
  { path: "board", lazy: boardRoute },
  { path: "board/:type", lazy: boardRoute },
  {
    path: "board/notice-detail/:id",
    lazy: async () => {
      const PostDetailScreen = await withMessages(loadPostDetailScreen, ["board"]);
      return {
        Component: function ShopPostDetail() {
          const { id } = useParams();
          const [query] = useSearchParams();
          return <PostDetailScreen key={id} id={id} type={query.get("type")} paths={paths} />;
        },
      };
    },
  },
  {
    path: "qr",
    lazy: async () => ({ Component: await promotions(loadQrScannerScreen) }),
  },
  {
    // reached inside the app only: a page load of /redirect is answered by the server's 302
    path: "redirect",
    lazy: async () => {
      const RedirectScreen = await promotions(loadRedirectScreen);
      return {
        Component: function ShopRedirect() {
          const [query] = useSearchParams();
          const code = query.get("code");
          return <RedirectScreen key={code} code={code} />;
        },
      };
    },
  },
];

/** The member's contact pages (spec point 6: login required); the shop puts them behind its login guard. */
export const memberCommunityPages: RouteObject[] = [
  {
    path: "board/contact-us",
    lazy: async () => {
      const ContactUsScreen = await inquiries(loadContactUsScreen);
      return {
        Component: () => (
          <ContactUsScreen
            paths={{ register: COMMUNITY_PATHS.contactUsRegister, detail: COMMUNITY_PATHS.contactUsDetail }}
          />
        ),
      };
    },
  },
  {
    path: "board/contact-us-register",
    lazy: async () => {
      const ContactUsRegisterScreen = await inquiries(loadContactUsRegisterScreen);
      return {
        Component: () => (
          <ContactUsRegisterScreen
            paths={{ list: COMMUNITY_PATHS.contactUs, detail: COMMUNITY_PATHS.contactUsDetail }}
          />
        ),
      };
    },
  },
  {
    path: "board/contact-us-detail/:id",
    lazy: async () => {
      const ContactUsDetailScreen = await inquiries(loadContactUsDetailScreen);
      return {
        Component: function ShopInquiryDetail() {
          const { id } = useParams();
          return <ContactUsDetailScreen key={id} inquiryId={id} paths={{ list: COMMUNITY_PATHS.contactUs }} />;
        },
      };
    },
  },
];
