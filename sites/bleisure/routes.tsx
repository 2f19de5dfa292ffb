import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { bleisureSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "bleisure",
    element: <MicrositeLayout site={bleisureSite} />,
    children: [
      { path: "bleisure", lazy: async () => ({ Component: (await import("./bleisure-home-page")).BleisureHomePage }) },
    ],
  },
];
