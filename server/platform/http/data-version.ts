import type { MiddlewareHandler } from "hono";

/**
 * The version of the data the pages show, for the pages kept by the static site (static-site.ts): every write
 * through the API moves it on, so a kept page made before a write is made again on the next request. Writes made
 * elsewhere (another server process on the same PostgreSQL, the jobs) are seen when a kept page's few seconds end.
 */
export type DataVersion = { current(): number; bump(): void };

export function createDataVersion(): DataVersion {
  let version = 0;
  return {
    current: () => version,
    bump: () => {
      version += 1;
    },
  };
}

/**
 * Moves the version on after every request that may write (any method but GET, HEAD and OPTIONS), whatever its
 * answer: a failed write changed nothing, and counting it costs one render at most.
 */
export function countWrites(version: DataVersion): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    try {
      await next();
    } finally {
      version.bump();
    }
  };
}
