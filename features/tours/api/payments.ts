import {
  type Checkout,
  CheckoutSchema,
  type ConfirmPaymentBody,
  type ConfirmPaymentData,
  ConfirmPaymentDataSchema,
} from "@contracts/payments";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { readReservationKey, rememberPaying } from "../model/reservation-key";
import { CHECKOUT_PATH, CONFIRM_PATH, keyHeaders } from "./paths";

/**
 * `POST /tours/payments/checkout`: the shop's checkout for a tour reservation, opened with its key; the site hands
 * the answer to the payment feature, which opens the provider's window as it does for the shop.
 */
export async function tourCheckout(number: string, key: string, lang: Lang): Promise<Checkout> {
  const res = await request(CHECKOUT_PATH, {
    method: "POST",
    schema: CheckoutSchema,
    query: { lang },
    headers: keyHeaders(key),
    body: { reservation_number: number },
    errorToast: false,
  });
  return res.data;
}

/**
 * `POST /tours/payments/confirm?lang=` after the provider's window: the server answers a repeat the same way, and
 * writes the tickets mail of a first confirmation in the page's language.
 */
export async function confirmTourPayment(
  key: string,
  body: ConfirmPaymentBody,
  lang: Lang,
): Promise<ConfirmPaymentData> {
  const res = await request(CONFIRM_PATH, {
    method: "POST",
    schema: ConfirmPaymentDataSchema,
    query: { lang },
    headers: keyHeaders(key),
    body,
    errorToast: false,
  });
  return res.data;
}

/**
 * The checkout of a reservation this tab holds the key for, remembering it as the one being paid: the provider's
 * return names the order only, and the completion page confirms the payment with this reservation's key.
 */
export async function checkoutReservation(number: string, lang: Lang): Promise<Checkout> {
  const key = readReservationKey(number);
  if (!key) throw new Error("No key is held for this reservation.");
  rememberPaying(number);
  return tourCheckout(number, key, lang);
}
