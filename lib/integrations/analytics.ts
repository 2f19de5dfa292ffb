import { loadScript } from "./load-script";

export type Analytics = { trackPageView: (path: string) => void };

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Web analytics (Google Analytics 4 by measurement id). Without a key it does nothing and loads nothing, so the
 * product runs with no third-party script unless an operator configures one.
 */
export function createAnalytics(measurementId: string | undefined, win: GtagWindow = window): Analytics {
  if (!measurementId) return { trackPageView: () => undefined };
  win.dataLayer = win.dataLayer ?? [];
  win.gtag =
    win.gtag ??
    function gtag(...args: unknown[]) {
      win.dataLayer?.push(args);
    };
  win.gtag("js", new Date());
  // page views are sent by the route-change hook, not by the script's own history listener
  win.gtag("config", measurementId, { send_page_view: false });
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`, win.document).catch(
    (error: unknown) => console.warn("analytics unavailable", error),
  );
  return {
    trackPageView: (path) => win.gtag?.("event", "page_view", { page_path: path, page_location: win.location.href }),
  };
}
