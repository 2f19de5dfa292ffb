import type { Tour, TourSummary } from "@contracts/protocol";
import type { Lang } from "@contracts/settings";
import { trackingWindow } from "@contracts/tracking-rules";
import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { memberTour, type TourRow } from "./access";
import { protocolDelegates, protocolStops, protocolTours, protocolVehicles } from "./tables";

// A tour as the delegation's members read it (ADR 0033): the tours they are on, and one of them in their language
// with its numbered stops and its vehicles. Operators read the same tours through their own doors (admin.ts).

export type StopRow = typeof protocolStops.$inferSelect;
export type VehicleRow = typeof protocolVehicles.$inferSelect;

export const nameIn = (tour: Pick<TourRow, "nameEn" | "nameKo">, lang: Lang) =>
  lang === "ko" ? tour.nameKo : tour.nameEn;

export function tourSummary(tour: TourRow, lang: Lang, now: Date): TourSummary {
  return {
    id: tour.id,
    name: nameIn(tour, lang),
    delegation: tour.delegation,
    starts_at: tour.startsAt.toISOString(),
    ends_at: tour.endsAt.toISOString(),
    window: trackingWindow(tour.startsAt, tour.endsAt, now),
  };
}

/** A tour's stops in the route's order. */
export async function stopsOf(db: DbOrTx, tourId: number): Promise<StopRow[]> {
  return db.select().from(protocolStops).where(eq(protocolStops.tourId, tourId)).orderBy(asc(protocolStops.position));
}

/** A tour's vehicles in the order they were added. */
export async function vehiclesOf(db: DbOrTx, tourId: number): Promise<VehicleRow[]> {
  return db
    .select()
    .from(protocolVehicles)
    .where(eq(protocolVehicles.tourId, tourId))
    .orderBy(asc(protocolVehicles.id));
}

/** The stops numbered 1, 2, 3 ... in the reader's language. */
export const numberedStops = (stops: StopRow[], lang: Lang): Tour["stops"] =>
  stops.map((stop, index) => ({
    number: index + 1,
    name: lang === "ko" ? stop.nameKo : stop.nameEn,
    lat: stop.lat,
    lng: stop.lng,
    planned_at: stop.plannedAt?.toISOString() ?? null,
  }));

/** The tours the member is a delegate of, the newest departure first. */
export async function myTours(db: DbOrTx, accountId: number, lang: Lang, now: Date): Promise<TourSummary[]> {
  const rows = await db
    .select({ tour: protocolTours })
    .from(protocolDelegates)
    .innerJoin(protocolTours, eq(protocolTours.id, protocolDelegates.tourId))
    .where(eq(protocolDelegates.accountId, accountId))
    .orderBy(desc(protocolTours.startsAt), desc(protocolTours.id));
  return rows.map((row) => tourSummary(row.tour, lang, now));
}

/** One tour the member is on, in their language; 404 for any other. */
export async function myTour(db: DbOrTx, accountId: number, tourId: number, lang: Lang, now: Date): Promise<Tour> {
  const { tour, me } = await memberTour(db, tourId, accountId);
  const [stops, vehicles] = [await stopsOf(db, tourId), await vehiclesOf(db, tourId)];
  const { id: _, ...summary } = tourSummary(tour, lang, now);
  return {
    id: tour.id,
    ...summary,
    content: lang === "ko" ? tour.contentKo : tour.contentEn,
    stops: numberedStops(stops, lang),
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      label: vehicle.label,
      plate: vehicle.plate,
      trip: vehicle.trip,
    })),
    coordinator: me.coordinator,
  };
}
