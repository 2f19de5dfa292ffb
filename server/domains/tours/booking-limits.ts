import { TOUR_MESSAGES } from "@contracts/tours";
import type { Db } from "../../platform/db/client";
import { senderAllowance } from "../auth/sender-allowance";
import type { ThrottleRule } from "../auth/throttle";

/**
 * A booking holds its seats until it is paid or its payment time runs out, and it mails the address given. Without a
 * limit one caller could hold a departure's every seat under made-up addresses, or fill a stranger's inbox. Limits
 * that a family, an office or a delegation booking together never meet (ADR 0027, abuse):
 * - bookings made from one client address (an IPv6 address per /64): 20 an hour;
 * - bookings for one e-mail address, from anywhere: 10 a day.
 */
export const BOOKINGS_PER_ADDRESS: ThrottleRule = { kind: "window", limit: 20, windowSeconds: 60 * 60 };
export const BOOKINGS_PER_EMAIL: ThrottleRule = { kind: "window", limit: 10, windowSeconds: 24 * 60 * 60 };

/**
 * Checks before a booking (429 TOUR_BOOKINGS_LIMITED with the wait when a limit is reached); the returned function
 * counts the booking once it is made, so refusals (full, closed, bad input) and a repeated request id cost nothing.
 */
export const bookingAllowance = (db: Db, address: string, email: string, now: Date) =>
  senderAllowance(
    db,
    {
      scope: "tours:book",
      perAddress: BOOKINGS_PER_ADDRESS,
      perEmail: BOOKINGS_PER_EMAIL,
      code: "TOUR_BOOKINGS_LIMITED",
      message: TOUR_MESSAGES.tooManyBookings,
    },
    address,
    email,
    now,
  );
