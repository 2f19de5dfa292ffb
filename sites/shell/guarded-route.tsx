import type { Area } from "@lib/session/areas";
import type { RouteObject } from "react-router";

/**
 * A layout route that lets only a person signed in to `area` reach its `children` (a guest goes to the area's
 * sign-in and comes back after). The guard loads with the first guarded page.
 */
export function guardedRoute(area: Area, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RequireAuth } = await import("./require-auth");
      return { Component: () => <RequireAuth area={area} /> };
    },
    children,
  };
}
