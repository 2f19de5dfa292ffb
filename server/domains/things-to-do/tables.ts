import { EVENT_CATEGORIES } from "@contracts/things-to-do";
import { VENUE_DISTRICTS } from "@contracts/passes";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { calendarDay, id, timestamps } from "../../platform/db/columns";
import { passVenues } from "../passes/venue-table";

// What is on in Seoul for the visitor pass site (issue 24): one row per event, its words in English and Korean
// side by side as the tours' courses keep theirs, its days as Korean calendar days (both inclusive).

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const cityEvents = pgTable(
  "city_events",
  {
    id: id(),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    startsOn: calendarDay("starts_on").notNull(),
    endsOn: calendarDay("ends_on").notNull(),
    /** Daily hours as the organisers write them ("19:00–22:00"); the same in both languages. */
    times: text("times"),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    summaryEn: text("summary_en").notNull(),
    summaryKo: text("summary_ko").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionKo: text("description_ko").notNull(),
    placeEn: text("place_en").notNull(),
    placeKo: text("place_ko").notNull(),
    district: text("district", { enum: VENUE_DISTRICTS }).notNull(),
    /** The partner venue it is at; a venue removed leaves the event without one. */
    venueId: integer("venue_id").references(() => passVenues.id, { onDelete: "set null" }),
    priceEn: text("price_en").notNull(),
    priceKo: text("price_ko").notNull(),
    image: text("image").notNull(),
    link: text("link"),
    published: boolean("published").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("city_events_category_check", sql`${t.category} in (${inList(EVENT_CATEGORIES)})`),
    check("city_events_district_check", sql`${t.district} in (${inList(VENUE_DISTRICTS)})`),
    check("city_events_days_check", sql`${t.endsOn} >= ${t.startsOn}`),
    index("city_events_days_idx").on(t.startsOn, t.endsOn),
    index("city_events_venue_idx").on(t.venueId),
  ],
);
