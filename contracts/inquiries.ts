import { z } from "zod";
import { AttachmentSchema } from "./boards";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, requiredText, text, whenMissing } from "./fields";

/**
 * Inquiries (contact us, spec points 3, 5 and 8): a member asks with a type, subject and content (and files); an
 * operator replies. A member sees only their own; another member's inquiry answers 404.
 */

export const INQUIRY_MESSAGES = {
  typeRequired: "Please select an inquiry type.",
  subjectRequired: "Please enter the inquiry title.",
  contentRequired: "Please enter the inquiry content.",
  typeUnknown: "Please select an inquiry type.",
  notFound: "This inquiry was not found.",
  alreadyReplied: "This inquiry has already been answered.",
} as const;

export const INQUIRY_SUBJECT_MAX = 200;
export const INQUIRY_CONTENT_MAX = 5000;

export const InquiryStatusSchema = z.enum(["open", "replied"]);
export type InquiryStatus = z.infer<typeof InquiryStatusSchema>;

export const InquirySchema = z
  .object({
    id: z.number().int(),
    /** The inquiry_type common code and its name in the asked language. */
    type: z.string(),
    type_name: z.string(),
    subject: z.string(),
    content: z.string(),
    status: InquiryStatusSchema,
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    attachments: z.array(AttachmentSchema),
    created_at: z.string(),
  })
  .meta({ id: "Inquiry" });
export type Inquiry = z.infer<typeof InquirySchema>;

/** `POST /api/v1/inquiries`: JSON, or multipart with these fields and up to 5 `files`. */
export const CreateInquiryBodySchema = z.object({
  type: text({ error: whenMissing(INQUIRY_MESSAGES.typeRequired) })
    .trim()
    .min(1, INQUIRY_MESSAGES.typeRequired),
  subject: text({ error: whenMissing(INQUIRY_MESSAGES.subjectRequired) })
    .trim()
    .min(1, INQUIRY_MESSAGES.subjectRequired)
    .max(INQUIRY_SUBJECT_MAX),
  content: text({ error: whenMissing(INQUIRY_MESSAGES.contentRequired) })
    .trim()
    .min(1, INQUIRY_MESSAGES.contentRequired)
    .max(INQUIRY_CONTENT_MAX),
});
export type CreateInquiryBody = z.infer<typeof CreateInquiryBodySchema>;

/** `GET /api/v1/inquiries?page=&per_page=&lang=` (own only), `GET /api/v1/inquiries/{id}?lang=`. */
export const InquiryListQuerySchema = z.object({
  lang: z.enum(["en", "ko"]).default("en"),
  ...pageQuery(50, 10),
});
export type InquiryListQuery = Partial<z.output<typeof InquiryListQuerySchema>>;
export const InquiryListResponseSchema = envelopeSchema(z.array(InquirySchema), PageMetaSchema);
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;
export const InquiryParamsSchema = z.object({ id: idParam() });
export const InquiryResponseSchema = envelopeSchema(InquirySchema);
export type InquiryResponse = z.infer<typeof InquiryResponseSchema>;

export const ReplyInquiryBodySchema = z.object({
  reply: requiredText().max(INQUIRY_CONTENT_MAX),
});

/**
 * The sites that take questions. The shop's and the visitor pass's are private (contact us: the asker and the
 * operators only; a pass question carries a holder's name, a pass code, an order); a site in `PUBLIC_QNA_SITES` also
 * shows its questions and answers to everyone as a Q&A board, the asker's name masked ("J***") and the files left out.
 */
export const INQUIRY_SITES = ["shop", "seouledutravel", "seoulitepass"] as const;
export const InquirySiteSchema = z.enum(INQUIRY_SITES);
export type InquirySite = z.infer<typeof InquirySiteSchema>;
export const PUBLIC_QNA_SITES = ["seouledutravel"] as const;
export const PublicQnaSiteSchema = z.enum(PUBLIC_QNA_SITES);
export type PublicQnaSite = z.infer<typeof PublicQnaSiteSchema>;

/** The `inquiry_type` codes each site offers (another code is 400 on `type`, "Please select an inquiry type."). */
export const INQUIRY_SITE_TYPES: Record<InquirySite, readonly string[]> = {
  shop: ["reservation", "payment", "cancellation", "product", "account", "other"],
  seouledutravel: ["programme", "application", "documents", "account", "other"],
  seoulitepass: ["pass", "purchase", "refund", "venue", "account", "other"],
};

/** `POST /api/v1/inquiries?site=` and `GET /api/v1/inquiries?site=`: which site's questions (the shop's by default). */
export const InquirySiteQuerySchema = z.object({ site: InquirySiteSchema.default("shop") });

/**
 * Operators: `GET /api/v1/admin/inquiries?site=&status=&page=` (every site's when `site` is left out),
 * `GET /api/v1/admin/inquiries/{id}`, `POST /api/v1/admin/inquiries/{id}/reply`.
 */
export const AdminInquiryListQuerySchema = InquiryListQuerySchema.extend({
  status: z.union([InquiryStatusSchema, z.literal("all")]).default("all"),
  site: InquirySiteSchema.optional(),
});

/** What operators see beyond the member's view: the site and who asked. */
export const AdminInquirySchema = InquirySchema.extend({
  site: InquirySiteSchema,
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
}).meta({ id: "AdminInquiry" });
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;
export const AdminInquiryListResponseSchema = envelopeSchema(z.array(AdminInquirySchema), PageMetaSchema);
export type AdminInquiryListResponse = z.infer<typeof AdminInquiryListResponseSchema>;
export const AdminInquiryResponseSchema = envelopeSchema(AdminInquirySchema);
export type AdminInquiryResponse = z.infer<typeof AdminInquiryResponseSchema>;

/** A question on a public Q&A board: no files, no e-mail, the asker as their first letter and stars. */
export const QnaQuestionSummarySchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    type_name: z.string(),
    subject: z.string(),
    /** `maskReviewerName` of the asker's name: "J***". */
    asker: z.string(),
    status: InquiryStatusSchema,
    created_at: z.string(),
    replied_at: z.string().nullable(),
  })
  .meta({ id: "QnaQuestionSummary" });
export type QnaQuestionSummary = z.infer<typeof QnaQuestionSummarySchema>;
export const QnaQuestionSchema = QnaQuestionSummarySchema.extend({
  content: z.string(),
  reply: z.string().nullable(),
}).meta({ id: "QnaQuestion" });
export type QnaQuestion = z.infer<typeof QnaQuestionSchema>;

/** `GET /api/v1/qna/{site}/questions?page=&per_page=&lang=&keyword=`: newest first; `keyword` searches the subject. */
export const QnaSiteParamsSchema = z.object({ site: PublicQnaSiteSchema });
export const QnaListQuerySchema = InquiryListQuerySchema.extend({ keyword: text().trim().max(100).default("") });
export type QnaListQuery = Partial<z.output<typeof QnaListQuerySchema>>;
export const QnaListResponseSchema = envelopeSchema(z.array(QnaQuestionSummarySchema), PageMetaSchema);
export type QnaListResponse = z.infer<typeof QnaListResponseSchema>;
/** `GET /api/v1/qna/{site}/questions/{id}?lang=`: a question of another site, or none, is 404. */
export const QnaParamsSchema = QnaSiteParamsSchema.extend({ id: idParam() });
export const QnaResponseSchema = envelopeSchema(QnaQuestionSchema);
export type QnaResponse = z.infer<typeof QnaResponseSchema>;
