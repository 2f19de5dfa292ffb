import { z } from "zod";
import { AttachmentSchema } from "./boards";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, REQUIRED_MESSAGE, text, whenMissing } from "./fields";

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

/** Operators: `GET /api/v1/admin/inquiries?status=&page=`, `POST /api/v1/admin/inquiries/{id}/reply`. */
export const AdminInquiryListQuerySchema = InquiryListQuerySchema.extend({
  status: z.union([InquiryStatusSchema, z.literal("all")]).default("all"),
});
export const ReplyInquiryBodySchema = z.object({
  reply: text({ error: whenMissing(REQUIRED_MESSAGE) })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(INQUIRY_CONTENT_MAX),
});
