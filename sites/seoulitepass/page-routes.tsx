import { type BoardPaths, boardSearch } from "@features/board";
import { loadContactUsDetailScreen, loadContactUsRegisterScreen, loadContactUsScreen } from "@features/inquiries";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import { boardRoute, faqRoute, noticeListRoute, postRoute, sitePageRoute } from "../shell/content-routes";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { type PASS_BOARD_TYPES, PASS_PATHS, seoulitepassSite } from "./site.config";

// Each feature loads with the first page that shows it: a visitor reading the airport page downloads no board.

const SITE = "seoulitepass";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });
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

const posts = { site: SITE, types: POSTS, type: "post", paths: postPaths } as const;

/** The FAQ's addresses for the board's screens: one board, whose answers each have a page. */
const faqPaths: BoardPaths = { board: () => PASS_PATHS.faq, detail: (_type, id) => PASS_PATHS.faqDetail(id) };

/** The member's questions: the list, a question's page, and asking. */
const inquiryPaths = { list: PASS_PATHS.inquiry, register: PASS_PATHS.inquiryAsk, detail: PASS_PATHS.inquiryDetail };

/**
 * The pass site's public pages (rendered on the server with their data, ADR 0024): the airport page and how the
 * pass works (written by the operators), and the boards from the shared board service: the notices open in place,
 * the things-to-do stories have a page each, the FAQ's questions open to their answers, which have a page each too.
 */
export const passPageRoutes: RouteObject[] = [
  // the page's name heads it while its text loads
  ...SITE_PAGES.map(([slug, path, titleKey]) =>
    sitePageRoute(SITE, PASS_PATHS.home, { slug, path, titleKey, namespace: seoulitepassSite.namespace }),
  ),
  noticeListRoute(SITE, PASS_PATHS.notice, "pages.notice"),
  boardRoute(PASS_PATHS.posts, "pages.posts", posts),
  postRoute(`${PASS_PATHS.posts}/:id`, "pages.post", posts),
  faqRoute(PASS_PATHS.faq, "pages.faq", { site: SITE, answerHref: PASS_PATHS.faqDetail }),
  postRoute(`${PASS_PATHS.faq}/:id`, "pages.faq", { site: SITE, types: FAQ, type: "faq", paths: faqPaths }),
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
