import type { AppConfig } from "@contracts/app-config";
import { confirm } from "@ds/components/confirm-dialog/confirm-store";
import { toast } from "@ds/components/toast/toast-store";
import { type HttpError, configureTransport } from "@lib/http/client";
import { whenPageIdle } from "@lib/document/when-idle";
import { signInUrl } from "@lib/navigation/safe-redirect";
import { scrollAfterNavigation } from "@lib/navigation/scroll";
import { takeStartUpFallbackNotice } from "@lib/i18n/locale";
import { signInPathFor } from "@lib/session/areas";
import { fetchDeployedVersion, startVersionCheck } from "@lib/version/version-check";
import type { i18n as I18n } from "i18next";
import type { createBrowserRouter } from "react-router";
import { needsFullReload } from "../landing";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The language notice stays long enough to read (the spec's 1 s toast suits confirmations, not explanations). */
export const FALLBACK_NOTICE_MS = 6000;

/** The mart's venue screens (`/sitmmt-viewer`, `/sitmmt-viewer/timer`) run on their own, with no one at them. */
export function isUnattendedScreen(pathname: string): boolean {
  return /^\/sitmmt-viewer(\/|$)/.test(pathname);
}

/** Says once that the chosen or preferred language has no messages yet and English is shown. */
export function noticeLanguageFallback(language: string | null, t: I18n["t"]): void {
  if (language) toast.info(t("common:language.fallbackNotice", { language }), { duration: FALLBACK_NOTICE_MS });
}

/**
 * Where a 401 sends the person: the area's sign-in page, with the way back. Null when already there (several calls
 * failing at once must not nest `?redirect=/account/login?redirect=...`).
 */
export function unauthorizedTarget(signInPath: string, pathname: string, search: string): string | null {
  if (pathname === signInPath) return null;
  return signInUrl(signInPath, pathname + search);
}

/** The transport's own failures have no server message: say them in the person's language. */
export function errorMessage(error: HttpError, t: I18n["t"]): string {
  if (error.code === "TIMEOUT") return t("common:errors.timeout");
  if (error.code === "NETWORK_ERROR") return t("common:errors.network");
  if (error.code === "BAD_RESPONSE") return t("common:errors.generic");
  return error.message;
}

/**
 * Wires the browser runtime to the app: toasts and sign-in redirects for the transport, the route-change hook
 * (page views, chat, scroll, the mart's full reload) and the version check. Returns a function that undoes it.
 */
export function startRuntime({ router, i18n, config }: { router: AppRouter; i18n: I18n; config: AppConfig }) {
  configureTransport({
    onError: (error) => toast.error(errorMessage(error, i18n.t)),
    onUnauthorized: (area) => {
      const { pathname, search } = router.state.location;
      const target = unauthorizedTarget(signInPathFor(area, pathname), pathname, search);
      if (target) void router.navigate(target, { replace: true });
    },
    onSuccess: (kind) => toast.success(i18n.t(`common:toast.${kind}`)),
  });

  // page views and the chat widget, with the code of their adapters only where a deployment keys one of them; the
  // page shown when it arrives is the first one they hear of
  let onRouteChange = (_pathname: string) => {};
  let last = router.state.location;
  if (config.analyticsId || config.chatPluginKey) {
    import("./integrations").then(
      ({ integrationsOnRouteChange }) => {
        onRouteChange = integrationsOnRouteChange(config);
        onRouteChange(last.pathname);
      },
      (error: unknown) => console.warn("analytics and chat unavailable", error),
    );
  }
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== "idle") return;
    const next = state.location;
    if (next.key === last.key) return;
    const previous = last;
    last = next;
    if (needsFullReload(previous.pathname, next.pathname)) {
      window.location.reload();
      return;
    }
    onRouteChange(next.pathname);
    if (next.pathname !== previous.pathname || next.hash !== previous.hash) scrollAfterNavigation(next.hash);
  });

  noticeLanguageFallback(takeStartUpFallbackNotice(), i18n.t);

  // the first version request establishes the running version; it waits until the page has loaded
  let stopVersionCheck = () => {};
  const cancelVersionCheck = whenPageIdle(() => {
    stopVersionCheck = startVersionCheck({
      intervalMs: config.versionPollMs,
      fetchVersion: fetchDeployedVersion,
      // an unattended venue screen has nobody to answer the question: it takes the new version by itself
      confirmReload: () =>
        isUnattendedScreen(window.location.pathname)
          ? Promise.resolve(true)
          : confirm({
              title: i18n.t("common:version.title"),
              message: i18n.t("common:version.reloadPrompt"),
              kind: "question",
            }),
      reload: () => window.location.reload(),
    });
  });

  return () => {
    unsubscribe();
    cancelVersionCheck();
    stopVersionCheck();
    configureTransport({});
  };
}
