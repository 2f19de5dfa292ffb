import {
  ADMIN_PARTNERSHIPS_PATH,
  PARTNERSHIPS_PATH,
  PartnershipApplyBodySchema,
  PartnershipDecisionBodySchema,
  PartnershipLangQuerySchema,
  PartnershipListQuerySchema,
  PartnershipListResponseSchema,
  PartnershipParamsSchema,
  PartnershipReceiptResponseSchema,
  PartnershipResponseSchema,
} from "@contracts/partnerships";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import { addressOf } from "../auth/route-parts";
import { applicationAllowance } from "./limits";
import { applyForPartnership, decideApplication, getApplication, listApplications } from "./partnerships";

const notFound = errorResponse("404 NOT_FOUND: no such application");

/**
 * The visitor pass's partnership applications (ADR 0030): venues apply without an account (nothing of any
 * application is ever answered to the public); operators list, read and decide them.
 */
export function registerPartnershipRoutes(app: ApiApp, ctx: AppContext) {
  const { db, now, doors, mail, logger, clientAddress } = ctx;
  const shapes = routeShapes(app, doors);

  app.openapi(
    doors.open({
      method: "post",
      path: PARTNERSHIPS_PATH,
      tags: ["partnerships"],
      summary: "A venue applies to become a partner of the visitor pass (no account)",
      description:
        "Stored as submitted with a reference number (`P261130-7K3QXM`), which the answer and an acknowledgement " +
        "mail (in `lang`) carry. At most 5 applications an hour from one address and 5 a day for one e-mail.",
      request: {
        query: PartnershipLangQuerySchema,
        body: { content: { "application/json": { schema: PartnershipApplyBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(PartnershipReceiptResponseSchema, "Received; status submitted"),
        429: errorResponse("429 PARTNERSHIP_APPLICATIONS_LIMITED: too many applications (see Retry-After)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const { lang } = c.req.valid("query");
      const time = now();
      const counted = await applicationAllowance(db, addressOf(clientAddress, c), input.email, time);
      const receipt = await applyForPartnership({ db, mail, logger }, input, lang, time);
      await counted();
      return c.json(ok(receipt), 201);
    },
  );

  shapes.pagedList("admin", {
    path: ADMIN_PARTNERSHIPS_PATH,
    tags: ["admin", "partnerships"],
    summary: "The venues' partnership applications, newest first, of one status or all (operators)",
    query: PartnershipListQuerySchema,
    response: PartnershipListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query) => listApplications(db, query),
  });

  shapes.action("admin", {
    method: "get",
    path: `${ADMIN_PARTNERSHIPS_PATH}/{id}`,
    tags: ["admin", "partnerships"],
    summary: "One partnership application (operators)",
    params: PartnershipParamsSchema,
    query: PartnershipLangQuerySchema,
    status: 200,
    response: PartnershipResponseSchema,
    answer: "The application",
    errors: { 404: notFound },
    act: ({ id }) => getApplication(db, id),
  });

  shapes.action("admin", {
    method: "post",
    path: `${ADMIN_PARTNERSHIPS_PATH}/{id}/decision`,
    tags: ["admin", "partnerships"],
    summary: "Approve or decline a partnership application, once, with a note the venue is mailed (operators)",
    description:
      "A decided application cannot be decided again: 409 ALREADY_DECIDED, also for the second of two operators " +
      "deciding at the same moment. Approval adds no venue: operators add it to the pass's venues themselves.",
    params: PartnershipParamsSchema,
    query: PartnershipLangQuerySchema,
    body: { schema: PartnershipDecisionBodySchema, required: true },
    status: 200,
    response: PartnershipResponseSchema,
    answer: "Decided",
    errors: { 404: notFound, 409: errorResponse("409 ALREADY_DECIDED") },
    act: ({ accountId, id, body }) => decideApplication({ db, mail, logger }, id, body, accountId, now()),
  });
}
