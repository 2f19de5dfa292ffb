import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { rokUsSite } from "./site.config";
import { RokUsHomePage } from "./rok-us-home-page";

/** The site's routes under the shared microsite layout; the home page comes with the routes (it is the first page most visitors see: no extra hop), every other page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "rok-us",
    element: <MicrositeLayout site={rokUsSite} />,
    children: [{ path: "rok-us", Component: RokUsHomePage }],
  },
];
