import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, idParam, requiredString, text } from "./fields";
import { CurrencySchema } from "./money";
import {
  PASS_MESSAGES,
  PASS_TOKEN_PATTERN,
  PassScanResultSchema,
  PassStateSchema,
  PassTypeSchema,
  VenueBenefitSchema,
} from "./pass-rules";
import { checkPaymentChoice, DEPARTURE_TIME_PATTERN, PaymentChoiceSchema, ReservationSchema } from "./reservations";
import { LangSchema } from "./settings";

/**
 * The visitor pass's API (`/seoulitepass`, issue 24; ADR 0030). The rules a pass follows are `pass-rules.ts`; this
 * file is what travels: the pass products on sale, the partner venues, a purchase (the shop's reservation of the
 * `pass` channel, one pass per traveller), a holder's passes and card, and a venue's scan.
 */

export const PASSES_PATH = "/api/v1/passes";

/** The most passes one order issues (a family or a small group; a larger group asks the operators). */
export const PASS_MAX_HOLDERS = 10;

export const PASS_API_MESSAGES = {
  optionRequired: "Choose a pass type.",
  optionNotFound: "This pass type is not on sale.",
  holdersRequired: "Enter the name of each traveller who gets a pass.",
  holderRequired: "Enter the pass holder's name as it appears on their passport or ID.",
  tooManyHolders: `One order issues at most ${PASS_MAX_HOLDERS} passes.`,
  passNotFound: "This pass does not exist.",
  venueNotFound: "This venue does not exist.",
  holderLocked: "The holder's name cannot be changed once the pass has been used.",
  venueRequired: "Choose the venue you are scanning for.",
  notPartnerStaff: "This account cannot scan passes.",
  qrPassNotAccepted: "A pass cannot be paid for with a pass: choose card, bank transfer, Toss or PayPal.",
  refundActivated: PASS_MESSAGES.refundActivated,
  refundWindowClosed: PASS_MESSAGES.refundWindowClosed,
  alreadyRefunded: PASS_MESSAGES.alreadyRefunded,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Partner venues

export const VENUE_CATEGORIES = [
  "palace",
  "museum",
  "gallery",
  "tour",
  "experience",
  "show",
  "shopping",
  "transport",
] as const;
export const VenueCategorySchema = z.enum(VENUE_CATEGORIES);
export type VenueCategory = z.infer<typeof VenueCategorySchema>;

/** Seoul's districts (gu) where partner venues are, by their romanised names (the venue's words carry both languages). */
export const VENUE_DISTRICTS = [
  "jongno",
  "jung",
  "yongsan",
  "mapo",
  "seodaemun",
  "gangnam",
  "songpa",
  "yeongdeungpo",
  "gangseo",
] as const;
export const VenueDistrictSchema = z.enum(VENUE_DISTRICTS);
export type VenueDistrict = z.infer<typeof VenueDistrictSchema>;

export const VenueSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category: VenueCategorySchema,
    district: VenueDistrictSchema,
    /** What the pass gives here. */
    benefit: VenueBenefitSchema,
    /** Book a time before coming (a timed entry, a tour with limited places). */
    reservation_required: z.boolean(),
    /** The venue lets a pass in more than once (a transit counter, an airport desk); otherwise once per pass. */
    repeat_visits: z.boolean(),
    /** Opening hours in the venue's words, e.g. "09:00–18:00, closed Tuesdays". */
    opening_hours: z.string(),
    thumbnail: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: "PassVenueSummary" });
export type VenueSummary = z.infer<typeof VenueSummarySchema>;

export const VenueSchema = VenueSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  /** How to get there (subway exit, bus). */
  directions: z.string(),
  phone: z.string(),
  images: z.array(z.string()),
}).meta({ id: "PassVenue" });
export type Venue = z.infer<typeof VenueSchema>;

export const VenuesQuerySchema = z.object({
  category: VenueCategorySchema.optional(),
  district: VenueDistrictSchema.optional(),
  lang: LangSchema.optional(),
});
export type VenuesQuery = z.input<typeof VenuesQuerySchema>;
export const VenueParamsSchema = z.object({ id: idParam({ missing: PASS_API_MESSAGES.venueNotFound }) });
export const VenueListResponseSchema = envelopeSchema(z.array(VenueSummarySchema));
export const VenueResponseSchema = envelopeSchema(VenueSchema);

// ---------------------------------------------------------------------------------------------------------------
// Pass products and their types

/** One pass type on sale: a product option of the `pass` channel, priced per person. */
export const PassOptionSchema = z
  .object({
    /** The option id: what a purchase names. */
    id: z.number().int(),
    name: z.string(),
    type: PassTypeSchema,
    price: z.number(),
    currency: CurrencySchema,
    /** A dated option's first Korean day (a season's pass sold before it opens); null: valid from purchase. */
    valid_from: IsoDateSchema.nullable(),
    /** False when the operators have paused its sale. */
    on_sale: z.boolean(),
  })
  .meta({ id: "PassOption" });
export type PassOption = z.infer<typeof PassOptionSchema>;

export const PassProductSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    summary: z.string(),
    description: z.string(),
    image: z.string(),
    options: z.array(PassOptionSchema),
  })
  .meta({ id: "PassProduct" });
export type PassProduct = z.infer<typeof PassProductSchema>;
export const PassProductsQuerySchema = z.object({ lang: LangSchema.optional() });
export const PassProductListResponseSchema = envelopeSchema(z.array(PassProductSchema));

// ---------------------------------------------------------------------------------------------------------------
// Purchase: the shop's reservation of the pass channel

/** A holder's name as on the passport: blank or spaces only is no name. */
const HolderNameSchema = requiredString({ trim: true }).max(100);

/**
 * `POST /passes/reservations` (a signed-in member): one pass type, one holder name per traveller (each gets a pass
 * of their own), the buyer's contact and nationality, and the shop's payment choice and terms.
 */
export const CreatePassReservationBodySchema = z
  .object({
    request_id: z.uuid().optional(),
    option_id: idField({ missing: PASS_API_MESSAGES.optionRequired }),
    holders: z
      .array(HolderNameSchema, { error: PASS_API_MESSAGES.holdersRequired })
      .min(1, PASS_API_MESSAGES.holdersRequired)
      .max(PASS_MAX_HOLDERS, PASS_API_MESSAGES.tooManyHolders),
    currency: CurrencySchema,
    /** Digits only, as the shop's contact rule. */
    contact: requiredString().regex(/^\d{7,15}$/, "Enter the contact number with digits only, without hyphens."),
    /** A `nationality` common code. */
    nationality: requiredString().max(10),
    expected_total: z.number().min(0).optional(),
    lang: LangSchema.default("en"),
    ...PaymentChoiceSchema.shape,
  })
  .superRefine(checkPaymentChoice);
export type CreatePassReservationBody = z.input<typeof CreatePassReservationBodySchema>;

/** The shop's reservation of a pass order, with the pass type it buys and, once paid, its passes' ids. */
export const PassReservationSchema = ReservationSchema.extend({
  pass_name: z.string(),
  holders: z.array(z.string()),
  pass_ids: z.array(z.number().int()),
}).meta({ id: "PassReservation" });
export type PassReservation = z.infer<typeof PassReservationSchema>;
export const PassReservationResponseSchema = envelopeSchema(PassReservationSchema);

// ---------------------------------------------------------------------------------------------------------------
// A holder's passes and the card

export const PassExpiryReasonSchema = z.enum(["timeRanOut", "usedUp", "neverActivated"]);

export const PassSchema = z
  .object({
    id: z.number().int(),
    /** What the holder reads out to the operators: `SP-<id>` padded. */
    code: z.string(),
    holder: z.string(),
    /** The pass type's name at purchase (a copy: editing the option later changes no pass sold). */
    type_name: z.string(),
    type: PassTypeSchema,
    state: PassStateSchema,
    expiry_reason: PassExpiryReasonSchema.nullable(),
    reservation_number: z.string(),
    purchased_at: z.string(),
    activated_at: z.string().nullable(),
    /** An active pass's last valid moment (inclusive); null before activation. */
    valid_until: z.string().nullable(),
    /** Before activation: the last moment it may be activated (two years after purchase). */
    use_by: z.string(),
    valid_from: IsoDateSchema.nullable(),
    uses_left: z.number().int().nullable(),
    refunded_at: z.string().nullable(),
    /** Until when it may be refunded; null when it may not be (used, refunded, or past the window). */
    refundable_until: z.string().nullable(),
  })
  .meta({ id: "Pass" });
export type Pass = z.infer<typeof PassSchema>;

/** A scan of the pass as its holder sees it: where, when, what it answered. */
export const PassUsageSchema = z
  .object({
    at: z.string(),
    venue_id: z.number().int(),
    venue_name: z.string(),
    result: PassScanResultSchema,
    /** For a valid scan: what the holder got. */
    benefit: VenueBenefitSchema.nullable(),
  })
  .meta({ id: "PassUsage" });
export type PassUsage = z.infer<typeof PassUsageSchema>;

/**
 * What refunding the pass now gives back: its share of the order's payment (the order's last pass takes what is
 * left, so the shares add up to the payment), returned at once by the card service or PayPal, or by the operators to
 * the account a bank deposit came from.
 */
export const PassRefundOfferSchema = z
  .object({
    amount: z.number(),
    currency: CurrencySchema,
    /** The last moment the pass may be refunded. */
    until: z.string(),
    returned_by: z.enum(["provider", "operators"]),
  })
  .meta({ id: "PassRefundOffer" });
export type PassRefundOffer = z.infer<typeof PassRefundOfferSchema>;

/** The card: the pass, its QR token (its owner only), the server's clock for the countdown, and its history. */
export const PassCardSchema = PassSchema.extend({
  token: z.string(),
  /** The server's now: the card's countdown runs from it, not from the phone's clock. */
  server_now: z.string(),
  /** Milliseconds of validity left at `server_now`; null when the pass is not active. */
  remaining_ms: z.number().int().nullable(),
  usage: z.array(PassUsageSchema),
  /** What a refund would give back now; null when the pass may not be refunded. */
  refund: PassRefundOfferSchema.nullable(),
}).meta({ id: "PassCard" });
export type PassCard = z.infer<typeof PassCardSchema>;

export const PassParamsSchema = z.object({ id: idParam({ missing: PASS_API_MESSAGES.passNotFound }) });
export const PassListResponseSchema = envelopeSchema(z.array(PassSchema));
export const PassCardResponseSchema = envelopeSchema(PassCardSchema);
export const PassResponseSchema = envelopeSchema(PassSchema);

/** `POST /passes/{id}/refund`: the refunded pass and what went back (or is owed, for a bank deposit). */
export const PassRefundSchema = z
  .object({
    pass: PassSchema,
    amount: z.number(),
    currency: CurrencySchema,
    /** When the money went back; null while the operators still owe a bank deposit's return. */
    returned_at: z.string().nullable(),
  })
  .meta({ id: "PassRefund" });
export type PassRefund = z.infer<typeof PassRefundSchema>;
export const PassRefundResponseSchema = envelopeSchema(PassRefundSchema);

/** `PATCH /passes/{id}/holder`: correct the holder's name, until the pass is activated. */
export const PassHolderBodySchema = z.object({ holder: HolderNameSchema });
export type PassHolderBody = z.input<typeof PassHolderBodySchema>;

// ---------------------------------------------------------------------------------------------------------------
// The venue scanner

/** The scanner's venue(s): a partner's one venue, or every venue for an operator (who picks one). */
export const PassScannerSchema = z
  .object({
    role: z.enum(["partner", "operator"]),
    venues: z.array(VenueSummarySchema),
  })
  .meta({ id: "PassScanner" });
export type PassScanner = z.infer<typeof PassScannerSchema>;
export const PassScannerResponseSchema = envelopeSchema(PassScannerSchema);

/** The pass's token in what a scanner read; the card's QR carries the token alone. */
export const PassTokenParamsSchema = z.object({
  token: text().regex(PASS_TOKEN_PATTERN, "This is not a pass of ours."),
});

export const PassScanBodySchema = z.object({
  /** What the scanner read (the QR's token, or a typed code). */
  scanned: text().trim().min(1).max(500),
  /** Operators name the venue; a partner's account is tied to its venue and any venue named is ignored. */
  venue_id: idField().optional(),
  device: text().trim().min(1).max(64),
  /** The scan's one-time id: the same scan sent twice answers as the first time. */
  nonce: text().regex(/^[A-Za-z0-9_-]{8,64}$/, "A scan's id is 8 to 64 letters, digits, - or _."),
});
export type PassScanBody = z.input<typeof PassScanBodySchema>;

export const PassScanAnswerSchema = z
  .object({
    result: PassScanResultSchema,
    nonce: z.string(),
    /** The key of `pass.json`'s `messages` (and `PASS_MESSAGES`) the scanner shows. */
    message_key: z.string(),
    message: z.string(),
    venue_id: z.number().int(),
    /** The pass scanned, when the token is ours. */
    pass: z
      .object({
        code: z.string(),
        holder: z.string(),
        type_name: z.string(),
        state: PassStateSchema,
      })
      .nullable(),
    benefit: VenueBenefitSchema.nullable(),
    activates: z.boolean(),
    uses_left: z.number().int().nullable(),
    valid_until: z.string().nullable(),
    /** `already_used`: the first visit here. */
    first_used_at: z.string().nullable(),
    /** `not_yet_valid`: its first day. */
    valid_from: IsoDateSchema.nullable(),
    scanned_at: z.string(),
    /**
     * A valid scan that paid a traveller's place in a `qr_pass` order at this venue that day (ADR 0030): what to
     * collect at the counter (0 for free entry), and whether it was the order's last pass (the order is confirmed).
     * Absent from answers that paid nothing.
     */
    settles: z
      .object({
        reservation_number: z.string(),
        traveler: z.number().int(),
        amount: z.number(),
        currency: CurrencySchema,
        order_confirmed: z.boolean(),
      })
      .optional(),
  })
  .meta({ id: "PassScanAnswer" });
export type PassScanAnswer = z.infer<typeof PassScanAnswerSchema>;
export const PassScanResponseSchema = envelopeSchema(PassScanAnswerSchema);

// ---------------------------------------------------------------------------------------------------------------
// Paying a partner product with the pass (`qr_pass`, ADR 0030)

/** `GET /passes/paying`: what the member's passes can pay for a shop product on a departure day. */
export const PassPayingQuerySchema = z.object({
  product_id: idParam(),
  departure_date: IsoDateSchema.optional(),
  departure_time: z.string().regex(DEPARTURE_TIME_PATTERN).optional(),
  lang: LangSchema.optional(),
});
export type PassPayingQuery = z.input<typeof PassPayingQuerySchema>;

export const PassPayingSchema = z
  .object({
    /** The partner venue the product is visited at; null for a product no venue offers (no QR pass then). */
    venue: z.object({ id: z.number().int(), name: z.string(), benefit: VenueBenefitSchema }).nullable(),
    /**
     * The member's passes that can pay for it on that day (issued or active, not expired by then, not already paying
     * for another order at that venue that day): one is named per traveller.
     */
    passes: z.array(z.object({ id: z.number().int(), code: z.string(), holder: z.string(), type_name: z.string() })),
  })
  .meta({ id: "PassPaying" });
export type PassPaying = z.infer<typeof PassPayingSchema>;
export const PassPayingResponseSchema = envelopeSchema(PassPayingSchema);
