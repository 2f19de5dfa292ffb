import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import type { Logger } from "./logger";

export const REQUEST_ID_HEADER = "x-request-id";

// A caller's id is kept only when it is short and plain, so it cannot forge log lines or headers.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Takes or makes a request id, echoes it in the response and logs one JSON line per request. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SAFE_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (a passed-through fetch response): copy the response once.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path,
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
      request_id: requestId,
    };
    if (status >= 500) logger.error("request", fields);
    else logger.info("request", fields);
  };
}
