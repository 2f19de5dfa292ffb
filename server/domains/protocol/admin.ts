import {
  type AdminTour,
  type Delegate,
  type DelegateBody,
  PROTOCOL_LIMITS,
  type StopsBody,
  type TourBody,
  type TourSummary,
  type VehicleBody,
} from "@contracts/protocol";
import type { Lang } from "@contracts/settings";
import { TRACKING_MESSAGES } from "@contracts/tracking";
import { trackingWindow } from "@contracts/tracking-rules";
import { and, asc, count, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { anyTour, delegateNotFound, protocolError, type TourRow } from "./access";
import { adminDelegate, adminDelegateRows, delegateOnTour, toDelegate } from "./delegates";
import { stopsOf, tourSummary } from "./tours";
import { protocolDelegates, protocolStops, protocolTours, protocolVehicles } from "./tables";

// The operators' side of the protocol tours (ADR 0033): every tour, written by parts (the tour's own fields, its
// stops, each vehicle, each person), the arrivals board, and the met and handed-over marks. Each write is one
// transaction; a write that changes the tour's stops or vehicles takes the tour row's lock first, so two operators
// replacing the stops at once do not interleave (the tracking's events take the same lock).

export const vehicleNotFound = () => new AppError(404, "NOT_FOUND", TRACKING_MESSAGES.vehicleNotFound);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The tour row under its lock, or 404. */
async function lockedTour(tx: Tx, tourId: number): Promise<TourRow> {
  const [tour] = await tx.select().from(protocolTours).where(eq(protocolTours.id, tourId)).for("update");
  if (!tour) throw protocolError(404, "tourNotFound");
  return tour;
}

const touch = (tx: Tx, tourId: number, now: Date) =>
  tx.update(protocolTours).set({ updatedAt: now }).where(eq(protocolTours.id, tourId));

/** The whole tour as operators edit it. */
export async function adminTour(db: DbOrTx, tourId: number, now: Date): Promise<AdminTour> {
  const tour = await anyTour(db, tourId);
  const stops = await stopsOf(db, tourId);
  const vehicles = await db
    .select({ vehicle: protocolVehicles, driverName: accounts.name })
    .from(protocolVehicles)
    .leftJoin(accounts, eq(accounts.id, protocolVehicles.driverAccountId))
    .where(eq(protocolVehicles.tourId, tourId))
    .orderBy(asc(protocolVehicles.id));
  return {
    id: tour.id,
    name_en: tour.nameEn,
    name_ko: tour.nameKo,
    delegation: tour.delegation,
    starts_at: tour.startsAt.toISOString(),
    ends_at: tour.endsAt.toISOString(),
    retention_hours: tour.retentionHours,
    content_en: tour.contentEn,
    content_ko: tour.contentKo,
    route: tour.route,
    stops: stops.map((stop) => ({
      name_en: stop.nameEn,
      name_ko: stop.nameKo,
      lat: stop.lat,
      lng: stop.lng,
      planned_at: stop.plannedAt?.toISOString() ?? null,
    })),
    vehicles: vehicles.map(({ vehicle, driverName }) => ({
      id: vehicle.id,
      label: vehicle.label,
      plate: vehicle.plate,
      driver_account_id: vehicle.driverAccountId,
      driver_name: driverName,
      trip: vehicle.trip,
    })),
    window: trackingWindow(tour.startsAt, tour.endsAt, now),
    updated_at: tour.updatedAt.toISOString(),
  };
}

/** Every tour, the newest departure first. */
export async function listAdminTours(db: DbOrTx, lang: Lang, now: Date): Promise<TourSummary[]> {
  const rows = await db.select().from(protocolTours).orderBy(desc(protocolTours.startsAt), desc(protocolTours.id));
  return rows.map((tour) => tourSummary(tour, lang, now));
}

const tourColumns = (body: TourBody) => ({
  nameEn: body.name_en,
  nameKo: body.name_ko,
  delegation: body.delegation,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  retentionHours: body.retention_hours,
  contentEn: body.content_en,
  contentKo: body.content_ko,
  route: body.route,
});

export async function createTour(db: Db, body: TourBody, now: Date): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(protocolTours)
      .values({ ...tourColumns(body), createdAt: now, updatedAt: now })
      .returning({ id: protocolTours.id });
    if (!row) throw new Error("tour not inserted");
    return adminTour(tx, row.id, now);
  });
}

/** The tour's own fields as sent (names, window, retention, programme, route); its stops, vehicles and people stay. */
export async function updateTour(db: Db, tourId: number, body: TourBody, now: Date): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(protocolTours)
      .set({ ...tourColumns(body), updatedAt: now })
      .where(eq(protocolTours.id, tourId))
      .returning({ id: protocolTours.id });
    if (!row) throw protocolError(404, "tourNotFound");
    return adminTour(tx, tourId, now);
  });
}

/** The tour's stops replaced by these, in this order (numbered from 1 in it). */
export async function replaceStops(db: Db, tourId: number, body: StopsBody, now: Date): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    await lockedTour(tx, tourId);
    await tx.delete(protocolStops).where(eq(protocolStops.tourId, tourId));
    if (body.stops.length > 0) {
      await tx.insert(protocolStops).values(
        body.stops.map((stop, index) => ({
          tourId,
          position: index + 1,
          nameEn: stop.name_en,
          nameKo: stop.name_ko,
          lat: stop.lat,
          lng: stop.lng,
          plannedAt: stop.planned_at === null ? null : new Date(stop.planned_at),
        })),
      );
    }
    await touch(tx, tourId, now);
    return adminTour(tx, tourId, now);
  });
}

/** A driver is an active operators' account of role `driver`; anything else is 400 naming the field. */
async function checkDriver(tx: Tx, driverId: number | null): Promise<void> {
  if (driverId === null) return;
  const [driver] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, driverId),
        eq(accounts.area, "admin"),
        eq(accounts.role, "driver"),
        eq(accounts.status, "active"),
        isNull(accounts.deletedAt),
      ),
    );
  if (!driver) throw protocolError(400, "driverNotFound", "driver_account_id");
}

const vehicleColumns = (body: VehicleBody) => ({
  label: body.label,
  plate: body.plate,
  driverAccountId: body.driver_account_id,
});

export async function addVehicle(db: Db, tourId: number, body: VehicleBody, now: Date): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    await lockedTour(tx, tourId);
    await checkDriver(tx, body.driver_account_id);
    const [counted] = await tx.select({ n: count() }).from(protocolVehicles).where(eq(protocolVehicles.tourId, tourId));
    if ((counted?.n ?? 0) >= PROTOCOL_LIMITS.vehicles) throw protocolError(409, "tooManyVehicles");
    await tx.insert(protocolVehicles).values({ tourId, ...vehicleColumns(body), createdAt: now });
    await touch(tx, tourId, now);
    return adminTour(tx, tourId, now);
  });
}

/** A vehicle's name, plate and driver; its trip and positions stay (a new driver takes over the trip as it is). */
export async function updateVehicle(
  db: Db,
  ids: { tourId: number; vehicleId: number },
  body: VehicleBody,
  now: Date,
): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    await lockedTour(tx, ids.tourId);
    await checkDriver(tx, body.driver_account_id);
    const [row] = await tx
      .update(protocolVehicles)
      .set(vehicleColumns(body))
      .where(and(eq(protocolVehicles.id, ids.vehicleId), eq(protocolVehicles.tourId, ids.tourId)))
      .returning({ id: protocolVehicles.id });
    if (!row) throw vehicleNotFound();
    await touch(tx, ids.tourId, now);
    return adminTour(tx, ids.tourId, now);
  });
}

/** Removes a vehicle with its tracked positions. */
export async function deleteVehicle(db: Db, ids: { tourId: number; vehicleId: number }, now: Date): Promise<AdminTour> {
  return db.transaction(async (tx) => {
    await lockedTour(tx, ids.tourId);
    const [row] = await tx
      .delete(protocolVehicles)
      .where(and(eq(protocolVehicles.id, ids.vehicleId), eq(protocolVehicles.tourId, ids.tourId)))
      .returning({ id: protocolVehicles.id });
    if (!row) throw vehicleNotFound();
    await touch(tx, ids.tourId, now);
    return adminTour(tx, ids.tourId, now);
  });
}

/** The member-area account an e-mail names (not deleted), or null: the person then reads the tour when signed in. */
async function memberAccountOf(tx: Tx, email: string): Promise<number | null> {
  if (email === "") return null;
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.area, "member"),
        sql`lower(${accounts.email}) = lower(${email})`,
        ne(accounts.status, "deleted"),
        isNull(accounts.deletedAt),
      ),
    );
  return account?.id ?? null;
}

const delegateColumns = (body: DelegateBody, accountId: number | null) => ({
  name: body.name,
  title: body.title,
  coordinator: body.coordinator,
  accountId,
});

/** Two people of one tour linked to one account (also when two operators link it at once) is 409 naming `email`. */
async function emailChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw protocolError(409, "emailTaken", "email");
    throw error;
  }
}

export async function addDelegate(db: Db, tourId: number, body: DelegateBody, now: Date): Promise<Delegate> {
  return emailChecked(() =>
    db.transaction(async (tx) => {
      await lockedTour(tx, tourId);
      const [counted] = await tx
        .select({ n: count() })
        .from(protocolDelegates)
        .where(eq(protocolDelegates.tourId, tourId));
      if ((counted?.n ?? 0) >= PROTOCOL_LIMITS.delegates) throw protocolError(409, "tooManyDelegates");
      const accountId = await memberAccountOf(tx, body.email);
      const [row] = await tx
        .insert(protocolDelegates)
        .values({ tourId, ...delegateColumns(body, accountId), updatedAt: now })
        .returning({ id: protocolDelegates.id });
      if (!row) throw new Error("delegate not inserted");
      return adminDelegate(tx, row.id);
    }),
  );
}

/** A person's name, title, link and coordinator flag as sent; their flights and marks stay. */
export async function updateDelegate(
  db: Db,
  ids: { tourId: number; delegateId: number },
  body: DelegateBody,
  now: Date,
): Promise<Delegate> {
  return emailChecked(() =>
    db.transaction(async (tx) => {
      const accountId = await memberAccountOf(tx, body.email);
      const [row] = await tx
        .update(protocolDelegates)
        .set({ ...delegateColumns(body, accountId), updatedAt: now })
        .where(and(eq(protocolDelegates.id, ids.delegateId), eq(protocolDelegates.tourId, ids.tourId)))
        .returning({ id: protocolDelegates.id });
      if (!row) {
        await anyTour(tx, ids.tourId);
        throw delegateNotFound();
      }
      return adminDelegate(tx, row.id);
    }),
  );
}

export async function deleteDelegate(db: Db, ids: { tourId: number; delegateId: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(protocolDelegates)
      .where(and(eq(protocolDelegates.id, ids.delegateId), eq(protocolDelegates.tourId, ids.tourId)))
      .returning({ id: protocolDelegates.id });
    if (!row) {
      await anyTour(tx, ids.tourId);
      throw delegateNotFound();
    }
    return { id: row.id };
  });
}

/** The arrivals board: every person of the tour by arrival time, those without an arrival last. */
export async function arrivals(db: DbOrTx, tourId: number): Promise<Delegate[]> {
  await anyTour(db, tourId);
  const rows = await adminDelegateRows(db, eq(protocolDelegates.tourId, tourId));
  return rows.map(({ row, extras }) => toDelegate(row, null, extras));
}

/** One person of a tour as operators see them (404 for a tour or a person not on it). */
export async function adminDelegateOfTour(db: DbOrTx, tourId: number, delegateId: number): Promise<Delegate> {
  await anyTour(db, tourId);
  await delegateOnTour(db, tourId, delegateId);
  return adminDelegate(db, delegateId);
}

/**
 * Marks a person met at arrival. Marking again keeps the first mark (who and when): two operators at the gate
 * tapping at once record the first.
 */
export async function markMet(db: Db, delegateId: number, operatorId: number, now: Date): Promise<Delegate> {
  return db.transaction(async (tx) => {
    await tx
      .update(protocolDelegates)
      .set({ metAt: now, metBy: operatorId, updatedAt: now })
      .where(and(eq(protocolDelegates.id, delegateId), isNull(protocolDelegates.metAt)));
    return adminDelegate(tx, delegateId);
  });
}

/** Takes back "met": a person not met was not handed over either, so that mark goes too. */
export async function unmarkMet(db: Db, delegateId: number, now: Date): Promise<Delegate> {
  return db.transaction(async (tx) => {
    await tx
      .update(protocolDelegates)
      .set({ metAt: null, metBy: null, handedOverAt: null, handedOverBy: null, updatedAt: now })
      .where(eq(protocolDelegates.id, delegateId));
    return adminDelegate(tx, delegateId);
  });
}

/** Marks a met person handed over (409 when not met); marking again keeps the first mark. */
export async function markHandedOver(db: Db, delegateId: number, operatorId: number, now: Date): Promise<Delegate> {
  return db.transaction(async (tx) => {
    await tx
      .update(protocolDelegates)
      .set({ handedOverAt: now, handedOverBy: operatorId, updatedAt: now })
      .where(
        and(
          eq(protocolDelegates.id, delegateId),
          isNotNull(protocolDelegates.metAt),
          isNull(protocolDelegates.handedOverAt),
        ),
      );
    const person = await adminDelegate(tx, delegateId);
    if (person.met_at === null) throw protocolError(409, "notArrived");
    return person;
  });
}

export async function unmarkHandedOver(db: Db, delegateId: number, now: Date): Promise<Delegate> {
  return db.transaction(async (tx) => {
    await tx
      .update(protocolDelegates)
      .set({ handedOverAt: null, handedOverBy: null, updatedAt: now })
      .where(eq(protocolDelegates.id, delegateId));
    return adminDelegate(tx, delegateId);
  });
}
