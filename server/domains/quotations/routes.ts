import {
  AdminQuotationListQuerySchema,
  AdminQuotationListResponseSchema,
  AdminQuotationResponseSchema,
  QuotationListQuerySchema,
  QuotationListResponseSchema,
  QuotationParamsSchema,
  QuotationQuerySchema,
  QuotationResponseSchema,
  RespondQuotationBodySchema,
  RespondQuotationResponseSchema,
  WriteQuotationBodySchema,
} from "@contracts/quotations";
import type { Lang } from "@contracts/settings";
import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import {
  adminQuotation,
  issueQuotation,
  listAdminQuotations,
  listMyQuotations,
  ownQuotation,
  respondToQuotation,
  reviseQuotation,
  withdrawQuotation,
} from "./quotations";
import { quotationMail, quotationPagePath } from "./quotation-mail";
import { assertPaymentMethodOpen } from "../../platform/http/local-payment-access";
import { mailLinkOrigin } from "../../platform/http/mail-links";

const notFoundResponse = errorResponse("404 QUOTATION_NOT_FOUND: no such quotation of this member");
const writeBody = {
  content: { "application/json": { schema: WriteQuotationBodySchema } },
  required: true,
} as const;

type Quotation = Awaited<ReturnType<typeof issueQuotation>>;

/** The member learns of an issued quotation by mail, with the way to its page; it stands should the mail fail. */
async function mailIssued(c: Context, { shop, mail }: AppContext, to: string, quotation: Quotation, lang: Lang) {
  try {
    await mail.send(
      quotationMail(lang, {
        to,
        title: quotation.title,
        number: quotation.quotation_number,
        validUntil: quotation.valid_until,
        link: `${mailLinkOrigin(c, shop.auth)}${quotationPagePath(quotation.id)}`,
      }),
    );
  } catch (error) {
    shop.logger.warn("quotation mail not sent", { quotation: quotation.id, error });
  }
}

/**
 * Quotations: members read theirs and answer the current revision (accepting books it as a reservation to pay
 * through the shop's payment flow); operators issue, revise and withdraw them (an issued one is mailed to the
 * member). Another member's quotation is 404.
 */
export function registerQuotationRoutes(app: ApiApp, appContext: AppContext) {
  const { shop: ctx, doors } = appContext;
  const shapes = routeShapes(app, doors);

  shapes.pagedList("member", {
    path: "/api/v1/quotations",
    tags: ["quotations"],
    summary: "The member's quotations, newest first",
    query: QuotationListQuerySchema,
    response: QuotationListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query, memberId) => listMyQuotations(ctx, memberId, query),
  });

  shapes.ownedDetail({
    path: "/api/v1/quotations/{id}",
    tags: ["quotations"],
    summary: "One of the member's quotations",
    params: QuotationParamsSchema,
    query: QuotationQuerySchema,
    response: QuotationResponseSchema,
    answer: "The quotation; display_status says whether it has expired",
    notFound: notFoundResponse,
    read: (memberId, id, lang) => ownQuotation(ctx, memberId, id, lang),
  });

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/quotations/{id}/respond",
      tags: ["quotations"],
      summary: "Accept, decline or ask for changes to the current revision",
      description:
        "Accepting books the quoted lines as a reservation (pending or waiting by payment method) in one " +
        "transaction, then `reservation_id` leads to payment. A repeated accept with the same `request_id` answers " +
        "the same quotation.",
      request: {
        params: QuotationParamsSchema,
        query: QuotationQuerySchema,
        body: { content: { "application/json": { schema: RespondQuotationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(RespondQuotationResponseSchema, "The quotation after the answer"),
        404: notFoundResponse,
        409: errorResponse(
          "409 QUOTATION_EXPIRED, QUOTATION_ALREADY_ANSWERED, QUOTATION_REVISED, QUOTATION_WITHDRAWN, or SOLD_OUT / " +
            "OPTION_NOT_BOOKABLE (field items; the quotation stays answerable), or PAYMENT_METHOD_UNAVAILABLE (field " +
            "payment_method: it pays on the local test page and this caller may not use it)",
        ),
      },
    }),
    async (c) => {
      const answer = c.req.valid("json");
      // an order this caller could never pay is not made (ADR 0018, PAYMENTS_LOCAL)
      if (answer.action === "accept") assertPaymentMethodOpen(c, ctx, answer.payment_method ?? "card");
      const quotation = await respondToQuotation(
        ctx,
        c.get("principal").accountId,
        c.req.valid("param").id,
        answer,
        c.req.valid("query").lang,
      );
      return c.json(ok(quotation), 200);
    },
  );

  // The shop's console: every console role reads quotations; a clerk (or operator) issues, revises and withdraws
  // them (a quotation is an offer, not money moved: ADR 0034). Each change and its audit entry land together.
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/quotations",
      tags: ["admin"],
      summary: "Every member's quotations in one status (default all), newest first, with their member",
      request: { query: AdminQuotationListQuerySchema },
      responses: { 200: jsonContent(AdminQuotationListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { data, meta } = await listAdminQuotations(ctx, c.req.valid("query"));
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/quotations/{id}",
      tags: ["admin"],
      summary: "One quotation with its member (its newest revision; earlier ones are in its audit trail)",
      request: { params: QuotationParamsSchema, query: QuotationQuerySchema },
      responses: {
        200: jsonContent(AdminQuotationResponseSchema, "The quotation"),
        404: errorResponse("404 QUOTATION_NOT_FOUND"),
      },
    }),
    async (c) => {
      const quotation = await adminQuotation(ctx, c.req.valid("param").id, c.req.valid("query").lang);
      return c.json(ok(quotation), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/quotations",
      tags: ["admin"],
      summary: "Issue a quotation to a member (by e-mail)",
      description:
        "Total = the quoted lines plus the luggage fee in the quotation's currency (today's rates). The member is " +
        "mailed (in `lang`) a link to the quotation's page, `/quotation/{id}`, on the server's public origin.",
      request: { query: QuotationQuerySchema, body: writeBody },
      responses: {
        201: jsonContent(AdminQuotationResponseSchema, "Issued (status sent, revision 1)"),
        404: errorResponse("404 QUOTATION_MEMBER_NOT_FOUND (field member_email)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const lang = c.req.valid("query").lang;
      const quotation = await issueQuotation(ctx, c.get("principal"), input, lang);
      await mailIssued(c, appContext, input.member_email, quotation, lang);
      return c.json(ok(await adminQuotation(ctx, quotation.id, lang)), 201);
    },
  );

  const answeredResponse = errorResponse("409 QUOTATION_ALREADY_ANSWERED (accepted) or QUOTATION_WITHDRAWN");

  app.openapi(
    doors.signedIn("clerk", {
      method: "put",
      path: "/api/v1/admin/quotations/{id}",
      tags: ["admin"],
      summary: "Revise a quotation: sent again with revision + 1 (the replaced version is kept in the audit trail)",
      request: { params: QuotationParamsSchema, query: QuotationQuerySchema, body: writeBody },
      responses: {
        200: jsonContent(AdminQuotationResponseSchema, "The new revision"),
        404: errorResponse("404 QUOTATION_NOT_FOUND or QUOTATION_MEMBER_NOT_FOUND"),
        409: answeredResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const lang = c.req.valid("query").lang;
      await reviseQuotation(ctx, c.get("principal"), id, c.req.valid("json"), lang);
      return c.json(ok(await adminQuotation(ctx, id, lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/quotations/{id}/withdraw",
      tags: ["admin"],
      summary: "Withdraw a quotation",
      request: { params: QuotationParamsSchema, query: QuotationQuerySchema },
      responses: {
        200: jsonContent(AdminQuotationResponseSchema, "Withdrawn"),
        404: errorResponse("404 QUOTATION_NOT_FOUND"),
        409: answeredResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const lang = c.req.valid("query").lang;
      await withdrawQuotation(ctx, c.get("principal"), id, lang);
      return c.json(ok(await adminQuotation(ctx, id, lang)), 200);
    },
  );
}
