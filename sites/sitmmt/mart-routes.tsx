import { MART_BOARD_TYPES } from "@contracts/board-types";
import { loadAccreditationMyPageScreen, loadBusinessApplicationScreen } from "@features/accreditation";
import { type BoardPaths, boardSearch, loadBoardScreen } from "@features/board";
import type { RouteObject } from "react-router";
import { useSearchParams } from "react-router";
import {
  adminApplicationsRoute,
  applicationConfirmRoute,
  businessDetailRoute,
  businessListRoute,
  registerChoiceRoute,
} from "../shell/accreditation-routes";
import { faqRoute, postRoute, sitePageRoute } from "../shell/content-routes";
import { guardedRoute } from "../shell/guarded-route";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { SITMMT_PATHS } from "./site.config";

// Each feature loads with the first page that shows it: a visitor reading the overview downloads no accreditation.
const accreditation = <T,>(load: () => Promise<T>) => withMessages(load, ["accreditation"]);

const SITE = "sitmmt";

/** The board screens' paths: the notices are the board's first page, the other boards name themselves in the query. */
const boardPaths: BoardPaths & { faq: string } = {
  board: (type, query) => `${SITMMT_PATHS.board}${boardSearch(query, type === MART_BOARD_TYPES[0] ? undefined : type)}`,
  detail: SITMMT_PATHS.postDetail,
  faq: SITMMT_PATHS.faq,
};

const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

/** A page the organiser writes, at its own address and titled by its slug. */
const martPage = (slug: "overview" | "venue" | "program" | "travelmart") =>
  sitePageRoute(SITE, SITMMT_PATHS.home, { slug, path: SITMMT_PATHS[slug], titleKey: `pages.${slug}` });

/** A post's page of one of the mart's boards (`/sitmmt/board/{type}-detail/{id}`). */
const postPage = (type: (typeof MART_BOARD_TYPES)[number]) =>
  postRoute(`${SITMMT_PATHS.board}/${type}-detail/:id`, `pages.${type}`, {
    site: SITE,
    types: MART_BOARD_TYPES,
    type,
    paths: boardPaths,
  });

/**
 * The mart's public pages: the organiser's own pages (overview, venue, program, travel mart) and the boards
 * (notices, press, media, FAQ) from the shared board service.
 */
export const martPageRoutes: RouteObject[] = [
  martPage("overview"),
  martPage("venue"),
  martPage("program"),
  martPage("travelmart"),
  {
    path: SITMMT_PATHS.board,
    handle: title("pages.board"),
    lazy: async () => {
      const BoardScreen = await withMessages(loadBoardScreen, ["board"]);
      return {
        Component: function SitmmtBoard() {
          const [query] = useSearchParams();
          // the mart's board addresses carry the board and the page only: no search words
          return (
            <BoardScreen
              site={SITE}
              types={MART_BOARD_TYPES}
              type={query.get("type")}
              page={query.get("page")}
              search={false}
              paths={boardPaths}
            />
          );
        },
      };
    },
  },
  faqRoute(SITMMT_PATHS.faq, "pages.faq", { site: SITE, types: MART_BOARD_TYPES, paths: boardPaths }),
  ...MART_BOARD_TYPES.map(postPage),
];

/**
 * The business-accreditation pages (`/sitmmt/ppipsa`, the accreditation area): the registration choice for
 * everyone, the company's own pages and the business list behind the accreditation sign-in (a guest goes to
 * /sitmmt/ppipsa, which greets them with the sign-in form, and comes back after it).
 */
export const accreditationRoutes: RouteObject[] = [
  // the same address as the auth pages' general registration: this entry must come first (the site's choice of
  // account type replaces it, see the report to the lead)
  registerChoiceRoute(SITMMT_PATHS.register, {
    paths: {
      buyer: `${SITMMT_PATHS.register}/buyer`,
      sellerDomestic: `${SITMMT_PATHS.register}/seller_domestic`,
      sellerOverseas: `${SITMMT_PATHS.register}/seller_overseas`,
      signIn: SITMMT_PATHS.signIn,
    },
  }),
  guardedRoute("accreditation", [
    {
      path: SITMMT_PATHS.myPage,
      handle: title("pages.myPage"),
      lazy: async () => {
        const AccreditationMyPageScreen = await accreditation(loadAccreditationMyPageScreen);
        return {
          Component: () => (
            <AccreditationMyPageScreen
              paths={{
                application: SITMMT_PATHS.application,
                confirm: SITMMT_PATHS.confirm,
                businessList: SITMMT_PATHS.businessList,
                myMeetings: SITMMT_PATHS.myMeetings,
              }}
            />
          ),
        };
      },
    },
    {
      path: SITMMT_PATHS.application,
      handle: title("pages.application"),
      lazy: async () => {
        const BusinessApplicationScreen = await accreditation(loadBusinessApplicationScreen);
        return {
          Component: () => (
            <BusinessApplicationScreen paths={{ confirm: SITMMT_PATHS.confirm, myPage: SITMMT_PATHS.myPage }} />
          ),
        };
      },
    },
    applicationConfirmRoute(SITMMT_PATHS.confirm, {
      paths: { edit: SITMMT_PATHS.application, myPage: SITMMT_PATHS.myPage },
    }),
    businessListRoute(SITMMT_PATHS.businessList, "pages.businessList", { paths: { detail: SITMMT_PATHS.business } }),
    businessDetailRoute("/sitmmt/ppipsa/business/:id", "pages.business", {
      paths: {
        list: SITMMT_PATHS.businessList,
        application: SITMMT_PATHS.application,
        meetings: SITMMT_PATHS.myMeetings,
      },
    }),
  ]),
];

/** Operators' page (the `admin` segment puts it in the admin area; a guest goes to the admin sign-in). */
export const adminAccreditationRoutes: RouteObject[] = [
  guardedRoute("admin", [adminApplicationsRoute(SITMMT_PATHS.adminApplications, {})]),
];
