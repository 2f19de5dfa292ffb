import type { MiddlewareHandler } from "hono";

/**
 * Security headers (ADR 0020). Every answer says `nosniff` and a referrer policy; every HTML page also gets a
 * Content-Security-Policy and X-Frame-Options, unless its route set its own (the local payment page has a stricter
 * one). A third party's origins are allowed only while the integration that needs them is configured.
 */

/** The integrations that load third-party code into the pages, as the configuration turns them on. */
export type PageIntegrations = {
  /** TOSS_CLIENT_KEY: the Toss Payments SDK and its payment window. */
  toss: boolean;
  /** ANALYTICS_ID: Google Analytics 4 (gtag.js). */
  analytics: boolean;
  /** CHAT_PLUGIN_KEY: the Channel Talk widget. */
  chat: boolean;
  /** MAP_PROVIDER=kakao with KAKAO_MAP_KEY: Kakao Maps' SDK and its map tiles (ADR 0031). */
  kakaoMap?: boolean;
  /** MAP_TILE_URL: the origin the route map's tiles come from, pictures only (ADR 0031, "Routes and vehicles"). */
  mapTileOrigin?: string | null;
  /**
   * Inline scripts allowed by their text's hash (`'sha256-…'`): the page's first script (ADR 0024, "Nothing before
   * the paint but the page"). A hash allows that exact text and nothing else, the same on every page.
   */
  inlineScripts?: string[];
};

type Directive =
  | "default-src"
  | "script-src"
  | "style-src"
  | "img-src"
  | "font-src"
  | "connect-src"
  | "frame-src"
  | "worker-src"
  | "manifest-src"
  | "object-src"
  | "base-uri"
  | "form-action"
  | "frame-ancestors";
type Policy = Partial<Record<Directive, string[]>>;

/**
 * The sites: the built bundle only (no evaluated script, and no inline script but the page's first one, allowed by
 * its hash through `inlineScripts`; the app-config tag is JSON, which is not run),
 * styles from the bundle plus inline ones (React's style attributes, the dialogs' scroll lock and the providers'
 * widgets write them), self-hosted fonts and pictures (small ones inlined as data: URLs by the build), previews of
 * files being uploaded (blob:), and the API on the same origin. No frames or plugins; workers and the web app
 * manifest from this origin only (the check-in scanner's service worker, ADR 0028); nobody may frame a page.
 */
const BASE: Policy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "frame-src": ["'none'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

/**
 * What each integration adds. Toss: the SDK (features/payment), its API and its payment window in a frame. Google
 * Analytics 4: the tag script and its collection endpoints (Google's published list). Channel Talk: the widget
 * script, its API and socket, frames, pictures and fonts. PayPal needs nothing: checkout sends the browser to
 * PayPal's own page (a navigation, which a policy does not govern), no PayPal script runs here.
 */
const INTEGRATIONS: Record<Exclude<keyof PageIntegrations, "mapTileOrigin" | "inlineScripts">, Policy> = {
  toss: {
    "script-src": ["https://js.tosspayments.com"],
    "connect-src": ["https://api.tosspayments.com", "https://*.tosspayments.com"],
    "frame-src": ["https://*.tosspayments.com"],
    "img-src": ["https://*.tosspayments.com", "https://static.toss.im"],
  },
  analytics: {
    "script-src": ["https://*.googletagmanager.com"],
    "connect-src": [
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ],
    "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
  chat: {
    "script-src": ["https://cdn.channel.io"],
    "connect-src": ["https://*.channel.io", "wss://*.channel.io"],
    "frame-src": ["https://*.channel.io"],
    "img-src": ["https://*.channel.io"],
    "font-src": ["https://*.channel.io"],
  },
  // the SDK loader, the map code it loads from Daum's CDN, and the tiles and marker pictures from there
  kakaoMap: {
    "script-src": ["https://dapi.kakao.com", "https://t1.daumcdn.net"],
    "connect-src": ["https://dapi.kakao.com", "https://*.daumcdn.net"],
    "img-src": ["https://*.daumcdn.net"],
  },
};

/** The Content-Security-Policy of the pages, with the origins of the configured integrations. */
export function contentSecurityPolicy(integrations: PageIntegrations): string {
  const policy: Policy = structuredClone(BASE);
  const { mapTileOrigin, inlineScripts, ...switches } = integrations;
  const added = (Object.entries(switches) as [keyof typeof INTEGRATIONS, boolean | undefined][])
    .filter(([, on]) => on)
    .map(([name]) => INTEGRATIONS[name]);
  // the tile server's pictures, and nothing else of it: Leaflet draws tiles as <img> elements
  if (mapTileOrigin) added.push({ "img-src": [mapTileOrigin] });
  if (inlineScripts?.length) added.push({ "script-src": inlineScripts });
  for (const integration of added) {
    for (const [directive, sources] of Object.entries(integration) as [Directive, string[]][]) {
      // 'none' stands alone: an integration's first source replaces it
      const list = (policy[directive] ?? []).filter((source) => source !== "'none'");
      policy[directive] = [...list, ...sources.filter((source) => !list.includes(source))];
    }
  }
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/** Sent with every answer: no content-type guessing, and other sites see only our origin as the referrer. */
export const COMMON_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
} as const;

export function securityHeaders(integrations: PageIntegrations): MiddlewareHandler {
  const csp = contentSecurityPolicy(integrations);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (!(headers.get("content-type") ?? "").startsWith("text/html")) return;
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
    // for browsers that predate frame-ancestors
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  };
}
