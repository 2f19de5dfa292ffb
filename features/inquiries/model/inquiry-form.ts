import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "@contracts/boards";
import { type CreateInquiryBody, INQUIRY_CONTENT_MAX, INQUIRY_SUBJECT_MAX } from "@contracts/inquiries";
import { z } from "zod";
import type { Translate } from "@lib/i18n/feature-text";

/** The form as typed; files stay in memory only (they cannot be kept in a draft). */
export type InquiryValues = { type: string; subject: string; content: string; files: File[] };

export const EMPTY_INQUIRY: InquiryValues = { type: "", subject: "", content: "", files: [] };

/** The file picker's rules, the server's (contracts/boards.ts): checked as files arrive, for a fast message. */
export const ATTACHMENT_RULES = {
  accept: ATTACHMENT_TYPES.join(","),
  maxSizeBytes: MAX_ATTACHMENT_BYTES,
  maxFiles: MAX_ATTACHMENTS,
} as const;

/**
 * The spec's checks (point 5: "select inquiry type", "inquiry title and content required") in the page's
 * language, with the contract's limits; the server checks again and has the last word.
 */
export function inquirySchema(t: Translate) {
  return z.object({
    type: z.string().trim().min(1, t("messages.typeRequired")),
    subject: z
      .string()
      .trim()
      .min(1, t("messages.subjectRequired"))
      .max(INQUIRY_SUBJECT_MAX, t("messages.tooLong", { max: INQUIRY_SUBJECT_MAX })),
    content: z
      .string()
      .trim()
      .min(1, t("messages.contentRequired"))
      .max(INQUIRY_CONTENT_MAX, t("messages.tooLong", { max: INQUIRY_CONTENT_MAX })),
    files: z.array(z.instanceof(File)).max(MAX_ATTACHMENTS, t("messages.tooManyFiles", { max: MAX_ATTACHMENTS })),
  });
}

/** JSON without files; multipart with the same fields and one `files` part per file when there are some. */
export function toInquiryBody(values: InquiryValues): CreateInquiryBody | FormData {
  const fields: CreateInquiryBody = {
    type: values.type.trim(),
    subject: values.subject.trim(),
    content: values.content.trim(),
  };
  if (values.files.length === 0) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of values.files) form.append("files", file, file.name);
  return form;
}
