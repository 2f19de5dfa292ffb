import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idField, idParam, intField, pageQuery, requiredString, text } from "./fields";
import { PAYMENT_METHODS, type PaymentMethod } from "./payment-methods";
import { convertMoney, type Currency, CurrencySchema, type ExchangeRates, roundMoney } from "./money";
import { addDays, SHOP_TIME_ZONE, shopToday } from "./shop-calendar";

export { addDays, SHOP_TIME_ZONE, shopToday };

/**
 * Reservations (spec points 3, 4, 5 and 9). The rules below are pure: the client uses them for a fast message,
 * the server enforces them again inside the transaction that writes.
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec point 9)

export const MIN_TRAVELERS = 2;
export const MAX_TRAVELERS = 50;
export const FREE_LUGGAGE_PER_TRAVELER = 2;
export const EXTRA_LUGGAGE_FEE_USD = 10;
export const MAX_LUGGAGE = 200;
/** A bank transfer must arrive within 3 days, or a scheduled job cancels the order and frees its places. */
export const DEPOSIT_DUE_DAYS = 3;
/** An unpaid card (or Toss, PayPal) order holds its places this long, then the same job releases them. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** What the detail page promises after payment: confirmation takes 2 to 3 days. */
export const CONFIRMATION_DAYS = { min: 2, max: 3 } as const;
/**
 * The departure times offered (every half hour from 08:00 to 18:00): the catalogue gives options dates, not times,
 * so the product page and the reservation form offer the same list.
 */
export const DEPARTURE_TIMES: readonly string[] = Array.from({ length: 21 }, (_, i) => {
  const minutes = 8 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});
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
// Date rules

/** The first day that may be chosen: tomorrow in Korea (no same-day), or the product's own first day if later. */
export function minDepartureDate(now: Date, productStart?: string): string {
  const tomorrow = addDays(shopToday(now), 1);
  return productStart !== undefined && productStart > tomorrow ? productStart : tomorrow;
}

export type DepartureDateProblem = "required" | "sameDay" | "beforeMinimum" | "unavailable" | "outsideOption";

/** Checks a departure day against the spec's rules; `undefined` means it may be booked. */
export function departureDateProblem(
  day: string | undefined,
  context: {
    now: Date;
    minDate: string;
    unavailableDates?: readonly string[];
    /** The chosen options' ranges: the day must lie inside every one. */
    ranges?: readonly { option_start_date: string; option_end_date: string }[];
  },
): DepartureDateProblem | undefined {
  if (!day) return "required";
  if (day === shopToday(context.now)) return "sameDay";
  if (day < context.minDate) return "beforeMinimum";
  if (context.unavailableDates?.includes(day)) return "unavailable";
  if (context.ranges?.some((range) => day < range.option_start_date || day > range.option_end_date)) {
    return "outsideOption";
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Price rules

/** Up to 2 pieces per traveller are free; each extra piece costs USD 10 (converted for KRW orders). */
export function luggageFee(travelers: number, luggage: number, currency: Currency, rates: ExchangeRates): number {
  const extra = Math.max(0, luggage - Math.max(0, travelers) * FREE_LUGGAGE_PER_TRAVELER);
  return convertMoney(extra * EXTRA_LUGGAGE_FEE_USD, "USD", currency, rates);
}

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
  // Cap points at the order's worth in won, so a USD order cannot be overpaid by rounding.
  const maxPoints = Math.floor(convertMoney(beforePoints, currency, "KRW", rates));
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
} as const;

export const ReservationOptionLineSchema = z.object({
  product_option_id: idField(),
  quantity: z.number().int().min(1).max(99),
});

/** Only the times the product page and the form offer: any other HH:MM is not a departure this shop runs. */
const TimeSchema = text().refine((time) => DEPARTURE_TIMES.includes(time), RESERVATION_MESSAGES.departureTimeRequired);

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
    travelers: z
      .number({ error: RESERVATION_MESSAGES.travelersRequired })
      .int()
      .min(MIN_TRAVELERS, RESERVATION_MESSAGES.minTravelers)
      .max(MAX_TRAVELERS),
    luggage: z.number().int().min(0).max(MAX_LUGGAGE),
    ...TravelerDetailsSchema.shape,
    coupon_id: idField().nullable().default(null),
    points: intField(0).default(0),
    ...PaymentChoiceSchema.shape,
  })
  .superRefine((body, ctx) => {
    const fromCart = body.cart_item_ids !== undefined;
    const fromProduct = body.product_id !== undefined || body.options !== undefined;
    if (fromCart === fromProduct || (fromProduct && (!body.product_id || !body.options))) {
      ctx.addIssue({ code: "custom", path: ["options"], message: RESERVATION_MESSAGES.optionRequired });
    }
    checkPaymentChoice(body, ctx);
  });
export type CreateReservationBody = z.input<typeof CreateReservationBodySchema>;

export const ReservationItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_option_id: z.number().int(),
  option_name: z.string(),
  option_start_date: IsoDateSchema,
  option_end_date: IsoDateSchema,
  quantity: z.number().int(),
  /** In the reservation's currency, as charged. */
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

export const ReservationListQuerySchema = z.object({
  status: ReservationFilterSchema.default("all"),
  ...pageQuery(50, 10),
});
export type ReservationListQuery = Partial<z.output<typeof ReservationListQuerySchema>>;
export const ReservationListResponseSchema = envelopeSchema(z.array(ReservationSchema), PageMetaSchema);
export type ReservationListResponse = z.infer<typeof ReservationListResponseSchema>;

export const ReservationIdParamsSchema = z.object({ id: idParam() });
export const CancelReservationBodySchema = z.object({ reason: text().trim().max(500).default("") });

/** Operator calls (admin token): list, record a bank deposit, approve a cancellation. */
export const AdminReservationListQuerySchema = ReservationListQuerySchema;
