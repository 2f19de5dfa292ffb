import { envelopeSchema, PageMetaSchema } from "@contracts/envelope";
import {
  AdminInquiryListQuerySchema,
  CreateInquiryBodySchema,
  InquiryListQuerySchema,
  InquiryListResponseSchema,
  InquiryParamsSchema,
  InquiryResponseSchema,
  InquirySchema,
  ReplyInquiryBodySchema,
} from "@contracts/inquiries";
import { LangSchema } from "@contracts/settings";
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
import { createInquiry, listAllInquiries, listOwnInquiries, ownInquiry, replyInquiry } from "./inquiries";
import type { AppContext } from "../../platform/context";

const notFoundResponse = errorResponse("404 NOT_FOUND: no such inquiry of this member");

const InquiryFormSchema = z.preprocess(
  (form) => mergeListField(form, "files"),
  CreateInquiryBodySchema.extend({ files: filesField(ATTACHMENT_MESSAGES.type) }),
);

/** What operators see beyond the member's view: who asked (the contract's inquiry has no asker). */
const AdminInquirySchema = InquirySchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
}).meta({ id: "AdminInquiry" });
const AdminInquiryListResponseSchema = envelopeSchema(z.array(AdminInquirySchema), PageMetaSchema);
const AdminInquiryResponseSchema = envelopeSchema(AdminInquirySchema);

const LangQuerySchema = z.object({ lang: LangSchema.default("en") });

/** Contact us: members ask (with files) and read only their own; operators list all and reply once. */
export function registerInquiryRoutes(app: ApiApp, { db, now, requireAuth, doors }: AppContext) {
  const memberUpload = uploadDoor(requireAuth, "member", {
    maxBytes: ATTACHMENTS_BODY_LIMIT,
    tooLarge: attachmentsTooLarge,
  });
  const shapes = routeShapes(app, doors);

  app.openapi(
    memberUpload({
      method: "post",
      path: "/api/v1/inquiries",
      tags: ["inquiries"],
      summary: "Ask a question (contact us)",
      description:
        "JSON, or multipart/form-data with the same fields plus up to 5 `files` (PDF, PNG, JPEG or WebP up to 10 MB " +
        "each, checked by content). `type` must be an `inquiry_type` common code. The inquiry and its files are " +
        "stored together or not at all.",
      request: {
        query: LangQuerySchema,
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
      const memberId = c.get("principal").accountId;
      const id = await createInquiry(db, memberId, fields, files, now());
      return c.json(ok(await ownInquiry(db, memberId, id, c.req.valid("query").lang)), 201);
    },
  );

  shapes.pagedList("member", {
    path: "/api/v1/inquiries",
    tags: ["inquiries"],
    summary: "The member's own inquiries, newest first",
    query: InquiryListQuerySchema,
    response: InquiryListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query, memberId) => listOwnInquiries(db, memberId, query),
  });

  shapes.ownedDetail({
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

  shapes.pagedList("admin", {
    path: "/api/v1/admin/inquiries",
    tags: ["admin", "inquiries"],
    summary: "Every member's inquiries, newest first (operators)",
    query: AdminInquiryListQuerySchema,
    response: AdminInquiryListResponseSchema,
    answer: "One page with who asked; meta has the paging",
    list: (query) => listAllInquiries(db, query),
  });

  shapes.action("admin", {
    method: "post",
    path: "/api/v1/admin/inquiries/{id}/reply",
    tags: ["admin", "inquiries"],
    summary: "Answer an inquiry, once (operators)",
    description: "Sets status replied. A second reply, also one sent at the same moment, is 409 ALREADY_REPLIED.",
    params: InquiryParamsSchema,
    query: LangQuerySchema,
    body: { schema: ReplyInquiryBodySchema, required: true },
    status: 200,
    response: AdminInquiryResponseSchema,
    answer: "Replied",
    errors: { 404: errorResponse("404 NOT_FOUND: no such inquiry"), 409: errorResponse("409 ALREADY_REPLIED") },
    act: ({ accountId, id, body, lang }) => replyInquiry(db, id, body.reply, accountId, now(), lang),
  });
}
