import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { eventSite } from "./site.config";
import { EventHomePage } from "./event-home-page";

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "event",
    element: <MicrositeLayout site={eventSite} />,
    children: [{ path: "event", Component: EventHomePage }],
  },
];
