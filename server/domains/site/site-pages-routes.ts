import {
  AdminSitePageResponseSchema,
  SitePageParamsSchema,
  SitePageQuerySchema,
  SitePageResponseSchema,
  WriteSitePageBodySchema,
} from "@contracts/mart";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { readAdminSitePage, readSitePage, writeSitePage } from "./site-pages";
import type { AppContext } from "../../platform/context";

const notFoundResponse = errorResponse("404 NOT_FOUND: no such page (or no such site)");

/** Site pages: everyone reads one in a language; operators read and write both languages at once. */
export function registerSitePageRoutes(app: ApiApp, { db, now, doors }: AppContext): void {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/site-pages/{site}/{slug}",
      tags: ["site-pages"],
      summary: "A site's page in one language (public)",
      description: "Plain text: a blank line starts a paragraph, `## ` a subheading, `- ` a list item.",
      request: { params: SitePageParamsSchema, query: SitePageQuerySchema },
      responses: {
        200: jsonContent(SitePageResponseSchema, "The page"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { site, slug } = c.req.valid("param");
      return c.json(ok(await readSitePage(db, site, slug, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/site-pages/{site}/{slug}",
      tags: ["admin", "site-pages"],
      summary: "A site's page in English and Korean, as the editor fills it (operators)",
      request: { params: SitePageParamsSchema },
      responses: {
        200: jsonContent(AdminSitePageResponseSchema, "The page"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { site, slug } = c.req.valid("param");
      return c.json(ok(await readAdminSitePage(db, site, slug)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/site-pages/{site}/{slug}",
      tags: ["admin", "site-pages"],
      summary: "Create or replace a site's page in English and Korean (operators)",
      description: "Answers the page in `lang` as it is now; the operator is kept as its last editor.",
      request: {
        params: SitePageParamsSchema,
        query: SitePageQuerySchema,
        body: { content: { "application/json": { schema: WriteSitePageBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SitePageResponseSchema, "The page as saved"),
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
