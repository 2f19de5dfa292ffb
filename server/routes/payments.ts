import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  ConfirmPaymentBodySchema,
  ConfirmPaymentResponseSchema,
} from "@contracts/payments";
import { createRoute } from "@hono/zod-openapi";
import { AreaHeadersSchema, bearerSecurity, requestOrigin } from "../http/auth-middleware";
import type { ApiApp } from "../http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../http/openapi";
import { ok } from "../http/respond";
import { checkout, confirmPayment } from "../services/payments/payments";
import { LangQuerySchema, langOf, type ShopRouteDeps, unauthorizedResponse } from "./reservations";

/** Opening the payment window and confirming what it approved. */
export function registerPaymentRoutes(app: ApiApp, { ctx, requireAuth }: ShopRouteDeps) {
  const member = requireAuth("member");

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/payments/checkout",
      tags: ["payments"],
      summary: "What the page needs to open the payment window",
      description:
        "For the member's own unpaid card, Toss or PayPal order. The provider is Toss or PayPal when keyed, else " +
        "the local page (`redirect_url`).",
      security: bearerSecurity,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CheckoutBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(CheckoutResponseSchema, "The checkout"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        404: errorResponse("404 ORDER_NOT_FOUND"),
        409: errorResponse("409 ORDER_NOT_PAYABLE: paid, cancelled, expired or not a card order"),
      },
    }),
    async (c) => {
      const data = await checkout(ctx, c.get("principal").accountId, c.req.valid("json").reservation_id, {
        origin: requestOrigin(c, ctx.auth),
        lang: langOf(c, c.req.valid("query").lang),
      });
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/payments/confirm",
      tags: ["payments"],
      summary: "Confirm a payment the provider approved",
      description:
        "Checks the order and the amount (in the order currency's minor units) against the stored reservation, then " +
        "asks the provider. Idempotent: the same paymentKey again gives the same answer and one payment.",
      security: bearerSecurity,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: ConfirmPaymentBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ConfirmPaymentResponseSchema, "Paid: ok, code PAYMENT_CONFIRMED, message, payment"),
        400: errorResponse("400 AMOUNT_MISMATCH (nothing changes) or VALIDATION_ERROR"),
        401: unauthorizedResponse,
        402: errorResponse("402 PAYMENT_DECLINED"),
        404: errorResponse("404 ORDER_NOT_FOUND"),
        409: errorResponse("409 ORDER_NOT_PAYABLE"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE"),
      },
    }),
    async (c) => c.json(ok(await confirmPayment(ctx, c.get("principal").accountId, c.req.valid("json"))), 200),
  );
}
