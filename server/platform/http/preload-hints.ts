import { PAGE_MODULES_ELEMENT_ID } from "@contracts/page-render";

/**
 * Tells the browser, in the HTML itself, what the page at hand will run before it is taken over: the shell, the
 * site's routes (with the chunks they import), the start bundle of messages and the site's own messages in the
 * visitor's language, and what the server's render of the page loaded (its route's screen and the messages that
 * came with it, noted by the render itself: sites/shell/module-notes.ts). Without the list these load one hop after
 * another (shell, then site and messages, then the screen). No table of pages is kept: what a page needs is what its
 * render needed. The list is data, not hints: the boot script (sites/boot.ts) asks for it all at once after the
 * page's first paint, so no code shares the connection with the style sheet and the largest picture. The page's data
 * needs nothing (it travels in the page); the one picture the page asks for first is named in the head
 * (urgentPicturePreload).
 */

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
  return into;
}

/** The page a hint is for: its site's message namespace, and what its render loaded (source modules, namespaces). */
export type HintedPage = { namespace?: string; modules?: readonly string[]; namespaces?: readonly string[] };

/** Chunk files a site's page in a language runs before it is taken over, minus what index.html already loads. */
export function preloadFiles(
  manifest: ViteManifest,
  site: string | undefined,
  lang: string,
  page: HintedPage = {},
): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? closure(manifest, entryKey) : new Set<string>();
  // the shell the boot script loads once the page is painted: a dynamic import, so index.html names none of it
  const shell = entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : [];
  // what a render loaded belongs to a site's page: a path no site owns shows the not-found screen
  const namespaces = site ? [...(page.namespace ? [page.namespace] : []), ...(page.namespaces ?? [])] : [];
  const wanted = new Set<string>();
  for (const key of [
    ...shell,
    `lib/i18n/start-bundles/${lang}.ts`,
    ...(site ? [`sites/${site}/routes.tsx`] : []),
    ...namespaces.map((namespace) => `locales/${lang}/${namespace}.json`),
    ...(site ? (page.modules ?? []) : []),
  ]) {
    closure(manifest, key, wanted);
  }
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** An `<img>` the page asks for first (`fetchpriority="high"`: the screen's largest picture), as React writes it. */
const URGENT_PICTURE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * The preload of the picture the rendered page asks for first, if it has one: the browser would find it only once it
 * reads that far into the body, after the head's many module preloads have taken the connection. The attribute
 * values are taken as the renderer escaped them. No `crossorigin`: an `<img>` without it asks in no-cors mode.
 */
export function urgentPicturePreload(renderedHtml: string): string {
  const tag = URGENT_PICTURE.exec(renderedHtml)?.[0];
  const src = tag && attribute(tag, "src");
  if (!tag || !src) return "";
  const srcset = attribute(tag, "srcset");
  const sizes = attribute(tag, "sizes");
  return `<link rel="preload" as="image" fetchpriority="high" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ""}${sizes ? ` imagesizes="${sizes}"` : ""} />`;
}

/**
 * The page's hints: the picture it asks for first (what the page is judged by), then the list of its code for the
 * boot script, as JSON in an element the browser never runs (`<` escaped, so no text can close the element).
 */
export function renderPreloadHints(files: readonly string[], picture = ""): string {
  const list = JSON.stringify(files.map((file) => encodeURI(file))).replace(/</g, "\\u003c");
  return `${picture}<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${list}</script>`;
}
