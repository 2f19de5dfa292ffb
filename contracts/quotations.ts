import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { idField, idParam, intField, pageQuery, text, whenMissing } from "./fields";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { CurrencySchema, toMinor } from "./money";
import {
  checkPaymentChoice,
  DEPARTURE_TIME_PATTERN,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
  PaymentChoiceSchema,
  RESERVATION_MESSAGES,
  ReservationItemSchema,
  shopToday,
  TravelerDetailsSchema,
} from "./reservations";
import { LangSchema } from "./settings";

/**
 * Quotations: an operator prices a trip for one member (dated options at quoted prices, valid until a day); the
 * member accepts, declines or asks for changes. Accepting adds the travellers' details and a payment method and
 * turns the quotation into a reservation, in one transaction that takes the places like any booking; the member
 * then pays it through the shop's payment flow. An operator's revision bumps `revision`: an answer to an older
 * revision is refused, so nobody accepts a price they have not seen.
 */

export const QUOTATION_MESSAGES = {
  notFound: "This quotation was not found.",
  expired: "This quotation has expired. Please ask us for a new one.",
  alreadyAnswered: "This quotation has already been answered.",
  revised: "This quotation has been revised. Please review the new version.",
  withdrawn: "This quotation has been withdrawn.",
  commentRequired: "Please tell us what you would like changed.",
  memberNotFound: "No member uses this e-mail address.",
  totalTooLarge: "The quotation's total is too large.",
} as const;

/**
 * The most a quotation's items may come to, in minor units (cents, won): totals are kept as `integer`s, and this
 * leaves room for the luggage fee below PostgreSQL's ceiling.
 */
export const QUOTATION_MAX_SUBTOTAL_MINOR = 2_000_000_000;

export const QuotationStatusSchema = z.enum(["sent", "accepted", "declined", "changes_requested", "withdrawn"]);
export type QuotationStatus = z.infer<typeof QuotationStatusSchema>;
/** What the member sees: a sent quotation past its last day is `expired`. */
export const QuotationDisplayStatusSchema = z.enum([...QuotationStatusSchema.options, "expired"]);
export type QuotationDisplayStatus = z.infer<typeof QuotationDisplayStatusSchema>;

/** A sent quotation can be answered through its last day (Korean calendar), then it expires. */
export function quotationDisplayStatus(status: QuotationStatus, validUntil: string, now: Date): QuotationDisplayStatus {
  return status === "sent" && validUntil < shopToday(now) ? "expired" : status;
}

/** A quoted option, listed as a reservation lists its options (the price in the quotation's currency). */
export const QuotationItemSchema = ReservationItemSchema;

export const QuotationSchema = z
  .object({
    id: z.number().int(),
    quotation_number: z.string(),
    title: z.string(),
    message: z.string(),
    currency: CurrencySchema,
    departure_date: IsoDateSchema,
    departure_time: z.string(),
    travelers: z.number().int(),
    luggage: z.number().int(),
    items: z.array(QuotationItemSchema),
    subtotal: z.number(),
    luggage_fee: z.number(),
    total: z.number(),
    valid_until: IsoDateSchema,
    status: QuotationStatusSchema,
    display_status: QuotationDisplayStatusSchema,
    /** Only a sent, unexpired quotation can be answered. */
    can_respond: z.boolean(),
    revision: z.number().int(),
    member_comment: z.string(),
    responded_at: z.string().nullable(),
    /** Set once accepted: pay it or follow it on the reservation's page. */
    reservation_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Quotation" });
export type Quotation = z.infer<typeof QuotationSchema>;

/** `GET /api/v1/quotations?page=&per_page=&lang=` (own), `GET /api/v1/quotations/{id}?lang=` (another member's: 404). */
export const QuotationListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  ...pageQuery(50, 10),
});
export type QuotationListQuery = Partial<z.output<typeof QuotationListQuerySchema>>;
export const QuotationListResponseSchema = envelopeSchema(z.array(QuotationSchema), PageMetaSchema);
export type QuotationListResponse = z.infer<typeof QuotationListResponseSchema>;
export const QuotationParamsSchema = z.object({ id: idParam() });
export const QuotationQuerySchema = z.object({ lang: LangSchema.default("en") });
export const QuotationResponseSchema = envelopeSchema(QuotationSchema);
export type QuotationResponse = z.infer<typeof QuotationResponseSchema>;

/** `POST /api/v1/quotations/{id}/respond` (member). */
export const AcceptQuotationBodySchema = z
  .object({
    action: z.literal("accept"),
    revision: intField(1),
    /** As for reservations: a double submit makes one reservation. */
    request_id: z.uuid().optional(),
    ...TravelerDetailsSchema.shape,
    ...PaymentChoiceSchema.shape,
  })
  .superRefine(checkPaymentChoice);
export const DeclineQuotationBodySchema = z.object({
  action: z.literal("decline"),
  revision: intField(1),
  comment: text().trim().max(1000).default(""),
});
export const RequestChangesBodySchema = z.object({
  action: z.literal("request_changes"),
  revision: intField(1),
  comment: text({ error: whenMissing(QUOTATION_MESSAGES.commentRequired) })
    .trim()
    .min(1, QUOTATION_MESSAGES.commentRequired)
    .max(1000),
});
export const RespondQuotationBodySchema = z.discriminatedUnion("action", [
  AcceptQuotationBodySchema,
  DeclineQuotationBodySchema,
  RequestChangesBodySchema,
]);
export type RespondQuotationBody = z.input<typeof RespondQuotationBodySchema>;
export const RespondQuotationResponseSchema = envelopeSchema(QuotationSchema);

/** Operators: `GET /api/v1/admin/quotations?status=&page=`, `POST /api/v1/admin/quotations`, `PUT .../{id}` (revise), `POST .../{id}/withdraw`. */
export const WriteQuotationBodySchema = z
  .object({
    member_email: z.email(),
    title: text().trim().min(1).max(200),
    message: text().trim().max(2000).default(""),
    currency: CurrencySchema,
    departure_date: IsoDateSchema,
    /** A clock time; the quoted options must all depart then (checked on the server, 400 on `departure_time`). */
    departure_time: text().regex(DEPARTURE_TIME_PATTERN, RESERVATION_MESSAGES.departureTimeRequired),
    travelers: z.number().int().min(MIN_TRAVELERS).max(MAX_TRAVELERS),
    luggage: z.number().int().min(0).max(MAX_LUGGAGE).default(0),
    items: z
      .array(
        z.object({
          product_option_id: idField(),
          quantity: z.number().int().min(1).max(99),
          /** In the quotation's currency, major units. */
          unit_price: z.number().min(0),
        }),
      )
      .min(1),
    valid_until: IsoDateSchema,
  })
  .superRefine((body, ctx) => {
    let subtotal = 0;
    for (const [index, item] of body.items.entries()) {
      subtotal += toMinor(item.unit_price, body.currency) * item.quantity;
      if (subtotal > QUOTATION_MAX_SUBTOTAL_MINOR) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "unit_price"],
          message: QUOTATION_MESSAGES.totalTooLarge,
        });
        return;
      }
    }
  });
export type WriteQuotationBody = z.input<typeof WriteQuotationBodySchema>;
export const AdminQuotationListQuerySchema = QuotationListQuerySchema.extend({
  status: z.union([QuotationStatusSchema, z.literal("all")]).default("all"),
});

/** Operators (the shop's console): a quotation with the member it was issued to. */
export const AdminQuotationSchema = QuotationSchema.extend({
  member_email: z.string(),
  member_name: z.string(),
}).meta({ id: "AdminQuotation" });
export type AdminQuotation = z.infer<typeof AdminQuotationSchema>;
/** `GET /api/v1/admin/quotations?status=&page=` (every console role). */
export const AdminQuotationListResponseSchema = envelopeSchema(z.array(AdminQuotationSchema), PageMetaSchema);
export type AdminQuotationListResponse = z.infer<typeof AdminQuotationListResponseSchema>;
/** `GET /api/v1/admin/quotations/{id}`, and the answer of issue, revise and withdraw. */
export const AdminQuotationResponseSchema = envelopeSchema(AdminQuotationSchema);
export type AdminQuotationResponse = z.infer<typeof AdminQuotationResponseSchema>;
