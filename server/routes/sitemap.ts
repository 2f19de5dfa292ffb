import { SitemapSnapshotBodySchema, SitemapSnapshotResponseSchema } from "@contracts/sitemap";
import { createRoute } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import type { Db } from "../db/client";
import type { ApiApp } from "../http/env";
import { AppError } from "../http/errors";
import { errorResponse, jsonContent, validationErrorResponse } from "../http/openapi";
import { ok } from "../http/respond";
import { saveSnapshot } from "../services/sitemap";

// 2,000,000 characters of HTML can take up to ~6 MB as UTF-8 plus JSON escaping.
const MAX_BODY_BYTES = 10 * 1024 * 1024;

const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError(413, "PAYLOAD_TOO_LARGE", `The request body must be at most ${MAX_BODY_BYTES} bytes`);
  },
});

const saveRoute = (path: "/sitemap/" | "/sitemap", hide: boolean) =>
  createRoute({
    method: "post",
    path,
    hide,
    tags: ["sitemap"],
    summary: "Save the rendered HTML of a page (for crawlers)",
    description: "Upserts by path: a second save of the same path replaces its HTML. Also accepted without the slash.",
    middleware: [limitBody] as const,
    request: {
      body: { content: { "application/json": { schema: SitemapSnapshotBodySchema } }, required: true },
    },
    responses: {
      201: jsonContent(SitemapSnapshotResponseSchema, "Saved"),
      400: validationErrorResponse,
      413: errorResponse("Body too large"),
      415: errorResponse("The body is not JSON"),
    },
  });

export function registerSitemapRoutes(app: ApiApp, db: Db) {
  for (const route of [saveRoute("/sitemap/", false), saveRoute("/sitemap", true)]) {
    app.openapi(route, async (c) => {
      const saved = await saveSnapshot(db, c.req.valid("json"));
      return c.json(ok(saved), 201);
    });
  }
}
