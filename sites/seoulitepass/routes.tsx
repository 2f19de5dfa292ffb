import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { seoulitepassSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "seoulitepass",
    element: <MicrositeLayout site={seoulitepassSite} />,
    children: [
      {
        path: "seoulitepass",
        lazy: async () => ({ Component: (await import("./seoulitepass-home-page")).SeoulitepassHomePage }),
      },
    ],
  },
];
