import { TOUR_MESSAGES } from "@contracts/tours";
import type { Db } from "../../platform/db/client";
import { throttleBucket } from "../../platform/http/client-address";
import { TooManyAttemptsError } from "../auth/errors";
import { accountIdentity, blockedFor, recordEvent, type ThrottleRule } from "../auth/throttle";

/**
 * A booking holds its seats until it is paid or its payment time runs out, and it mails the address given. Without a
 * limit one caller could hold a departure's every seat under made-up addresses, or fill a stranger's inbox. Limits
 * that a family, an office or a delegation booking together never meet (ADR 0027, abuse):
 * - bookings made from one client address (an IPv6 address per /64): 20 an hour;
 * - bookings for one e-mail address, from anywhere: 10 a day.
 */
export const BOOKINGS_PER_ADDRESS: ThrottleRule = { kind: "window", limit: 20, windowSeconds: 60 * 60 };
export const BOOKINGS_PER_EMAIL: ThrottleRule = { kind: "window", limit: 10, windowSeconds: 24 * 60 * 60 };

const LIMITED = "TOUR_BOOKINGS_LIMITED";

function keysOf(address: string, email: string) {
  return [
    { key: `tours:book:addr:${throttleBucket(address)}`, rule: BOOKINGS_PER_ADDRESS },
    // hashed, so typed addresses are not kept in the counters' table
    { key: `tours:book:mail:${accountIdentity("tours", email)}`, rule: BOOKINGS_PER_EMAIL },
  ];
}

/**
 * Checks before a booking (429 TOUR_BOOKINGS_LIMITED with the wait when a limit is reached); the returned function
 * counts the booking once it is made, so refusals (full, closed, bad input) and a repeated request id cost nothing.
 */
export async function bookingAllowance(
  db: Db,
  address: string,
  email: string,
  now: Date,
): Promise<() => Promise<void>> {
  const keys = keysOf(address, email);
  const waits = await Promise.all(keys.map(({ key }) => blockedFor(db, key, now)));
  const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) throw new TooManyAttemptsError(wait, LIMITED, TOUR_MESSAGES.tooManyBookings);
  return async () => {
    for (const { key, rule } of keys) await recordEvent(db, key, rule, now);
  };
}
