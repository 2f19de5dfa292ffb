import {
  PromotionListResponseSchema,
  PromotionParamsSchema,
  PromotionResponseSchema,
  PromotionVisitBodySchema,
  PromotionVisitResponseSchema,
  PutPromotionBodySchema,
} from "@contracts/promotions";
import type { ApiApp } from "../../platform/http/env";
import { jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { listPromotions, peekPromotion, putPromotion, visitPromotion } from "./promotions";
import type { AppContext } from "../../platform/context";

/** The page a campaign link opens; the server answers it itself so no script has to load first. */
export const REDIRECT_PAGE = "/redirect";

/** Promotion links: a visit counts once and leads to the campaign's path; operators manage the codes. */
export function registerPromotionRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  // A page, not an API call: registered ahead of the static site, which would otherwise answer with the app shell.
  app.get(REDIRECT_PAGE, async (c) => {
    const code = c.req.query("code") ?? "";
    const { target } = c.req.method === "HEAD" ? await peekPromotion(db, code) : await visitPromotion(db, code, now());
    // every visit must reach the server to be counted
    c.header("Cache-Control", "no-store");
    return c.redirect(target, 302);
  });

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/promotions/visit",
      tags: ["promotions"],
      summary: "Count a promotion visit and say where to go",
      description:
        "For the client's `/redirect` route (a page load of `/redirect?code=` is answered by the server with a " +
        "302). An unknown, inactive or empty code counts nothing and answers `/main` with `known: false`.",
      request: {
        body: { content: { "application/json": { schema: PromotionVisitBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PromotionVisitResponseSchema, "Where to go"),
      },
    }),
    async (c) => c.json(ok(await visitPromotion(db, c.req.valid("json").code, now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/promotions",
      tags: ["admin", "promotions"],
      summary: "Every promotion code with its visits (operators)",
      responses: {
        200: jsonContent(PromotionListResponseSchema, "The codes, newest first"),
      },
    }),
    async (c) => c.json(ok(await listPromotions(db)), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/promotions/{code}",
      tags: ["admin", "promotions"],
      summary: "Create a promotion code or change it (operators)",
      description: "The target must be a path on this site. The visit count is kept when a code changes.",
      request: {
        params: PromotionParamsSchema,
        body: { content: { "application/json": { schema: PutPromotionBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PromotionResponseSchema, "Changed"),
        201: jsonContent(PromotionResponseSchema, "Created"),
      },
    }),
    async (c) => {
      const { link, created } = await putPromotion(db, c.req.valid("param").code, c.req.valid("json"), now());
      return created ? c.json(ok(link), 201) : c.json(ok(link), 200);
    },
  );
}
