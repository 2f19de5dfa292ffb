import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { seouledutravelSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seouledutravel",
    element: <MicrositeLayout site={seouledutravelSite} />,
    children: [
      {
        path: "seouledutravel",
        lazy: async () => ({ Component: (await import("./seouledutravel-home-page")).SeouledutravelHomePage }),
      },
    ],
  },
];
