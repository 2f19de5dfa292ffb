import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { miceSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "mice",
    element: <MicrositeLayout site={miceSite} />,
    children: [{ path: "mice", lazy: async () => ({ Component: (await import("./mice-home-page")).MiceHomePage }) }],
  },
];
