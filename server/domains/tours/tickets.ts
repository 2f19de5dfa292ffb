import {
  type CheckInAnswer,
  type DepartureTickets,
  type ScanResult,
  type Ticket,
  TICKET_TOKEN_PATTERN,
  ticketState,
  ticketTokenIn,
} from "@contracts/tours";
import { hasDeparted } from "@contracts/reservation-deadlines";
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import { hmac, safeEqual, sha256 } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { productOptions, products } from "../catalog/tables";
import type { ShopContext } from "../reservations/context";
import { reservationItems, reservations } from "../reservations/tables";
import type { Lang, ReservationRow } from "../reservations/view";
import { signingKey } from "../../platform/signing-keys";
import { tourCheckIns, tourCourses, tourDepartures } from "./tables";

// A reservation's tickets are its travellers: ticket n of reservation r is `T1.r.n.<signature>`, signed with a key
// of its own purpose, so nothing is stored until a ticket passes the gate and a token cannot be guessed or made
// from a reservation number. A ticket passes once at its departure (ADR 0027).

async function sign(db: Db, auth: AuthConfig, reservationId: number, traveler: number): Promise<string> {
  return hmac(await signingKey(db, auth, "tour-ticket"), `${reservationId}.${traveler}`);
}

export async function ticketToken(db: Db, auth: AuthConfig, reservationId: number, traveler: number) {
  return `T1.${reservationId}.${traveler}.${await sign(db, auth, reservationId, traveler)}`;
}

/** The reservation and traveller a token names, when the server signed it; null for anything else. */
export async function openTicketToken(
  db: Db,
  auth: AuthConfig,
  token: string,
): Promise<{ reservationId: number; traveler: number } | null> {
  if (!TICKET_TOKEN_PATTERN.test(token)) return null;
  const [, id = "", traveler = "", signature = ""] = token.split(".");
  if (!safeEqual(signature, await sign(db, auth, Number(id), Number(traveler)))) return null;
  return { reservationId: Number(id), traveler: Number(traveler) };
}

/** Paid and not cancelled (a cancellation still being decided keeps its tickets). */
export const passes = (row: Pick<ReservationRow, "status" | "paidAt">) =>
  row.paidAt !== null && row.status !== "cancelled";

/** Who a ticket is for: the representative by name, the others as their party. */
export function holderOf(row: Pick<ReservationRow, "representativeName">, traveler: number, lang: Lang): string {
  if (traveler === 1) return row.representativeName;
  return lang === "ko"
    ? `${row.representativeName} 일행 ${traveler - 1}`
    : `${row.representativeName}, guest ${traveler - 1}`;
}

type Booked = {
  row: ReservationRow;
  departureId: number;
  date: string;
  time: string;
  courseName: string;
  meetingPoint: string;
};

/** The summit reservations and what they book, by id. */
async function bookedById(db: Db, ids: readonly number[], lang: Lang): Promise<Map<number, Booked>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ row: reservations, option: productOptions, product: products, course: tourCourses })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .innerJoin(productOptions, eq(productOptions.id, reservationItems.productOptionId))
    .innerJoin(products, eq(products.id, reservationItems.productId))
    .innerJoin(tourCourses, eq(tourCourses.productId, products.id))
    .where(and(inArray(reservations.id, [...ids]), eq(reservations.channel, "summit")));
  return new Map(
    rows.map(({ row, option, product, course }) => [
      row.id,
      {
        row,
        departureId: option.id,
        date: option.startDate,
        time: option.departureTimes[0] ?? row.departureTime,
        courseName: lang === "ko" ? product.nameKo : product.nameEn,
        meetingPoint: lang === "ko" ? course.meetingPointKo : course.meetingPointEn,
      },
    ]),
  );
}

async function checkInsOf(db: Db, reservationIds: readonly number[]) {
  if (reservationIds.length === 0) return [];
  return db
    .select()
    .from(tourCheckIns)
    .where(inArray(tourCheckIns.reservationId, [...reservationIds]));
}

async function toTicket(
  db: Db,
  auth: AuthConfig,
  booked: Booked,
  traveler: number,
  checkedInAt: Date | null,
  lang: Lang,
): Promise<Ticket> {
  const { row } = booked;
  const passedAt = checkedInAt?.toISOString() ?? null;
  return {
    id: `${row.id}.${traveler}`,
    reservation_number: row.number,
    traveler,
    travelers: row.travelers,
    holder: holderOf(row, traveler, lang),
    token: await ticketToken(db, auth, row.id, traveler),
    course_name: booked.courseName,
    departure_id: booked.departureId,
    departure_date: booked.date,
    departure_time: booked.time,
    meeting_point: booked.meetingPoint,
    valid: passes(row),
    state: ticketState({ paid: row.paidAt !== null, cancelled: row.status === "cancelled" }, passedAt),
    checked_in_at: passedAt,
  };
}

/** Every ticket of a summit reservation (one per traveller), in traveller order. */
export async function reservationTickets(ctx: ShopContext, auth: AuthConfig, row: ReservationRow, lang: Lang) {
  const booked = (await bookedById(ctx.db, [row.id], lang)).get(row.id);
  if (!booked) return [];
  const passed = new Map((await checkInsOf(ctx.db, [row.id])).map((check) => [check.traveler, check.scannedAt]));
  return Promise.all(
    Array.from({ length: row.travelers }, (_, index) =>
      toTicket(ctx.db, auth, booked, index + 1, passed.get(index + 1) ?? null, lang),
    ),
  );
}

/** The ticket a token opens (its link is its owner's); undefined for a token the server did not sign. */
export async function ticketOf(ctx: ShopContext, auth: AuthConfig, token: string, lang: Lang) {
  const named = await openTicketToken(ctx.db, auth, token);
  if (!named) return undefined;
  const booked = (await bookedById(ctx.db, [named.reservationId], lang)).get(named.reservationId);
  if (!booked || named.traveler > booked.row.travelers) return undefined;
  const [passed] = await ctx.db
    .select()
    .from(tourCheckIns)
    .where(and(eq(tourCheckIns.reservationId, named.reservationId), eq(tourCheckIns.traveler, named.traveler)));
  return toTicket(ctx.db, auth, booked, named.traveler, passed?.scannedAt ?? null, lang);
}

export type Scan = { scanned: string; departure_id: number; nonce: string; scanned_at?: string | undefined };

const answer = (
  result: ScanResult,
  nonce: string,
  ticket: Ticket | null = null,
  first: CheckInAnswer["first"] = null,
): CheckInAnswer => ({ result, nonce, ticket, first });

/**
 * Decides one scan at a departure's gate and records a passage: `valid` the first time (and again for the same
 * scan sent twice, by its nonce), `already_used` with the first passage's time and device, `wrong_departure`, or
 * `invalid` (not our ticket, unpaid, cancelled). The unique ticket and nonce indexes make concurrent uploads of
 * one ticket one passage.
 */
export async function checkIn(
  ctx: ShopContext,
  auth: AuthConfig,
  scan: Scan,
  device: string,
  operatorId: number | null,
  lang: Lang,
): Promise<CheckInAnswer> {
  const token = ticketTokenIn(scan.scanned);
  const ticket = token ? await ticketOf(ctx, auth, token, lang) : undefined;
  if (!ticket) return answer("invalid", scan.nonce);
  if (ticket.departure_id !== scan.departure_id) return answer("wrong_departure", scan.nonce, ticket);
  if (!ticket.valid) return answer("invalid", scan.nonce, ticket);
  const [reservationId, traveler] = ticket.id.split(".").map(Number) as [number, number];
  const now = ctx.now();
  const scannedAt = scan.scanned_at ? new Date(scan.scanned_at) : now;
  const [inserted] = await ctx.db
    .insert(tourCheckIns)
    .values({
      reservationId,
      traveler,
      departureId: scan.departure_id,
      nonce: scan.nonce,
      device,
      scannedAt,
      recordedAt: now,
      recordedBy: operatorId,
    })
    .onConflictDoNothing()
    .returning({ at: tourCheckIns.scannedAt });
  if (inserted) {
    return answer("valid", scan.nonce, { ...ticket, state: "used", checked_in_at: inserted.at.toISOString() });
  }
  const [first] = await ctx.db
    .select()
    .from(tourCheckIns)
    .where(and(eq(tourCheckIns.reservationId, reservationId), eq(tourCheckIns.traveler, traveler)));
  if (!first) return answer("invalid", scan.nonce, ticket);
  const passed = { ...ticket, state: "used" as const, checked_in_at: first.scannedAt.toISOString() };
  // the very scan that passed, sent again (an upload retried): the same answer as the first time
  if (first.nonce === scan.nonce) return answer("valid", scan.nonce, passed);
  return answer("already_used", scan.nonce, passed, { at: first.scannedAt.toISOString(), device: first.device });
}

/** A departure's tickets for a scanner to decide offline (hashes of the tokens, the passages so far). */
export async function departureTickets(
  ctx: ShopContext,
  auth: AuthConfig,
  departureId: number,
  lang: Lang,
): Promise<DepartureTickets | undefined> {
  const [departure] = await ctx.db
    .select({ option: productOptions, product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(tourCourses, eq(tourCourses.productId, products.id))
    .where(eq(productOptions.id, departureId));
  if (!departure) return undefined;
  const ids = await ctx.db
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .where(
      and(
        eq(reservationItems.productOptionId, departureId),
        eq(reservations.channel, "summit"),
        ne(reservations.status, "cancelled"),
      ),
    );
  const booked = await bookedById(
    ctx.db,
    ids.map((row) => row.id),
    lang,
  );
  const passages = await checkInsOf(ctx.db, [...booked.keys()]);
  const tickets = [];
  for (const entry of [...booked.values()].sort((a, b) => a.row.number.localeCompare(b.row.number))) {
    for (let traveler = 1; traveler <= entry.row.travelers; traveler += 1) {
      const passed = passages.find((p) => p.reservationId === entry.row.id && p.traveler === traveler);
      tickets.push({
        id: `${entry.row.id}.${traveler}`,
        token_hash: sha256(await ticketToken(ctx.db, auth, entry.row.id, traveler)),
        reservation_number: entry.row.number,
        holder: holderOf(entry.row, traveler, lang),
        valid: passes(entry.row),
        checked_in_at: passed?.scannedAt.toISOString() ?? null,
        checked_in_by: passed?.device ?? null,
      });
    }
  }
  return {
    departure_id: departureId,
    course_name: lang === "ko" ? departure.product.nameKo : departure.product.nameEn,
    date: departure.option.startDate,
    time: departure.option.departureTimes[0] ?? "00:00",
    fetched_at: ctx.now().toISOString(),
    tickets,
  };
}

/**
 * The operators' view of a day's departures: seats, travellers booked (live reservations), checked in, and after
 * departure the paid travellers who never came.
 */
export async function departureCounts(ctx: ShopContext, date: string, lang: Lang) {
  const departures = await ctx.db
    .select({ option: productOptions, product: products })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(eq(productOptions.startDate, date))
    .orderBy(asc(productOptions.departureTimes), asc(productOptions.id));
  if (departures.length === 0) return [];
  const ids = departures.map((row) => row.option.id);
  const booked = await ctx.db
    .select({ departureId: reservationItems.productOptionId, row: reservations })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(inArray(reservationItems.productOptionId, ids), ne(reservations.status, "cancelled")));
  const passages = await ctx.db
    .select({ departureId: tourCheckIns.departureId, n: count() })
    .from(tourCheckIns)
    .where(inArray(tourCheckIns.departureId, ids))
    .groupBy(tourCheckIns.departureId);
  const now = ctx.now();
  return departures.map(({ option, product }) => {
    const time = option.departureTimes[0] ?? "00:00";
    const own = booked.filter((entry) => entry.departureId === option.id);
    const checkedIn = Number(passages.find((entry) => entry.departureId === option.id)?.n ?? 0);
    const paid = own.filter((entry) => passes(entry.row)).reduce((sum, entry) => sum + entry.row.travelers, 0);
    return {
      departure_id: option.id,
      course_name: lang === "ko" ? product.nameKo : product.nameEn,
      date: option.startDate,
      time,
      seats: option.capacity,
      booked: own.reduce((sum, entry) => sum + entry.row.travelers, 0),
      checked_in: checkedIn,
      no_show: hasDeparted(option.startDate, time, now) ? Math.max(0, paid - checkedIn) : 0,
    };
  });
}
