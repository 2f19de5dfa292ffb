import type { ApiError } from "@contracts/envelope";
import { type Delegate, type FlightsBody, PROTOCOL_MESSAGES } from "@contracts/protocol";
import { and, asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/http/errors";
import { accounts } from "../auth/tables";
import type { DbOrTx } from "../auth/sessions";
import { type DelegateRow, delegateNotFound, memberTour, protocolError } from "./access";
import { protocolDelegates } from "./tables";

// The delegation's people and their flights (ADR 0033, "Flights"). A member on the tour reads their own entry, a
// coordinator everyone's; a coordinator may change anyone's flights of the tour, the others only their own.
// Operators read and change every tour's through their own doors (admin.ts). A save names the version it was made
// from: the update is guarded by it, so of two saves from one version one wins and the other is 409
// VERSION_CONFLICT with the person as they are now. The version counts changes of the flights only: operators'
// marks (met, handed over) and their edits of a person's name do not move it.

/** What operators see beyond a member: the linked account's e-mail and who marked the person met, handed over. */
export type DelegateExtras = { email: string; metBy: string | null; handedOverBy: string | null };

/** A person as the API answers them; `meId` is the reader's own delegate (none for operators). */
export function toDelegate(row: DelegateRow, meId: number | null, extras?: DelegateExtras): Delegate {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    coordinator: row.coordinator,
    is_me: row.id === meId,
    arrival_flight: row.arrivalFlight,
    arrival_at: row.arrivalAt?.toISOString() ?? null,
    arrival_terminal: row.arrivalTerminal ?? null,
    departure_flight: row.departureFlight,
    departure_at: row.departureAt?.toISOString() ?? null,
    departure_terminal: row.departureTerminal ?? null,
    met_at: row.metAt?.toISOString() ?? null,
    handed_over_at: row.handedOverAt?.toISOString() ?? null,
    version: row.version,
    ...(extras && { email: extras.email, met_by: extras.metBy, handed_over_by: extras.handedOverBy }),
  };
}

/** 409 VERSION_CONFLICT: a flights save from a stale version, answered with the person as they are now. */
export class DelegateVersionConflict extends AppError {
  constructor(readonly current: Delegate) {
    super(409, "VERSION_CONFLICT", PROTOCOL_MESSAGES.versionConflict, "version");
  }

  override toBody(): ApiError & { current: Delegate } {
    return { ...super.toBody(), current: this.current };
  }
}

/** By arrival time, those without an arrival last, then in the order they were added. */
export const byArrival = [sql`${protocolDelegates.arrivalAt} asc nulls last`, asc(protocolDelegates.id)];

/** A person of this tour, or 404 (a person of another tour is the same). */
export async function delegateOnTour(db: DbOrTx, tourId: number, delegateId: number): Promise<DelegateRow> {
  const [row] = await db
    .select()
    .from(protocolDelegates)
    .where(and(eq(protocolDelegates.id, delegateId), eq(protocolDelegates.tourId, tourId)));
  if (!row) throw delegateNotFound();
  return row;
}

const metBy = alias(accounts, "met_by_account");
const handedOverBy = alias(accounts, "handed_over_by_account");
const linked = alias(accounts, "linked_account");

/** People with what operators see of them; `where` picks which (a tour's, or one). */
export async function adminDelegateRows(
  db: DbOrTx,
  where: ReturnType<typeof eq>,
): Promise<{ row: DelegateRow; extras: DelegateExtras }[]> {
  const rows = await db
    .select({
      row: protocolDelegates,
      email: linked.email,
      metBy: metBy.name,
      handedOverBy: handedOverBy.name,
    })
    .from(protocolDelegates)
    .leftJoin(linked, eq(linked.id, protocolDelegates.accountId))
    .leftJoin(metBy, eq(metBy.id, protocolDelegates.metBy))
    .leftJoin(handedOverBy, eq(handedOverBy.id, protocolDelegates.handedOverBy))
    .where(where)
    .orderBy(...byArrival);
  return rows.map(({ row, email, metBy: met, handedOverBy: handed }) => ({
    row,
    extras: { email: email ?? "", metBy: met, handedOverBy: handed },
  }));
}

/** One person as operators see them, or 404. */
export async function adminDelegate(db: DbOrTx, delegateId: number): Promise<Delegate> {
  const [found] = await adminDelegateRows(db, eq(protocolDelegates.id, delegateId));
  if (!found) throw delegateNotFound();
  return toDelegate(found.row, null, found.extras);
}

/** The tour's people for a member on it: a coordinator sees everyone, anyone else only themself. */
export async function myDelegates(db: DbOrTx, accountId: number, tourId: number): Promise<Delegate[]> {
  const { me } = await memberTour(db, tourId, accountId);
  if (!me.coordinator) return [toDelegate(me, me.id)];
  const rows = await db
    .select()
    .from(protocolDelegates)
    .where(eq(protocolDelegates.tourId, tourId))
    .orderBy(...byArrival);
  return rows.map((row) => toDelegate(row, me.id));
}

const flightColumns = (body: FlightsBody) => ({
  arrivalFlight: body.arrival_flight,
  arrivalAt: body.arrival_at === null ? null : new Date(body.arrival_at),
  arrivalTerminal: body.arrival_terminal,
  departureFlight: body.departure_flight,
  departureAt: body.departure_at === null ? null : new Date(body.departure_at),
  departureTerminal: body.departure_terminal,
});

/**
 * Writes a person's flights if they are still at the version the save was made from (version + 1); otherwise 409
 * with the person as they are now (`view` makes the answer, the same for both).
 */
async function writeFlights(
  tx: DbOrTx,
  target: DelegateRow,
  body: FlightsBody,
  now: Date,
  view: (row: DelegateRow) => Promise<Delegate> | Delegate,
): Promise<Delegate> {
  const [saved] = await tx
    .update(protocolDelegates)
    .set({ ...flightColumns(body), version: sql`${protocolDelegates.version} + 1`, updatedAt: now })
    .where(and(eq(protocolDelegates.id, target.id), eq(protocolDelegates.version, body.version)))
    .returning();
  if (saved) return view(saved);
  const [current] = await tx.select().from(protocolDelegates).where(eq(protocolDelegates.id, target.id));
  if (!current) throw delegateNotFound();
  throw new DelegateVersionConflict(await view(current));
}

/** A member saves flights: their own, or anyone's of the tour when they coordinate it (else 403). */
export async function saveMyFlights(
  db: Db,
  input: { accountId: number; tourId: number; delegateId: number; body: FlightsBody; now: Date },
): Promise<Delegate> {
  const { accountId, tourId, delegateId, body, now } = input;
  return db.transaction(async (tx) => {
    const { me } = await memberTour(tx, tourId, accountId);
    const target = await delegateOnTour(tx, tourId, delegateId);
    if (target.id !== me.id && !me.coordinator) throw protocolError(403, "notYours");
    return writeFlights(tx, target, body, now, (row) => toDelegate(row, me.id));
  });
}

/** Operators save anyone's flights of any tour, with the same version rule. */
export async function saveFlightsAsOperator(
  db: Db,
  input: { tourId: number; delegateId: number; body: FlightsBody; now: Date },
): Promise<Delegate> {
  const { tourId, delegateId, body, now } = input;
  return db.transaction(async (tx) => {
    const target = await delegateOnTour(tx, tourId, delegateId);
    return writeFlights(tx, target, body, now, (row) => adminDelegate(tx, row.id));
  });
}
