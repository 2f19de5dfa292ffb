import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { eventSite } from "./site.config";

/** The site's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "event",
    element: <MicrositeLayout site={eventSite} />,
    children: [{ path: "event", lazy: async () => ({ Component: (await import("./event-home-page")).EventHomePage }) }],
  },
];
