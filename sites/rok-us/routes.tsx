import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { rokUsSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "rok-us",
    element: <MicrositeLayout site={rokUsSite} />,
    children: [
      { path: "rok-us", lazy: async () => ({ Component: (await import("./rok-us-home-page")).RokUsHomePage }) },
    ],
  },
];
