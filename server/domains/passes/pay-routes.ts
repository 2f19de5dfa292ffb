import { PASSES_PATH, PassPayingQuerySchema, PassPayingResponseSchema } from "@contracts/passes";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { langOf } from "../reservations/http";
import { passesPaying } from "./pay";

/**
 * What the shop's reservation form offers as "QR pass" (ADR 0030): a product's partner venue and the member's passes
 * that can pay there on the chosen day. Registered before the card's `/{id}`, which would read `paying` as an id.
 */
export function registerPassPayRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: `${PASSES_PATH}/paying`,
      tags: ["passes"],
      summary: "A shop product's partner venue and the member's passes that can pay for it on a departure day",
      request: { query: PassPayingQuerySchema },
      responses: { 200: jsonContent(PassPayingResponseSchema, "The venue (null: no partner product) and the passes") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const data = await passesPaying(
        ctx.db,
        c.get("principal").accountId,
        { productId: query.product_id, departureDate: query.departure_date, departureTime: query.departure_time },
        langOf(c, query.lang),
        ctx.now(),
      );
      return c.json(ok(data), 200);
    },
  );
}
