import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { EventHomePage } from "./event-home-page";
import { eventSite } from "./site.config";

/**
 * The site's routes under the shared microsite layout. The home page's code comes with the routes (it is the first
 * page most visitors see: no extra hop); its messages, the site's and the events board's, load side by side before
 * it shows.
 */
export const routes: RouteObject[] = [
  {
    id: "event",
    element: <MicrositeLayout site={eventSite} />,
    children: [
      {
        path: "event",
        lazy: () => withMessages(() => Promise.resolve({ Component: EventHomePage }), [eventSite.namespace, "board"]),
      },
    ],
  },
];
