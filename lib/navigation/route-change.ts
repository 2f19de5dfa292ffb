/** What the route-change hook drives: page views and the customer-chat widget (both adapters, off unless keyed). */
export type RouteChangeTargets = {
  trackPageView: (path: string) => void;
  chat: { boot: () => void; shutdown: () => void };
};

/** Spec point 2: the chat widget is shut down on the education trip program's pages. */
export const CHAT_OFF_PREFIX = "/seouledutravel";

/**
 * Returns the handler to call after every navigation: records a page view unless the path repeats the previous
 * one, and shuts the chat down on `/seouledutravel...` or (re)starts it elsewhere.
 */
export function createRouteChangeHandler(targets: RouteChangeTargets): (pathname: string) => void {
  let lastTracked: string | null = null;
  return (pathname) => {
    if (pathname !== lastTracked) {
      lastTracked = pathname;
      targets.trackPageView(pathname);
    }
    if (pathname === CHAT_OFF_PREFIX || pathname.startsWith(`${CHAT_OFF_PREFIX}/`)) targets.chat.shutdown();
    else targets.chat.boot();
  };
}
