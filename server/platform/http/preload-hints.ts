/**
 * Tells the browser, in the HTML itself, what the page at hand will run before it is taken over: the site's routes
 * (with the chunks they import), the start bundle of messages and the site's own messages in the visitor's language,
 * and what the server's render of the page loaded (its route's screen and the messages that came with it, noted by
 * the render itself: sites/shell/module-notes.ts). Without the hints these load one hop after another (entry, then
 * site and messages, then the screen). No table of pages is kept: what a page needs is what its render needed.
 * The page's data and pictures need no hint: the data travels in the page, the pictures are in its markup.
 */

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** The page a hint is for: its site's message namespace, and what its render loaded (source modules, namespaces). */
export type HintedPage = { namespace?: string; modules?: readonly string[]; namespaces?: readonly string[] };

/** Chunk files to preload for a site's page in a language, minus what index.html already loads. */
export function preloadFiles(
  manifest: ViteManifest,
  site: string | undefined,
  lang: string,
  page: HintedPage = {},
): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  // what a render loaded belongs to a site's page: a path no site owns shows the not-found screen
  const namespaces = site ? [...(page.namespace ? [page.namespace] : []), ...(page.namespaces ?? [])] : [];
  const wanted = new Set<string>();
  for (const key of [
    `lib/i18n/start-bundles/${lang}.ts`,
    ...(site ? [`sites/${site}/routes.tsx`] : []),
    ...namespaces.map((namespace) => `locales/${lang}/${namespace}.json`),
    ...(site ? (page.modules ?? []) : []),
  ]) {
    closure(manifest, key, wanted);
  }
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** Module preloads for the chunks (`crossorigin`: module scripts are CORS-mode requests). */
export function renderPreloadHints(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${encodeURI(file)}" />`).join("");
}
