import { loadEventsScreen } from "@features/board";
import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { EventHomePage } from "./event-home-page";
import { eventSite } from "./site.config";

/**
 * The site's routes under the shared microsite layout. The home page is the board feature's events page: its
 * chunk and its messages, the site's and the events board's, load side by side before it shows (the server names
 * them all in the page's HTML, so none waits for another).
 */
export const routes: RouteObject[] = [
  {
    id: "event",
    element: <MicrositeLayout site={eventSite} />,
    children: [
      {
        path: "event",
        lazy: async () => {
          const EventsScreen = await withMessages(loadEventsScreen, [eventSite.namespace, "board"]);
          return { Component: () => <EventHomePage screen={EventsScreen} /> };
        },
      },
    ],
  },
];
