import type { RouteObject } from "react-router";
import { createBrowserRouter, createMemoryRouter, data } from "react-router";
import { LandingRedirect } from "./shell/landing-redirect";
import { PageLoading } from "./shell/page-loading";
import { RootLayout } from "./shell/root-layout";
import { RouteError } from "./shell/route-error";
import { SITES, type SiteEntry, siteForPath } from "./site-registry";

export const ROOT_ROUTE_ID = "root";

/** The catch-all's data: nothing, with the status the server's static handler sends (context.statusCode). */
export const notFoundStatus = () => data(null, { status: 404 });

/** The shell's own routes; each site's routes are patched in on first visit to one of its paths. */
export function shellRoutes(): RouteObject[] {
  return shellRoutesWith([]);
}

/** The shell's routes with a site's already in place: the server's, and the browser's when it takes over a page. */
export function shellRoutesWith(siteRoutes: readonly RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...siteRoutes,
        { index: true, Component: LandingRedirect },
        {
          // any address no route of its site has (/account/does-not-exist, /sitmmt/nope): the server answers 404
          path: "*",
          loader: notFoundStatus,
          lazy: async () => ({ Component: (await import("./shell/not-found-screen")).NotFoundScreen }),
        },
      ],
    },
  ];
}

/**
 * Discovers a site's routes when a path it owns is first visited (React Router's route discovery), so the first
 * paint downloads the shell and the visited site only.
 */
export function siteDiscovery(sites: readonly SiteEntry[]) {
  const loading = new Map<string, Promise<void>>();
  return async ({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => {
    const site = siteForPath(path, sites);
    if (!site) return;
    let pending = loading.get(site.name);
    if (!pending) {
      pending = site.load().then(({ routes }) => patch(ROOT_ROUTE_ID, routes));
      pending.catch(() => loading.delete(site.name));
      loading.set(site.name, pending);
    }
    await pending;
  };
}

export function createAppRouter(sites: readonly SiteEntry[] = SITES) {
  return createBrowserRouter(shellRoutes(), { patchRoutesOnNavigation: siteDiscovery(sites) });
}

/** The same routing in memory, for stories and tests. */
export function createAppMemoryRouter(initialPath: string, sites: readonly SiteEntry[] = SITES) {
  return createMemoryRouter(shellRoutes(), {
    initialEntries: [initialPath],
    patchRoutesOnNavigation: siteDiscovery(sites),
  });
}
