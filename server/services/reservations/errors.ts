import { PAYMENT_CODES, PAYMENT_MESSAGES } from "@contracts/payments";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../http/errors";

export type ReservationMessageKey = keyof typeof RESERVATION_MESSAGES;

/** `soldOut` -> `SOLD_OUT`: each contract message gets a stable code of its own. */
export function reservationCode(key: ReservationMessageKey): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
}

/** A reservation rule broken: the contract's message, its code, and the field it concerns. */
export function reservationError(status: ContentfulStatusCode, key: ReservationMessageKey, field?: string): AppError {
  return new AppError(status, reservationCode(key), RESERVATION_MESSAGES[key], field);
}

export const reservationNotFound = () => reservationError(404, "reservationNotFound");

type PaymentKey = keyof typeof PAYMENT_CODES;

export function paymentError(status: ContentfulStatusCode, key: PaymentKey): AppError {
  return new AppError(status, PAYMENT_CODES[key], PAYMENT_MESSAGES[key]);
}
