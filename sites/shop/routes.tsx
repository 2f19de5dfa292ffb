import type { RouteObject } from "react-router";
import { ShopLayout } from "./shop-layout";

/** The main shop's routes, under the shared layout; every screen is its own lazy chunk. */
export const routes: RouteObject[] = [
  {
    id: "shop",
    Component: ShopLayout,
    children: [{ path: "main", lazy: async () => ({ Component: (await import("./home-page")).HomePage }) }],
  },
];
