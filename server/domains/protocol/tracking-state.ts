import type { Lang } from "@contracts/settings";
import type { DriveVehicle, LatLng, TrackState, TrackStop, TrackVehicle } from "@contracts/tracking";
import { trackingWindow } from "@contracts/tracking-rules";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { protocolStops, protocolTours, protocolTrackEvents, protocolVehicles } from "./tables";
import { positionOf } from "./tracking-events";

/** Positions per vehicle in a viewer's starting state: enough for the speed and the line behind the vehicle. */
export const RECENT_POSITIONS = 20;

export type TourRow = typeof protocolTours.$inferSelect;

export async function loadTour(db: Db, tourId: number): Promise<TourRow | undefined> {
  const [tour] = await db.select().from(protocolTours).where(eq(protocolTours.id, tourId));
  return tour;
}

const iso = (date: Date) => date.toISOString();

export const tourName = (tour: Pick<TourRow, "nameEn" | "nameKo">, lang: Lang) =>
  lang === "ko" ? tour.nameKo : tour.nameEn;

export const tourHead = (tour: TourRow, lang: Lang) => ({
  id: tour.id,
  name: tourName(tour, lang),
  starts_at: iso(tour.startsAt),
  ends_at: iso(tour.endsAt),
});

/** The tour's stops, numbered from 1 in the route's order, named in `lang`. */
export async function stopsOf(db: Db, tourIds: readonly number[], lang: Lang): Promise<Map<number, TrackStop[]>> {
  const byTour = new Map<number, TrackStop[]>();
  if (tourIds.length === 0) return byTour;
  const rows = await db
    .select()
    .from(protocolStops)
    .where(inArray(protocolStops.tourId, [...tourIds]))
    .orderBy(asc(protocolStops.tourId), asc(protocolStops.position));
  for (const row of rows) {
    const stops = byTour.get(row.tourId) ?? [];
    stops.push({
      number: stops.length + 1,
      name: lang === "ko" ? row.nameKo : row.nameEn,
      lat: row.lat,
      lng: row.lng,
      planned_at: row.plannedAt ? iso(row.plannedAt) : null,
    });
    byTour.set(row.tourId, stops);
  }
  return byTour;
}

/** What a delegation sees of a driver: the first word of the account's name. */
export const firstName = (name: string | null | undefined): string | null => name?.trim().split(/\s+/)[0] || null;

/**
 * A viewer's starting state. The tour's event number is read first: every event up to it is committed, and the
 * positions are those up to it, so the stream that sends the events after `seq` neither misses nor repeats one.
 * Outside the window the state has its window and no position (nothing of where a vehicle was is told before or
 * after).
 */
export async function trackState(
  db: Db,
  tour: TourRow,
  lang: Lang,
  now: Date,
  linkExpiresAt: Date | null,
): Promise<TrackState> {
  const seq = tour.eventSeq;
  const window = trackingWindow(tour.startsAt, tour.endsAt, now);
  const [stops, vehicles] = await Promise.all([
    stopsOf(db, [tour.id], lang).then((byTour) => byTour.get(tour.id) ?? []),
    db
      .select({
        id: protocolVehicles.id,
        label: protocolVehicles.label,
        plate: protocolVehicles.plate,
        trip: protocolVehicles.trip,
        tripChangedAt: protocolVehicles.tripChangedAt,
        driver: accounts.name,
      })
      .from(protocolVehicles)
      .leftJoin(accounts, eq(accounts.id, protocolVehicles.driverAccountId))
      .where(eq(protocolVehicles.tourId, tour.id))
      .orderBy(asc(protocolVehicles.id)),
  ]);
  const recent = window.state === "open" ? await recentPositions(db, tour.id, seq) : [];
  const route: LatLng[] = tour.route.length > 0 ? tour.route : stops.map(({ lat, lng }) => ({ lat, lng }));
  return {
    tour: tourHead(tour, lang),
    window,
    route,
    stops,
    vehicles: vehicles.map((vehicle): TrackVehicle => ({
      id: vehicle.id,
      label: vehicle.label,
      plate: vehicle.plate,
      driver_name: firstName(vehicle.driver),
      trip: vehicle.trip,
      trip_changed_at: vehicle.tripChangedAt ? iso(vehicle.tripChangedAt) : null,
      recent: recent.filter((position) => position.vehicle_id === vehicle.id),
    })),
    seq,
    link_expires_at: linkExpiresAt ? iso(linkExpiresAt) : null,
    server_now: iso(now),
  };
}

/** The newest positions of each vehicle of the tour up to event `upTo`, oldest first (by their reading time). */
async function recentPositions(db: Db, tourId: number, upTo: number) {
  const ranked = db
    .select({
      id: protocolTrackEvents.id,
      rank: sql<number>`row_number() over (partition by ${protocolTrackEvents.vehicleId} order by ${protocolTrackEvents.recordedAt} desc, ${protocolTrackEvents.seq} desc)`.as(
        "rank",
      ),
    })
    .from(protocolTrackEvents)
    .where(
      and(
        eq(protocolTrackEvents.tourId, tourId),
        eq(protocolTrackEvents.kind, "position"),
        lte(protocolTrackEvents.seq, upTo),
      ),
    )
    .as("ranked");
  const rows = await db
    .select({ event: protocolTrackEvents })
    .from(protocolTrackEvents)
    .innerJoin(ranked, eq(ranked.id, protocolTrackEvents.id))
    .where(lte(ranked.rank, RECENT_POSITIONS))
    .orderBy(asc(protocolTrackEvents.vehicleId), asc(protocolTrackEvents.recordedAt), asc(protocolTrackEvents.seq));
  return rows.map(({ event }) => positionOf(event));
}

/** The driver's vehicles (those assigned to their account) with their tours, windows and stops. */
export async function driveVehicles(db: Db, accountId: number, lang: Lang, now: Date): Promise<DriveVehicle[]> {
  const rows = await db
    .select({ vehicle: protocolVehicles, tour: protocolTours })
    .from(protocolVehicles)
    .innerJoin(protocolTours, eq(protocolTours.id, protocolVehicles.tourId))
    .where(eq(protocolVehicles.driverAccountId, accountId))
    .orderBy(asc(protocolTours.startsAt), asc(protocolVehicles.id));
  const stops = await stopsOf(db, [...new Set(rows.map(({ tour }) => tour.id))], lang);
  return rows.map(({ vehicle, tour }) => driveVehicleOf(vehicle, tour, stops.get(tour.id) ?? [], lang, now));
}

export function driveVehicleOf(
  vehicle: typeof protocolVehicles.$inferSelect,
  tour: TourRow,
  stops: TrackStop[],
  lang: Lang,
  now: Date,
): DriveVehicle {
  return {
    id: vehicle.id,
    label: vehicle.label,
    plate: vehicle.plate,
    trip: vehicle.trip,
    trip_changed_at: vehicle.tripChangedAt ? iso(vehicle.tripChangedAt) : null,
    last_recorded_at: vehicle.lastRecordedAt ? iso(vehicle.lastRecordedAt) : null,
    tour: tourHead(tour, lang),
    window: trackingWindow(tour.startsAt, tour.endsAt, now),
    stops,
  };
}
