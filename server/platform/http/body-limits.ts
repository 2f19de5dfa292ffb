import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { TrieRouter } from "hono/router/trie-router";
import { AppError } from "./errors";
import { nodeRequestOf } from "./loopback";

/** BODY_LIMIT's default: every request body not listed in LARGER_BODIES, JSON or not, signed in or not. */
export const DEFAULT_BODY_LIMIT_BYTES = 100 * 1024;
const MIN_BODY_LIMIT_BYTES = 1024;
const MAX_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** `POST /sitemap/`: a page's HTML of up to SITEMAP_HTML_MAX characters, Korean text taking 3 bytes a character. */
export const SITEMAP_BODY_LIMIT_BYTES = 640 * 1024;

/**
 * BODY_LIMIT: the largest request body in bytes (`102400`) or with a unit (`100kb`, `1mb`), from 1 kB to 10 MB.
 * Routes listed in LARGER_BODIES keep their own limits.
 */
export function parseBodyLimit(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "") return DEFAULT_BODY_LIMIT_BYTES;
  const match = /^(\d+)\s*(b|kb|mb)?$/.exec(text);
  const unit = match?.[2] === "mb" ? 1024 * 1024 : match?.[2] === "kb" ? 1024 : 1;
  const bytes = match?.[1] === undefined ? Number.NaN : Number(match[1]) * unit;
  if (!(bytes >= MIN_BODY_LIMIT_BYTES && bytes <= MAX_BODY_LIMIT_BYTES)) {
    throw new Error(`BODY_LIMIT must be 1kb to 10mb (bytes, or with kb or mb), got ${value}`);
  }
  return bytes;
}

/**
 * The routes that may receive more than the default, each with its limit. `route`: an upload route that limits
 * its own body (with a message naming its file field) after it has checked the caller, so an anonymous upload is
 * refused before it is read. Anything else gets the default. A test keeps this list and the routes that take
 * multipart bodies the same.
 */
export const LARGER_BODIES: readonly { method: string; path: string; limit: number | "route" }[] = [
  { method: "POST", path: "/api/v1/auth/signup", limit: "route" },
  { method: "POST", path: "/api/v1/inquiries", limit: "route" },
  { method: "POST", path: "/api/v1/admin/boards/:site/:type/posts", limit: "route" },
  { method: "PUT", path: "/api/v1/mart/business/me", limit: "route" },
  { method: "POST", path: "/api/v1/edu/applications/:id/id-document", limit: "route" },
  { method: "POST", path: "/api/v1/edu/applications/:id/report", limit: "route" },
  { method: "POST", path: "/api/v1/admin/products/:id/images", limit: "route" },
  // Operators' texts: two 20,000-character bodies (English and Korean, 3 bytes a Korean character) and titles.
  { method: "PUT", path: "/api/v1/admin/boards/:site/:type/posts/:id", limit: 512 * 1024 },
  { method: "PUT", path: "/api/v1/admin/site-pages/:site/:slug", limit: 512 * 1024 },
  // A survey's questions in two languages (up to 20 pages of 30 questions).
  { method: "PUT", path: "/api/v1/admin/surveys/:kind/:area", limit: 1024 * 1024 },
  // A respondent's answers: several long free-text answers in Korean must never be lost to the limit.
  { method: "PUT", path: "/api/v1/surveys/:kind/:area/response", limit: 256 * 1024 },
  { method: "POST", path: "/api/v1/surveys/:kind/:area/response/submit", limit: 256 * 1024 },
  // A protocol tour: its programme in two languages (up to 31 days of 30 lines) and a route of up to 2,000 points.
  { method: "POST", path: "/api/v1/admin/protocol/tours", limit: 1024 * 1024 },
  { method: "PUT", path: "/api/v1/admin/protocol/tours/:id", limit: 1024 * 1024 },
  { method: "POST", path: "/sitemap/", limit: SITEMAP_BODY_LIMIT_BYTES },
  { method: "POST", path: "/sitemap", limit: SITEMAP_BODY_LIMIT_BYTES },
];

export const bodyTooLarge = (maxBytes: number) =>
  new AppError(413, "PAYLOAD_TOO_LARGE", `The request body must be at most ${maxBytes} bytes`);

/**
 * Limits every request body before anything reads it: a declared Content-Length over the limit is refused at once,
 * a body sent without one is counted as it arrives and refused as soon as it passes the limit. 413
 * PAYLOAD_TOO_LARGE with the limit in the message.
 */
export function limitBodies(defaultBytes: number = DEFAULT_BODY_LIMIT_BYTES): MiddlewareHandler {
  const router = new TrieRouter<number | "route">();
  for (const { method, path, limit } of LARGER_BODIES) router.add(method, path, limit);
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxSize: number) => {
    let handler = limiters.get(maxSize);
    if (!handler) {
      handler = bodyLimit({
        maxSize,
        onError: () => {
          throw bodyTooLarge(maxSize);
        },
      });
      limiters.set(maxSize, handler);
    }
    return handler;
  };
  return async (c, next) => {
    // A GET or HEAD has a body only when its headers say so (RFC 9112 6.3); asking it for its body stream would
    // build a whole web Request, with its abort signal, for every page and list read.
    const chunkedBody = c.req.header("transfer-encoding") !== undefined;
    const declared = c.req.header("content-length");
    const bodiless = (c.req.method === "GET" || c.req.method === "HEAD") && !chunkedBody && Number(declared ?? 0) === 0;
    if (bodiless) return next();
    const [matched] = router.match(c.req.method, c.req.path);
    const limit = matched[0]?.[0] ?? defaultBytes;
    if (limit === "route") return next();
    const length = declared === undefined ? Number.NaN : Number(declared);
    const incoming = nodeRequestOf(c);
    if (
      !chunkedBody &&
      Number.isSafeInteger(length) &&
      length >= 0 &&
      incoming &&
      isJson(c.req.header("content-type"))
    ) {
      if (length > limit) throw bodyTooLarge(limit);
      // Read straight from Node (its parser holds the body to its Content-Length, so that is the limit's count),
      // whole before the route runs, so whatever reads it later reads it once and in full.
      const text = await readWhole(incoming).catch(() => {
        throw new AppError(400, "BAD_JSON", "The request body could not be read");
      });
      // the cache holds the promises of the body's readings (its declared type names the reading methods)
      (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
      return next();
    }
    if (!c.req.raw.body) return next();
    return limiter(limit)(c, next);
  };
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const isJson = (contentType: string | undefined) => JSON_TYPE.test(contentType?.split(";")[0]?.trim() ?? "");

/**
 * A JSON body of declared length, read from Node's request for the request's body cache, where the validators
 * read it: building a web Request and its stream for it cost as much as the rest of a small write. The bytes are
 * also left where @hono/node-server looks for a body already read (`rawBody`), so anything that asks for the web
 * Request later still gets the body.
 */
function readWhole(incoming: IncomingMessage): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => {
      const body = Buffer.concat(chunks);
      (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
      resolve(body.toString("utf8"));
    });
    incoming.once("error", reject);
  });
}
