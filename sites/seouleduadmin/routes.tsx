import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { eduAdminRoutes } from "./admin-routes";
import { seouleduadminAuth, seouleduadminSite } from "./site.config";
import { SeouleduadminHomePage } from "./seouleduadmin-home-page";

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seouleduadmin",
    element: <MicrositeLayout site={seouleduadminSite} />,
    children: [
      {
        path: "seouleduadmin",
        Component: SeouleduadminHomePage,
      },
      ...authRoutes(seouleduadminAuth),
      ...eduAdminRoutes,
    ],
  },
];
