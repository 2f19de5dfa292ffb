import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import {
  claimJob,
  JOB_INTERVAL_MS,
  type JobScheduler,
  runClaimed,
  startTimedJob,
  type TimedJob,
} from "../../platform/jobs";
import { reservations } from "./tables";
import type { Logger } from "../../platform/http/logger";
import type { Clock } from "../../platform/clock";
import { cancelAndRelease } from "./release";

export const RESERVATION_EXPIRY_JOB = "reservation-expiry";
export { JOB_INTERVAL_MS };

export type ExpiryResult = { deposit_expired: number; payment_expired: number };

/**
 * Cancels unpaid orders past their due time and gives back their places, coupons and points. Each order is its own
 * transaction with a guarded status UPDATE, so two processes (or a payment landing at the same moment) never
 * both act on one order.
 */
export async function runReservationExpiry(db: Db, now: Date): Promise<ExpiryResult> {
  const overdue = await db
    .select({ id: reservations.id, status: reservations.status })
    .from(reservations)
    .where(
      or(
        and(eq(reservations.status, "waiting"), lt(reservations.depositDueAt, now)),
        and(eq(reservations.status, "pending"), lt(reservations.paymentDueAt, now)),
      ),
    )
    .orderBy(reservations.id);
  const result: ExpiryResult = { deposit_expired: 0, payment_expired: 0 };
  for (const order of overdue) {
    const reason = order.status === "waiting" ? "deposit_expired" : "payment_expired";
    const cancelled = await db.transaction(async (tx) => {
      // Skip an order another process holds right now; whoever holds it decides its fate.
      const [locked] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(eq(reservations.id, order.id))
        .for("update", { skipLocked: true });
      if (!locked) return undefined;
      return cancelAndRelease(tx, order.id, [order.status], reason, now);
    });
    if (cancelled) result[reason] += 1;
  }
  return result;
}

export { claimJob };

/** One scheduler tick: claim, run, record. Returns the result, or undefined when another process has the turn. */
export function runScheduledExpiry(db: Db, now: Date): Promise<ExpiryResult | undefined> {
  return runClaimed(db, RESERVATION_EXPIRY_JOB, now, (at) => runReservationExpiry(db, at));
}

export type { JobScheduler };

/** The expiry as a timed job of the platform (server/platform/jobs.ts). */
export const reservationExpiryJob = (db: Db): TimedJob<ExpiryResult> => ({
  name: RESERVATION_EXPIRY_JOB,
  run: (now) => runReservationExpiry(db, now),
  worthLogging: (result) => result.deposit_expired + result.payment_expired > 0,
});

/** Runs the expiry every minute until stopped; stop waits for a tick in progress so the database can close after. */
export function startReservationJobs(options: {
  db: Db;
  logger: Logger;
  now?: Clock;
  intervalMs?: number;
}): JobScheduler {
  return startTimedJob({ ...options, job: reservationExpiryJob(options.db) });
}
