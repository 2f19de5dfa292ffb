import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout, type MicrositeRouteHandle } from "../shell/microsite-layout";
import { liveOperatorRoutes, liveScreenRoutes } from "./live-routes";
import { accreditationRoutes, adminAccreditationRoutes, martPageRoutes } from "./mart-routes";
import { meetingAdminRoutes } from "./meeting-admin-routes";
import { meetingRoutes } from "./meeting-routes";
import { ppipsaRoute } from "./ppipsa-route";
import { SITMMT_PATHS, sitmmtAuth, sitmmtSite } from "./site.config";
import { SitmmtHomePage } from "./sitmmt-home-page";

/** The medical travel mart's routes under its layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "sitmmt",
    element: <MicrositeLayout site={sitmmtSite} />,
    children: [
      { path: "sitmmt", Component: SitmmtHomePage },
      {
        path: "sitmmt-bimtc",
        handle: { titleKey: "fair.meta.title" } satisfies MicrositeRouteHandle,
        lazy: async () => ({ Component: (await import("./sitmmt-fair-page")).SitmmtFairPage }),
      },
      ...martPageRoutes,
      // before the sign-in pages: the register choice page owns /sitmmt/ppipsa/register
      ...accreditationRoutes,
      ...adminAccreditationRoutes,
      ...meetingAdminRoutes,
      ppipsaRoute(SITMMT_PATHS.ppipsa, sitmmtAuth),
      ...authRoutes(sitmmtAuth),
      ...meetingRoutes,
      ...liveOperatorRoutes,
      // the venue screens: full screen, without the site's header and footer
      ...liveScreenRoutes,
    ],
  },
];
