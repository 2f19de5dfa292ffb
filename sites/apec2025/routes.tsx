import type { RouteObject } from "react-router";
import { MicrositeLayout } from "../shell/microsite-layout";
import { apec2025Site } from "./site.config";

const home = async () => ({ Component: (await import("./apec2025-home-page")).Apec2025HomePage });

/** The summit tour's routes under the shared microsite layout; every page is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "apec2025",
    element: <MicrositeLayout site={apec2025Site} />,
    children: [
      { path: "apec2025", lazy: home },
      // the summit tour host lands here (spec point 2, Root); until its own pages arrive it shows the same home
      { path: "apec2025korea", lazy: home },
    ],
  },
];
