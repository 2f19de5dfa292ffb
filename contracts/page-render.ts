// What the server's page renderer (sites/entry-server.tsx, built into dist/server) gives the API server, which puts
// it into index.html (server/platform/http/static-site.ts). ADR 0024.

export type PageLang = "en" | "ko";

export type RenderedPage =
  /** The page's markup for `#root` and the router's state for the browser to take over from. */
  | { kind: "page"; status: number; html: string; hydration: string }
  | { kind: "redirect"; status: number; location: string }
  /** A page only the browser can render (a signed-in person's): the server sends the shell as before. */
  | { kind: "client-only" };

export type PageRenderer = (request: Request, lang: PageLang) => Promise<RenderedPage>;

/** The element that carries the router's state from the server to the browser (JSON, never run as script). */
export const HYDRATION_ELEMENT_ID = "router-hydration";

/** The cookie that carries the visitor's language choice, so the server renders the page in it. */
export const LOCALE_COOKIE = "LOCALE";
