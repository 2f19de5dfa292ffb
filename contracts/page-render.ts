// What the server's page renderer (sites/entry-server.tsx, built into dist/server) gives the API server, which puts
// it into index.html (server/platform/http/static-site.ts). ADR 0024.

export type PageLang = "en" | "ko";

export type RenderedPage =
  /** The page's markup for `#root` and the router's state for the browser to take over from. */
  | { kind: "page"; status: number; html: string; hydration: string; loaded?: PageLoads }
  | { kind: "redirect"; status: number; location: string }
  /**
   * A page only the browser can render (a signed-in person's): the server sends the shell as before, with the status
   * the routes decided (404 for an address no route of the site has; absent: 200).
   */
  | { kind: "client-only"; status?: number; loaded?: PageLoads };

/**
 * What rendering a page loaded beyond the site's routes, which the browser will load too before it takes the page
 * over: the source modules of its dynamic imports (the client build manifest's keys, e.g.
 * `features/cart/screens/cart-screen.tsx`) and the message namespaces its routes asked for. The server names their
 * chunks in the page's HTML so they arrive together.
 */
export type PageLoads = { modules: string[]; namespaces: string[] };

/**
 * A read of the API for the page being rendered, answered in-process by the same routes and services the browser
 * calls (a guest's read: no token, no cookie). GET only.
 */
export type PageApi = (path: string) => Promise<Response>;

/** `api`: the page's reads (without it the page renders as it would before its data arrives). */
export type PageRenderer = (request: Request, lang: PageLang, api?: PageApi) => Promise<RenderedPage>;

/** The element that carries the router's state from the server to the browser (JSON, never run as script). */
export const HYDRATION_ELEMENT_ID = "router-hydration";

/**
 * The page's first script (sites/page-start.ts) as the browser build writes it beside the sites: the server puts
 * its text into each page it renders (server/platform/http/page-start.ts).
 */
export const PAGE_START_FILE = "page-start.js";

/** The cookie that carries the visitor's language choice, so the server renders the page in it. */
export const LOCALE_COOKIE = "LOCALE";

/**
 * The query parameter that names a page's language in its address (`?lang=ko`): the address search engines list
 * for each language (hreflang), ahead of the cookie and the browser's languages.
 */
export const LANG_PARAM = "lang";

/**
 * The element that names, as a JSON list of built files, the code a page runs before it is taken over (its site's
 * routes, its screen, its messages): the boot script asks for them all at once after the page's first paint.
 */
export const PAGE_MODULES_ELEMENT_ID = "page-modules";
