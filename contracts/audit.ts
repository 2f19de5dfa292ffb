import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { ADMIN_ROLES } from "./auth-area";
import { text } from "./fields";

// The operators' audit trail (ADR 0034): every change an operator makes in the shop's console, with who and when,
// shown on the record it changed. The server writes it in the same transaction as the change.

/** The records the console changes; an entry names one of them and its id. */
export const AUDIT_SUBJECTS = [
  "reservation",
  "product",
  "product_option",
  "inquiry",
  "social_review",
  "review",
  "quotation",
  "post",
  "promotion",
  "member",
] as const;
export const AuditSubjectSchema = z.enum(AUDIT_SUBJECTS);
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

export const ADMIN_AUDIT_PATH = "/api/v1/admin/audit";

export const AuditQuerySchema = z.object({
  subject: AuditSubjectSchema,
  /** The record's id as its own routes name it (a number, or a code such as a promotion's). */
  subject_id: text().trim().min(1).max(64),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    /** Who made the change; null once their account is gone (the name made then is kept). */
    actor: z.object({ id: z.number().int().nullable(), name: z.string(), role: z.enum(ADMIN_ROLES).nullable() }),
    subject: AuditSubjectSchema,
    subject_id: z.string(),
    /** What was done, in the server's words (`deposit_recorded`, `cancel_refused`, `price_changed`...). */
    action: z.string(),
    /** What it changed: for an edit, the fields' old and new values; for a decision, its reason. */
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** Oldest first: the record's story as it happened. */
export const AuditListResponseSchema = envelopeSchema(z.array(AuditEntrySchema));
