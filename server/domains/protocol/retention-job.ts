import { retentionCutoff } from "@contracts/tracking-rules";
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { runClaimed, type TimedJob } from "../../platform/jobs";
import { protocolTours, protocolTrackEvents } from "./tables";

// Positions older than what the operators set are deleted (issue 25, ADR 0033): every minute, in whichever server
// process claims the turn (server/platform/jobs.ts), each tour's events recorded before its retention cutoff go.

export const TRACKING_RETENTION_JOB = "protocol-tracking-retention";

export type RetentionResult = { deleted: number; tours: number };

/** Deletes each tour's tracking events recorded before `retentionCutoff(now, tour.retention_hours)`. */
export async function runTrackingRetention(db: Db, now: Date): Promise<RetentionResult> {
  const tours = await db
    .select({ id: protocolTours.id, retentionHours: protocolTours.retentionHours })
    .from(protocolTours);
  let deleted = 0;
  for (const tour of tours) {
    const gone = await db
      .delete(protocolTrackEvents)
      .where(
        and(
          eq(protocolTrackEvents.tourId, tour.id),
          lt(protocolTrackEvents.recordedAt, retentionCutoff(now, tour.retentionHours)),
        ),
      )
      .returning({ id: protocolTrackEvents.id });
    deleted += gone.length;
  }
  return { deleted, tours: tours.length };
}

export const trackingRetentionJob = (db: Db): TimedJob<RetentionResult> => ({
  name: TRACKING_RETENTION_JOB,
  run: (now) => runTrackingRetention(db, now),
  worthLogging: (result) => result.deleted > 0,
});

/** One claimed run (tests, or a manual run): undefined when another process has this minute's turn. */
export const runTrackingRetentionOnce = (db: Db, now: Date) =>
  runClaimed(db, TRACKING_RETENTION_JOB, now, (at) => runTrackingRetention(db, at));
