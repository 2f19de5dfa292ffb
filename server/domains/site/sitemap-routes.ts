import { SitemapSnapshotBodySchema, SitemapSnapshotResponseSchema } from "@contracts/sitemap";
import { SITEMAP_BODY_LIMIT_BYTES } from "../../platform/http/body-limits";
import type { Doors } from "../../platform/http/doors";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { countSitemapSave, saveSnapshot, SITEMAP_KEEP, SITEMAP_SAVES } from "./sitemap";
import type { AppContext } from "../../platform/context";

const savesPerWindow = SITEMAP_SAVES.kind === "window" ? SITEMAP_SAVES.limit : 0;

const saveRoute = (doors: Doors, path: "/sitemap/" | "/sitemap", hide: boolean) =>
  doors.open({
    method: "post",
    path,
    hide,
    tags: ["sitemap"],
    summary: "Save the rendered HTML of a page (for crawlers)",
    description:
      "Upserts by path: a second save of the same path replaces its HTML. Also accepted without the slash. Anyone " +
      `may call it, so it is bounded: a body of at most ${SITEMAP_BODY_LIMIT_BYTES} bytes, ${savesPerWindow} saves ` +
      `per client address per 15 minutes, and only the newest ${SITEMAP_KEEP} snapshots are kept. Snapshots are ` +
      "never served to visitors.",
    request: {
      body: { content: { "application/json": { schema: SitemapSnapshotBodySchema } }, required: true },
    },
    responses: {
      201: jsonContent(SitemapSnapshotResponseSchema, "Saved"),
      413: errorResponse("413 PAYLOAD_TOO_LARGE: the body is over the limit"),
      415: errorResponse("The body is not JSON"),
      429: errorResponse("429 TOO_MANY_ATTEMPTS: too many saves from this address (see Retry-After)"),
    },
  });

/** The body limit is BODY_LIMIT's table entry for these paths (http/body-limits.ts), applied before any route. */
export function registerSitemapRoutes(app: ApiApp, { db, now, doors, clientAddress }: AppContext) {
  for (const route of [saveRoute(doors, "/sitemap/", false), saveRoute(doors, "/sitemap", true)]) {
    app.openapi(route, async (c) => {
      const body = c.req.valid("json");
      const at = now();
      await countSitemapSave(db, clientAddress(c) ?? "unknown", at);
      return c.json(ok(await saveSnapshot(db, body, at)), 201);
    });
  }
}
