import { VENUE_CATEGORIES, VENUE_DISTRICTS } from "@contracts/passes";
import type { VenueBenefit } from "@contracts/pass-rules";
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "../../platform/db/columns";

// The partner venues stand apart from the pass's other tables: an operators' account of role `partner` refers to
// its venue (auth's accounts), and the passes refer to accounts, so one file holding both would import in a circle.

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** A place that accepts the pass (ADR 0030): what it gives, whether it lets a pass in twice, and its words. */
export const passVenues = pgTable(
  "pass_venues",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    category: text("category", { enum: VENUE_CATEGORIES }).notNull(),
    district: text("district", { enum: VENUE_DISTRICTS }).notNull(),
    benefit: jsonb("benefit").$type<VenueBenefit>().notNull(),
    repeatVisits: boolean("repeat_visits").notNull().default(false),
    reservationRequired: boolean("reservation_required").notNull().default(false),
    openingHoursEn: text("opening_hours_en").notNull(),
    openingHoursKo: text("opening_hours_ko").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionKo: text("description_ko").notNull(),
    addressEn: text("address_en").notNull(),
    addressKo: text("address_ko").notNull(),
    directionsEn: text("directions_en").notNull(),
    directionsKo: text("directions_ko").notNull(),
    phone: text("phone").notNull().default(""),
    thumbnail: text("thumbnail").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    published: boolean("published").notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check("pass_venues_category_check", sql`${t.category} in (${inList(VENUE_CATEGORIES)})`),
    check("pass_venues_district_check", sql`${t.district} in (${inList(VENUE_DISTRICTS)})`),
    check(
      "pass_venues_benefit_check",
      sql`${t.benefit}->>'kind' = 'free_entry' or (${t.benefit}->>'kind' = 'discount' and (${t.benefit}->>'percent')::int between 1 and 99)`,
    ),
    check("pass_venues_place_check", sql`${t.lat} between -90 and 90 and ${t.lng} between -180 and 180`),
    index("pass_venues_list_idx").on(t.published, t.sortOrder),
  ],
);
