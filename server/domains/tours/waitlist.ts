import { minDepartureDate } from "@contracts/reservations";
import { departureMoment } from "@contracts/reservation-deadlines";
import { departureState, WAITLIST_OFFER_HOURS } from "@contracts/tours";
import {
  type JoinWaitlistBodySchema,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistOffer,
  type WaitlistStatus,
} from "@contracts/tours-waitlist";
import { and, asc, count, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../auth/sessions";
import { invalidateCatalog } from "../catalog/list-cache";
import { productOptions, products } from "../catalog/tables";
import type { ShopContext } from "../reservations/context";
import type { Lang } from "../reservations/view";
import { hmac, sha256 } from "../../platform/crypto";
import { AppError } from "../../platform/http/errors";
import type { MailProvider } from "../../platform/mail/mail-provider";
import { signingKey } from "../../platform/signing-keys";
import { tourError } from "./errors";
import { tourCourses, tourDepartures, tourWaitlist } from "./tables";
import { waitlistJoinedMail, waitlistOfferMail } from "./waitlist-mail";

// The waitlist of a full departure (ADR 0027, "Waitlist and calling off"). Held seats are counted in the option's
// `sold`, so the one guarded `sold + n <= capacity` update stays the only way to take a seat and a held offer, a
// booking and another offer can never together exceed the departure's seats.

export type JoinWaitlistInput = z.output<typeof JoinWaitlistBodySchema>;
export type WaitlistRow = typeof tourWaitlist.$inferSelect;

/** What the waitlist's mails and jobs need beyond the shop: the mail and the origin its links point at. */
export type WaitlistDeps = { shop: ShopContext; mail: MailProvider; origin: string };

const LIVE: WaitlistStatus[] = ["waiting", "offered"];
const ENDED: WaitlistStatus[] = ["left", "lapsed", "booked"];

export function waitlistError(status: 400 | 404 | 409, key: keyof typeof WAITLIST_MESSAGES, field: string) {
  const codes: Record<keyof typeof WAITLIST_MESSAGES, string> = {
    nameRequired: "VALIDATION_ERROR",
    travelersRequired: "VALIDATION_ERROR",
    notFull: "TOUR_DEPARTURE_NOT_FULL",
    tokenInvalid: "TOUR_WAITLIST_TOKEN_INVALID",
    offerGone: "TOUR_WAITLIST_OFFER_GONE",
    offerTooSmall: "TOUR_WAITLIST_OFFER_TOO_SMALL",
    offerOtherDeparture: "TOUR_WAITLIST_OFFER_OTHER_DEPARTURE",
  };
  return new AppError(status, codes[key], WAITLIST_MESSAGES[key], field);
}

/**
 * An entry's token: a signature of its id and how many times it joined, under a key of this purpose only. Nothing
 * readable is stored (only the token's hash, to find the entry), yet the offer mail can carry the same link the
 * joining mail did; joining again after leaving makes a new token.
 */
export async function entryToken(ctx: ShopContext, entry: Pick<WaitlistRow, "id" | "joins">): Promise<string> {
  return hmac(await signingKey(ctx.db, ctx.auth, "tour-waitlist"), `${entry.id}.${entry.joins}`);
}

export async function departureOf(db: DbOrTx, departureId: number) {
  const [found] = await db
    .select({ option: productOptions, product: products, course: tourCourses, departure: tourDepartures })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(tourCourses, eq(tourCourses.id, tourDepartures.courseId))
    .where(and(eq(tourDepartures.optionId, departureId), eq(tourCourses.published, true)));
  return found;
}
type DepartureFound = NonNullable<Awaited<ReturnType<typeof departureOf>>>;

function stateOf(found: DepartureFound, now: Date) {
  const { option } = found;
  return departureState(
    {
      date: option.startDate,
      time: option.departureTimes[0] ?? "00:00",
      seats: option.capacity,
      booked: option.sold,
      bookable: option.bookable,
      cancelled: found.departure.cancelledAt !== null,
    },
    minDepartureDate(now, found.product.salesStart ?? undefined),
    now,
  );
}

/** 1 for the next in line (by when each joined); null once the entry no longer waits. */
async function positionOf(db: DbOrTx, entry: WaitlistRow): Promise<number | null> {
  if (entry.status !== "waiting") return null;
  const [ahead] = await db
    .select({ n: count() })
    .from(tourWaitlist)
    .where(
      and(
        eq(tourWaitlist.departureId, entry.departureId),
        eq(tourWaitlist.status, "waiting"),
        or(
          sql`${tourWaitlist.joinedAt} < ${entry.joinedAt}`,
          and(eq(tourWaitlist.joinedAt, entry.joinedAt), sql`${tourWaitlist.id} < ${entry.id}`),
        ),
      ),
    );
  return (ahead?.n ?? 0) + 1;
}

async function entryAnswer(db: DbOrTx, entry: WaitlistRow, already: boolean): Promise<WaitlistEntry> {
  return {
    departure_id: entry.departureId,
    travelers: entry.travelers,
    status: entry.status,
    position: await positionOf(db, entry),
    already,
  };
}

/**
 * Puts a guest in the line of a full departure. The same e-mail on the same departure is one entry: while it
 * waits (or holds an offer) a second join answers that entry; one that ended (left, lapsed) joins again at the end
 * of the line. The departure must be full: one with seats is booked directly, one closed or called off takes no one.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  input: JoinWaitlistInput,
  memberId: number | null,
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { shop } = deps;
  const now = shop.now();
  const email = input.email.toLowerCase();
  const found = await departureOf(shop.db, input.departure_id);
  if (!found) throw tourError(400, "departureNotFound", "departure_id");
  const [existing] = await shop.db
    .select()
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.departureId, input.departure_id), eq(tourWaitlist.email, email)));
  if (existing && LIVE.includes(existing.status)) {
    return { entry: await entryAnswer(shop.db, existing, true), created: false };
  }
  const state = stateOf(found, now);
  if (state === "open") throw waitlistError(409, "notFull", "departure_id");
  if (state !== "full") throw tourError(409, "departureClosed", "departure_id");
  if (input.travelers < found.course.minTravelers) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `A minimum of ${found.course.minTravelers} participants is required to depart.`,
      "travelers",
    );
  }
  if (input.travelers > found.option.capacity) {
    throw new AppError(400, "VALIDATION_ERROR", `This departure has ${found.option.capacity} seats.`, "travelers");
  }

  const values = { name: input.name, travelers: input.travelers, lang: input.lang, memberId, joinedAt: now };
  const row = await shop.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(tourWaitlist)
      .values({ ...values, departureId: input.departure_id, email, tokenHash: `pending-${crypto.randomUUID()}` })
      .onConflictDoNothing({ target: [tourWaitlist.departureId, tourWaitlist.email] })
      .returning();
    if (inserted) return inserted;
    // an entry that ended joins again at the end; a live one (a join racing this one) is answered as it is
    const [again] = await tx
      .update(tourWaitlist)
      .set({
        ...values,
        joins: sql`${tourWaitlist.joins} + 1`,
        status: "waiting",
        heldSeats: 0,
        offeredAt: null,
        offerExpiresAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(tourWaitlist.departureId, input.departure_id),
          eq(tourWaitlist.email, email),
          inArray(tourWaitlist.status, ENDED),
        ),
      )
      .returning();
    return again;
  });
  if (!row) {
    const [live] = await shop.db
      .select()
      .from(tourWaitlist)
      .where(and(eq(tourWaitlist.departureId, input.departure_id), eq(tourWaitlist.email, email)));
    if (!live) throw new Error("waitlist entry vanished while joining");
    return { entry: await entryAnswer(shop.db, live, true), created: false };
  }
  const token = await entryToken(shop, row);
  await shop.db
    .update(tourWaitlist)
    .set({ tokenHash: sha256(token) })
    .where(eq(tourWaitlist.id, row.id));
  const entry = await entryAnswer(shop.db, row, false);
  try {
    await deps.mail.send(
      waitlistJoinedMail(row.lang, {
        to: email,
        name: row.name,
        course: row.lang === "ko" ? found.product.nameKo : found.product.nameEn,
        date: found.option.startDate,
        time: found.option.departureTimes[0] ?? "00:00",
        travelers: row.travelers,
        position: entry.position ?? 1,
        leaveLink: waitlistLeaveLink(deps.origin, token),
      }),
    );
  } catch (error) {
    shop.logger.warn("waitlist mail not sent", { entry: row.id, error });
  }
  return { entry, created: true };
}

/** The summit's page where a guest leaves the line (a page with a button: a mail scanner following links leaves nothing). */
export const waitlistLeaveLink = (origin: string, token: string) =>
  `${origin}/apec2025/waitlist?token=${encodeURIComponent(token)}`;

/** The reservation form of the departure, with the offer that holds its seats. */
export const waitlistOfferLink = (origin: string, slug: string, departureId: number, token: string) =>
  `${origin}/apec2025/reservation?course=${encodeURIComponent(slug)}&departure=${departureId}&offer=${encodeURIComponent(token)}`;

async function entryByToken(db: DbOrTx, token: string, lock = false): Promise<WaitlistRow> {
  const query = db
    .select()
    .from(tourWaitlist)
    .where(eq(tourWaitlist.tokenHash, sha256(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw waitlistError(404, "tokenInvalid", "token");
  return row;
}

/** Gives back an entry's held seats to its departure (call in the transaction that ends the offer). */
export async function releaseHeld(tx: DbOrTx, entry: Pick<WaitlistRow, "departureId" | "heldSeats">) {
  if (entry.heldSeats <= 0) return;
  await tx
    .update(productOptions)
    .set({ sold: sql`greatest(${productOptions.sold} - ${entry.heldSeats}, 0)` })
    .where(eq(productOptions.id, entry.departureId));
}

/** What an offer link opens: the held seats and their end, or the entry's state when nothing is held. */
export async function offerOf(ctx: ShopContext, token: string, lang: Lang): Promise<WaitlistOffer> {
  const entry = await entryByToken(ctx.db, token);
  const found = await departureOf(ctx.db, entry.departureId);
  if (!found) throw waitlistError(404, "tokenInvalid", "token");
  const now = ctx.now();
  // an offer past its end that the job has not swept yet is over all the same
  const holding = entry.status === "offered" && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
  return {
    status: entry.status === "offered" && !holding ? "lapsed" : entry.status,
    course_slug: found.product.slug,
    course_name: lang === "ko" ? found.product.nameKo : found.product.nameEn,
    departure_id: entry.departureId,
    date: found.option.startDate,
    time: found.option.departureTimes[0] ?? "00:00",
    travelers: entry.travelers,
    held_seats: holding ? entry.heldSeats : 0,
    expires_at: holding ? (entry.offerExpiresAt?.toISOString() ?? null) : null,
    email: entry.email,
    name: entry.name,
  };
}

/**
 * A guest leaves the line from the mail's link: a held offer gives its seats back at once (the next guest is
 * offered them by the next sweep). Leaving twice answers the same; a booked or called-off entry stays as it is.
 */
export async function leaveWaitlist(ctx: ShopContext, token: string): Promise<WaitlistEntry> {
  const now = ctx.now();
  const left = await ctx.db.transaction(async (tx) => {
    const entry = await entryByToken(tx, token, true);
    if (!LIVE.includes(entry.status)) return entry;
    await releaseHeld(tx, entry);
    const [row] = await tx
      .update(tourWaitlist)
      .set({ status: "left", heldSeats: 0, offerExpiresAt: null, updatedAt: now })
      .where(eq(tourWaitlist.id, entry.id))
      .returning();
    return row ?? entry;
  });
  invalidateCatalog(ctx.db);
  return entryAnswer(ctx.db, left, false);
}

/**
 * Inside a booking's transaction: the offer named by `token` gives its held seats back so the booking's one guarded
 * update takes them again (the option's row stays locked from here to the commit, so nobody slips in between).
 * Returns the entry's id, to be marked with the reservation it became.
 */
export async function consumeOffer(
  tx: DbOrTx,
  token: string,
  booking: { departureId: number; travelers: number; now: Date },
): Promise<number> {
  const entry = await entryByToken(tx, token, true).catch(() => {
    throw waitlistError(400, "tokenInvalid", "offer");
  });
  if (entry.status !== "offered" || entry.offerExpiresAt === null || entry.offerExpiresAt <= booking.now) {
    throw waitlistError(409, "offerGone", "offer");
  }
  if (entry.departureId !== booking.departureId) throw waitlistError(409, "offerOtherDeparture", "departure_id");
  if (booking.travelers > entry.heldSeats) throw waitlistError(409, "offerTooSmall", "travelers");
  await releaseHeld(tx, entry);
  await tx
    .update(tourWaitlist)
    .set({ status: "booked", heldSeats: 0, updatedAt: booking.now })
    .where(eq(tourWaitlist.id, entry.id));
  return entry.id;
}

/** Marks an offer's entry with the reservation it became (same transaction as the booking). */
export async function markBooked(tx: DbOrTx, entryId: number, reservationId: number) {
  await tx.update(tourWaitlist).set({ reservationId }).where(eq(tourWaitlist.id, entryId));
}

export type Offered = { entry: WaitlistRow; found: DepartureFound };

/**
 * Offers a departure's free seats down its line: each waiting guest in turn whose party fits what is free gets the
 * seats held (counted as sold by the guarded update) until `WAITLIST_OFFER_HOURS` from now, or until the departure
 * day begins (no same-day booking), whichever is first. Returns the offers made, for their mails.
 */
async function offerOn(tx: DbOrTx, departureId: number, now: Date): Promise<Offered[]> {
  // one pass per departure at a time: the option's row is the lock the bookings take too
  await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .where(eq(productOptions.id, departureId))
    .for("update");
  const found = await departureOf(tx, departureId);
  if (!found) return [];
  const state = stateOf(found, now);
  if (state !== "open" && state !== "full") return [];
  let free = found.option.capacity - found.option.sold;
  if (free <= 0) return [];
  const line = await tx
    .select()
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.departureId, departureId), eq(tourWaitlist.status, "waiting")))
    .orderBy(asc(tourWaitlist.joinedAt), asc(tourWaitlist.id));
  const dayStarts = departureMoment(found.option.startDate, "00:00").getTime();
  const expires = new Date(Math.min(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000, dayStarts));
  const offered: Offered[] = [];
  for (const waiting of line) {
    if (free <= 0) break;
    if (waiting.travelers > free) continue;
    const taken = await tx
      .update(productOptions)
      .set({ sold: sql`${productOptions.sold} + ${waiting.travelers}` })
      .where(
        and(
          eq(productOptions.id, departureId),
          sql`${productOptions.sold} + ${waiting.travelers} <= ${productOptions.capacity}`,
        ),
      )
      .returning({ id: productOptions.id });
    if (taken.length === 0) break;
    const [entry] = await tx
      .update(tourWaitlist)
      .set({
        status: "offered",
        heldSeats: waiting.travelers,
        offeredAt: now,
        offerExpiresAt: expires,
        updatedAt: now,
      })
      .where(and(eq(tourWaitlist.id, waiting.id), eq(tourWaitlist.status, "waiting")))
      .returning();
    if (!entry) throw new Error(`waitlist entry ${waiting.id} changed under a locked departure`);
    free -= waiting.travelers;
    offered.push({ entry, found });
  }
  return offered;
}

export async function mailOffers(deps: WaitlistDeps, offered: readonly Offered[]) {
  for (const { entry, found } of offered) {
    try {
      const token = await entryToken(deps.shop, entry);
      await deps.mail.send(
        waitlistOfferMail(entry.lang, {
          to: entry.email,
          name: entry.name,
          course: entry.lang === "ko" ? found.product.nameKo : found.product.nameEn,
          date: found.option.startDate,
          time: found.option.departureTimes[0] ?? "00:00",
          seats: entry.heldSeats,
          expiresAt: (entry.offerExpiresAt ?? new Date()).toISOString(),
          offerLink: waitlistOfferLink(deps.origin, found.product.slug, entry.departureId, token),
          leaveLink: waitlistLeaveLink(deps.origin, token),
        }),
      );
    } catch (error) {
      deps.shop.logger.warn("waitlist offer mail not sent", { entry: entry.id, error });
    }
  }
}

/** Offers one departure's free seats now (after a cancel, a leave) and mails the offers made. */
export async function offerFreedSeats(deps: WaitlistDeps, departureId: number): Promise<number> {
  const offered = await deps.shop.db.transaction((tx) => offerOn(tx, departureId, deps.shop.now()));
  if (offered.length > 0) invalidateCatalog(deps.shop.db);
  await mailOffers(deps, offered);
  return offered.length;
}

export const TOUR_WAITLIST_JOB = "tour-waitlist";
export type WaitlistSweep = { lapsed: number; offered: number };

/**
 * The waitlist's minute: offers past their end give their seats back (and the guest's turn is over), then every
 * departure with someone waiting is offered what is free, however the seats came free (a cancellation, a
 * reservation expired unpaid, seats an operator added, a lapse or a leave).
 */
export async function runWaitlistSweep(deps: WaitlistDeps, now: Date): Promise<WaitlistSweep> {
  const { db } = deps.shop;
  const result: WaitlistSweep = { lapsed: 0, offered: 0 };
  const overdue = await db
    .select({ id: tourWaitlist.id })
    .from(tourWaitlist)
    .where(and(eq(tourWaitlist.status, "offered"), lte(tourWaitlist.offerExpiresAt, now)))
    .orderBy(asc(tourWaitlist.id));
  for (const { id } of overdue) {
    const lapsed = await db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(tourWaitlist)
        .where(and(eq(tourWaitlist.id, id), eq(tourWaitlist.status, "offered"), lte(tourWaitlist.offerExpiresAt, now)))
        .for("update", { skipLocked: true });
      if (!entry) return false;
      await releaseHeld(tx, entry);
      await tx
        .update(tourWaitlist)
        .set({ status: "lapsed", heldSeats: 0, updatedAt: now })
        .where(eq(tourWaitlist.id, entry.id));
      return true;
    });
    if (lapsed) result.lapsed += 1;
  }
  const waiting = await db
    .selectDistinct({ departureId: tourWaitlist.departureId })
    .from(tourWaitlist)
    .innerJoin(productOptions, eq(productOptions.id, tourWaitlist.departureId))
    .where(and(eq(tourWaitlist.status, "waiting"), gt(productOptions.capacity, productOptions.sold)))
    .orderBy(asc(tourWaitlist.departureId));
  for (const { departureId } of waiting) {
    const offered = await db.transaction((tx) => offerOn(tx, departureId, now));
    result.offered += offered.length;
    await mailOffers(deps, offered);
  }
  if (result.lapsed + result.offered > 0) invalidateCatalog(db);
  return result;
}
