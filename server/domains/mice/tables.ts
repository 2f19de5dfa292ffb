import { FAIRS } from "@contracts/editions";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { calendarDay, id, instant, ownedBy, timestamps } from "../../platform/db/columns";
import { accounts } from "../auth/tables";

const FAIRS_SQL = sql.raw(FAIRS.map((fair) => `'${fair}'`).join(", "));
/** `HH:MM` on a 24-hour clock, as the mart's slots keep their times. */
const HHMM = "'^([01][0-9]|2[0-3]):[0-5][0-9]$'";

/**
 * One edition of a fair: its names, days (Korea), hall hours, venue and the last day to register. The pages read
 * the dates from here, never from their texts.
 */
export const fairEditions = pgTable(
  "fair_editions",
  {
    id: id(),
    fair: text("fair", { enum: FAIRS }).notNull(),
    year: integer("year").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    firstDay: calendarDay("first_day").notNull(),
    lastDay: calendarDay("last_day").notNull(),
    opens: text("opens").notNull(),
    closes: text("closes").notNull(),
    venueEn: text("venue_en").notNull(),
    venueKo: text("venue_ko").notNull(),
    cityEn: text("city_en").notNull(),
    cityKo: text("city_ko").notNull(),
    /** The last Korea day on which visitors register and companies apply. */
    registrationClosesOn: calendarDay("registration_closes_on").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("fair_editions_fair_year_uq").on(t.fair, t.year),
    check("fair_editions_fair_check", sql`${t.fair} in (${FAIRS_SQL})`),
    check("fair_editions_days_check", sql`${t.firstDay} <= ${t.lastDay}`),
    check(
      "fair_editions_hours_check",
      sql`${t.opens} ~ ${sql.raw(HHMM)} and ${t.closes} ~ ${sql.raw(HHMM)} and ${t.closes} > ${t.opens}`,
    ),
  ],
);

/**
 * A visitor's registration for one MICE edition, with the entry badge: a printed number made from the row's id by
 * the database (no two requests can draw the same one) and a random code for the QR, which is what the entrance
 * checks. One per account and edition; the unique index is the last word when two registrations race.
 */
export const miceVisitors = pgTable(
  "mice_visitors",
  {
    id: id(),
    accountId: ownedBy("account_id", () => accounts.id),
    year: integer("year").notNull(),
    nationality: text("nationality").notNull(),
    organisation: text("organisation").notNull(),
    jobTitle: text("job_title").notNull().default(""),
    interests: jsonb("interests").$type<string[]>().notNull(),
    marketing: boolean("marketing").notNull().default(false),
    badgeCode: text("badge_code").notNull(),
    // V26-000123: the edition's two digits and the id, never shorter than six digits (lpad alone would cut longer ids)
    badgeNumber: text("badge_number")
      .notNull()
      .generatedAlwaysAs(
        sql`'V' || lpad(("year" % 100)::text, 2, '0') || '-' || lpad("id"::text, greatest(6, length("id"::text)), '0')`,
      ),
    registeredAt: instant("registered_at").notNull().defaultNow(),
    /** The first scan at the entrance; later scans leave it as it is. */
    checkedInAt: instant("checked_in_at"),
  },
  (t) => [
    uniqueIndex("mice_visitors_account_year_uq").on(t.accountId, t.year),
    uniqueIndex("mice_visitors_badge_code_uq").on(t.badgeCode),
    uniqueIndex("mice_visitors_badge_number_uq").on(t.badgeNumber),
    index("mice_visitors_year_registered_idx").on(t.year, t.registeredAt),
    check("mice_visitors_nationality_check", sql`${t.nationality} ~ '^[A-Z]{2}$'`),
  ],
);

/** A speaker of a session, in both languages. */
export type SessionSpeaker = {
  name_en: string;
  name_ko: string;
  role_en: string;
  role_ko: string;
  organisation_en: string;
  organisation_ko: string;
};

/** One session of a fair's conference programme; times are Korea time. */
export const conferenceSessions = pgTable(
  "conference_sessions",
  {
    id: id(),
    fair: text("fair", { enum: FAIRS }).notNull(),
    year: integer("year").notNull(),
    day: calendarDay("day").notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    roomEn: text("room_en").notNull(),
    roomKo: text("room_ko").notNull(),
    trackEn: text("track_en").notNull(),
    trackKo: text("track_ko").notNull(),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    summaryEn: text("summary_en").notNull().default(""),
    summaryKo: text("summary_ko").notNull().default(""),
    speakers: jsonb("speakers").$type<SessionSpeaker[]>().notNull().default([]),
    /** Orders sessions that start together (parallel rooms). */
    sort: integer("sort").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check("conference_sessions_fair_check", sql`${t.fair} in (${FAIRS_SQL})`),
    check(
      "conference_sessions_time_check",
      sql`${t.startsAt} ~ ${sql.raw(HHMM)} and ${t.endsAt} ~ ${sql.raw(HHMM)} and ${t.endsAt} > ${t.startsAt}`,
    ),
    index("conference_sessions_edition_idx").on(t.fair, t.year, t.day, t.startsAt),
  ],
);
