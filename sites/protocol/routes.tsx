import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { protocolSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "protocol",
    element: <MicrositeLayout site={protocolSite} />,
    children: [
      { path: "protocol", lazy: async () => ({ Component: (await import("./protocol-home-page")).ProtocolHomePage }) },
    ],
  },
];
