import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, text } from "./fields";
import { CurrencySchema } from "./money";
import { LangSchema } from "./settings";

/**
 * The operators' side of refunds paid by bank transfer (ADR 0030, "Returning bank deposits"): a refund of a bank
 * deposit (a visitor pass refunded, a shop order's cancellation approved) is owed until an operator sends the money
 * back to the account it came from and marks it returned here, once. A card service's refund is returned when it
 * is made, so it is never owed and cannot be marked.
 */

export const ADMIN_REFUNDS_PATH = "/api/v1/admin/refunds";
export const adminRefundReturnedPath = (id: number) => `${ADMIN_REFUNDS_PATH}/${id}/returned`;

export const REFUND_NOTE_MAX = 500;

export const REFUND_MESSAGES = {
  notFound: "This refund was not found.",
  alreadyReturned: "This refund has already been marked returned.",
  notOwed: "This refund was returned by the card service when it was made: there is nothing to send.",
  noteTooLong: `Write a note of at most ${REFUND_NOTE_MAX} characters.`,
  stateInvalid: "Choose owed, returned or all.",
} as const;

/** Which refunds a list holds: still to be sent back, sent back, or both. */
export const RefundStateSchema = z.enum(["owed", "returned", "all"], { error: REFUND_MESSAGES.stateInvalid });
export type RefundState = z.infer<typeof RefundStateSchema>;
export const REFUND_STATES = RefundStateSchema.options;

/** What was refunded, read from the refund's key: one visitor pass (`pass:<id>`) or a whole order (`reservation:<id>`). */
export const RefundSubjectSchema = z.object({
  kind: z.enum(["pass", "reservation"]),
  id: z.number().int(),
});
export type RefundSubject = z.infer<typeof RefundSubjectSchema>;

/** One refund of a bank deposit as operators see it. */
export const AdminRefundSchema = z
  .object({
    id: z.number().int(),
    /** `pass:<id>` or `reservation:<id>`: what was refunded. */
    key: z.string(),
    subject: RefundSubjectSchema,
    /** In major units of `currency`. */
    amount: z.number(),
    currency: CurrencySchema,
    reason: z.string(),
    created_at: z.string(),
    returned_at: z.string().nullable(),
    returned_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    note: z.string().nullable(),
    order: z.object({
      id: z.number().int(),
      number: z.string(),
      channel: z.enum(["shop", "summit", "pass"]),
    }),
    /** Who paid: the member's account, or a guest's name and e-mail (a summit booking without an account). */
    member: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }),
    /** Where the deposit came from, as the order recorded it: the money goes back there. */
    bank: z.string().nullable(),
    account_holder: z.string(),
  })
  .meta({ id: "AdminRefund" });
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** `GET /api/v1/admin/refunds?state=&page=&per_page=`: newest first; owed ones unless `state` says otherwise. */
export const AdminRefundListQuerySchema = z.object({
  state: RefundStateSchema.default("owed"),
  lang: LangSchema.default("en"),
  ...pageQuery(50, 20),
});
export type AdminRefundListQuery = z.input<typeof AdminRefundListQuerySchema>;
export const AdminRefundListResponseSchema = envelopeSchema(z.array(AdminRefundSchema), PageMetaSchema);
export type AdminRefundListResponse = z.infer<typeof AdminRefundListResponseSchema>;

export const AdminRefundParamsSchema = z.object({ id: idParam({ missing: REFUND_MESSAGES.notFound }) });
export const AdminRefundLangQuerySchema = z.object({ lang: LangSchema.default("en") });

/** `POST /api/v1/admin/refunds/{id}/returned`: the money was sent back; an optional note (the transfer's reference). */
export const MarkRefundReturnedBodySchema = z.object({
  note: text().trim().max(REFUND_NOTE_MAX, REFUND_MESSAGES.noteTooLong).default(""),
});
export type MarkRefundReturnedBody = z.input<typeof MarkRefundReturnedBodySchema>;
export const AdminRefundResponseSchema = envelopeSchema(AdminRefundSchema);
export type AdminRefundResponse = z.infer<typeof AdminRefundResponseSchema>;
