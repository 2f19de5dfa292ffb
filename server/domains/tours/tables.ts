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
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { reservations } from "../reservations/tables";
import { id, instant, ownedBy, timestamps, updatedAt } from "../../platform/db/columns";

// The summit tours (ADR 0027). A course is a product of the summit channel with what only a guided course has; a
// departure is one of its options (one day, one time, its seats the option's places), with the state only a
// departure has. Reservations (their item names the departure),
// places and payments are the shop's.

export const TOUR_AREA_VALUES = ["seoul", "busan"] as const;

export type ItineraryStop = { time: string; title_en: string; title_ko: string; text_en: string; text_ko: string };

export const tourCourses = pgTable(
  "tour_courses",
  {
    id: id(),
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
    ...timestamps(),
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
    cancelledAt: instant("cancelled_at"),
    /** When the decision job counted it (DEPARTURE_DECISION_HOURS before): runs or called off, decided once. */
    decidedAt: instant("decided_at"),
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
    id: id(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    traveler: integer("traveler").notNull(),
    departureId: ownedBy("departure_id", () => productOptions.id),
    nonce: text("nonce").notNull().unique(),
    device: text("device").notNull(),
    /** When the device scanned it (its own clock, for an offline scan). */
    scannedAt: instant("scanned_at").notNull(),
    recordedAt: instant("recorded_at").notNull(),
    recordedBy: integer("recorded_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("tour_check_ins_ticket_uq").on(t.reservationId, t.traveler),
    index("tour_check_ins_departure_idx").on(t.departureId),
    check("tour_check_ins_traveler_check", sql`${t.traveler} >= 1`),
  ],
);

export const WAITLIST_STATUS_VALUES = ["waiting", "offered", "booked", "left", "lapsed", "called_off"] as const;

/**
 * A guest's place in the line of a full departure. One entry per e-mail and departure. An offer holds its seats by
 * counting them in the option's `sold` (under the same guarded `sold + n <= capacity` update a booking uses), so
 * nobody else can take them; the booking through the offer gives them back and takes them again in one
 * transaction, a lapse or a leave gives them back. Only the token's hash is kept: the mail's link is the key.
 */
export const tourWaitlist = pgTable(
  "tour_waitlist",
  {
    id: id(),
    departureId: ownedBy("departure_id", () => productOptions.id),
    name: text("name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    travelers: integer("travelers").notNull(),
    lang: text("lang", { enum: ["en", "ko"] }).notNull(),
    memberId: integer("member_id").references(() => accounts.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    status: text("status", { enum: WAITLIST_STATUS_VALUES }).notNull().default("waiting"),
    /** When the guest joined (or joined again): the order of the line. */
    joinedAt: instant("joined_at").notNull(),
    /** How many times this e-mail joined this departure: each join signs a token of its own. */
    joins: integer("joins").notNull().default(1),
    /** Seats counted as sold for this entry while its offer stands. */
    heldSeats: integer("held_seats").notNull().default(0),
    offeredAt: instant("offered_at"),
    offerExpiresAt: instant("offer_expires_at"),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tour_waitlist_email_uq").on(t.departureId, t.email),
    index("tour_waitlist_line_idx").on(t.departureId, t.status, t.joinedAt),
    index("tour_waitlist_offer_idx").on(t.status, t.offerExpiresAt),
    check(
      "tour_waitlist_status_check",
      sql`${t.status} in ('waiting', 'offered', 'booked', 'left', 'lapsed', 'called_off')`,
    ),
    check("tour_waitlist_travelers_check", sql`${t.travelers} >= 1`),
    check("tour_waitlist_held_check", sql`${t.heldSeats} >= 0 and (${t.status} = 'offered' or ${t.heldSeats} = 0)`),
  ],
);

/** The language a summit booking was made in, so mails the house sends later (a departure called off) speak it. */
export const tourBookingLangs = pgTable("tour_booking_langs", {
  reservationId: ownedBy("reservation_id", () => reservations.id).primaryKey(),
  lang: text("lang", { enum: ["en", "ko"] }).notNull(),
});
