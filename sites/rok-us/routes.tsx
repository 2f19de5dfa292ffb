import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { rokUsPageRoutes } from "./page-routes";
import { RokUsHomePage } from "./rok-us-home-page";
import { rokUsSite } from "./site.config";
import { surveyAdminRoutes } from "./survey-admin-routes";
import { surveyRoutes } from "./survey-routes";

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "rok-us",
    element: <MicrositeLayout site={rokUsSite} />,
    children: [
      { path: "rok-us", Component: RokUsHomePage },
      ...rokUsPageRoutes,
      // the operators' results first: its fixed address must not read as a survey kind
      ...surveyAdminRoutes,
      ...surveyRoutes,
    ],
  },
];
