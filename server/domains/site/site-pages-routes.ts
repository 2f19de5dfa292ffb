import {
  SitePageParamsSchema,
  SitePageQuerySchema,
  SitePageResponseSchema,
  WriteSitePageBodySchema,
} from "@contracts/mart";
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "../../platform/db/client";
import { AreaHeadersSchema, bearerSecurity, type createRequireAuth } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import type { Clock } from "../../platform/clock";
import { readSitePage, writeSitePage } from "./site-pages";
import type { AppContext } from "../../platform/context";

export type SitePageRoutesDeps = { db: Db; now: Clock; requireAuth: ReturnType<typeof createRequireAuth> };

const notFoundResponse = errorResponse("404 NOT_FOUND: no such page (or no such site)");

/** Site pages: everyone reads one in a language; operators write both languages at once. */
export function registerSitePageRoutes(app: ApiApp, { db, now, requireAuth }: AppContext): void {
  const admin = requireAuth("admin");

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/site-pages/{site}/{slug}",
      tags: ["site-pages"],
      summary: "A site's page in one language (public)",
      description: "Plain text: a blank line starts a paragraph, `## ` a subheading, `- ` a list item.",
      request: { params: SitePageParamsSchema, query: SitePageQuerySchema },
      responses: {
        200: jsonContent(SitePageResponseSchema, "The page"),
        400: validationErrorResponse,
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { site, slug } = c.req.valid("param");
      return c.json(ok(await readSitePage(db, site, slug, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/v1/admin/site-pages/{site}/{slug}",
      tags: ["admin", "site-pages"],
      summary: "Create or replace a site's page in English and Korean (operators)",
      description: "Answers the page in `lang` as it is now; the operator is kept as its last editor.",
      security: bearerSecurity,
      middleware: admin,
      request: {
        headers: AreaHeadersSchema,
        params: SitePageParamsSchema,
        query: SitePageQuerySchema,
        body: { content: { "application/json": { schema: WriteSitePageBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SitePageResponseSchema, "The page as saved"),
        400: validationErrorResponse,
        401: errorResponse("401 UNAUTHORIZED: no admin token (X-Auth-Area: admin)"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { site, slug } = c.req.valid("param");
      const page = await writeSitePage(
        db,
        site,
        slug,
        c.req.valid("json"),
        c.get("principal").accountId,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(page), 200);
    },
  );
}
