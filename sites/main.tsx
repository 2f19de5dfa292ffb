import "@ds/theme.css";
import "./shell/shell.css";
import { appConfig } from "@lib/config/app-config";
import { DsI18nBridge } from "@lib/i18n/ds-bridge";
import { initI18n } from "@lib/i18n/i18n";
import { initialLocale } from "@lib/i18n/locale";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { summitHostRedirect } from "./landing";
import { createAppRouter } from "./router";
import { LazyHosts } from "./shell/lazy-hosts";
import { startRuntime } from "./shell/runtime";

async function start() {
  const config = appConfig();
  const elsewhere = summitHostRedirect(window.location, config);
  if (elsewhere) {
    window.location.replace(elsewhere);
    return;
  }
  // The router starts discovering the visited site's routes while the active language's messages download.
  const router = createAppRouter();
  const i18n = await initI18n(initialLocale());
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

void start();
