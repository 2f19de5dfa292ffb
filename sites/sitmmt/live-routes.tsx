import { loadLiveTimerScreen, loadLiveUpdateScreen, loadLiveViewerScreen } from "@features/live";
import { useDocumentMeta } from "@lib/document/use-document-meta";
import { changeLocale } from "@lib/i18n/i18n";
import { isLang, type Lang } from "@lib/i18n/locale";
import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { getI18n, useTranslation } from "react-i18next";
import type { MicrositeFullScreenHandle, MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { sitmmtSite } from "./site.config";

// The screens and the site's name come together: a venue screen shows "SITMMT" without the site's layout.
const live = <T,>(load: () => Promise<T>) => withMessages(load, ["live", sitmmtSite.namespace]);

/** The venue screens' addresses, also offered to the operators' page. */
export const LIVE_PATHS = {
  viewer: "/sitmmt-viewer",
  timer: "/sitmmt-viewer/timer",
  update: "/sitmmt-update",
} as const;

/**
 * `?lang=ko` or `?lang=en` sets a venue screen's language: a screen is set up once by its address, with no
 * language switch on it. The choice is kept for the tab like any other.
 */
async function languageFromAddress({ request }: LoaderFunctionArgs): Promise<null> {
  const lang = new URL(request.url).searchParams.get("lang");
  const i18n = getI18n();
  if (isLang(lang) && i18n && i18n.language !== lang) await changeLocale(i18n, lang);
  return null;
}

/** Title, icon and language of a screen outside the site's layout (which would otherwise set them). */
function useScreenMeta(titleKey: string) {
  const { t, i18n } = useTranslation(["live", sitmmtSite.namespace]);
  const lang: Lang = isLang(i18n.language) ? i18n.language : "en";
  const siteName = t(`${sitmmtSite.namespace}:meta.siteName`);
  useDocumentMeta({ title: `${t(titleKey)} · ${siteName}`, lang, icon: sitmmtSite.icon });
  return siteName;
}

/**
 * `/sitmmt-viewer` and `/sitmmt-viewer/timer`: full-screen, public venue screens; the mart's layout leaves them
 * alone (no header, no footer, no sign-in).
 */
export const liveScreenRoutes: RouteObject[] = [
  {
    path: LIVE_PATHS.viewer.slice(1),
    handle: { fullScreen: true } satisfies MicrositeFullScreenHandle,
    loader: languageFromAddress,
    lazy: async () => {
      const LiveViewerScreen = await live(loadLiveViewerScreen);
      return {
        Component: function SitmmtLiveViewer() {
          const siteName = useScreenMeta("live:meta.viewer");
          return <LiveViewerScreen martName={siteName} />;
        },
      };
    },
  },
  {
    path: LIVE_PATHS.timer.slice(1),
    handle: { fullScreen: true } satisfies MicrositeFullScreenHandle,
    loader: languageFromAddress,
    lazy: async () => {
      const LiveTimerScreen = await live(loadLiveTimerScreen);
      return {
        Component: function SitmmtLiveTimer() {
          useScreenMeta("live:meta.timer");
          return <LiveTimerScreen />;
        },
      };
    },
  },
];

/** `/sitmmt-update`: the operators' page, inside the mart's layout, behind the admin sign-in. */
export const liveOperatorRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: LIVE_PATHS.update.slice(1),
        handle: { titleKey: "live:meta.update" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const LiveUpdateScreen = await live(loadLiveUpdateScreen);
          return {
            Component: () => <LiveUpdateScreen paths={{ viewer: LIVE_PATHS.viewer, timer: LIVE_PATHS.timer }} />,
          };
        },
      },
    ],
  },
];
