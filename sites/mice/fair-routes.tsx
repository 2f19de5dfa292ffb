import {
  loadAccreditationMyPageScreen,
  loadAdminApplicationsScreen,
  loadApplicationConfirmScreen,
  loadBusinessApplicationScreen,
  loadRegisterChoiceScreen,
} from "@features/accreditation";
import { loadVisitorMyPageScreen, loadVisitorRegistrationScreen } from "@features/fair";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { MICE_PATHS } from "./site.config";

// The fair's own pages of the business-accreditation area: one accreditation feature serves both fairs (ADR 0026),
// told which by `fair`; the visitor's pages are the fair feature's. Each loads with its messages.
const accreditation = <T,>(load: () => Promise<T>) => withMessages(load, ["accreditation"]);
const visitors = <T,>(load: () => Promise<T>) => withMessages(load, ["fair", "accreditation"]);

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
  {
    // the same address as the auth pages' registration: this entry must come first
    path: MICE_PATHS.register,
    handle: title("pages.register"),
    lazy: async () => {
      const RegisterChoiceScreen = await accreditation(loadRegisterChoiceScreen);
      return {
        Component: () => (
          <RegisterChoiceScreen fair={FAIR} paths={{ ...REGISTER_BY_TYPE, signIn: MICE_PATHS.signIn }} />
        ),
      };
    },
  },
  {
    path: MICE_PATHS.registerSeller,
    handle: title("pages.register"),
    lazy: async () => {
      const RegisterChoiceScreen = await accreditation(loadRegisterChoiceScreen);
      return {
        Component: () => (
          <RegisterChoiceScreen
            fair={FAIR}
            intro="seller"
            paths={{
              sellerDomestic: REGISTER_BY_TYPE.sellerDomestic,
              sellerOverseas: REGISTER_BY_TYPE.sellerOverseas,
              signIn: MICE_PATHS.signIn,
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
      {
        path: MICE_PATHS.confirm,
        handle: title("pages.confirm"),
        lazy: async () => {
          const ApplicationConfirmScreen = await accreditation(loadApplicationConfirmScreen);
          return {
            Component: () => (
              <ApplicationConfirmScreen
                fair={FAIR}
                paths={{ edit: MICE_PATHS.registration, myPage: MICE_PATHS.myApplication }}
              />
            ),
          };
        },
      },
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
    ],
  },
];

/** Operators' page (the `admin` segment puts it in the admin area): this edition's applications, decisions, booths. */
export const miceAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: MICE_PATHS.adminApplications,
        handle: title("pages.adminApplications"),
        lazy: async () => {
          const AdminApplicationsScreen = await accreditation(loadAdminApplicationsScreen);
          return { Component: () => <AdminApplicationsScreen fair={FAIR} /> };
        },
      },
    ],
  },
];
