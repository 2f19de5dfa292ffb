import {
  type AdminEdition,
  type AdminSession,
  type EditionBodySchema,
  MICE_EDITOR_MESSAGES,
  type SessionBodySchema,
} from "@contracts/mice";
import { SHOP_TIME_ZONE } from "@contracts/shop-calendar";
import { and, asc, count, eq, gt, lt } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { AppError, notFound } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";
import { editionRow, type EditionRow } from "../mart/edition";
import { currentEdition, editionDays } from "./edition";
import { conferenceSessions, fairEditions } from "./tables";

/**
 * Operators edit the current MICE edition and its conference programme. The two hold each other: a session is on
 * one of the edition's days, so a session's write reads the edition share-locked and an edition's write locks its
 * row before it looks at the sessions. Whichever comes second sees the other's committed state.
 */

type SessionRow = typeof conferenceSessions.$inferSelect;
type EditionBody = z.output<typeof EditionBodySchema>;
type SessionBody = z.output<typeof SessionBodySchema>;

const FAIR = "mice";

/** A rule of the editor that the schema cannot see (it needs the stored rows), named on its field. */
function editorError(status: 404 | 409 | 422, code: string, field: string | undefined, message: string): AppError {
  return new AppError(status, code, message, field, field === undefined ? undefined : [{ field, message }]);
}

const sessionNotFound = () => editorError(404, "NOT_FOUND", undefined, MICE_EDITOR_MESSAGES.sessionNotFound);

function adminEditionOf(row: EditionRow): AdminEdition {
  return {
    fair: row.fair,
    year: row.year,
    name_en: row.nameEn,
    name_ko: row.nameKo,
    venue_en: row.venueEn,
    venue_ko: row.venueKo,
    city_en: row.cityEn,
    city_ko: row.cityKo,
    first_day: row.firstDay,
    last_day: row.lastDay,
    opens: row.opens,
    closes: row.closes,
    registration_closes_on: row.registrationClosesOn,
  };
}

function adminSessionOf(row: SessionRow): AdminSession {
  return {
    id: row.id,
    day: row.day,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    room_en: row.roomEn,
    room_ko: row.roomKo,
    track_en: row.trackEn,
    track_ko: row.trackKo,
    title_en: row.titleEn,
    title_ko: row.titleKo,
    summary_en: row.summaryEn,
    summary_ko: row.summaryKo,
    speakers: row.speakers,
    sort: row.sort,
  };
}

/** The current edition in both languages. */
export async function adminEdition(db: Db): Promise<AdminEdition> {
  return adminEditionOf(await currentEdition(db, FAIR));
}

/**
 * Replaces the current edition's texts, days and hours. Days that would leave a session of the programme outside
 * the fair are refused (409 SESSIONS_OUTSIDE_DAYS on `first_day` or `last_day`): the sessions move first.
 */
export async function saveEdition(db: Db, body: EditionBody): Promise<AdminEdition> {
  return db.transaction(async (tx) => {
    const edition = await editionRow(tx, FAIR, "update");
    if (!edition) throw notFound("Edition");
    const inEdition = and(eq(conferenceSessions.fair, edition.fair), eq(conferenceSessions.year, edition.year));
    const [before] = await tx
      .select({ n: count() })
      .from(conferenceSessions)
      .where(and(inEdition, lt(conferenceSessions.day, body.first_day)));
    const [after] = await tx
      .select({ n: count() })
      .from(conferenceSessions)
      .where(and(inEdition, gt(conferenceSessions.day, body.last_day)));
    if ((before?.n ?? 0) > 0 || (after?.n ?? 0) > 0) {
      const field = (before?.n ?? 0) > 0 ? "first_day" : "last_day";
      throw editorError(409, "SESSIONS_OUTSIDE_DAYS", field, MICE_EDITOR_MESSAGES.sessionsOutsideDays);
    }
    const [row] = await tx
      .update(fairEditions)
      .set({
        nameEn: body.name_en,
        nameKo: body.name_ko,
        venueEn: body.venue_en,
        venueKo: body.venue_ko,
        cityEn: body.city_en,
        cityKo: body.city_ko,
        firstDay: body.first_day,
        lastDay: body.last_day,
        opens: body.opens,
        closes: body.closes,
        registrationClosesOn: body.registration_closes_on,
      })
      .where(eq(fairEditions.id, edition.id))
      .returning();
    if (!row) throw notFound("Edition");
    return adminEditionOf(row);
  });
}

/** The programme in both languages, by day, start and the order of parallel rooms, with the edition's days. */
export async function adminSessions(db: Db) {
  const edition = await currentEdition(db, FAIR);
  const rows = await db
    .select()
    .from(conferenceSessions)
    .where(and(eq(conferenceSessions.fair, edition.fair), eq(conferenceSessions.year, edition.year)))
    .orderBy(
      asc(conferenceSessions.day),
      asc(conferenceSessions.startsAt),
      asc(conferenceSessions.sort),
      asc(conferenceSessions.id),
    );
  return { data: rows.map(adminSessionOf), meta: { time_zone: SHOP_TIME_ZONE, days: editionDays(edition) } };
}

const sessionColumns = (body: SessionBody) => ({
  day: body.day,
  startsAt: body.starts_at,
  endsAt: body.ends_at,
  roomEn: body.room_en,
  roomKo: body.room_ko,
  trackEn: body.track_en,
  trackKo: body.track_ko,
  titleEn: body.title_en,
  titleKo: body.title_ko,
  summaryEn: body.summary_en,
  summaryKo: body.summary_ko,
  speakers: body.speakers,
  sort: body.sort,
});

/** The edition, share-locked for the write's transaction, whose days must hold `day` (422 DAY_OUTSIDE_EDITION). */
async function editionHolding(tx: DbOrTx, day: string): Promise<EditionRow> {
  const edition = await editionRow(tx, FAIR, "share");
  if (!edition) throw notFound("Edition");
  if (day < edition.firstDay || day > edition.lastDay) {
    throw editorError(422, "DAY_OUTSIDE_EDITION", "day", MICE_EDITOR_MESSAGES.dayOutsideEdition);
  }
  return edition;
}

/** Adds a session on one of the edition's days. */
export async function createSession(db: Db, body: SessionBody): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const edition = await editionHolding(tx, body.day);
    const [row] = await tx
      .insert(conferenceSessions)
      .values({ fair: edition.fair, year: edition.year, ...sessionColumns(body) })
      .returning();
    if (!row) throw new Error("session insert returned nothing");
    return adminSessionOf(row);
  });
}

const ofEdition = (edition: Pick<EditionRow, "fair" | "year">, id: number) =>
  and(
    eq(conferenceSessions.id, id),
    eq(conferenceSessions.fair, edition.fair),
    eq(conferenceSessions.year, edition.year),
  );

/** Replaces a session of the current edition (404 for any other id). */
export async function updateSession(db: Db, id: number, body: SessionBody): Promise<AdminSession> {
  return db.transaction(async (tx) => {
    const edition = await editionHolding(tx, body.day);
    const [row] = await tx
      .update(conferenceSessions)
      .set(sessionColumns(body))
      .where(ofEdition(edition, id))
      .returning();
    if (!row) throw sessionNotFound();
    return adminSessionOf(row);
  });
}

/** Deletes a session of the current edition (404 for any other id, also one deleted a moment ago). */
export async function deleteSession(db: Db, id: number): Promise<{ id: number }> {
  const edition = await currentEdition(db, FAIR);
  const [row] = await db
    .delete(conferenceSessions)
    .where(ofEdition(edition, id))
    .returning({ id: conferenceSessions.id });
  if (!row) throw sessionNotFound();
  return row;
}
