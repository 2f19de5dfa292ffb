import "@ds/theme.css";
import { initI18n } from "@lib/i18n/i18n";
import { initialLocale } from "@lib/i18n/locale";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { RouterProvider } from "react-router/dom";
import { SWRConfig } from "swr";
import { createAppRouter } from "./router";

async function start() {
  // The router starts discovering the visited site's routes while the active language's messages download.
  const router = createAppRouter();
  const i18n = await initI18n(initialLocale());
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
