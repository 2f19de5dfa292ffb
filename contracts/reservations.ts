import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idField, idParam, intField, isoDate, pageQuery, requiredString, text } from "./fields";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";
import { convertMoney, type Currency, CurrencySchema, type ExchangeRates, roundMoney } from "./money";
import { DEPARTURE_TIME_PATTERN, luggageFee, MAX_LUGGAGE, MAX_TRAVELERS, MIN_TRAVELERS } from "./reservation-rules";
import { addDays, SHOP_TIME_ZONE, shopToday } from "./shop-calendar";

export { addDays, SHOP_TIME_ZONE, shopToday };

/**
 * Reservations (spec points 3, 4, 5 and 9). The rules below are pure: the client uses them for a fast message,
 * the server enforces them again inside the transaction that writes.
 */

// The constants, travellers, departure and luggage rules: reservation-rules.ts (without the schema library, for the
// catalogue's first page), re-exported here.
export * from "./reservation-rules";

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export { type PaymentMethod, paysOnline } from "./payment-methods";

/** Banks a transfer may come from (the spec names banks only in texts; these are the common Korean ones). */
export const BankSchema = z.enum([
  "kb",
  "shinhan",
  "woori",
  "hana",
  "nh",
  "ibk",
  "kakaobank",
  "toss_bank",
  "sc",
  "citi",
]);
export type Bank = z.infer<typeof BankSchema>;

export const ReservationStatusSchema = z.enum([
  "waiting",
  "pending",
  "requested",
  "confirmed",
  "cancel_requested",
  "cancelled",
]);
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

/**
 * Paid and not cancelled: a card payment awaiting the shop's confirmation, a confirmed order, and a cancellation not
 * yet approved (still paid until it is). What the console counts as revenue and what an operator's refund may cancel.
 */
export const PAID_RESERVATION_STATUSES: readonly ReservationStatus[] = ["requested", "confirmed", "cancel_requested"];

/** What people see: waiting and pending read Pending, requested and confirmed read Confirmed. */
export const StatusGroupSchema = z.enum(["pending", "confirmed", "cancel_requested", "cancelled"]);
export type StatusGroup = z.infer<typeof StatusGroupSchema>;

export function statusGroup(status: ReservationStatus): StatusGroup {
  switch (status) {
    case "waiting":
    case "pending":
      return "pending";
    case "requested":
    case "confirmed":
      return "confirmed";
    case "cancel_requested":
      return "cancel_requested";
    case "cancelled":
      return "cancelled";
  }
}

/** Why a reservation ended; the two expiries show the "reservation expired" notice, the rest "reservation canceled". */
export const CancelReasonSchema = z.enum(["member", "operator", "deposit_expired", "payment_expired"]);
export type CancelReason = z.infer<typeof CancelReasonSchema>;

/** A cancel-requested or cancelled reservation cannot be cancelled (again). */
export function canCancel(status: ReservationStatus): boolean {
  return status !== "cancel_requested" && status !== "cancelled";
}

/** Unpaid orders end at once; paid ones wait for the operator to approve the refund. */
export function cancelOutcome(status: ReservationStatus): "cancelled" | "cancel_requested" {
  return status === "waiting" || status === "pending" ? "cancelled" : "cancel_requested";
}

// ---------------------------------------------------------------------------------------------------------------
// Price rules

export type CouponTerms = {
  discount_type: "amount" | "percent";
  discount_value: number;
  currency: Currency;
  min_amount: number;
};

/**
 * What a coupon takes off a subtotal in the order currency: a percentage of it, or a fixed amount converted from
 * the coupon's currency; never more than the subtotal, and nothing below the coupon's minimum order.
 */
export function couponDiscount(
  coupon: CouponTerms,
  subtotal: number,
  currency: Currency,
  rates: ExchangeRates,
): number {
  const minimum = convertMoney(coupon.min_amount, coupon.currency, currency, rates);
  if (subtotal < minimum) return 0;
  const raw =
    coupon.discount_type === "percent"
      ? (subtotal * coupon.discount_value) / 100
      : convertMoney(coupon.discount_value, coupon.currency, currency, rates);
  return roundMoney(Math.min(raw, subtotal), currency);
}

/** A member's coupon as the rule needs it (the `Coupon` payload and the server's row both give this). */
export type CouponRuleInput = CouponTerms & {
  product_id: number | null;
  used_at: string | Date | null;
  expires_at: string | Date;
};

/** Why a coupon does not apply to an order; each has its words on the page (English and Korean). */
export type CouponProblem = "used" | "expired" | "otherProduct" | "belowMinimum";

/**
 * Whether a coupon applies to this order, and if not why: used, expired, made for another product, or options worth
 * less than its minimum (luggage fees do not count towards it). The page greys such a coupon out with the reason;
 * the server refuses it with the same rule. `undefined` means it applies.
 */
export function couponProblem(
  coupon: CouponRuleInput,
  order: { productIds: readonly number[]; subtotal: number; currency: Currency; rates: ExchangeRates; now: Date },
): CouponProblem | undefined {
  if (coupon.used_at !== null) return "used";
  if (new Date(coupon.expires_at).getTime() <= order.now.getTime()) return "expired";
  if (coupon.product_id !== null && !order.productIds.includes(coupon.product_id)) return "otherProduct";
  if (order.subtotal < couponMinimum(coupon, order.currency, order.rates)) return "belowMinimum";
  return undefined;
}

/** The coupon's minimum order in the order's currency (one conversion from the coupon's own). */
export function couponMinimum(coupon: CouponTerms, currency: Currency, rates: ExchangeRates): number {
  return convertMoney(coupon.min_amount, coupon.currency, currency, rates);
}

/**
 * The fewest points that pay an amount in full (1 point = 1 won, one conversion from won to the order's currency):
 * more would buy nothing, so a larger entry is capped here.
 */
export function pointsToCover(amount: number, currency: Currency, rates: ExchangeRates): number {
  if (amount <= 0) return 0;
  if (currency === "KRW") return Math.ceil(amount);
  const worth = (points: number) => convertMoney(points, "KRW", currency, rates);
  let points = Math.ceil(amount / rates.krw_to_usd);
  while (worth(points) < amount) points += 1;
  while (points > 0 && worth(points - 1) >= amount) points -= 1;
  return points;
}

export type PriceBreakdown = {
  subtotal: number;
  luggage_fee: number;
  coupon_discount: number;
  points_used: number;
  points_value: number;
  total: number;
};

/**
 * The order total: options plus the luggage fee, less the coupon, less points (1 point = 1 won). Points never take
 * the total below zero; `points_used` is what may actually be spent.
 */
export function priceBreakdown(input: {
  lines: readonly { price: number; quantity: number }[];
  currency: Currency;
  travelers: number;
  luggage: number;
  coupon?: CouponTerms | null;
  points?: number;
  rates: ExchangeRates;
}): PriceBreakdown {
  const { currency, rates } = input;
  const subtotal = roundMoney(
    input.lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    currency,
  );
  const fee = luggageFee(input.travelers, input.luggage, currency, rates);
  const discount = input.coupon ? couponDiscount(input.coupon, subtotal, currency, rates) : 0;
  const beforePoints = roundMoney(subtotal + fee - discount, currency);
  const wanted = Math.max(0, Math.floor(input.points ?? 0));
  // Cap points at what pays the order in full (never a round trip through the other rate, never overpaying).
  const maxPoints = pointsToCover(beforePoints, currency, rates);
  const pointsUsed = Math.min(wanted, maxPoints);
  const pointsWorth = Math.min(beforePoints, convertMoney(pointsUsed, "KRW", currency, rates));
  return {
    subtotal,
    luggage_fee: fee,
    coupon_discount: discount,
    points_used: pointsUsed,
    points_value: pointsWorth,
    total: roundMoney(beforePoints - pointsWorth, currency),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The reservation form (spec points 3 and 5)

export const RESERVATION_MESSAGES = {
  departureDateRequired: "Please select a departure date.",
  departureTimeRequired: "Please select a departure time.",
  departureTimeNotOffered: "The selected option does not depart at this time.",
  travelersRequired: "Please select the number of travelers.",
  optionRequired: "Please select an option.",
  minTravelers: "A minimum of 2 participants is required to depart.",
  sameDay: "Same-day reservations are not available.",
  beforeMinimum: "Please choose a date after the earliest available date.",
  dateUnavailable: "This date is not available.",
  outsideOption: "The selected option is not available on this date.",
  optionNotBookable: "This option ticket cannot be booked.",
  soldOut: "There are not enough places left for this option.",
  paymentMethodRequired: "Please select a payment method.",
  paymentMethodUnavailable: "This payment method is not available at the moment. Please choose another one.",
  bankRequired: "Please enter the account holder and bank for the transfer.",
  cancellationPolicyRequired: "Please agree to the cancellation policy.",
  domesticTermsRequired: "Please agree to the domestic travel special terms.",
  couponUnavailable: "This coupon cannot be used for this order.",
  pointsUnavailable: "You do not have that many points.",
  cartItemNotFound: "A selected cart item was not found.",
  reservationNotFound: "This reservation was not found.",
  alreadyCancelRequested: "A cancellation has already been requested for this reservation.",
  alreadyCancelled: "This reservation has been canceled.",
  expired: "This reservation has expired.",
  notAwaitingDeposit: "This reservation is not waiting for a deposit.",
  notCancelRequested: "No cancellation was requested for this reservation.",
  notRefundable: "This reservation cannot be refunded: it is not paid, or it is already canceled.",
  departureRangeReversed: "The last departure day must not be before the first.",
  departed: "This trip has already departed, so it can no longer be canceled.",
  qrPassNotOffered:
    "QR pass pays only for a partner venue's product, booked by a signed-in member. Please choose another payment method.",
  passRequired: "Choose the pass that pays for each traveler.",
  passTwice: "One pass pays for one traveler: choose a different pass for each.",
  passNotYours: "This pass is not one of yours.",
  passCannotPay: "This pass cannot pay for this visit: it is refunded, expired, or not valid on the departure day.",
  passAlreadyPaying: "This pass already pays for another order at this venue on that day.",
  passPaysEntryOnly:
    "A pass pays only for the partner venue's entry: extra luggage, coupons and points need another payment method.",
  bankTransferTooLate:
    "Bank transfer is not available for this departure: the deposit must arrive 3 days before departure, with at least a day to make it. Please choose another payment method.",
  /** A template: the server writes both amounts in; the page finds them again to say it in its own language. */
  totalChanged:
    "The total for this order is now {{total}}, not the {{shown}} shown: prices or exchange rates have changed. Check the new total and reserve again.",
} as const;

/**
 * One option to book. `quantity` is what the page showed; the server books `bookedUnits(option, travelers)` of it,
 * so price and places always follow the travellers.
 */
export const ReservationOptionLineSchema = z.object({
  product_option_id: idField(),
  quantity: z.number().int().min(1).max(99),
});

/** A clock time; whether the booked options depart then is checked against them (400 on `departure_time`). */
const TimeSchema = text().regex(DEPARTURE_TIME_PATTERN, RESERVATION_MESSAGES.departureTimeRequired);

/** The representative traveller's details: the reservation form's second step, also asked when a quotation is accepted. */
export const TravelerDetailsSchema = z.object({
  representative_name: requiredString().max(100),
  /** Digits only, as the mobile rule elsewhere (international numbers allowed). */
  contact: requiredString().regex(/^\d{7,15}$/, "Enter the contact number with digits only, without hyphens."),
  passport_number: requiredString().regex(
    /^[A-Za-z0-9]{5,20}$/,
    "Enter the passport number with letters and digits only.",
  ),
  /** A `nationality` common code. */
  nationality: requiredString().max(10),
  arrival_flight_number: text()
    .trim()
    .regex(/^([A-Za-z0-9]{2}\d{1,4}[A-Za-z]?)?$/, "Enter a flight number such as KE082.")
    .default(""),
  departure_address: requiredString().max(300),
  destination_address: requiredString().max(300),
  same_as_representative: z.boolean(),
});
export type TravelerDetails = z.input<typeof TravelerDetailsSchema>;

/** The party: how many travel (2 at least, spec point 9) and how many pieces of luggage they bring. */
export const PartySchema = z.object({
  travelers: z
    .number({ error: RESERVATION_MESSAGES.travelersRequired })
    .int()
    .min(MIN_TRAVELERS, RESERVATION_MESSAGES.minTravelers)
    .max(MAX_TRAVELERS),
  luggage: z.number().int().min(0).max(MAX_LUGGAGE),
});

/** How the order is paid and the terms agreed: the form's last step, also asked when a quotation is accepted. */
export const PaymentChoiceSchema = z.object({
  payment_method: PaymentMethodSchema.optional(),
  account_holder: text().trim().max(100).default(""),
  bank: BankSchema.optional(),
  agree_cancellation_policy: z.literal(true, RESERVATION_MESSAGES.cancellationPolicyRequired),
  agree_domestic_terms: z.literal(true, RESERVATION_MESSAGES.domesticTermsRequired),
});

/** A payment method is chosen, and a bank transfer names its account holder and bank. */
export function checkPaymentChoice(
  body: { payment_method?: PaymentMethod | undefined; account_holder: string; bank?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!body.payment_method) {
    ctx.addIssue({ code: "custom", path: ["payment_method"], message: RESERVATION_MESSAGES.paymentMethodRequired });
  } else if (body.payment_method === "bank_transfer") {
    if (!body.account_holder) {
      ctx.addIssue({ code: "custom", path: ["account_holder"], message: RESERVATION_MESSAGES.bankRequired });
    }
    if (!body.bank) ctx.addIssue({ code: "custom", path: ["bank"], message: RESERVATION_MESSAGES.bankRequired });
  }
}

/**
 * A `qr_pass` order names one pass per traveller, each a different one (`pass_ids`, in the travellers' order):
 * whose passes they are, and whether they can pay that day, only the server knows.
 */
export function checkPassPayers(
  body: { payment_method?: PaymentMethod | undefined; travelers: number; pass_ids?: readonly number[] | undefined },
  ctx: z.RefinementCtx,
): void {
  if (body.payment_method !== "qr_pass") return;
  const ids = body.pass_ids ?? [];
  if (ids.length !== body.travelers) {
    ctx.addIssue({ code: "custom", path: ["pass_ids"], message: RESERVATION_MESSAGES.passRequired });
    return;
  }
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) {
      ctx.addIssue({ code: "custom", path: ["pass_ids", index], message: RESERVATION_MESSAGES.passTwice });
    }
  });
}

/**
 * `POST /reservations`: from cart items (`cart_item_ids`) or straight from a product (`product_id` + `options`).
 * `request_id` (a UUID the page makes once per form) makes a double submit create one reservation.
 */
export const CreateReservationBodySchema = z
  .object({
    request_id: z.uuid().optional(),
    cart_item_ids: z.array(idField()).min(1, RESERVATION_MESSAGES.optionRequired).optional(),
    product_id: idField().optional(),
    options: z.array(ReservationOptionLineSchema).min(1, RESERVATION_MESSAGES.optionRequired).optional(),
    currency: CurrencySchema,
    departure_date: IsoDateSchema,
    departure_time: TimeSchema,
    ...PartySchema.shape,
    ...TravelerDetailsSchema.shape,
    coupon_id: idField().nullable().default(null),
    points: intField(0).default(0),
    /**
     * The total the page showed when Reserve was pressed, in `currency`: the server books only that amount and
     * answers 409 `TOTAL_CHANGED` when its own total differs (the shop's page always sends it).
     */
    expected_total: z.number().min(0).optional(),
    ...PaymentChoiceSchema.shape,
    /**
     * With `qr_pass` (ADR 0030): the pass that pays for each traveller, in the travellers' order (one pass, one
     * person); ignored with any other method.
     */
    pass_ids: z.array(idField()).max(MAX_TRAVELERS).optional(),
  })
  .superRefine((body, ctx) => {
    const fromCart = body.cart_item_ids !== undefined;
    const fromProduct = body.product_id !== undefined || body.options !== undefined;
    if (fromCart === fromProduct || (fromProduct && (!body.product_id || !body.options))) {
      ctx.addIssue({ code: "custom", path: ["options"], message: RESERVATION_MESSAGES.optionRequired });
    }
    checkPaymentChoice(body, ctx);
    checkPassPayers(body, ctx);
  });
export type CreateReservationBody = z.input<typeof CreateReservationBodySchema>;

/** One dated option of a reservation, or of a quotation (which lists its options the same way). */
export const ReservationItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_option_id: z.number().int(),
  option_name: z.string(),
  option_start_date: IsoDateSchema,
  option_end_date: IsoDateSchema,
  quantity: z.number().int(),
  /** In the record's currency: a reservation's as charged, a quotation's as quoted. */
  unit_price: z.number(),
});

export const DepositAccountSchema = z.object({ bank: z.string(), number: z.string(), holder: z.string() });

export const ReservationSchema = z
  .object({
    id: z.number().int(),
    reservation_number: z.string(),
    /** The order id payments refer to (Toss `orderId`). */
    order_id: z.string(),
    status: ReservationStatusSchema,
    status_group: StatusGroupSchema,
    cancel_reason: CancelReasonSchema.nullable(),
    can_cancel: z.boolean(),
    /** The trip has started (its departure day and time in Seoul have come): no cancellation from then on. */
    departed: z.boolean(),
    /** A completed trip (the day after departure, paid) that its member may review. */
    can_review: z.boolean(),
    product_name: z.string(),
    thumbnail: z.string(),
    items: z.array(ReservationItemSchema),
    departure_date: IsoDateSchema,
    departure_time: z.string(),
    travelers: z.number().int(),
    luggage: z.number().int(),
    representative_name: z.string(),
    contact: z.string(),
    passport_number: z.string(),
    nationality: z.string(),
    arrival_flight_number: z.string(),
    departure_address: z.string(),
    destination_address: z.string(),
    same_as_representative: z.boolean(),
    payment_method: PaymentMethodSchema,
    account_holder: z.string(),
    bank: BankSchema.nullable(),
    currency: CurrencySchema,
    subtotal: z.number(),
    luggage_fee: z.number(),
    coupon_discount: z.number(),
    coupon_name: z.string().nullable(),
    points_used: z.number().int(),
    points_value: z.number(),
    total: z.number(),
    /** Bank transfer: where to send the money and by when. */
    deposit_account: DepositAccountSchema.nullable(),
    /** Bank transfer: the amount to deposit in won, the account's currency (one conversion at the order's rates). */
    deposit_krw: z.number().nullable(),
    deposit_due_at: z.string().nullable(),
    /** Card and the other online methods: when the unpaid order lapses. */
    payment_due_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    confirmed_at: z.string().nullable(),
    cancel_requested_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "Reservation" });
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationResponseSchema = envelopeSchema(ReservationSchema);
export type ReservationResponse = z.infer<typeof ReservationResponseSchema>;

export const ReservationFilterSchema = z.union([StatusGroupSchema, z.literal("all")]);
export type ReservationFilter = z.infer<typeof ReservationFilterSchema>;

/**
 * Where an order was made: the shop, the summit's tours (ADR 0027) or the visitor pass (ADR 0030). The list takes it
 * as a filter so each site shows its own orders (the pass site's member page lists the pass orders).
 */
export const ReservationChannelSchema = z.enum(["shop", "summit", "pass"]);
export type ReservationChannel = z.infer<typeof ReservationChannelSchema>;

export const ReservationListQuerySchema = z.object({
  status: ReservationFilterSchema.default("all"),
  /** Absent: every channel's orders. */
  channel: ReservationChannelSchema.optional(),
  ...pageQuery(50, 10),
});
export type ReservationListQuery = Partial<z.output<typeof ReservationListQuerySchema>>;
export const ReservationListResponseSchema = envelopeSchema(z.array(ReservationSchema), PageMetaSchema);
export type ReservationListResponse = z.infer<typeof ReservationListResponseSchema>;

export const ReservationIdParamsSchema = z.object({ id: idParam() });
export const CancelReservationBodySchema = z.object({ reason: text().trim().max(500).default("") });

// ---------------------------------------------------------------------------------------------------------------
// The operators' console (issue 26, ADR 0034): list with filters, detail with its history, decisions, CSV export

/**
 * The console's status filter: a group as people see it (`pending` = waiting and pending, `confirmed` = requested
 * and confirmed), or one status of the server's own. The names a group and a status share mean the group.
 */
export const AdminReservationStatusFilterSchema = z.union([ReservationFilterSchema, ReservationStatusSchema]);
export type AdminReservationStatusFilter = z.infer<typeof AdminReservationStatusFilterSchema>;

/** What the console's list and its CSV export filter by (every one optional; all channels by default). */
export const AdminReservationFiltersSchema = z.object({
  status: AdminReservationStatusFilterSchema.default("all"),
  /** Absent: every channel's orders. */
  channel: ReservationChannelSchema.optional(),
  /** Orders holding this product. */
  product_id: idParam().optional(),
  /** Departure day from (inclusive), `YYYY-MM-DD`. */
  departure_from: isoDate().optional(),
  /** Departure day to (inclusive); not before `departure_from`. */
  departure_to: isoDate().optional(),
  payment_method: PaymentMethodSchema.optional(),
  /** Reservation number, representative's name, member's name or e-mail (or a guest's e-mail); any case. */
  q: text().trim().max(100).optional(),
});
export type AdminReservationFilters = z.output<typeof AdminReservationFiltersSchema>;

/** Operator calls (admin token): list, record a bank deposit, approve a cancellation. */
export const AdminReservationListQuerySchema = AdminReservationFiltersSchema.extend(pageQuery(50, 10));
export type AdminReservationListQuery = Partial<z.output<typeof AdminReservationListQuerySchema>>;

/** The export's columns, in order (its header row). */
export const ADMIN_RESERVATIONS_CSV_COLUMNS = [
  "number",
  "status",
  "product",
  "departure",
  "travellers",
  "representative",
  "member_email",
  "payment_method",
  "currency",
  "total",
  "created",
] as const;
export const ADMIN_RESERVATIONS_CSV_PATH = "/api/v1/admin/reservations.csv";
export const ADMIN_RESERVATIONS_CSV_FILE_NAME = "reservations.csv";

/** Why the console refuses a cancellation request: shown to nobody but the operators (and kept in the audit trail). */
export const RefuseCancelBodySchema = z.object({ reason: requiredString({ trim: true }).max(500) });
export type RefuseCancelBody = z.input<typeof RefuseCancelBodySchema>;

/** Why an operator cancels and refunds a paid reservation. */
export const OperatorRefundBodySchema = z.object({ reason: requiredString({ trim: true }).max(500) });
export type OperatorRefundBody = z.input<typeof OperatorRefundBodySchema>;

export const AdminReservationPaymentSchema = z.object({
  id: z.number().int(),
  /** Who took it: `local`, `toss`, `paypal`, `bank` (a deposit recorded by hand) or `pass`. */
  provider: z.string(),
  method: PaymentMethodSchema,
  status: z.enum(["done", "refunded"]),
  amount: z.number(),
  refunded: z.number(),
  currency: CurrencySchema,
  approved_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type AdminReservationPayment = z.infer<typeof AdminReservationPaymentSchema>;

export const AdminReservationRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  currency: CurrencySchema,
  reason: z.string(),
  /** When the money went back (at once through a card service; by hand for a bank deposit); null while owed. */
  returned_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReservationRefund = z.infer<typeof AdminReservationRefundSchema>;

/** One state the reservation took: oldest first; `actor` names the operator who made the change, if one did. */
export const ReservationHistoryEntrySchema = z.object({
  id: z.number().int(),
  from_status: ReservationStatusSchema.nullable(),
  to_status: ReservationStatusSchema,
  at: z.string(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ReservationHistoryEntry = z.infer<typeof ReservationHistoryEntrySchema>;

/** The console's reservation: the member's view of it plus who booked, the money's story and the states it took. */
export const AdminReservationSchema = ReservationSchema.extend({
  channel: ReservationChannelSchema,
  /** The member who booked; null for a guest (see `guest_email`). */
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  guest_email: z.string().nullable(),
  /** What the traveller wrote when cancelling or asking to cancel. */
  cancel_note: z.string(),
  payments: z.array(AdminReservationPaymentSchema),
  refunds: z.array(AdminReservationRefundSchema),
  /** What an operator's refund would give back now (0 when nothing was paid or all went back). */
  refundable: z.number(),
  history: z.array(ReservationHistoryEntrySchema),
}).meta({ id: "AdminReservation" });
export type AdminReservation = z.infer<typeof AdminReservationSchema>;
export const AdminReservationResponseSchema = envelopeSchema(AdminReservationSchema);
export type AdminReservationResponse = z.infer<typeof AdminReservationResponseSchema>;
