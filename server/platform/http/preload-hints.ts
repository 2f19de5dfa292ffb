/**
 * Tells the browser, in the HTML itself, what the page at hand will ask for: the site's routes (with the chunks they
 * import), the start bundle of messages and the site's own messages in the visitor's language, and for a page whose
 * first screen is lazy (the shop's catalogue at /main) that screen's chunks, messages and first API reads. Without
 * the hints these load one hop after another (entry, then site and messages, then the screen, then its data, then
 * its images); with them, all at once, while the entry chunk is still arriving.
 */

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

/** What one page's first paint waits for beyond its site's routes and messages. */
export type PageHints = {
  /**
   * Build-manifest keys of the lazily loaded screen: the modules a feature's door loads behind its loaders
   * (`features/<f>/screens/<screen>.tsx`). A key missing from the build leaves its chunk unnamed, which the e2e
   * test of every site's home (tests/e2e/sites.spec.ts) catches.
   */
  modules?: readonly string[];
  /** Message namespaces the screen reads (`locales/<lang>/<namespace>.json`). */
  namespaces?: readonly string[];
  /**
   * API reads the screen starts as soon as it mounts. Each must be the very address the client asks for (same
   * parameters, same order): the browser hands a preloaded answer only to an identical request, and warns about
   * (and `npm run bench` counts) one nobody used.
   */
  data?: (lang: string) => readonly string[];
  /**
   * The list read whose first product's picture is the screen's largest paint (the catalogue's first card, which
   * asks for its picture with high priority). The server looks the page up (the same cached answer the read gets)
   * and preloads that picture, so it arrives with the scripts instead of one hop after the list.
   */
  largestImageFrom?: (lang: string) => string;
};

/** Per site: API reads every page of the site makes on start (the shop's header menus). */
export const SITE_DATA: Readonly<Record<string, (lang: string) => readonly string[]>> = {
  // lib/settings/use-menus.ts
  shop: (lang) => [`/api/v1/settings/menus?lang=${lang}`],
};

const featuredFestivals = (lang: string) => `/api/v1/products?featured=1&kind=festival&per_page=4&lang=${lang}`;

/** Per page (exact path): pages whose first screen is a lazy route. */
export const PAGE_HINTS: Readonly<Record<string, PageHints>> = {
  // sites/shop/booking-routes.tsx (`main`): the catalogue home with the wishlist's hearts
  "/main": {
    modules: ["features/catalog/screens/catalog-home.tsx", "features/wishlist/components/wishlist-toggle.tsx"],
    namespaces: ["catalog", "wishlist"],
    // features/catalog/screens/catalog-home.tsx: featured festivals and tours (FEATURED_COUNT), the facet tiles,
    // and the exchange rates the prices are shown with (lib/settings/use-exchange-rates.ts)
    data: (lang) => [
      featuredFestivals(lang),
      `/api/v1/products?featured=1&kind=tour&per_page=4&lang=${lang}`,
      "/api/v1/products/facets",
      "/api/v1/common/meta?type=exchange_rate",
    ],
    // the festivals come first on the page, and their first card is the largest paint
    largestImageFrom: featuredFestivals,
  },
  // sites/event/routes.tsx: the events page is the board feature's, behind its loader, with the board's messages; it
  // reads the current events and the first page of past ones at once (features/board/screens/events-screen.tsx) and
  // parses them with the board's schemas, which its list loads on demand (features/board/api/list-posts.ts)
  "/event": {
    modules: ["features/board/screens/events-screen.tsx", "features/board/api/schemas.ts"],
    namespaces: ["board"],
    data: (lang) => [
      `/api/v1/boards/shop/event/posts?lang=${lang}&page=1&per_page=50&phase=current`,
      `/api/v1/boards/shop/event/posts?lang=${lang}&page=1&per_page=6&phase=past`,
    ],
  },
};

function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** The page a hint is for: its path (for per-page hints) and its site's message namespace. */
export type HintedPage = { path?: string; namespace?: string };

function pageHints(path: string | undefined): PageHints | undefined {
  if (!path) return undefined;
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return Object.hasOwn(PAGE_HINTS, normalised) ? PAGE_HINTS[normalised] : undefined;
}

/** Chunk files to preload for a site's page in a language, minus what index.html already loads. */
export function preloadFiles(
  manifest: ViteManifest,
  site: string | undefined,
  lang: string,
  page: HintedPage = {},
): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  // page hints belong to a site's page: a path no site owns shows the not-found screen
  const hints = site ? pageHints(page.path) : undefined;
  const namespaces = [...(site && page.namespace ? [page.namespace] : []), ...(hints?.namespaces ?? [])];
  const wanted = new Set<string>();
  for (const key of [
    `lib/i18n/start-bundles/${lang}.ts`,
    ...(site ? [`sites/${site}/routes.tsx`] : []),
    ...namespaces.map((namespace) => `locales/${lang}/${namespace}.json`),
    ...(hints?.modules ?? []),
  ]) {
    closure(manifest, key, wanted);
  }
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** API addresses to preload for a site's page in a language (none for a path no site owns). */
export function preloadData(site: string | undefined, lang: string, path?: string): string[] {
  if (!site) return [];
  return [...(SITE_DATA[site]?.(lang) ?? []), ...(pageHints(path)?.data?.(lang) ?? [])];
}

/** The list read that names a page's largest picture, if the page has one (none for a path no site owns). */
export function largestImageSource(site: string | undefined, lang: string, path?: string): string | undefined {
  if (!site) return undefined;
  return pageHints(path)?.largestImageFrom?.(lang);
}

/**
 * Module preloads for the chunks and fetch preloads for the API reads. `crossorigin` on both: module scripts and
 * `fetch()` are CORS-mode requests, and a preload made in another mode would be fetched twice.
 */
export function renderPreloadHints(files: readonly string[], data: readonly string[] = [], image?: string): string {
  return [
    // the picture first: it is what the page is judged by, and the browser starts hints in order
    // (no `crossorigin`: an <img> without the attribute asks in no-cors mode, and the preload must match it)
    ...(image ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}" />`] : []),
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="${encodeURI(file)}" />`),
    ...data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}" />`),
  ].join("");
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
