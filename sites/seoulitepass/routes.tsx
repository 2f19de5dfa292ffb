import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { seoulitepassAuth, seoulitepassSite } from "./site.config";
import { SeoulitepassHomePage } from "./seoulitepass-home-page";

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seoulitepass",
    element: <MicrositeLayout site={seoulitepassSite} />,
    children: [
      {
        path: "seoulitepass",
        Component: SeoulitepassHomePage,
      },
      ...authRoutes(seoulitepassAuth),
    ],
  },
];
