import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { apecAdminRoutes } from "./admin-routes";
import { Apec2025HomePage } from "./apec2025-home-page";
import { apecGateRoutes } from "./gate-routes";
import { apec2025Site } from "./site.config";
import { apecKoreaRoutes, apecTourRoutes } from "./tour-routes";

/**
 * The summit tour's routes under the shared microsite layout. The home page comes with the routes (it is the first
 * page most visitors see: no extra hop); every other page is its own lazy chunk. The summit host's landing
 * (`/apec2025korea`) has its own home: the courses.
 */
export const routes: RouteObject[] = [
  {
    id: "apec2025",
    element: <MicrositeLayout site={apec2025Site} />,
    children: [
      { path: "apec2025", Component: Apec2025HomePage },
      ...apecTourRoutes,
      ...apecKoreaRoutes,
      ...apecAdminRoutes,
      ...apecGateRoutes,
    ],
  },
];
