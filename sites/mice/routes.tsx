import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { MiceHomePage } from "./mice-home-page";
import { miceAuth, miceSite } from "./site.config";

/**
 * The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page
 * most visitors see: no extra hop), every other page is its own lazy chunk.
 */
export const routes: RouteObject[] = [
  {
    id: "mice",
    element: <MicrositeLayout site={miceSite} />,
    children: [{ path: "mice", Component: MiceHomePage }, ...authRoutes(miceAuth)],
  },
];
