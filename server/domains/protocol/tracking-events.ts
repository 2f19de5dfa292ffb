import type {
  PositionInput,
  PositionsReceipt,
  TrackPosition,
  TripAction,
  TripEvent,
  TripState,
} from "@contracts/tracking";
import { TRACKING_MESSAGES } from "@contracts/tracking";
import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { sseMessage } from "../../platform/stream/sse";
import { protocolTours, protocolTrackEvents, protocolVehicles } from "./tables";

// The tracking events of a tour (ADR 0033): trip changes and positions, numbered by the tour's `event_seq`. Every
// writer takes its numbers with one `UPDATE protocol_tours SET event_seq = event_seq + n ... RETURNING`, which holds
// the tour row's lock to the commit: the writers of one tour take turns, so events become visible in the order of
// their numbers and a reader that asks for `seq > cursor` can never skip one that commits late. Numbers are unique,
// only rise and leave no gap: the numbers of resent positions (already stored) are given back before the commit.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DbOrTx = Db | Tx;

export type TrackEventRow = typeof protocolTrackEvents.$inferSelect;

/** An event as the stream sends it: its number, its name, its data and its SSE text, made once for every viewer. */
export type TrackingMessage = { seq: number; event: "position" | "trip"; data: string; text: string };

const iso = (date: Date) => date.toISOString();

export function positionOf(row: TrackEventRow): TrackPosition {
  return {
    seq: row.seq,
    vehicle_id: row.vehicleId,
    lat: row.lat ?? 0,
    lng: row.lng ?? 0,
    accuracy: row.accuracy,
    speed: row.speed,
    heading: row.heading,
    recorded_at: iso(row.recordedAt),
    received_at: iso(row.receivedAt),
  };
}

export function tripEventOf(row: TrackEventRow): TripEvent {
  return { seq: row.seq, vehicle_id: row.vehicleId, trip: row.trip ?? "idle", at: iso(row.recordedAt) };
}

export function messageOf(row: TrackEventRow): TrackingMessage {
  const event = row.kind === "position" ? "position" : "trip";
  const data = JSON.stringify(row.kind === "position" ? positionOf(row) : tripEventOf(row));
  return { seq: row.seq, event, data, text: sseMessage({ id: row.seq, event, data }) };
}

/** The tour's events after `after` (and up to `upTo`), oldest first. */
export async function eventsAfter(
  db: DbOrTx,
  tourId: number,
  after: number,
  limit: number,
  upTo?: number,
): Promise<TrackingMessage[]> {
  const rows = await db
    .select()
    .from(protocolTrackEvents)
    .where(
      and(
        eq(protocolTrackEvents.tourId, tourId),
        gt(protocolTrackEvents.seq, after),
        upTo === undefined ? undefined : lte(protocolTrackEvents.seq, upTo),
      ),
    )
    .orderBy(asc(protocolTrackEvents.seq))
    .limit(limit);
  return rows.map(messageOf);
}

/** The number of the tour's last event (every event up to it is committed); undefined for an unknown tour. */
export async function tourEventSeq(db: DbOrTx, tourId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ seq: protocolTours.eventSeq })
    .from(protocolTours)
    .where(eq(protocolTours.id, tourId));
  return row?.seq;
}

/** Takes `count` numbers under the tour row's lock (held to the commit); answers the first of them. */
async function takeSeq(tx: Tx, tourId: number, count: number): Promise<number> {
  const [row] = await tx
    .update(protocolTours)
    .set({ eventSeq: sql`${protocolTours.eventSeq} + ${count}` })
    .where(eq(protocolTours.id, tourId))
    .returning({ last: protocolTours.eventSeq });
  if (!row) throw new AppError(404, "TOUR_NOT_FOUND", TRACKING_MESSAGES.tourNotFound);
  return row.last - count + 1;
}

async function tripOf(tx: Tx, vehicleId: number): Promise<TripState> {
  const [row] = await tx
    .select({ trip: protocolVehicles.trip })
    .from(protocolVehicles)
    .where(eq(protocolVehicles.id, vehicleId));
  if (!row) throw new AppError(404, "VEHICLE_NOT_FOUND", TRACKING_MESSAGES.vehicleNotFound);
  return row.trip;
}

export type RecordPositionsInput = {
  tourId: number;
  vehicleId: number;
  positions: readonly PositionInput[];
  /** When the server received them. */
  at: Date;
};

/**
 * Stores a driver's positions in one transaction: the numbers first (the tour's lock), then the trip is checked
 * under that lock (409 TRIP_NOT_STARTED while idle), then the rows, in the order they were recorded; a position
 * already stored (same vehicle, same reading time) is counted as a duplicate. The vehicle's `last_recorded_at` only
 * moves forward (a late one from an offline queue does not move it back).
 */
export function recordPositions(
  db: Db,
  { tourId, vehicleId, positions, at: received }: RecordPositionsInput,
): Promise<PositionsReceipt> {
  const readings = [...positions]
    .map((position) => ({ position, at: new Date(position.recorded_at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return db.transaction(async (tx) => {
    const first = await takeSeq(tx, tourId, readings.length);
    if ((await tripOf(tx, vehicleId)) === "idle") {
      throw new AppError(409, "TRIP_NOT_STARTED", TRACKING_MESSAGES.tripNotStarted);
    }
    const stored = await tx
      .insert(protocolTrackEvents)
      .values(
        readings.map(({ position, at }, index) => ({
          tourId,
          seq: first + index,
          vehicleId,
          kind: "position" as const,
          lat: position.lat,
          lng: position.lng,
          accuracy: position.accuracy ?? null,
          speed: position.speed ?? null,
          heading: position.heading ?? null,
          recordedAt: at,
          receivedAt: received,
        })),
      )
      .onConflictDoNothing({
        target: [protocolTrackEvents.vehicleId, protocolTrackEvents.recordedAt],
        where: sql.raw(`"kind" = 'position'`),
      })
      .returning({ id: protocolTrackEvents.id, seq: protocolTrackEvents.seq });
    const unused = readings.length - stored.length;
    if (unused > 0) await closeGaps(tx, tourId, first, stored, unused);
    const latest = readings.at(-1)?.at;
    const [vehicle] = await tx
      .update(protocolVehicles)
      .set({
        lastRecordedAt:
          stored.length > 0 && latest
            ? sql`greatest(${protocolVehicles.lastRecordedAt}, ${latest.toISOString()}::timestamptz)`
            : sql`${protocolVehicles.lastRecordedAt}`,
      })
      .where(eq(protocolVehicles.id, vehicleId))
      .returning({ last: protocolVehicles.lastRecordedAt });
    return {
      accepted: stored.length,
      duplicates: readings.length - stored.length,
      last_recorded_at: vehicle?.last ? iso(vehicle.last) : null,
    };
  });
}

/**
 * Gives back the numbers of positions that were already stored, still under the tour's lock: the rows stored move
 * down onto `first`, `first + 1` ... in their order, one at a time from the lowest (each onto a number no row holds:
 * the numbers from `first` on are this transaction's alone), and the tour's count goes back by as many. A reader
 * then never meets a gap, so a screen that waits for `seq + 1` never waits for nothing.
 */
async function closeGaps(
  tx: Tx,
  tourId: number,
  first: number,
  stored: readonly { id: number; seq: number }[],
  unused: number,
): Promise<void> {
  const rows = [...stored].sort((a, b) => a.seq - b.seq);
  for (const [index, row] of rows.entries()) {
    if (row.seq === first + index) continue;
    await tx
      .update(protocolTrackEvents)
      .set({ seq: first + index })
      .where(eq(protocolTrackEvents.id, row.id));
  }
  await tx
    .update(protocolTours)
    .set({ eventSeq: sql`${protocolTours.eventSeq} - ${unused}` })
    .where(eq(protocolTours.id, tourId));
}

/** The codes and messages of a trip action that its state does not allow. */
const REFUSED: Record<"notStarted" | TripState, { code: string; message: string }> = {
  notStarted: { code: "TRIP_NOT_STARTED", message: TRACKING_MESSAGES.tripNotStarted },
  idle: { code: "TRIP_NOT_STARTED", message: TRACKING_MESSAGES.tripNotStarted },
  started: { code: "TRIP_ALREADY_STARTED", message: TRACKING_MESSAGES.tripAlreadyStarted },
  paused: { code: "TRIP_ALREADY_PAUSED", message: TRACKING_MESSAGES.tripAlreadyPaused },
  stopped: { code: "TRIP_ALREADY_STOPPED", message: TRACKING_MESSAGES.tripAlreadyStopped },
};

/**
 * Where an action takes a trip: idle → started; started → paused or stopped; paused → started or stopped; stopped
 * → started (a new leg). Anything else is refused with the reason (the state it is in).
 */
export function nextTrip(
  state: TripState,
  action: TripAction,
): { ok: true; trip: TripState } | { ok: false; code: string; message: string } {
  const to: TripState = action === "start" ? "started" : action === "pause" ? "paused" : "stopped";
  if (action === "start") return state === "started" ? { ok: false, ...REFUSED.started } : { ok: true, trip: to };
  if (state === "idle") return { ok: false, ...REFUSED.notStarted };
  if (state === "stopped") return { ok: false, ...REFUSED.stopped };
  if (state === to) return { ok: false, ...REFUSED[state] };
  return { ok: true, trip: to };
}

export type ChangeTripInput = { tourId: number; vehicleId: number; action: TripAction; at: Date };

/** Changes a vehicle's trip and stores the change as an event (the tour's next number), in one transaction. */
export function changeTrip(
  db: Db,
  { tourId, vehicleId, action, at }: ChangeTripInput,
): Promise<{ trip: TripState; changedAt: Date; seq: number }> {
  return db.transaction(async (tx) => {
    const seq = await takeSeq(tx, tourId, 1);
    const next = nextTrip(await tripOf(tx, vehicleId), action);
    if (!next.ok) throw new AppError(409, next.code, next.message);
    await tx
      .update(protocolVehicles)
      .set({ trip: next.trip, tripChangedAt: at })
      .where(eq(protocolVehicles.id, vehicleId));
    await tx
      .insert(protocolTrackEvents)
      .values({ tourId, seq, vehicleId, kind: "trip", trip: next.trip, recordedAt: at, receivedAt: at });
    return { trip: next.trip, changedAt: at, seq };
  });
}
