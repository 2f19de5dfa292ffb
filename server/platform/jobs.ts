import { eq, sql } from "drizzle-orm";
import type { Clock } from "./clock";
import type { Db } from "./db/client";
import { jobRuns } from "./db/tables";
import type { Logger } from "./http/logger";

/**
 * Timed jobs (reservation expiry, education report reminders): each runs every interval in whichever server process
 * claims its turn in `job_runs`, so several processes behind a load balancer never run one job twice at once.
 */

export const JOB_INTERVAL_MS = 60_000;

/**
 * Claims the job for one interval: the row's `locked_until` moves forward only if it has passed, so of several
 * server processes exactly one runs the job each interval.
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

/** One tick of a job: claim, run, record the result. Undefined when another process has the turn. */
export async function runClaimed<R extends Record<string, unknown>>(
  db: Db,
  name: string,
  now: Date,
  run: (now: Date) => Promise<R>,
): Promise<R | undefined> {
  if (!(await claimJob(db, name, now))) return undefined;
  const result = await run(now);
  await db.update(jobRuns).set({ lastRunAt: now, lastResult: result }).where(eq(jobRuns.name, name));
  return result;
}

export type JobScheduler = { stop: () => Promise<void> };

export type TimedJob<R extends Record<string, unknown> = Record<string, unknown>> = {
  name: string;
  run: (now: Date) => Promise<R>;
  /** Whether a result is worth a log line (something happened). */
  worthLogging?: (result: R) => boolean;
};

/**
 * Runs `job` every interval (and once at once) until stopped; a tick never overlaps the previous one, and stop waits
 * for a tick in progress so the database can close after.
 */
export function startTimedJob<R extends Record<string, unknown>>(options: {
  db: Db;
  logger: Logger;
  job: TimedJob<R>;
  now?: Clock;
  intervalMs?: number;
}): JobScheduler {
  const { db, logger, job } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = runClaimed(db, job.name, now(), job.run)
      .then((result) => {
        if (result && (job.worthLogging?.(result) ?? true)) logger.info(`${job.name} ran`, result);
      })
      .catch((error: unknown) => logger.error(`${job.name} failed`, { error }))
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

/** Several schedulers stopped as one. */
export function allJobs(schedulers: readonly JobScheduler[]): JobScheduler {
  return { stop: async () => void (await Promise.all(schedulers.map((s) => s.stop()))) };
}
