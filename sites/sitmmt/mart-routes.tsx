import { MART_BOARD_TYPES } from "@contracts/board-types";
import {
  loadAccreditationMyPageScreen,
  loadAdminApplicationsScreen,
  loadApplicationConfirmScreen,
  loadBusinessApplicationScreen,
  loadBusinessDetailScreen,
  loadBusinessListScreen,
  loadRegisterChoiceScreen,
} from "@features/accreditation";
import { type BoardPaths, boardSearch, loadBoardScreen, loadFaqScreen, loadPostDetailScreen } from "@features/board";
import { loadMeetingRequestButton } from "@features/meetings";
import { loadSitePageScreen } from "@features/site-pages";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
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

function sitePageRoute(slug: "overview" | "venue" | "program" | "travelmart"): RouteObject {
  return {
    path: SITMMT_PATHS[slug],
    handle: title(`pages.${slug}`),
    lazy: async () => {
      const SitePageScreen = await withMessages(loadSitePageScreen, ["site-pages"]);
      return {
        Component: () => <SitePageScreen key={slug} site={SITE} slug={slug} paths={{ home: SITMMT_PATHS.home }} />,
      };
    },
  };
}

function postRoute(type: (typeof MART_BOARD_TYPES)[number]): RouteObject {
  return {
    path: `${SITMMT_PATHS.board}/${type}-detail/:id`,
    handle: title(`pages.${type}`),
    lazy: async () => {
      const PostDetailScreen = await withMessages(loadPostDetailScreen, ["board"]);
      return {
        Component: function SitmmtPost() {
          const { id } = useParams();
          return (
            <PostDetailScreen key={id} site={SITE} types={MART_BOARD_TYPES} type={type} id={id} paths={boardPaths} />
          );
        },
      };
    },
  };
}

/**
 * The mart's public pages: the organiser's own pages (overview, venue, program, travel mart) and the boards
 * (notices, press, media, FAQ) from the shared board service.
 */
export const martPageRoutes: RouteObject[] = [
  sitePageRoute("overview"),
  sitePageRoute("venue"),
  sitePageRoute("program"),
  sitePageRoute("travelmart"),
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
  {
    path: SITMMT_PATHS.faq,
    handle: title("pages.faq"),
    lazy: async () => {
      const FaqScreen = await withMessages(loadFaqScreen, ["board"]);
      return { Component: () => <FaqScreen site={SITE} types={MART_BOARD_TYPES} paths={boardPaths} /> };
    },
  },
  ...MART_BOARD_TYPES.map(postRoute),
];

/**
 * The business-accreditation pages (`/sitmmt/ppipsa`, the accreditation area): the registration choice for
 * everyone, the company's own pages and the business list behind the accreditation sign-in (a guest goes to
 * /sitmmt/ppipsa, which greets them with the sign-in form, and comes back after it).
 */
export const accreditationRoutes: RouteObject[] = [
  {
    // the same address as the auth pages' general registration: this entry must come first (the site's choice of
    // account type replaces it, see the report to the lead)
    path: SITMMT_PATHS.register,
    handle: title("pages.register"),
    lazy: async () => {
      const RegisterChoiceScreen = await accreditation(loadRegisterChoiceScreen);
      return {
        Component: () => (
          <RegisterChoiceScreen
            paths={{
              buyer: `${SITMMT_PATHS.register}/buyer`,
              sellerDomestic: `${SITMMT_PATHS.register}/seller_domestic`,
              sellerOverseas: `${SITMMT_PATHS.register}/seller_overseas`,
              signIn: SITMMT_PATHS.signIn,
            }}
          />
        ),
      };
    },
  },
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="accreditation" /> };
    },
    children: [
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
      {
        path: SITMMT_PATHS.confirm,
        handle: title("pages.confirm"),
        lazy: async () => {
          const ApplicationConfirmScreen = await accreditation(loadApplicationConfirmScreen);
          return {
            Component: () => (
              <ApplicationConfirmScreen paths={{ edit: SITMMT_PATHS.application, myPage: SITMMT_PATHS.myPage }} />
            ),
          };
        },
      },
      {
        path: SITMMT_PATHS.businessList,
        handle: title("pages.businessList"),
        lazy: async () => {
          const BusinessListScreen = await accreditation(loadBusinessListScreen);
          return { Component: () => <BusinessListScreen paths={{ detail: SITMMT_PATHS.business }} /> };
        },
      },
      {
        path: "/sitmmt/ppipsa/business/:bizId",
        handle: title("pages.business"),
        lazy: async () => {
          // a company's page offers the meetings feature's request: both load together
          const [BusinessDetailScreen, MeetingRequestButton] = await Promise.all([
            accreditation(loadBusinessDetailScreen),
            withMessages(loadMeetingRequestButton, ["meetings"]),
          ]);
          return {
            Component: function SitmmtBusiness() {
              const { bizId } = useParams();
              return (
                <BusinessDetailScreen
                  key={bizId}
                  id={bizId}
                  paths={{ list: SITMMT_PATHS.businessList }}
                  actions={(company) => (
                    <MeetingRequestButton
                      counterpart={{
                        id: company.id,
                        name: company.name,
                        role: company.role,
                        booth_no: company.booth_no,
                      }}
                      applicationPath={SITMMT_PATHS.application}
                      meetingsPath={SITMMT_PATHS.myMeetings}
                    />
                  )}
                />
              );
            },
          };
        },
      },
    ],
  },
];

/** Operators' page (the `admin` segment puts it in the admin area; a guest goes to the admin sign-in). */
export const adminAccreditationRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: SITMMT_PATHS.adminApplications,
        handle: title("pages.adminApplications"),
        lazy: async () => {
          const AdminApplicationsScreen = await accreditation(loadAdminApplicationsScreen);
          return { Component: () => <AdminApplicationsScreen /> };
        },
      },
    ],
  },
];
