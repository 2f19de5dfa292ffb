import { randomInt } from "node:crypto";
import { shopToday } from "@contracts/reservations";

/** No 0/O or 1/I: the number is read out over the phone. */
const NUMBER_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const ORDER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomText(alphabet: string, length: number): string {
  let text = "";
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** A letter naming the kind of paper, the Korean calendar day and six random characters: `R260515-7K3QXM`. */
export function dayNumber(prefix: string, now: Date): string {
  return `${prefix}${shopToday(now).slice(2).replaceAll("-", "")}-${randomText(NUMBER_ALPHABET, 6)}`;
}

/** `R260515-7K3QXM`: a reservation. */
export function reservationNumber(now: Date): string {
  return dayNumber("R", now);
}

/** What payment providers see (Toss allows 6-64 of letters, digits, - and _). */
export function newOrderId(): string {
  return `ORD-${randomText(ORDER_ALPHABET, 20)}`;
}
