import {
  ADMIN_PROMOTIONS_PATH,
  CreatePromotionBodySchema,
  PromotionListResponseSchema,
  PromotionParamsSchema,
  PromotionResponseSchema,
  PromotionVisitBodySchema,
  PromotionVisitResponseSchema,
  PutPromotionBodySchema,
} from "@contracts/promotions";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { createPromotion, listPromotions, peekPromotion, putPromotion, visitPromotion } from "./promotions";
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
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_PROMOTIONS_PATH,
      tags: ["admin", "promotions"],
      summary: "Every promotion code with its visits (console: every role reads)",
      description: "Visits are the counts kept per code; sign-ups and bookings are not attributed to codes (ADR 0034).",
      responses: {
        200: jsonContent(PromotionListResponseSchema, "The codes, newest first"),
      },
    }),
    async (c) => c.json(ok(await listPromotions(db)), 200),
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "put",
      path: `${ADMIN_PROMOTIONS_PATH}/{code}`,
      tags: ["admin", "promotions"],
      summary: "Create a promotion code or change it (console: clerks and operators)",
      description:
        "The target must be a path on this site. The visit count is kept when a code changes; `active: false` " +
        "disables it (a visit then leads to `/main`). Each change is written to the audit trail.",
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
      const { code } = c.req.valid("param");
      const { link, created } = await putPromotion(db, c.get("principal"), code, c.req.valid("json"), now());
      return created ? c.json(ok(link), 201) : c.json(ok(link), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: ADMIN_PROMOTIONS_PATH,
      tags: ["admin", "promotions"],
      summary: "Create a new promotion code (console: clerks and operators)",
      request: {
        body: { content: { "application/json": { schema: CreatePromotionBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(PromotionResponseSchema, "Created"),
        409: errorResponse("409 CONFLICT: the code is taken"),
      },
    }),
    async (c) => c.json(ok(await createPromotion(db, c.get("principal"), c.req.valid("json"), now())), 201),
  );
}
