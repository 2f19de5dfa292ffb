import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { pathToFileURL } from "node:url";
import type { AppConfig } from "@contracts/app-config";
import {
  HYDRATION_ELEMENT_ID,
  LANG_PARAM,
  LOCALE_COOKIE,
  type PageApi,
  type PageRenderer,
  type RenderedPage,
} from "@contracts/page-render";
import { SITE_LIST, SITE_MAP, type SiteInfo, type SiteName, siteForPath } from "@contracts/site-map";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding, compressText, createCompressedFileCache, isCompressible } from "./compression";
import type { AppEnv } from "./env";
import { notFound } from "./errors";
import type { Logger } from "./logger";
import { type PageStart, inlinePageStart, stylesheetReader } from "./page-start";
import { preloadFiles, renderPreloadHints, urgentPicturePreload, type ViteManifest } from "./preload-hints";
import { isPrivatePage } from "./private-pages";

/** The exact tag the built index.html carries; the server fills it per deployment. */
export const APP_CONFIG_TAG = '<script id="app-config" type="application/json">{}</script>';

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** How long a made page is kept for the next visitor while the data has not changed. */
const PAGE_CACHE_MS = 10_000;
/** How many made pages are kept at most (about 60 kB each). */
const MAX_KEPT_PAGES = 500;

/** A page as made for one (language, host, address): its HTML, its validator, and its gzip once asked for. */
type MadePage = { status: number; html: string; etag: string; madeAt: number; version: number; gzip?: Promise<Buffer> };

/** JSON inside a script element: `<` escaped so no value can close the tag. */
export function renderAppConfigTag(config: AppConfig): string {
  const json = JSON.stringify(config).replace(/</g, "\\u003c");
  return `<script id="app-config" type="application/json">${json}</script>`;
}

/** The tag whatever its inner whitespace (a formatter may have spread it over lines). */
const APP_CONFIG_PATTERN = /<script id="app-config" type="application\/json">[\s\S]*?<\/script>/;

export function injectAppConfig(html: string, config: AppConfig): string {
  // A function replacement: `$` in the JSON must not be read as a replacement pattern.
  return html.replace(APP_CONFIG_PATTERN, () => renderAppConfigTag(config));
}

export type MetaLang = "en" | "ko";

/** `og:locale` per language (the client writes the same values: lib/document/use-document-meta.ts). */
const OG_LOCALE: Record<MetaLang, string> = { en: "en_US", ko: "ko_KR" };

/**
 * The language of a first visit, as the client decides it (lib/i18n/locale.ts, ADR 0005): Korean when the
 * browser's first preferred language is Korean, English otherwise. "First" is the highest quality value; ties keep
 * the header's order, as browsers list languages in order of preference.
 */
export function preferredLang(acceptLanguage: string | undefined): MetaLang {
  if (!acceptLanguage) return "en";
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.tag ?? "";
  return first === "ko" || first.startsWith("ko-") ? "ko" : "en";
}

/**
 * The page's language: the one its address names (`?lang=`, the address search engines list per language), else the
 * visitor's choice (a cookie the browser sets when they switch), else the browser's.
 */
export function pageLang(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  named?: string | null,
): MetaLang {
  if (named === "en" || named === "ko") return named;
  const chosen = cookie
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return chosen === "en" || chosen === "ko" ? chosen : preferredLang(acceptLanguage);
}

/** The root element the built index.html carries; a rendered page goes inside it. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** Said to visitors without script; a page rendered on the server needs none. */
const NOSCRIPT_PATTERN = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** Puts a server-rendered page into index.html, with the router's state for the browser to take over from. */
export function injectRenderedPage(html: string, page: { html: string; hydration: string }): string {
  const state = `<script id="${HYDRATION_ELEMENT_ID}" type="application/json">${page.hydration}</script>`;
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`).replace(NOSCRIPT_PATTERN, "");
}

/** The server build's renderer beside the browser build (dist/server next to dist/client), if there is one. */
async function findRenderer(root: string, logger: Logger): Promise<PageRenderer | undefined> {
  const entry = path.join(root, "..", "server", "entry-server.js");
  try {
    await stat(entry);
  } catch {
    return undefined;
  }
  const module = (await import(pathToFileURL(entry).href)) as { renderPage?: PageRenderer };
  if (!module.renderPage) logger.warn("static: the server build has no renderPage; pages render in the browser");
  return module.renderPage;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** What a site says about itself in one language, from `locales/<lang>/<namespace>.json`. */
export type SiteMetaText = { title: string; description: string; siteName: string };

export type SiteMetaInput = SiteMetaText & {
  lang: MetaLang;
  url: string;
  icon: string;
  /** A known page's addresses per language (canonical and hreflang links); none for a page that does not exist. */
  addresses?: ReturnType<typeof languageAddresses>;
};

/**
 * A page's address in each language (`?lang=en`, `?lang=ko`) and without one (`x-default`: the visitor's language).
 * Each of those addresses names itself as canonical (as search engines ask of a set of language alternates: one
 * pointing at another would tell them to drop it), so the address asked without `?lang=` is its own canonical too.
 * Other query parameters (campaign tags, a list's filters) are not part of it: the address names the page, as
 * og:url does.
 */
export function languageAddresses(
  url: URL,
  lang: MetaLang,
): { canonical: string; en: string; ko: string; xDefault: string } {
  const address = (value: MetaLang | null) => `${url.origin}${url.pathname}${value ? `?${LANG_PARAM}=${value}` : ""}`;
  const asked = url.searchParams.has(LANG_PARAM) ? lang : null;
  return { canonical: address(asked), en: address("en"), ko: address("ko"), xDefault: address(null) };
}

/** The tags of the `site-meta` block: what link previews read, since they run no script. */
export function renderSiteMeta(meta: SiteMetaInput): string {
  const e = escapeHtml;
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${e(meta.siteName)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.lang]}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    ...(meta.addresses
      ? [
          `<link rel="canonical" href="${e(meta.addresses.canonical)}" />`,
          `<link rel="alternate" hreflang="en" href="${e(meta.addresses.en)}" />`,
          `<link rel="alternate" hreflang="ko" href="${e(meta.addresses.ko)}" />`,
          `<link rel="alternate" hreflang="x-default" href="${e(meta.addresses.xDefault)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="icon" href="${e(meta.icon)}"${meta.icon.endsWith(".svg") ? ' type="image/svg+xml"' : ""} />`,
  ].join("\n    ");
}

/** The block index.html marks for the server to fill; everything between the markers is replaced. */
const SITE_META_PATTERN = /<!--\s*site-meta\b[\s\S]*?-->[\s\S]*?<!--\s*\/site-meta\s*-->/;

/**
 * Puts the rendered tags in place of index.html's `site-meta` block (before `</head>` when a page has no block) and
 * sets `<html lang>`, so the page is in the visitor's language before any script runs.
 */
export function injectSiteMeta(html: string, tags: string, lang: MetaLang): string {
  const block = `<!-- site-meta -->\n    ${tags}\n    <!-- /site-meta -->`;
  const withTags = SITE_META_PATTERN.test(html)
    ? html.replace(SITE_META_PATTERN, () => block)
    : html.replace(/<\/head>/i, () => `${block}\n  </head>`);
  return withTags.replace(/(<html\b[^>]*?\slang=")[^"]*(")/i, `$1${lang}$2`);
}

/**
 * Puts the preload hints at the end of `<head>`: after the entry script, its own module preloads and the style
 * sheet, so the browser asks for what every page needs first and the page's own chunks and data right after.
 */
export function injectPreloadHints(html: string, hints: string): string {
  if (!hints) return html;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `  ${hints}\n  </head>`) : html;
}

const DEFAULT_LOCALES_DIR = fileURLToPath(new URL("../../../locales/", import.meta.url));

function readMessages(localesDir: string, lang: MetaLang, namespace: string): Record<string, unknown> {
  const file = path.join(localesDir, lang, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

function textAt(messages: Record<string, unknown>, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return typeof value === "string" && value ? value : undefined;
}

/**
 * Every site's title, description and name in both languages, read once at start. A site without a title or a
 * description is a broken build: the server refuses to start rather than send pages without them.
 */
export function loadSiteMeta(localesDir: string = DEFAULT_LOCALES_DIR): Map<string, SiteMetaText> {
  const texts = new Map<string, SiteMetaText>();
  for (const lang of ["en", "ko"] as const) {
    const appName = textAt(readMessages(localesDir, lang, "common"), "app.name") ?? "K-Travel";
    for (const site of SITE_LIST) {
      const messages = readMessages(localesDir, lang, site.namespace);
      const title = textAt(messages, "meta.title");
      const description = textAt(messages, "meta.description");
      if (!title || !description) {
        throw new Error(`locales/${lang}/${site.namespace}.json needs meta.title and meta.description`);
      }
      texts.set(metaKey(site.name, lang), {
        title,
        description,
        siteName: textAt(messages, "meta.siteName") ?? appName,
      });
    }
  }
  return texts;
}

function metaKey(site: SiteName, lang: MetaLang) {
  return `${site}:${lang}`;
}

/** The build's chunk map (vite `build.manifest`); empty without a build, which only means no preload hints. */
function readManifest(root: string): ViteManifest {
  try {
    return JSON.parse(readFileSync(path.join(root, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  } catch {
    return {};
  }
}

/**
 * Whether a page address belongs to a site (or is the landing): any other address still gets the page, whose
 * client router shows the not-found screen, but with 404 so crawlers and link checkers see it is no page.
 */
export function isKnownPagePath(pathname: string): boolean {
  return pathname === "/" || pathname === "/index.html" || siteForPath(pathname) !== undefined;
}

function isApiPath(p: string) {
  return p === "/api" || p.startsWith("/api/");
}

type FileInfo = { file: string; size: number; mtimeMs: number };

async function regularFile(file: string): Promise<FileInfo | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built sites: hashed /assets/* cached for a year, everything else revalidated,
 * index.html with the runtime config and the metadata of the site that owns the path filled in (the shop's for
 * paths no site owns), and index.html for any other GET (client routing).
 * A missing /assets/* file is a 404, not index.html: a stale chunk must fail as a script, not parse HTML.
 */
export function staticSite(options: {
  root: string;
  appConfig: AppConfig;
  logger: Logger;
  /** Where `<lang>/<namespace>.json` live; the repository's locales/ unless a test says otherwise. */
  localesDir?: string;
  /**
   * Renders pages on the server (ADR 0024). Default: the server build beside the browser build, when there is
   * one; `false`: pages render in the browser.
   */
  renderer?: PageRenderer | false;
  /**
   * The API in-process (the app's own fetch), for the reads of a page rendered on the server; called with the
   * visitor's connection so client-address rules count the reads as theirs.
   */
  api?: (request: Request, env: unknown) => Response | Promise<Response>;
  /**
   * The version of the data pages show (moved on by every write through the API): a page made at another version is
   * made again. Without it, pages are not kept.
   */
  dataVersion?: () => number;
  /** How long a page is kept for the next visitor asking for it in the same language (default 10 s). */
  pageCacheMs?: number;
  /**
   * The page's first script (`readPageStart`), written into each page the server renders in place of the boot
   * script's tag; the Content-Security-Policy must allow its hash. Without it those pages name the boot script.
   */
  pageStart?: PageStart;
}): MiddlewareHandler<AppEnv> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, "index.html");
  const siteMeta = loadSiteMeta(options.localesDir);
  const manifest = readManifest(root);
  const compressed = createCompressedFileCache();
  const stylesheets = stylesheetReader(root);
  let warnedMissingIndex = false;
  const renderer: Promise<PageRenderer | undefined> =
    options.renderer === false
      ? Promise.resolve(undefined)
      : options.renderer
        ? Promise.resolve(options.renderer)
        : findRenderer(root, options.logger).catch((error: unknown) => {
            options.logger.warn("static: the server build could not be loaded; pages render in the browser", {
              error: error instanceof Error ? error.message : String(error),
            });
            return undefined;
          });

  /** The page rendered on the server, or undefined when the browser renders it (no server build, a failure). */
  const rendered = async (url: URL, lang: MetaLang, env: unknown): Promise<RenderedPage | undefined> => {
    const render = await renderer;
    if (!render || !isKnownPagePath(url.pathname)) return undefined;
    const { api } = options;
    // a guest's reads: nothing of the visitor's (cookie, token) goes with them
    const pageApi: PageApi | undefined = api
      ? async (address) => {
          const target = new URL(address, url.origin);
          if (target.origin !== url.origin || !isApiPath(target.pathname))
            throw new Error(`not an API read: ${address}`);
          return api(new Request(target, { headers: { accept: "application/json", "accept-language": lang } }), env);
        }
      : undefined;
    try {
      return await render(new Request(url), lang, pageApi);
    } catch (error) {
      options.logger.warn("static: a page failed to render on the server; the browser renders it", {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  };

  const metaTags = (url: URL, lang: MetaLang) => {
    const site: SiteInfo = siteForPath(url.pathname) ?? SITE_MAP.shop;
    const text = siteMeta.get(metaKey(site.name, lang));
    if (!text) throw new Error(`no metadata for ${site.name} in ${lang}`);
    return renderSiteMeta({
      ...text,
      lang,
      url: `${url.origin}${url.pathname}`,
      icon: site.icon,
      addresses: isKnownPagePath(url.pathname) ? languageAddresses(url, lang) : undefined,
    });
  };

  /** The chunks the page will run before it is taken over: its site's, and what its render loaded. */
  const hintsFor = (url: URL, lang: MetaLang, render: RenderedPage | undefined) => {
    const owner = siteForPath(url.pathname);
    const loaded = render && render.kind !== "redirect" ? render.loaded : undefined;
    return renderPreloadHints(
      preloadFiles(manifest, owner?.name, lang, { namespace: owner?.namespace, ...loaded }),
      render?.kind === "page" ? urgentPicturePreload(render.html) : "",
    );
  };

  /** Pages made lately, per (language, host, address): a page is the same for every guest in one language. */
  const pages = new Map<string, MadePage>();
  const pageCacheMs = options.pageCacheMs ?? PAGE_CACHE_MS;

  /**
   * The page for an address in a language: kept for a few seconds and for as long as the data has not changed, so
   * a burst of visitors costs one render and a write is visible on the next request.
   */
  const pageFor = async (url: URL, lang: MetaLang, env: unknown): Promise<MadePage | Response> => {
    const version = options.dataVersion?.();
    const key = `${lang}\n${url.host}\n${url.pathname}${url.search}`;
    const kept = pages.get(key);
    if (kept && version !== undefined && kept.version === version && Date.now() - kept.madeAt < pageCacheMs) {
      return kept;
    }
    const made = await makePage(url, lang, env);
    if (made instanceof Response) return made;
    if (version === undefined) return { ...made, version: -1 };
    const entry = { ...made, version };
    pages.delete(key);
    pages.set(key, entry);
    // the oldest go first: a crawler walking every address cannot grow this past its bound
    for (const oldest of pages.keys()) {
      if (pages.size <= MAX_KEPT_PAGES) break;
      pages.delete(oldest);
    }
    return entry;
  };

  const sendIndex = async (
    url: URL,
    lang: MetaLang,
    request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined; head: boolean },
    env: unknown,
  ) => {
    const made = await pageFor(url, lang, env);
    if (made instanceof Response) return made;
    // the page differs by language: a shared cache must not hand a Korean page to an English browser; a cache in
    // front may keep it but must ask again each time (the ETag makes that a 304 while it has not changed)
    const headers: Record<string, string> = {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": REVALIDATE,
      Vary: "Accept-Language, Cookie, Accept-Encoding",
      ETag: made.etag,
    };
    if (isPrivatePage(url.pathname)) headers["X-Robots-Tag"] = "noindex, nofollow";
    if (request.ifNoneMatch?.split(/\s*,\s*/).includes(made.etag)) return new Response(null, { status: 304, headers });
    // gzip is fast enough for a page made per render; brotli is kept for the files compressed once
    const encoding = chooseEncoding(request.acceptEncoding) === null ? null : "gzip";
    if (request.head) return new Response(null, { status: made.status, headers });
    if (!encoding) return new Response(made.html, { status: made.status, headers });
    headers["Content-Encoding"] = encoding;
    made.gzip ??= compressText(made.html, encoding, "answer");
    const body = await made.gzip;
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      status: made.status,
      headers,
    });
  };

  const makePage = async (url: URL, lang: MetaLang, env: unknown): Promise<Omit<MadePage, "version"> | Response> => {
    let html: string;
    try {
      html = await readFile(indexFile, "utf8");
    } catch {
      if (!warnedMissingIndex) {
        warnedMissingIndex = true;
        options.logger.warn("static: index.html not found; build the sites first", { static_dir: root });
      }
      throw notFound("Page");
    }
    const tags = metaTags(url, lang);
    const render = await rendered(url, lang, env);
    if (render?.kind === "redirect") {
      return new Response(null, {
        status: render.status,
        headers: { Location: render.location, "Cache-Control": REVALIDATE },
      });
    }
    // the routes decide inside a site (404 for an address none of its routes has); outside one, no site owns it
    const status = render?.status ?? (isKnownPagePath(url.pathname) ? 200 : 404);
    const hints = hintsFor(url, lang, render);
    let page = injectPreloadHints(injectSiteMeta(injectAppConfig(html, options.appConfig), tags, lang), hints);
    if (render?.kind === "page") {
      page = injectRenderedPage(page, render);
      if (options.pageStart) page = inlinePageStart(page, options.pageStart, stylesheets);
    }
    return {
      status,
      html: page,
      etag: `"${createHash("sha256").update(page).digest("base64url").slice(0, 27)}"`,
      madeAt: Date.now(),
    };
  };

  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== "GET" && method !== "HEAD") || isApiPath(urlPath)) return next();
    const page = () =>
      sendIndex(
        new URL(c.req.url),
        pageLang(c.req.header("cookie"), c.req.header("accept-language"), c.req.query(LANG_PARAM)),
        {
          acceptEncoding: c.req.header("accept-encoding"),
          ifNoneMatch: c.req.header("if-none-match"),
          head: method === "HEAD",
        },
        c.env,
      );

    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return page();
    }
    const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    const inside = target.startsWith(root + path.sep);
    const found = inside && !decoded.includes("\0") ? await regularFile(target) : undefined;

    // the build manifest is for the server's preload hints, not for visitors
    if (decoded.startsWith("/.vite/")) throw notFound("Page");

    if (!found || found.file === indexFile) {
      if (urlPath.startsWith("/assets/")) throw notFound("Asset");
      return page();
    }

    const compressible = isCompressible(found.file, found.size);
    const encoding = compressible ? chooseEncoding(c.req.header("accept-encoding")) : null;
    const version = `${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}`;
    // each encoding is its own representation, with its own validator
    const etag = `W/"${version}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string> = {
      "Content-Type": getMimeType(found.file) ?? "application/octet-stream",
      "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      ETag: etag,
    };
    if (compressible) headers.Vary = "Accept-Encoding";
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    if (encoding) {
      const body = await compressed(found.file, found.mtimeMs, encoding);
      headers["Content-Encoding"] = encoding;
      headers["Content-Length"] = String(body.length);
      if (method === "HEAD") return new Response(null, { status: 200, headers });
      return new Response(new Uint8Array(body), { status: 200, headers });
    }
    headers["Content-Length"] = String(found.size);
    // HEAD is dispatched as GET but must not open a stream nobody reads.
    if (method === "HEAD") return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
