import { loadLazyPartsIn } from "@ds/lib/lazy-parts";
import { loadTypeface } from "@ds/lib/typeface";
import { appConfig } from "@lib/config/app-config";
import { disableSchemaCodegen } from "@lib/config/schema-codegen";
import { awaitFirstScreen, whenPageIdle, yieldToBrowser } from "@lib/document/when-idle";
import { DsI18nBridge } from "@lib/i18n/ds-bridge";
import { changeLocale, initI18n } from "@lib/i18n/i18n";
import { initialLocale, isLang, type Lang, storedLocale } from "@lib/i18n/locale";
import { areaForPath } from "@lib/session/areas";
import { getToken } from "@lib/session/session-store";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { HYDRATION_ELEMENT_ID } from "@contracts/page-render";
import { SWRConfig } from "swr";
import { summitHostRedirect } from "./landing";
import { createAppRouter, shellRoutesWith, siteDiscovery } from "./router";
import { LazyHosts } from "./shell/lazy-hosts";
import { type PageData, pageDataConfig } from "./shell/page-data";
import { startRuntime } from "./shell/runtime";
import type { EarlyPress, StopKeepingPresses } from "./early-presses";
import type { replayPresses } from "./replay-presses";
import { fetchTypeface, showTypeface, TAKEN_OVER_MARK } from "./first-paint";
import { SITES, siteForPath } from "./site-registry";

/** How long the first paint may wait for the signed-in person before showing the page anyway. */
const SESSION_LOOKUP_DEADLINE_MS = 3000;

/**
 * Spec start-up order: the current user (only when the page's area holds a token; a guest waits for nothing), then
 * the settings and menus (fetched in parallel, never holding the page), then the route-change hook, then mount.
 * Both loaders are imported on demand: they bring the response schemas, which the shell itself does not need.
 */
function startSession(pathname: string, lang: Lang): Promise<unknown> {
  if (siteForPath(pathname)?.name === "shop") {
    void import("@lib/settings/use-menus").then(({ preloadMenus }) => preloadMenus(lang));
  }
  const area = areaForPath(pathname);
  if (!getToken(area)) return Promise.resolve(null);
  return import("@lib/session/current-user").then(({ preloadCurrentUser }) =>
    preloadCurrentUser(area, SESSION_LOOKUP_DEADLINE_MS),
  );
}

type RouterState = { loaderData: Record<string, unknown>; actionData: null; data?: PageData };

/** The router's state a page rendered on the server carries (ADR 0024); null for a page the browser renders. */
function serverRenderedState(): RouterState | null {
  const element = document.getElementById(HYDRATION_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RouterState;
  } catch {
    return null;
  }
}

/**
 * The routes of a page rendered on the server, ready to take it over: the site's routes in place and the matched
 * routes' lazy parts (screens and their messages) loaded, so the first render in the browser is the server's.
 */
async function routesForTakeOver(pathname: string): Promise<RouteObject[]> {
  const site = siteForPath(pathname);
  const routes = shellRoutesWith(site ? (await site.load()).routes : []);
  await yieldToBrowser();
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => typeof match.route.lazy === "function");
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  return routes;
}

/** Puts the typeface in use when the visitor moves to another page: its text is new, so nothing shifts under them. */
function showTypefaceOnNextPage(router: ReturnType<typeof createBrowserRouter>): void {
  const first = router.state.location;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.key === first.key && location.pathname === first.pathname && location.search === first.search) return;
    unsubscribe();
    showTypeface();
  });
}

/** After the first commit (the take-over, or the first render of a page the browser renders itself). */
function TakenOver({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * Starts the shell (the boot script calls it once the page is painted). `presses`: stops keeping the presses made
 * before the take-over and hands them over, to be made again once the page is the browser's.
 */
export async function start({ presses }: { presses?: StopKeepingPresses } = {}) {
  const config = appConfig();
  const elsewhere = summitHostRedirect(window.location, config);
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }
  // Idle work (the toast and dialog hosts, the version check, the language list) waits for the first screen.
  awaitFirstScreen();
  // the typeface's other slices (Hangul, symbols): text shows in the Latin slice or a system face until then. A
  // browser new to the typeface shows this page in the system's face and downloads the slices its text needs
  // meanwhile; the next page shows them (ADR 0024)
  const typefaceShown = document.documentElement.dataset.typeface === "ready";
  whenPageIdle(
    () =>
      void loadTypeface()
        .then(() => (typefaceShown ? undefined : fetchTypeface(document.body.innerText)))
        .catch(() => undefined),
    { timeoutMs: 500 },
  );
  const rendered = serverRenderedState();
  const pathname = window.location.pathname;
  // A page rendered on the server is in the language it was rendered in; the browser takes it over in that one.
  const serverLang = document.documentElement.lang;
  const lang = rendered && isLang(serverLang) ? serverLang : initialLocale();
  // The router starts discovering the visited site's routes while the active language's messages download.
  const discovering = rendered ? undefined : createAppRouter();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  const [i18n] = await Promise.all([initI18n(lang), startSession(pathname, lang)]);
  await yieldToBrowser();
  const active =
    discovering ??
    createBrowserRouter(await routesForTakeOver(pathname), {
      hydrationData: rendered ?? undefined,
      patchRoutesOnNavigation: siteDiscovery(SITES),
    });
  startRuntime({ router: active, i18n, config });
  if (!typefaceShown) showTypefaceOnNextPage(active);
  // The presses made on the server's page before the take-over: kept until it starts (from then React answers them
  // itself, hydrating what they land on first), made again once its first commit is done. The code that makes them
  // is asked for only when there is one, as the take-over starts.
  let kept: EarlyPress[] = [];
  let replaying: Promise<typeof replayPresses> | undefined;
  const stopKeepingPresses = () => {
    kept = presses?.() ?? [];
    if (kept.length) replaying = import("./replay-presses").then((module) => module.replayPresses);
  };
  const takenOver = () => {
    performance.mark(TAKEN_OVER_MARK);
    container.dataset.takenOver = "";
    // a download that fails loses the presses, as before the take-over
    void replaying?.then((replay) => replay(kept)).catch(() => undefined);
    replaying = undefined; // once (development's strict mode runs the effect twice)
  };
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DsI18nBridge>
          <SWRConfig
            value={{
              revalidateOnFocus: false,
              shouldRetryOnError: false,
              // a page shown again reads its data again unless it was read in the last half second (SWR's 2 s
              // hid what another person changed meanwhile: a decision made while the member was a page away)
              dedupingInterval: 500,
              ...pageDataConfig(rendered?.data ?? {}),
            }}
          >
            <RouterProvider router={active} />
          </SWRConfig>
          <LazyHosts />
          <TakenOver onDone={takenOver} />
        </DsI18nBridge>
      </I18nextProvider>
    </StrictMode>
  );
  if (rendered) {
    // the code of the parts the server rendered that load on demand (the header's selects, registered as the site's
    // routes loaded): taken over with the rest of the page, so an early press on them is not lost
    await loadLazyPartsIn(container);
    await yieldToBrowser();
    // as a transition the take-over works in slices and lets the browser answer input between them (one long task
    // otherwise); the page is already on screen, so nothing waits for it to finish
    stopKeepingPresses();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    // a choice made in this session before the server knew it (no cookie yet): switch once the page is the browser's
    const chosen = storedLocale();
    if (chosen && chosen !== lang) void changeLocale(i18n, chosen);
  } else {
    stopKeepingPresses();
    createRoot(container).render(app);
  }
}

// before any schema is built: the pages' Content-Security-Policy allows no generated code (ADR 0020)
disableSchemaCodegen();
