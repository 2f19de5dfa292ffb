import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = "br" | "gzip";

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/i;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** The best encoding the client accepts (brotli, then gzip), honouring `q=0`. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has("*") ? (accepted.get("*") ?? 0) : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(file);
}

/**
 * `kept`: compressed once and kept (built files): quality 9, nearly the best ratio at a fraction of quality 11's
 * time. `answer`: compressed per answer or per second of a cache: brotli 4 and gzip 6, a few times faster at a
 * ratio within a tenth of the best on JSON.
 */
export function compressText(
  data: Buffer | string,
  encoding: Encoding,
  use: "kept" | "answer" = "kept",
): Promise<Buffer> {
  const kept = use === "kept";
  return encoding === "br"
    ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4 } })
    : gz(data, { level: kept ? 9 : 6 });
}

/** A text answer that several requests share (a cached page), with its compressed forms made once each. */
export type SharedText = { text: string; encoded(encoding: Encoding): Promise<Buffer> };

export function sharedText(text: string): SharedText {
  const forms = new Map<Encoding, Promise<Buffer>>();
  return {
    text,
    encoded(encoding) {
      let form = forms.get(encoding);
      if (!form) {
        form = compressText(text, encoding, "answer");
        forms.set(encoding, form);
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
}

/**
 * The body and headers for a shared text: compressed as the client accepts when it is worth it, the compressed
 * form made once for everyone. The answer middleware below leaves an answer with its encoding set alone.
 */
export async function sharedTextBody(
  shared: SharedText,
  acceptEncoding: string | undefined,
  contentType: string,
): Promise<{ body: string | Uint8Array<ArrayBuffer>; headers: Record<string, string> }> {
  const encoding = Buffer.byteLength(shared.text) >= MIN_BYTES ? chooseEncoding(acceptEncoding) : null;
  const headers: Record<string, string> = { "content-type": contentType, vary: "Accept-Encoding" };
  if (!encoding) return { body: shared.text, headers };
  const form = await shared.encoded(encoding);
  return {
    // a view of the kept form, not a copy of it per request
    body: new Uint8Array(form.buffer as ArrayBuffer, form.byteOffset, form.length),
    headers: { ...headers, "content-encoding": encoding },
  };
}

/** Answer types worth compressing: JSON, text, HTML, JavaScript, SVG, XML, CSV. Event streams are left alone. */
const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Compresses API answers of 1 KiB or more, brotli for clients that take it and gzip for the rest, in one call on the
 * whole body: an answer is small and complete, and a compression stream per answer costs more than most answers
 * (its set-up dominated the cost of a request). Smaller answers, event streams, partial and HEAD answers, answers
 * that say `no-transform`, and answers already encoded (a cached page's shared form) pass through.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    // Headers and status only: asking an answer for its body turns the server's light answer into a full web
    // Response (a stream and its transfer set-up), which cost as much as the rest of a small request.
    if (
      c.req.method === "HEAD" ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has("content-encoding") ||
      res.headers.has("transfer-encoding") ||
      !COMPRESSIBLE_TYPE.test(type) ||
      /no-transform/i.test(res.headers.get("cache-control") ?? "")
    ) {
      return;
    }
    const length = Number(res.headers.get("content-length") ?? Number.NaN);
    if (length < MIN_BYTES) return;
    const vary = res.headers.get("vary");
    if (vary !== "*" && !/accept-encoding/i.test(vary ?? "")) {
      res.headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || res.body === null) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out = body;
    if (body.length >= MIN_BYTES) {
      out = new Uint8Array(
        await compressText(Buffer.from(body.buffer, body.byteOffset, body.length), encoding, "answer"),
      );
      headers.set("content-encoding", encoding);
      const etag = headers.get("etag");
      if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    }
    headers.set("content-length", String(out.length));
    // Replaces the answer outright (assigning c.res would merge the old headers back in).
    c.res = undefined;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  };
}

/**
 * Compressed copies of the built files, made on first request and kept for the life of the process (the build is
 * immutable while the server runs; a changed file has a new mtime and gets a new entry). Concurrent first requests
 * share one compression. Bounded so a huge tree cannot exhaust memory: past the limit, files are compressed per
 * request instead of kept.
 */
export function createCompressedFileCache(maxBytes = 64 * 1024 * 1024) {
  const cache = new Map<string, Promise<Buffer>>();
  let kept = 0;
  return (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> => {
    const key = `${encoding}:${mtimeMs}:${file}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const made = readFile(file).then((raw) => compressText(raw, encoding));
    if (kept < maxBytes) {
      cache.set(key, made);
      made.then(
        (buffer) => (kept += buffer.length),
        () => cache.delete(key),
      );
    }
    return made;
  };
}
