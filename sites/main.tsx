import "@ds/theme.css";
import "./shell/shell.css";
import { loadTypeface } from "@ds/lib/typeface";
import { appConfig } from "@lib/config/app-config";
import { disableSchemaCodegen } from "@lib/config/schema-codegen";
import { awaitFirstScreen, whenPageIdle } from "@lib/document/when-idle";
import { DsI18nBridge } from "@lib/i18n/ds-bridge";
import { initI18n } from "@lib/i18n/i18n";
import { initialLocale, type Lang } from "@lib/i18n/locale";
import { areaForPath } from "@lib/session/areas";
import { getToken } from "@lib/session/session-store";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { summitHostRedirect } from "./landing";
import { createAppRouter } from "./router";
import { LazyHosts } from "./shell/lazy-hosts";
import { startRuntime } from "./shell/runtime";
import { siteForPath } from "./site-registry";

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

async function start() {
  const config = appConfig();
  const elsewhere = summitHostRedirect(window.location, config);
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }
  // Idle work (the toast and dialog hosts, the version check, the language list) waits for the first screen.
  awaitFirstScreen();
  // the typeface's other slices (Hangul, symbols): text shows in the Latin slice or a system face until then
  whenPageIdle(() => void loadTypeface(), { timeoutMs: 500 });
  // The router starts discovering the visited site's routes while the active language's messages download.
  const router = createAppRouter();
  const lang = initialLocale();
  const [i18n] = await Promise.all([initI18n(lang), startSession(window.location.pathname, lang)]);
  startRuntime({ router, i18n, config });
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DsI18nBridge>
          <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
            <RouterProvider router={router} />
          </SWRConfig>
          <LazyHosts />
        </DsI18nBridge>
      </I18nextProvider>
    </StrictMode>,
  );
}

// before any schema is built: the pages' Content-Security-Policy allows no generated code (ADR 0020)
disableSchemaCodegen();
void start();
