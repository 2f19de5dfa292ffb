import { PARTNERSHIP_MESSAGES } from "@contracts/partnerships";
import type { Db } from "../../platform/db/client";
import { senderAllowance } from "../auth/sender-allowance";
import type { ThrottleRule } from "../auth/throttle";

/**
 * Anyone may apply, and each application mails the address it gives: limits a venue's staff never meet, on the
 * platform's counters (ADR 0030, "Partnerships"):
 * - applications sent from one client address (an IPv6 address per /64): 5 an hour;
 * - applications for one e-mail address, from anywhere: 5 a day.
 */
export const APPLICATIONS_PER_ADDRESS: ThrottleRule = { kind: "window", limit: 5, windowSeconds: 60 * 60 };
export const APPLICATIONS_PER_EMAIL: ThrottleRule = { kind: "window", limit: 5, windowSeconds: 24 * 60 * 60 };

export const PARTNERSHIPS_LIMITED = "PARTNERSHIP_APPLICATIONS_LIMITED";

/**
 * Checks before an application (429 PARTNERSHIP_APPLICATIONS_LIMITED with the wait when a limit is reached); the
 * returned function counts the application once it is stored, so refused input costs nothing.
 */
export const applicationAllowance = (db: Db, address: string, email: string, now: Date) =>
  senderAllowance(
    db,
    {
      scope: "partnerships:apply",
      perAddress: APPLICATIONS_PER_ADDRESS,
      perEmail: APPLICATIONS_PER_EMAIL,
      code: PARTNERSHIPS_LIMITED,
      message: PARTNERSHIP_MESSAGES.tooMany,
    },
    address,
    email,
    now,
  );
