import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { AppConfig } from "@contracts/app-config";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import type { AppEnv } from "./env";
import { notFound } from "./errors";
import type { Logger } from "./logger";

/** The exact tag the built index.html carries; the server fills it per deployment. */
export const APP_CONFIG_TAG = '<script id="app-config" type="application/json">{}</script>';

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

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
 * index.html with the runtime config filled in, and index.html for any other GET (client routing).
 * A missing /assets/* file is a 404, not index.html: a stale chunk must fail as a script, not parse HTML.
 */
export function staticSite(options: { root: string; appConfig: AppConfig; logger: Logger }): MiddlewareHandler<AppEnv> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, "index.html");
  let warnedMissingIndex = false;

  const sendIndex = async () => {
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
    return new Response(injectAppConfig(html, options.appConfig), {
      status: 200,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": REVALIDATE },
    });
  };

  return async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== "GET" && method !== "HEAD") || isApiPath(urlPath)) return next();

    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return sendIndex();
    }
    const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
    const inside = target.startsWith(root + path.sep);
    const found = inside && !decoded.includes("\0") ? await regularFile(target) : undefined;

    if (!found || found.file === indexFile) {
      if (urlPath.startsWith("/assets/")) throw notFound("Asset");
      return sendIndex();
    }

    const etag = `W/"${found.size.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      "Content-Type": getMimeType(found.file) ?? "application/octet-stream",
      "Cache-Control": urlPath.startsWith("/assets/") ? IMMUTABLE : REVALIDATE,
      ETag: etag,
    };
    if (c.req.header("if-none-match") === etag) return new Response(null, { status: 304, headers });
    headers["Content-Length"] = String(found.size);
    // HEAD is dispatched as GET but must not open a stream nobody reads.
    if (method === "HEAD") return new Response(null, { status: 200, headers });
    const body = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
    return new Response(body, { status: 200, headers });
  };
}
