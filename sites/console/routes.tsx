import type { RouteObject } from "react-router";
import { authRoutes } from "../shell/auth-routes";
import { MicrositeLayout } from "../shell/microsite-layout";
import { consoleRoute } from "./admin-routes";
import { ConsoleHomePage } from "./console-home-page";
import { consoleAuth, consoleSite } from "./site.config";

/**
 * The shop's operators' console (issue 26) under the shared microsite layout: the home (a guest's way to sign in, an
 * operator's dashboard), the sign-in page, and every other page behind the operators' sign-in, each its own lazy
 * chunk. Its own site and door: the shop's visitors download none
 * of it.
 */
export const routes: RouteObject[] = [
  {
    id: "console",
    element: <MicrositeLayout site={consoleSite} />,
    children: [
      // the home comes with the routes: a guest's first page (the way to sign in), an operator's dashboard
      { path: "admin", Component: ConsoleHomePage },
      ...authRoutes(consoleAuth),
      consoleRoute,
    ],
  },
];
