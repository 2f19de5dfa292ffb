import { type Health, HealthResponseSchema } from "@contracts/health";
import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Db } from "./db/client";
import type { ApiApp } from "./http/env";
import type { Logger } from "./http/logger";
import { jsonContent } from "./http/openapi";
import { ok } from "./http/respond";

const DB_CHECK_TIMEOUT_MS = 2_000;

const healthRoute = createRoute({
  method: "get",
  path: "/api/health",
  tags: ["platform"],
  summary: "Liveness and database check",
  responses: {
    200: jsonContent(HealthResponseSchema, "Serving, database reachable"),
    503: jsonContent(HealthResponseSchema, "Serving, database down"),
  },
});

async function databaseUp(db: Db, logger: Logger): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`select 1 took over ${DB_CHECK_TIMEOUT_MS} ms`)), DB_CHECK_TIMEOUT_MS);
    });
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch (error) {
    logger.warn("health: database check failed", { error });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealthRoutes(app: ApiApp, deps: { db: Db; version: string; logger: Logger }) {
  app.openapi(healthRoute, async (c) => {
    const up = await databaseUp(deps.db, deps.logger);
    const health: Health = {
      status: up ? "ok" : "degraded",
      database: up ? "ok" : "down",
      version: deps.version,
      uptime_s: Math.floor(process.uptime()),
    };
    c.header("Cache-Control", "no-store");
    return up ? c.json(ok(health), 200) : c.json(ok(health), 503);
  });
}
