import {
  PASSES_PATH,
  PassProductsQuerySchema,
  PassScanBodySchema,
  PassScannerResponseSchema,
  PassScanResponseSchema,
} from "@contracts/passes";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { langOf } from "../reservations/http";
import { scannerVenues, scanPass } from "./scan";

/**
 * The venue scanner's doors (ADR 0030): a partner venue's staff (operators' role `partner`) and the operators; the
 * summit gate's staff get a 403 here as partner staff do at the summit's gate.
 */
export function registerPassScanRoutes(app: ApiApp, { shop: ctx, doors, authConfig }: AppContext) {
  app.openapi(
    doors.signedIn("partner", {
      method: "get",
      path: `${PASSES_PATH}/scanner`,
      tags: ["passes", "admin"],
      summary: "The scanner's venues: a partner's own venue, or every venue for an operator",
      request: { query: PassProductsQuerySchema },
      responses: { 200: jsonContent(PassScannerResponseSchema, "The role and its venues") },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      return c.json(ok(await scannerVenues(ctx, c.get("principal"), lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("partner", {
      method: "post",
      path: `${PASSES_PATH}/scan`,
      tags: ["passes", "admin"],
      summary: "Decide one scan of a pass at a venue, and record it",
      description:
        "A partner's scan is for its account's venue whatever `venue_id` says; an operator names the venue. The " +
        "answer is valid (with what the holder gets, whether this scan activates the pass, uses left, validity), " +
        "already used here, no uses left, expired, not yet valid, or invalid (a token the server did not sign, a " +
        "refunded pass). Every scan is logged; the same `nonce` again answers as the first time.",
      request: {
        query: PassProductsQuerySchema,
        body: { content: { "application/json": { schema: PassScanBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PassScanResponseSchema, "The decision"),
        404: errorResponse("404 PASS_VENUE_NOT_FOUND: the named venue does not exist (field venue_id)"),
      },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      const data = await scanPass(ctx, authConfig, c.get("principal"), c.req.valid("json"), lang);
      return c.json(ok(data), 200);
    },
  );
}
