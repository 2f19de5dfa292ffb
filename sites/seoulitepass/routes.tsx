import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { passPageRoutes, passMemberPageRoutes } from "./page-routes";
import { passPartnershipRoutes } from "./partnership-routes";
import { passMemberRoutes, passPublicRoutes, passScannerRoutes } from "./pass-routes";
import { passRefundsAdminRoutes } from "./refunds-admin-route";
import { seoulitepassAuth, seoulitepassSite } from "./site.config";
import { passVenuesAdminRoutes } from "./venues-admin-routes";
import { SeoulitepassHomePage } from "./seoulitepass-home-page";

/**
 * The member's pages (spec point 6): behind the member sign-in; a guest is asked to sign in and comes back to the
 * page. They render in the browser (ADR 0024).
 */
const memberRoutes: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="member" declinedPath={seoulitepassSite.home} /> };
  },
  children: [...passMemberRoutes, ...passMemberPageRoutes],
};

/**
 * The visitor pass's routes under the shared microsite layout. The home page comes with the routes (it is the first
 * page most visitors see: no extra hop); every other page is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    id: "seoulitepass",
    element: <MicrositeLayout site={seoulitepassSite} />,
    children: [
      {
        path: "seoulitepass",
        Component: SeoulitepassHomePage,
      },
      ...passPublicRoutes,
      ...passPageRoutes,
      memberRoutes,
      ...passScannerRoutes,
      ...passPartnershipRoutes,
      ...passRefundsAdminRoutes,
      ...passVenuesAdminRoutes,
      ...authRoutes(seoulitepassAuth),
    ],
  },
];
