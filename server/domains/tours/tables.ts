import { MIN_TRAVELERS } from "@contracts/reservations";
import { DEFAULT_CANCEL_CUTOFF_HOURS } from "@contracts/tours";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { reservations } from "../reservations/tables";
import { createdAt, ownedBy, updatedAt } from "../../platform/db/columns";

// The summit tours (ADR 0027). A course is a product of the summit channel with what only a guided course has; a
// departure is one of its options (one day, one time, its seats the option's places), with the state only a
// departure has. Reservations (their item names the departure),
// places and payments are the shop's.

export const TOUR_AREA_VALUES = ["seoul", "busan"] as const;

export type ItineraryStop = { time: string; title_en: string; title_ko: string; text_en: string; text_ko: string };

export const tourCourses = pgTable(
  "tour_courses",
  {
    id: serial("id").primaryKey(),
    productId: ownedBy("product_id", () => products.id).unique(),
    area: text("area", { enum: TOUR_AREA_VALUES }).notNull(),
    /** A sub-course belongs to a course (a shorter or themed variant shown on its page). */
    parentId: integer("parent_id").references((): AnyPgColumn => tourCourses.id, { onDelete: "cascade" }),
    durationMinutes: integer("duration_minutes").notNull(),
    languages: jsonb("languages").$type<string[]>().notNull(),
    meetingPointEn: text("meeting_point_en").notNull(),
    meetingPointKo: text("meeting_point_ko").notNull(),
    itinerary: jsonb("itinerary").$type<ItineraryStop[]>().notNull(),
    minTravelers: integer("min_travelers").notNull().default(MIN_TRAVELERS),
    cancelCutoffHours: integer("cancel_cutoff_hours").notNull().default(DEFAULT_CANCEL_CUTOFF_HOURS),
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tour_courses_area_check", sql`${t.area} in ('seoul', 'busan')`),
    check("tour_courses_min_travelers_check", sql`${t.minTravelers} >= 2`),
    check("tour_courses_cutoff_check", sql`${t.cancelCutoffHours} >= 0`),
    index("tour_courses_area_idx").on(t.area, t.sortOrder),
  ],
);

/** A departure's own state: called off (below the minimum at the decision time) and when that was decided. */
export const tourDepartures = pgTable(
  "tour_departures",
  {
    optionId: ownedBy("option_id", () => productOptions.id).primaryKey(),
    courseId: ownedBy("course_id", () => tourCourses.id),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("tour_departures_course_idx").on(t.courseId)],
);

/**
 * A ticket's passage at its departure (the check-in list is the departure: a ticket passes once). The ticket is
 * the reservation's traveller; `nonce` is the scan's one-time id, so an offline device's upload sent twice, or the
 * same scan sent by two paths, is one row.
 */
export const tourCheckIns = pgTable(
  "tour_check_ins",
  {
    id: serial("id").primaryKey(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    traveler: integer("traveler").notNull(),
    departureId: ownedBy("departure_id", () => productOptions.id),
    nonce: text("nonce").notNull().unique(),
    device: text("device").notNull(),
    /** When the device scanned it (its own clock, for an offline scan). */
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    recordedBy: integer("recorded_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("tour_check_ins_ticket_uq").on(t.reservationId, t.traveler),
    index("tour_check_ins_departure_idx").on(t.departureId),
    check("tour_check_ins_traveler_check", sql`${t.traveler} >= 1`),
  ],
);
