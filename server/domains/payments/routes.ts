import {
  CheckoutBodySchema,
  CheckoutResponseSchema,
  ConfirmPaymentBodySchema,
  ConfirmPaymentResponseSchema,
  PAYMENT_METHODS_PATH,
  PaymentMethodsResponseSchema,
} from "@contracts/payments";
import { createRoute } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import { requestOrigin } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { availablePaymentMethods, mayUseLocalPayments } from "../../platform/http/local-payment-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { LangQuerySchema, langOf } from "../reservations/http";
import { checkout, confirmPayment } from "./payments";

const LOCAL_FORBIDDEN_DOC =
  "403 PAYMENTS_LOCAL_FORBIDDEN: the order pays on the local test page (no provider keys) and this caller may not " +
  "use it (PAYMENTS_LOCAL)";

/** The methods a visitor can book with, opening the payment window and confirming what it approved. */
export function registerPaymentRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  // Public and without input, so there is no 400 to document: not through the open door, which adds one.
  app.openapi(
    createRoute({
      method: "get",
      path: PAYMENT_METHODS_PATH,
      tags: ["payments"],
      summary: "The payment methods this visitor can book with",
      description:
        "Every method whose provider is real or that is paid later (bank transfer, QR pass); card, Toss and PayPal " +
        "without keys only when this caller may use the local test page (PAYMENTS_LOCAL).",
      responses: { 200: jsonContent(PaymentMethodsResponseSchema, "The methods, in the contract's order") },
    }),
    (c) => c.json(ok(availablePaymentMethods(c, ctx)), 200),
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/payments/checkout",
      tags: ["payments"],
      summary: "What the page needs to open the payment window",
      description:
        "For the member's own unpaid card, Toss or PayPal order. The provider is Toss or PayPal when keyed, else " +
        "the local page (`redirect_url`).",
      request: {
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CheckoutBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(CheckoutResponseSchema, "The checkout"),
        403: errorResponse(LOCAL_FORBIDDEN_DOC),
        404: errorResponse("404 ORDER_NOT_FOUND"),
        409: errorResponse("409 ORDER_NOT_PAYABLE: paid, cancelled, expired or not a card order"),
      },
    }),
    async (c) => {
      const data = await checkout(ctx, { memberId: c.get("principal").accountId }, c.req.valid("json").reservation_id, {
        origin: requestOrigin(c, ctx.auth),
        lang: langOf(c, c.req.valid("query").lang),
        localPage: mayUseLocalPayments(c, ctx),
      });
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/payments/confirm",
      tags: ["payments"],
      summary: "Confirm a payment the provider approved",
      description:
        "Checks the order and the amount (in the order currency's minor units) against the stored reservation, then " +
        "asks the provider. Idempotent: the same paymentKey again gives the same answer and one payment.",
      request: {
        body: { content: { "application/json": { schema: ConfirmPaymentBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ConfirmPaymentResponseSchema, "Paid: ok, code PAYMENT_CONFIRMED, message, payment"),
        400: errorResponse("400 AMOUNT_MISMATCH (nothing changes) or VALIDATION_ERROR"),
        402: errorResponse("402 PAYMENT_DECLINED"),
        403: errorResponse(LOCAL_FORBIDDEN_DOC),
        404: errorResponse("404 ORDER_NOT_FOUND"),
        409: errorResponse("409 ORDER_NOT_PAYABLE"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE"),
      },
    }),
    async (c) => {
      const data = await confirmPayment(ctx, { memberId: c.get("principal").accountId }, c.req.valid("json"), {
        localPage: mayUseLocalPayments(c, ctx),
      });
      return c.json(ok(data), 200);
    },
  );
}
