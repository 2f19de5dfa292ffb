import type { ConfirmPaymentData } from "@contracts/payments";
import type { Reservation } from "@contracts/reservations";
import { storyBankTransfer, storyReservation } from "@blocks/shop-kit";

export { STORY_TOKEN } from "@blocks/shop-kit";

export const paidReservation: Reservation = {
  ...storyReservation,
  id: 503,
  reservation_number: "R-20260515-0503",
  order_id: "ORD-20260515-0503",
  status: "requested",
  status_group: "confirmed",
  thumbnail: "",
  payment_due_at: null,
  paid_at: "2026-05-15T10:05:00+09:00",
};

export const transferReservation: Reservation = {
  ...paidReservation,
  id: 502,
  reservation_number: "R-20260515-0502",
  order_id: "ORD-20260515-0502",
  ...storyBankTransfer,
  status_group: "pending",
  currency: "KRW",
  subtotal: 143000,
  luggage_fee: 14650,
  coupon_discount: 0,
  coupon_name: null,
  points_used: 0,
  points_value: 0,
  total: 157650,
  deposit_krw: 157650,
  paid_at: null,
};

/** A bank transfer of a dollar order: the won account takes the total converted once (97.3 x 1465). */
export const transferReservationUsd: Reservation = {
  ...paidReservation,
  id: 504,
  reservation_number: "R-20260515-0504",
  order_id: "ORD-20260515-0504",
  ...storyBankTransfer,
  status_group: "pending",
  deposit_krw: 142545,
  paid_at: null,
};

export const confirmation: ConfirmPaymentData = {
  ok: true,
  code: "PAYMENT_CONFIRMED",
  message: "The payment is complete.",
  reservation_id: 503,
  payment: {
    id: 9001,
    provider: "local",
    method: "card",
    amount: 97.3,
    currency: "USD",
    approved_at: "2026-05-15T10:05:00+09:00",
  },
};
