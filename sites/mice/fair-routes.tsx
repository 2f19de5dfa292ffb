import { loadAccreditationMyPageScreen, loadBusinessApplicationScreen } from "@features/accreditation";
import { loadVisitorMyPageScreen, loadVisitorRegistrationScreen } from "@features/fair";
import {
  FAIR_ADMIN_NAMESPACES,
  FAIR_EDITOR_NAMESPACES,
  loadAdminConferenceScreen,
  loadAdminEditionScreen,
  loadAdminVisitorsScreen,
  loadBadgeScanScreen,
} from "@features/fair/admin";
import type { RouteObject } from "react-router";
import { adminApplicationsRoute, applicationConfirmRoute, registerChoiceRoute } from "../shell/accreditation-routes";
import { guardedRoute } from "../shell/guarded-route";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { miceMeetingAdminRoutes } from "./meeting-admin-routes";
import { FAQ_BOARD_TYPE, MICE_BOARD_TYPES } from "@contracts/board-types";
import { contentAdminRoutes } from "../shell/content-admin-routes";
import { MICE_PAGE_SLUGS, MICE_PATHS } from "./site.config";

// The fair's own pages of the business-accreditation area: one accreditation feature serves both fairs (ADR 0026),
// told which by `fair`; the visitor's pages are the fair feature's. Each loads with its messages.
const accreditation = <T,>(load: () => Promise<T>) => withMessages(load, ["accreditation"]);
const visitors = <T,>(load: () => Promise<T>) => withMessages(load, ["fair", "accreditation"]);
const operators = <T,>(load: () => Promise<T>) => withMessages(load, FAIR_ADMIN_NAMESPACES);
const editor = <T,>(load: () => Promise<T>) => withMessages(load, FAIR_EDITOR_NAMESPACES);

const FAIR = "mice";
const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });

const REGISTER_BY_TYPE = {
  visitor: `${MICE_PATHS.register}/visitor`,
  buyer: `${MICE_PATHS.register}/buyer`,
  sellerDomestic: `${MICE_PATHS.register}/seller_domestic`,
  sellerOverseas: `${MICE_PATHS.register}/seller_overseas`,
};

const companyPaths = {
  application: MICE_PATHS.registration,
  confirm: MICE_PATHS.confirm,
  businessList: MICE_PATHS.companies,
  myMeetings: MICE_PATHS.meetings,
};

/** A company's own page on this fair (the profile, the application and its status), in the fair's scope. */
async function companyPage() {
  const AccreditationMyPageScreen = await accreditation(loadAccreditationMyPageScreen);
  return function MiceCompanyPage() {
    return <AccreditationMyPageScreen fair={FAIR} paths={companyPaths} />;
  };
}

/**
 * Registration by classification (visitor, buyer, seller; `register/seller` asks where the seller is based), and
 * behind the business-accreditation sign-in: the registration for this edition (a visitor's form, or a company's
 * profile then its application), My page and My application. A visitor's pages show the entry badge; a buyer's or
 * seller's show the company's page instead (the visitor calls answer 403 NOT_VISITOR for them).
 */
export const miceAccountRoutes: RouteObject[] = [
  // the same address as the auth pages' registration: this entry must come first
  registerChoiceRoute(MICE_PATHS.register, { fair: FAIR, paths: { ...REGISTER_BY_TYPE, signIn: MICE_PATHS.signIn } }),
  registerChoiceRoute(MICE_PATHS.registerSeller, {
    fair: FAIR,
    intro: "seller",
    paths: {
      sellerDomestic: REGISTER_BY_TYPE.sellerDomestic,
      sellerOverseas: REGISTER_BY_TYPE.sellerOverseas,
      signIn: MICE_PATHS.signIn,
    },
  }),
  guardedRoute("accreditation", [
    {
      path: MICE_PATHS.registration,
      handle: title("pages.registration"),
      lazy: async () => {
        const [VisitorRegistrationScreen, BusinessApplicationScreen] = await Promise.all([
          visitors(loadVisitorRegistrationScreen),
          accreditation(loadBusinessApplicationScreen),
        ]);
        return {
          Component: () => (
            <VisitorRegistrationScreen
              paths={{ myPage: MICE_PATHS.myPage, companyApplication: MICE_PATHS.myApplication }}
              otherwise={
                <BusinessApplicationScreen
                  fair={FAIR}
                  paths={{ confirm: MICE_PATHS.confirm, myPage: MICE_PATHS.myApplication }}
                />
              }
            />
          ),
        };
      },
    },
    applicationConfirmRoute(MICE_PATHS.confirm, {
      fair: FAIR,
      paths: { edit: MICE_PATHS.registration, myPage: MICE_PATHS.myApplication },
    }),
    ...[
      [MICE_PATHS.myPage, "pages.myPage"],
      [MICE_PATHS.myApplication, "pages.myApplication"],
    ].map(([path, titleKey]): RouteObject => ({
      path,
      handle: title(titleKey ?? ""),
      lazy: async () => {
        const [VisitorMyPageScreen, CompanyPage] = await Promise.all([
          visitors(loadVisitorMyPageScreen),
          companyPage(),
        ]);
        return {
          Component: () => (
            <VisitorMyPageScreen paths={{ register: MICE_PATHS.registration }} otherwise={<CompanyPage />} />
          ),
        };
      },
    })),
  ]),
];

/**
 * Operators' pages (the `admin` segment puts them in the admin area), under their own small navigation: this
 * edition's applications, decisions and booths; the visitors' registrations; the badge scan at the entrance; the
 * companies' meetings (meeting-admin-routes.tsx).
 */
export const miceAdminRoutes: RouteObject[] = [
  guardedRoute("admin", [
    {
      lazy: async () => ({ Component: (await import("./operators-nav")).MiceOperatorsLayout }),
      children: [
        adminApplicationsRoute(MICE_PATHS.adminApplications, { fair: FAIR }),
        {
          path: MICE_PATHS.adminVisitors,
          handle: title("pages.adminVisitors"),
          lazy: async () => ({ Component: await operators(loadAdminVisitorsScreen) }),
        },
        {
          path: MICE_PATHS.adminBadges,
          handle: title("pages.adminBadges"),
          lazy: async () => ({ Component: await operators(loadBadgeScanScreen) }),
        },
        {
          path: MICE_PATHS.adminEdition,
          handle: title("pages.adminEdition"),
          lazy: async () => ({ Component: await editor(loadAdminEditionScreen) }),
        },
        {
          path: MICE_PATHS.adminConference,
          handle: title("pages.adminConference"),
          lazy: async () => ({ Component: await editor(loadAdminConferenceScreen) }),
        },
        ...miceMeetingAdminRoutes,
        ...contentAdminRoutes({
          site: "mice",
          home: MICE_PATHS.home,
          boards: {
            types: [FAQ_BOARD_TYPE, ...MICE_BOARD_TYPES],
            routes: {
              list: MICE_PATHS.adminBoards,
              add: `${MICE_PATHS.home}/admin/board-add`,
              edit: `${MICE_PATHS.home}/admin/board-edit/:id`,
            },
            paths: MICE_PATHS.adminBoard,
          },
          pages: {
            slugs: MICE_PAGE_SLUGS,
            route: `${MICE_PATHS.home}/admin/pages/:slug`,
            path: MICE_PATHS.adminPage,
          },
        }),
      ],
    },
  ]),
];
