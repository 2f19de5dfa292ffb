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
import type { Context } from "hono";
import type { AuthConfig } from "../../config";
import { requestOrigin } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { rememberPromotion } from "../../platform/http/promotion-cookie";
import { ok } from "../../platform/http/respond";
import {
  createPromotion,
  listPromotions,
  peekPromotion,
  putPromotion,
  type VisitOutcome,
  visitPromotion,
} from "./promotions";
import type { AppContext } from "../../platform/context";

/** A counted visit of a working code: the visitor's browser remembers the code (the newest link wins). */
function remember(c: Context, config: AuthConfig, code: string, outcome: VisitOutcome): VisitOutcome {
  if (outcome.known) rememberPromotion(c, code.trim(), requestOrigin(c, config).startsWith("https:"));
  return outcome;
}

/** The page a campaign link opens; the server answers it itself so no script has to load first. */
export const REDIRECT_PAGE = "/redirect";

/** Promotion links: a visit counts once and leads to the campaign's path; operators manage the codes. */
export function registerPromotionRoutes(app: ApiApp, { db, now, doors, authConfig }: AppContext) {
  // A page, not an API call: registered ahead of the static site, which would otherwise answer with the app shell.
  app.get(REDIRECT_PAGE, async (c) => {
    const code = c.req.query("code") ?? "";
    const { target } =
      c.req.method === "HEAD"
        ? await peekPromotion(db, code)
        : remember(c, authConfig, code, await visitPromotion(db, code, now()));
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
        "302). An unknown, inactive or empty code counts nothing and answers `/main` with `known: false`. A counted " +
        "visit sets the `promotion_code` cookie (HttpOnly, 30 days): a sign-up or a booking made with it is the link's.",
      request: {
        body: { content: { "application/json": { schema: PromotionVisitBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PromotionVisitResponseSchema, "Where to go"),
      },
    }),
    async (c) => {
      const { code } = c.req.valid("json");
      return c.json(ok(remember(c, authConfig, code, await visitPromotion(db, code, now()))), 200);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_PROMOTIONS_PATH,
      tags: ["admin", "promotions"],
      summary: "Every promotion code with its visits, sign-ups, bookings and revenue (console: every role reads)",
      description:
        "Visits are counted per code; a visit remembers the code in the visitor's browser (30 days, the newest " +
        "link wins), and a member account or a shop reservation made with it is the code's (ADR 0034). Bookings " +
        "leave out cancelled ones; revenue sums the paid ones per currency.",
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
