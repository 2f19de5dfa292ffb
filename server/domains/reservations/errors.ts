import { PAYMENT_CODES, PAYMENT_MESSAGES } from "@contracts/payments";
import { type Currency, roundMoney, toMinor } from "@contracts/money";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../../platform/http/errors";

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

/** Equal to the unit: a shown amount with a fraction below it (a cent of a cent) is a different amount. */
export function sameAmount(shown: number, total: number, currency: Currency): boolean {
  return roundMoney(shown, currency) === shown && toMinor(shown, currency) === toMinor(total, currency);
}

const money = (amount: number, currency: Currency) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);

/** 409: the order no longer costs what the page showed; both amounts in the contract's template. */
export function totalChanged(shown: number, total: number, currency: Currency): AppError {
  const message = RESERVATION_MESSAGES.totalChanged
    .replace("{{total}}", money(total, currency))
    .replace("{{shown}}", money(shown, currency));
  return new AppError(409, reservationCode("totalChanged"), message, "expected_total");
}

type PaymentKey = keyof typeof PAYMENT_CODES;

export function paymentError(status: ContentfulStatusCode, key: PaymentKey): AppError {
  return new AppError(status, PAYMENT_CODES[key], PAYMENT_MESSAGES[key]);
}
