import type { RouteObject } from "react-router";
import { MicrositeLayout, type MicrositeRouteHandle } from "../shell/microsite-layout";
import { sitmmtSite } from "./site.config";

/** The medical travel mart's routes under its layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "sitmmt",
    element: <MicrositeLayout site={sitmmtSite} />,
    children: [
      { path: "sitmmt", lazy: async () => ({ Component: (await import("./sitmmt-home-page")).SitmmtHomePage }) },
      {
        path: "sitmmt-bimtc",
        handle: { titleKey: "fair.meta.title" } satisfies MicrositeRouteHandle,
        lazy: async () => ({ Component: (await import("./sitmmt-fair-page")).SitmmtFairPage }),
      },
    ],
  },
];
