import { EMPTY_PAYMENT_CHOICE, EMPTY_TRAVELER, travelerBody, type TravelerValues } from "@blocks/booking";
import { z } from "zod";
import { type Currency, convertMoney, type ExchangeRates } from "@contracts/money";
import {
  type Bank,
  checkPaymentChoice,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
  type PaymentMethod,
  type PriceBreakdown,
  priceBreakdown,
} from "@contracts/reservations";
import { type CreateTourReservationBody, CreateTourReservationBodySchema, type TourDeparture } from "@contracts/tours";
import type { Lang } from "@lib/i18n/locale";

/** The tour's reservation form as people fill it ("" for nothing chosen yet). */
export type TourFormValues = {
  /** The chosen departure's id; 0 while none is chosen. */
  departure_id: number;
  travelers: number;
  luggage: number;
  email: string;
} & TravelerValues & {
    payment_method: PaymentMethod | "";
    account_holder: string;
    bank: Bank | "";
    agree_cancellation_policy: boolean;
    agree_domestic_terms: boolean;
  };

export const EMPTY_TOUR_VALUES: TourFormValues = {
  departure_id: 0,
  travelers: MIN_TRAVELERS,
  luggage: 0,
  email: "",
  ...EMPTY_TRAVELER,
  ...EMPTY_PAYMENT_CHOICE,
  agree_cancellation_policy: false,
  agree_domestic_terms: false,
};

/** The form's fields, in the order they stand on the page: a problem of the body lands on the first of them. */
export const TOUR_FORM_FIELDS = [
  "departure_id",
  "travelers",
  "luggage",
  ...(Object.keys(EMPTY_TRAVELER) as (keyof TravelerValues)[]),
  "email",
  "payment_method",
  "account_holder",
  "bank",
  "agree_cancellation_policy",
  "agree_domestic_terms",
] as const;
export type TourFormField = (typeof TOUR_FORM_FIELDS)[number];

export function isTourFormField(field: string): field is TourFormField {
  return (TOUR_FORM_FIELDS as readonly string[]).includes(field);
}

/** A departure a visitor may choose: open, with a seat. */
export function isChoosable(departure: Pick<TourDeparture, "state" | "seats_left">): boolean {
  return departure.state === "open" && departure.seats_left > 0;
}

/**
 * The price of this booking in the visitor's currency: the departure's price per traveller, plus the luggage rule
 * of the shop (2 pieces per traveller free, USD 10 each extra piece), as the server will count it.
 */
export function tourPrice(
  departure: Pick<TourDeparture, "price" | "currency">,
  travelers: number,
  luggage: number,
  currency: Currency,
  rates: ExchangeRates,
): PriceBreakdown {
  const unit = convertMoney(departure.price, departure.currency, currency, rates);
  return priceBreakdown({ lines: [{ price: unit, quantity: travelers }], currency, travelers, luggage, rates });
}

const clampInt = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : min;

/** What `POST /tours/reservations` is sent: the typed text trimmed, nothing chosen left out. */
export function tourReservationBody(
  values: TourFormValues,
  order: {
    requestId: string;
    currency: Currency;
    lang: Lang;
    /** The total the page showed, so the server books only that amount (409 TOTAL_CHANGED otherwise). */
    expectedTotal: number;
  },
): CreateTourReservationBody {
  return {
    request_id: order.requestId,
    departure_id: values.departure_id,
    email: values.email.trim(),
    currency: order.currency,
    travelers: clampInt(values.travelers, 0, MAX_TRAVELERS),
    luggage: clampInt(values.luggage, 0, MAX_LUGGAGE),
    ...travelerBody(values),
    expected_total: order.expectedTotal,
    lang: order.lang,
    ...(values.payment_method ? { payment_method: values.payment_method } : {}),
    account_holder: values.account_holder.trim(),
    ...(values.bank ? { bank: values.bank } : {}),
    // the contract takes only `true`; an unticked box is sent as such and refused with its field named
    agree_cancellation_policy: values.agree_cancellation_policy as true,
    agree_domestic_terms: values.agree_domestic_terms as true,
  };
}

const PaymentRule = z
  .object({ payment_method: z.string().optional(), account_holder: z.string(), bank: z.string().optional() })
  .superRefine((body, ctx) =>
    checkPaymentChoice({ ...body, payment_method: body.payment_method as PaymentMethod }, ctx),
  );

/**
 * The contract's own rules on the body, as the fields' problems (the first per field, in the page's order), for a
 * fast answer before the server's. `say` puts a contract message in the page's language.
 */
export function tourFormIssues(
  body: CreateTourReservationBody,
  say: (field: TourFormField, message: string) => string,
): { field: TourFormField; message: string }[] {
  const parsed = CreateTourReservationBodySchema.safeParse(body);
  if (parsed.success) return [];
  // the payment rule runs only once the rest is valid: run it anyway, so every field at fault shows at once
  const payment = PaymentRule.safeParse(body);
  const found = [...parsed.error.issues, ...(payment.success ? [] : payment.error.issues)];
  const seen = new Set<TourFormField>();
  const issues: { field: TourFormField; message: string }[] = [];
  for (const issue of found) {
    const head = String(issue.path[0] ?? "");
    if (!isTourFormField(head) || seen.has(head)) continue;
    seen.add(head);
    issues.push({ field: head, message: say(head, issue.message) });
  }
  return issues.sort((a, b) => TOUR_FORM_FIELDS.indexOf(a.field) - TOUR_FORM_FIELDS.indexOf(b.field));
}
