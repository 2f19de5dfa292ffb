import type { Db } from "../../platform/db/client";
import { throttleBucket } from "../../platform/http/client-address";
import { TooManyAttemptsError } from "./errors";
import { accountIdentity, blockedFor, recordEvent, type ThrottleRule } from "./throttle";

export type SenderLimits = {
  /** Names the counters (`tours:book`, `partnerships:apply`). */
  scope: string;
  /** What one client address (an IPv6 address per /64) may send. */
  perAddress: ThrottleRule;
  /** What may be sent for one e-mail address, from anywhere. */
  perEmail: ThrottleRule;
  /** The 429's code and message when a limit is reached. */
  code: string;
  message: string;
};

function keysOf(limits: SenderLimits, address: string, email: string) {
  const [domain = limits.scope] = limits.scope.split(":");
  return [
    { key: `${limits.scope}:addr:${throttleBucket(address)}`, rule: limits.perAddress },
    // hashed, so typed addresses are not kept in the counters' table
    { key: `${limits.scope}:mail:${accountIdentity(domain, email)}`, rule: limits.perEmail },
  ];
}

/**
 * For a public form that stores something and mails the address it was given (a guest's booking, a venue's
 * application): checks the sender's limits before (429 with the wait when one is reached) and returns the function
 * that counts the sending once it is stored, so refused input and a repeated request cost nothing.
 */
export async function senderAllowance(
  db: Db,
  limits: SenderLimits,
  address: string,
  email: string,
  now: Date,
): Promise<() => Promise<void>> {
  const keys = keysOf(limits, address, email);
  const waits = await Promise.all(keys.map(({ key }) => blockedFor(db, key, now)));
  const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) throw new TooManyAttemptsError(wait, limits.code, limits.message);
  return async () => {
    for (const { key, rule } of keys) await recordEvent(db, key, rule, now);
  };
}
