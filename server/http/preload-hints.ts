/**
 * Tells the browser, in the HTML itself, which chunks the page at hand will ask for: the site's routes (with the
 * chunks they import) and the start bundle of messages in the visitor's language. Without the hints these load one
 * hop after another (entry, then site discovery and messages, then the page); with them, all at once.
 */

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** Chunk files to preload for a site's page in a language, minus what index.html already loads. */
export function preloadFiles(manifest: ViteManifest, site: string | undefined, lang: string): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const wanted = new Set<string>();
  for (const key of [`lib/i18n/start-bundles/${lang}.ts`, ...(site ? [`sites/${site}/routes.tsx`] : [])]) {
    closure(manifest, key, wanted);
  }
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

export function renderPreloadHints(files: readonly string[]): string {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${encodeURI(file)}" />`).join("");
}
