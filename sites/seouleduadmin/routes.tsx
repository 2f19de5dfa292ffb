import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { seouleduadminSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seouleduadmin",
    element: <MicrositeLayout site={seouleduadminSite} />,
    children: [
      {
        path: "seouleduadmin",
        lazy: async () => ({ Component: (await import("./seouleduadmin-home-page")).SeouleduadminHomePage }),
      },
    ],
  },
];
