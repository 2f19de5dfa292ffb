import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { jobRuns } from "../../platform/db/tables";
import { reservations } from "./tables";
import type { Logger } from "../../platform/http/logger";
import type { Clock } from "../../platform/clock";
import { cancelAndRelease } from "./release";

export const RESERVATION_EXPIRY_JOB = "reservation-expiry";
export const JOB_INTERVAL_MS = 60_000;

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

/**
 * Claims the job for one interval: the row's `locked_until` moves forward only if it has passed, so of several
 * server processes exactly one runs the job each minute.
 */
export async function claimJob(db: Db, name: string, now: Date, leaseMs = JOB_INTERVAL_MS): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs - 1_000);
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lockedUntil: until },
      setWhere: sql`${jobRuns.lockedUntil} <= ${now}`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}

/** One scheduler tick: claim, run, record. Returns the result, or undefined when another process has the turn. */
export async function runScheduledExpiry(db: Db, now: Date): Promise<ExpiryResult | undefined> {
  if (!(await claimJob(db, RESERVATION_EXPIRY_JOB, now))) return undefined;
  const result = await runReservationExpiry(db, now);
  await db.update(jobRuns).set({ lastRunAt: now, lastResult: result }).where(eq(jobRuns.name, RESERVATION_EXPIRY_JOB));
  return result;
}

export type JobScheduler = { stop: () => Promise<void> };

/** Runs the expiry every minute until stopped; stop waits for a tick in progress so the database can close after. */
export function startReservationJobs(options: {
  db: Db;
  logger: Logger;
  now?: Clock;
  intervalMs?: number;
}): JobScheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runScheduledExpiry(options.db, now())
      .then((result) => {
        if (result && result.deposit_expired + result.payment_expired > 0) {
          options.logger.info("expired reservations cancelled", result);
        }
      })
      .catch((error: unknown) => options.logger.error("reservation expiry failed", { error }))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? JOB_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
