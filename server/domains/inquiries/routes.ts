import {
  AdminInquiryListQuerySchema,
  AdminInquiryListResponseSchema,
  AdminInquiryResponseSchema,
  CreateInquiryBodySchema,
  InquiryListQuerySchema,
  InquiryListResponseSchema,
  InquiryParamsSchema,
  InquiryResponseSchema,
  InquirySiteQuerySchema,
  ReplyInquiryBodySchema,
} from "@contracts/inquiries";
import { LangSchema } from "@contracts/settings";
import { SITE_MAP } from "@contracts/site-map";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { contentType, isFormType } from "../../platform/http/multipart";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import { filesField, mergeListField, type UploadedFile } from "../../platform/http/uploads";
import { validationErrorBody } from "../../platform/http/validation";
import {
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_BODY_LIMIT,
  attachmentsTooLarge,
  checkAttachments,
} from "../boards/attachments";
import { uploadDoor } from "../../platform/http/upload-door";
import {
  adminInquiry,
  createInquiry,
  inquirySite,
  listAllInquiries,
  listOwnInquiries,
  ownInquiry,
  replyInquiry,
} from "./inquiries";
import { asActor, recordAudit } from "../audit/audit";
import { isOperator, requireShopScope } from "../../platform/http/auth-middleware";
import { unauthorized } from "../auth/errors";
import type { AppContext } from "../../platform/context";

const notFoundResponse = errorResponse("404 NOT_FOUND: no such inquiry of this member");
const scopeForbidden = errorResponse(
  "403 FORBIDDEN: another role than the door's, or a console clerk or viewer asking another site than the shop",
);

const InquiryFormSchema = z.preprocess(
  (form) => mergeListField(form, "files"),
  CreateInquiryBodySchema.extend({ files: filesField(ATTACHMENT_MESSAGES.type) }),
);

const LangQuerySchema = z.object({ lang: LangSchema.default("en") });
const AskQuerySchema = InquirySiteQuerySchema.extend(LangQuerySchema.shape);
const OwnListQuerySchema = InquiryListQuerySchema.extend(InquirySiteQuerySchema.shape);

/**
 * Who asks on each site: the accounts of the site's sign-in area (the shop's members, the education programme's
 * travellers). Each account lives in one area, so a member's own list and detail need no such check.
 */
const ASKERS = ["member", "travel"] as const;

/**
 * Contact us and the microsites' questions: members ask on a site (with files) and read only their own; operators
 * list all, read one and reply once.
 */
export function registerInquiryRoutes(app: ApiApp, { db, now, requireAuth, doors }: AppContext) {
  const memberUpload = uploadDoor(requireAuth, ASKERS, {
    maxBytes: ATTACHMENTS_BODY_LIMIT,
    tooLarge: attachmentsTooLarge,
  });
  const shapes = routeShapes(app, doors);

  app.openapi(
    memberUpload({
      method: "post",
      path: "/api/v1/inquiries",
      tags: ["inquiries"],
      summary: "Ask a question on a site (contact us; the programme's Q&A)",
      description:
        "JSON, or multipart/form-data with the same fields plus up to 5 `files` (PDF, PNG, JPEG or WebP up to 10 MB " +
        "each, checked by content). `site` (the shop by default) takes the token of its sign-in area: the shop and " +
        "seoulitepass a member's, seouledutravel a traveller's. `type` must be one of the site's types " +
        "(INQUIRY_SITE_TYPES) and an `inquiry_type` common code. The inquiry and its files are stored together or " +
        "not at all. A question on seouledutravel is shown on its public Q&A board, the asker's name masked and the " +
        "files left out; the shop's and seoulitepass's are seen by the asker and the operators only.",
      request: {
        query: AskQuerySchema,
        body: {
          content: {
            "application/json": { schema: CreateInquiryBodySchema },
            "multipart/form-data": { schema: InquiryFormSchema },
          },
          required: false,
        },
      },
      responses: {
        201: jsonContent(InquiryResponseSchema, "Sent; status open"),
      },
    }),
    async (c) => {
      const { site, lang } = c.req.valid("query");
      const { accountId, area } = c.get("principal");
      if (SITE_MAP[site].area !== area) throw unauthorized();
      const bodyType = contentType(c);
      let fields: z.output<typeof CreateInquiryBodySchema>;
      let files: UploadedFile[] = [];
      if (isFormType(bodyType)) {
        // The validator ran the form schema; the declared type is the union of both bodies.
        const { files: uploads, ...rest } = c.req.valid("form") as z.output<typeof InquiryFormSchema>;
        fields = rest;
        files = await checkAttachments(uploads);
      } else if (bodyType.includes("json")) {
        fields = c.req.valid("json");
      } else {
        const parsed = CreateInquiryBodySchema.safeParse({});
        if (parsed.success) throw new Error("inquiry schema accepts an empty body");
        return c.json(validationErrorBody(parsed.error, "json"), 400);
      }
      const id = await createInquiry(db, accountId, site, fields, files, now());
      return c.json(ok(await ownInquiry(db, accountId, id, lang)), 201);
    },
  );

  shapes.pagedList(ASKERS, {
    path: "/api/v1/inquiries",
    tags: ["inquiries"],
    summary: "The member's own inquiries on a site (the shop by default), newest first",
    query: OwnListQuerySchema,
    response: InquiryListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query, memberId) => listOwnInquiries(db, memberId, query),
  });

  shapes.ownedDetail({
    who: ASKERS,
    path: "/api/v1/inquiries/{id}",
    tags: ["inquiries"],
    summary: "One of the member's inquiries, with the reply once there is one",
    description: "Another member's inquiry answers 404, as one that does not exist.",
    params: InquiryParamsSchema,
    query: LangQuerySchema,
    response: InquiryResponseSchema,
    answer: "The inquiry",
    notFound: notFoundResponse,
    read: (memberId, id, lang) => ownInquiry(db, memberId, id, lang),
  });

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/inquiries",
      tags: ["admin", "inquiries"],
      summary:
        "Every member's inquiries, newest first, of one site or all (operators; the console's staff: the shop's)",
      description:
        "The shop console's clerks and viewers read the shop's questions only: without `site` they get the shop's, " +
        "another site is 403.",
      request: { query: AdminInquiryListQuerySchema },
      responses: {
        200: jsonContent(AdminInquiryListResponseSchema, "One page with who asked; meta has the paging"),
        403: scopeForbidden,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const principal = c.get("principal");
      const site = query.site ?? (isOperator(principal) ? undefined : "shop");
      if (site !== undefined) requireShopScope(principal, site);
      const { rows, meta } = await listAllInquiries(db, { ...query, site });
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/inquiries/{id}",
      tags: ["admin", "inquiries"],
      summary: "One inquiry with who asked (operators: any site; the console's staff: the shop's)",
      request: { params: InquiryParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(AdminInquiryResponseSchema, "The inquiry"),
        403: scopeForbidden,
        404: errorResponse("404 NOT_FOUND: no such inquiry"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      requireShopScope(c.get("principal"), await inquirySite(db, id));
      return c.json(ok(await adminInquiry(db, id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/inquiries/{id}/reply",
      tags: ["admin", "inquiries"],
      summary: "Answer an inquiry, once (operators; the console's clerks: the shop's)",
      description:
        "Sets status replied and writes the audit trail (subject inquiry, action answered). A second reply, also " +
        "one sent at the same moment, is 409 ALREADY_REPLIED. A viewer is refused (403).",
      request: {
        params: InquiryParamsSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: ReplyInquiryBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminInquiryResponseSchema, "Replied"),
        403: scopeForbidden,
        404: errorResponse("404 NOT_FOUND: no such inquiry"),
        409: errorResponse("409 ALREADY_REPLIED"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reply } = c.req.valid("json");
      const actor = c.get("principal");
      await asActor(db, actor, async (tx) => {
        requireShopScope(actor, await inquirySite(tx, id));
        await replyInquiry(tx, id, reply, actor.accountId, now());
        await recordAudit(tx, actor, {
          subject: "inquiry",
          subjectId: id,
          action: "answered",
          detail: { reply: { from: null, to: reply } },
        });
      });
      return c.json(ok(await adminInquiry(db, id, c.req.valid("query").lang)), 200);
    },
  );
}
