import { EMPTY_PAYMENT_CHOICE, EMPTY_TRAVELER, travelerBody, type TravelerValues } from "@blocks/booking";
import type { Currency } from "@contracts/money";
import type { Bank, CreateReservationBody, PaymentMethod } from "@contracts/reservations";
import type { ReservationDraft } from "./draft";

export const RESERVATION_STEPS = ["schedule", "travelers", "payment"] as const;
export type ReservationStep = (typeof RESERVATION_STEPS)[number];

export function isReservationStep(value: unknown): value is ReservationStep {
  return typeof value === "string" && (RESERVATION_STEPS as readonly string[]).includes(value);
}

/** The form as people fill it: selects and text fields hold strings, "" meaning not chosen yet. */
export type ReservationValues = {
  departure_date: string;
  departure_time: string;
  travelers: string;
  luggage: number;
} & TravelerValues & {
    payment_method: PaymentMethod | "";
    account_holder: string;
    bank: Bank | "";
    /** With the QR pass: the pass (its id) that pays for each traveller, in order; "" not chosen yet. */
    pass_ids: string[];
    /** A coupon id, or "" for none. */
    coupon_id: string;
    points: string;
    agree_cancellation_policy: boolean;
    agree_domestic_terms: boolean;
  };

export const EMPTY_VALUES: ReservationValues = {
  departure_date: "",
  departure_time: "",
  travelers: "",
  luggage: 0,
  ...EMPTY_TRAVELER,
  ...EMPTY_PAYMENT_CHOICE,
  pass_ids: [],
  coupon_id: "",
  points: "",
  agree_cancellation_policy: false,
  agree_domestic_terms: false,
};

/** The step each field is on, so a problem (ours or the server's) opens the step that can fix it. */
export const FIELD_STEP: Record<keyof ReservationValues | "options", ReservationStep> = {
  options: "schedule",
  departure_date: "schedule",
  departure_time: "schedule",
  travelers: "schedule",
  luggage: "schedule",
  representative_name: "travelers",
  contact: "travelers",
  passport_number: "travelers",
  nationality: "travelers",
  arrival_flight_number: "travelers",
  departure_address: "travelers",
  destination_address: "travelers",
  same_as_representative: "travelers",
  payment_method: "payment",
  account_holder: "payment",
  bank: "payment",
  pass_ids: "payment",
  coupon_id: "payment",
  points: "payment",
  agree_cancellation_policy: "payment",
  agree_domestic_terms: "payment",
};

/** The form's starting values: what was typed before (a reload), else what the product page chose. */
export function initialValues(draft: ReservationDraft): ReservationValues {
  const fromStart: Partial<ReservationValues> = {
    ...(draft.departure_date ? { departure_date: draft.departure_date } : {}),
    ...(draft.departure_time ? { departure_time: draft.departure_time } : {}),
    ...(draft.travelers ? { travelers: String(draft.travelers) } : {}),
    ...(draft.luggage !== undefined ? { luggage: draft.luggage } : {}),
  };
  const stored: Partial<ReservationValues> = {};
  for (const key of Object.keys(EMPTY_VALUES) as (keyof ReservationValues)[]) {
    const value = draft.values[key];
    if (value !== undefined && typeof value === typeof EMPTY_VALUES[key]) {
      (stored as Record<string, unknown>)[key] = value;
    }
  }
  return { ...EMPTY_VALUES, ...fromStart, ...stored };
}

/**
 * The body of `POST /reservations`, from the draft's lines and request id and the checked values; `shownTotal` is
 * the total on the screen where Reserve was pressed (the server books that amount or refuses); `quantities` are the
 * units the form showed per option id (`bookedUnits` for the travellers), sent in place of the draft's.
 */
export function toCreateBody(
  draft: ReservationDraft,
  values: ReservationValues,
  currency: Currency,
  shownTotal?: number,
  quantities?: ReadonlyMap<number, number>,
): CreateReservationBody {
  const transfer = values.payment_method === "bank_transfer";
  // a pass pays the entry alone: no coupon or points go with it (the server refuses them)
  const pass = values.payment_method === "qr_pass";
  return {
    request_id: draft.request_id,
    ...(draft.source.kind === "cart"
      ? { cart_item_ids: draft.source.cart_item_ids }
      : {
          product_id: draft.source.product_id,
          options: draft.source.options.map((line) => ({
            ...line,
            quantity: quantities?.get(line.product_option_id) ?? line.quantity,
          })),
        }),
    currency,
    departure_date: values.departure_date,
    departure_time: values.departure_time,
    travelers: Number(values.travelers),
    luggage: values.luggage,
    ...travelerBody(values),
    payment_method: values.payment_method || undefined,
    account_holder: transfer ? values.account_holder.trim() : "",
    bank: transfer && values.bank ? values.bank : undefined,
    ...(pass ? { pass_ids: values.pass_ids.slice(0, Number(values.travelers)).map(Number) } : {}),
    coupon_id: values.coupon_id && !pass ? Number(values.coupon_id) : null,
    points: values.points && !pass ? Number(values.points) : 0,
    ...(shownTotal === undefined ? {} : { expected_total: shownTotal }),
    agree_cancellation_policy: values.agree_cancellation_policy as true,
    agree_domestic_terms: values.agree_domestic_terms as true,
  };
}
