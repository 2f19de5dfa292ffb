import {
  loadApplicationDetailScreen,
  loadMyApplicationsScreen,
  loadMyPageScreen,
  loadProgrammeInfoScreen,
  loadProgrammePageScreen,
  loadRegistrationScreen,
  loadReportSubmitScreen,
} from "@features/applications";
import type { RouteObject } from "react-router";
import { useParams, useSearchParams } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout, type MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { EDU_PATHS, seouledutravelAuth, seouledutravelSite } from "./site.config";
import { SeouledutravelHomePage } from "./seouledutravel-home-page";

// the programme's screens load with the first page that shows them, with their messages
const applications = <T,>(load: () => Promise<T>) => withMessages(load, ["applications"]);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: key });
/** A whole number from the address, or 0 (no application has it: the screen says "not found"). */
const idOf = (value: string | null | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/** The public pages: rendered on the server with their data (ADR 0024). */
const publicRoutes: RouteObject[] = [
  {
    path: EDU_PATHS.introduction,
    handle: title("pages.introduction"),
    lazy: async () => {
      const Screen = await applications(loadProgrammePageScreen);
      return { Component: () => <Screen page="introduction" paths={EDU_PATHS} /> };
    },
  },
  {
    path: EDU_PATHS.guide,
    handle: title("pages.guide"),
    lazy: async () => {
      const Screen = await applications(loadProgrammePageScreen);
      return { Component: () => <Screen page="guide" paths={EDU_PATHS} /> };
    },
  },
  {
    path: EDU_PATHS.info,
    handle: title("pages.info"),
    lazy: async () => {
      const Screen = await applications(loadProgrammeInfoScreen);
      return { Component: () => <Screen paths={EDU_PATHS} /> };
    },
  },
];

/**
 * The member's pages (spec point 6): behind the travel sign-in; a guest goes to /seouledutravel/login and comes
 * back to the page after signing in. They render in the browser (ADR 0024).
 */
const memberRoutes: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="travel" /> };
  },
  children: [
    {
      path: EDU_PATHS.myPage,
      handle: title("pages.myPage"),
      lazy: async () => {
        const Screen = await applications(loadMyPageScreen);
        return { Component: () => <Screen paths={EDU_PATHS} /> };
      },
    },
    {
      path: EDU_PATHS.myApplications,
      handle: title("pages.myApplications"),
      lazy: async () => {
        const Screen = await applications(loadMyApplicationsScreen);
        return { Component: () => <Screen paths={EDU_PATHS} /> };
      },
    },
    {
      path: "/seouledutravel/myapplication/detail/:appId",
      handle: title("pages.detail"),
      lazy: async () => {
        const Screen = await applications(loadApplicationDetailScreen);
        return {
          Component: function EduApplicationDetail() {
            const { appId } = useParams();
            return <Screen key={appId} id={idOf(appId)} paths={EDU_PATHS} />;
          },
        };
      },
    },
    {
      path: EDU_PATHS.registration(),
      handle: title("pages.registration"),
      lazy: async () => {
        const Screen = await applications(loadRegistrationScreen);
        return {
          Component: function EduRegistration() {
            const [query] = useSearchParams();
            const id = idOf(query.get("id")) || null;
            return <Screen key={id ?? "open"} applicationId={id} paths={EDU_PATHS} />;
          },
        };
      },
    },
    {
      path: "/seouledutravel/report/submit/:appId",
      handle: title("pages.report"),
      lazy: async () => {
        const Screen = await applications(loadReportSubmitScreen);
        return {
          Component: function EduReport() {
            const { appId } = useParams();
            return <Screen key={appId} id={idOf(appId)} paths={EDU_PATHS} />;
          },
        };
      },
    },
  ],
};

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seouledutravel",
    element: <MicrositeLayout site={seouledutravelSite} />,
    children: [
      {
        path: "seouledutravel",
        Component: SeouledutravelHomePage,
      },
      ...publicRoutes,
      memberRoutes,
      ...authRoutes(seouledutravelAuth),
    ],
  },
];
