import type { LatLng } from "@contracts/tracking";
import type { TourContent } from "@contracts/protocol";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { createdAt, id, instant, ownedBy, timestamps, updatedAt } from "../../platform/db/columns";

// The protocol tours for official delegations (ADR 0033): a tour's programme, its people and their flights, its
// vehicles, stops and route, the share links to its live map, and the tracking events (trip changes and positions)
// that every server process reads.

export const protocolTours = pgTable(
  "protocol_tours",
  {
    id: id(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    delegation: text("delegation").notNull().default(""),
    /** Departure and arrival: tracking is open from an hour before the one to an hour after the other. */
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    /** Positions older than this many hours are deleted. */
    retentionHours: integer("retention_hours").notNull().default(72),
    contentEn: jsonb("content_en").$type<TourContent>().notNull(),
    contentKo: jsonb("content_ko").$type<TourContent>().notNull(),
    /** The route's line; empty for straight lines between the stops. */
    route: jsonb("route").$type<LatLng[]>().notNull().default([]),
    /**
     * The last tracking event's number: each event takes the next under this row's lock, so events commit in their
     * numbers' order and a reader's cursor never passes one still to come.
     */
    eventSeq: integer("event_seq").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check("protocol_tours_window_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("protocol_tours_retention_check", sql`${t.retentionHours} between 1 and 720`),
  ],
);

/** The numbered stops of a tour's route, in order. */
export const protocolStops = pgTable(
  "protocol_stops",
  {
    id: id(),
    tourId: ownedBy("tour_id", () => protocolTours.id),
    position: integer("position").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    plannedAt: instant("planned_at"),
  },
  (t) => [uniqueIndex("protocol_stops_order_uq").on(t.tourId, t.position)],
);

/** A tour's vehicle and the driver (an operators' account of role `driver`) who shares its position. */
export const protocolVehicles = pgTable(
  "protocol_vehicles",
  {
    id: id(),
    tourId: ownedBy("tour_id", () => protocolTours.id),
    label: text("label").notNull(),
    plate: text("plate").notNull(),
    driverAccountId: integer("driver_account_id").references(() => accounts.id, { onDelete: "set null" }),
    trip: text("trip", { enum: ["idle", "started", "paused", "stopped"] })
      .notNull()
      .default("idle"),
    tripChangedAt: instant("trip_changed_at"),
    /** The newest reading stored (a late one from a queue does not move it back). */
    lastRecordedAt: timestamp("last_recorded_at", { precision: 3, withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("protocol_vehicles_trip_check", sql`${t.trip} in ('idle', 'started', 'paused', 'stopped')`),
    index("protocol_vehicles_tour_idx").on(t.tourId),
    index("protocol_vehicles_driver_idx").on(t.driverAccountId),
  ],
);

/**
 * A person of the delegation, with their flights. A linked member account reads the tour; a coordinator may edit
 * everyone's flights. Operators mark each person met at arrival and handed over.
 */
export const protocolDelegates = pgTable(
  "protocol_delegates",
  {
    id: id(),
    tourId: ownedBy("tour_id", () => protocolTours.id),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    title: text("title").notNull().default(""),
    coordinator: boolean("coordinator").notNull().default(false),
    arrivalFlight: text("arrival_flight").notNull().default(""),
    arrivalAt: instant("arrival_at"),
    arrivalTerminal: text("arrival_terminal", { enum: ["T1", "T2"] }),
    departureFlight: text("departure_flight").notNull().default(""),
    departureAt: instant("departure_at"),
    departureTerminal: text("departure_terminal", { enum: ["T1", "T2"] }),
    metAt: instant("met_at"),
    metBy: integer("met_by").references(() => accounts.id, { onDelete: "set null" }),
    handedOverAt: instant("handed_over_at"),
    handedOverBy: integer("handed_over_by").references(() => accounts.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("protocol_delegates_handover_check", sql`${t.handedOverAt} is null or ${t.metAt} is not null`),
    index("protocol_delegates_tour_idx").on(t.tourId, t.arrivalAt),
    uniqueIndex("protocol_delegates_account_uq")
      .on(t.tourId, t.accountId)
      .where(sql`${t.accountId} is not null`),
  ],
);

/** A link to a tour's live map that works without signing in until it expires or is withdrawn. */
export const protocolShareLinks = pgTable(
  "protocol_share_links",
  {
    id: id(),
    tourId: ownedBy("tour_id", () => protocolTours.id),
    /** SHA-256 of the token; the token itself is shown once, when the link is made. */
    tokenHash: text("token_hash").notNull().unique(),
    label: text("label").notNull().default(""),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("protocol_share_links_tour_idx").on(t.tourId)],
);

/**
 * What viewers follow: a vehicle's trip changes and positions, numbered per tour (`seq`, from the tour's
 * `event_seq`). A resent position (same vehicle, same reading time) is stored once. Deleted after the tour's
 * retention.
 */
export const protocolTrackEvents = pgTable(
  "protocol_track_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tourId: ownedBy("tour_id", () => protocolTours.id),
    seq: integer("seq").notNull(),
    vehicleId: ownedBy("vehicle_id", () => protocolVehicles.id),
    kind: text("kind", { enum: ["position", "trip"] }).notNull(),
    /** The trip's new state (trip events only). */
    trip: text("trip", { enum: ["idle", "started", "paused", "stopped"] }),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    accuracy: doublePrecision("accuracy"),
    speed: doublePrecision("speed"),
    heading: doublePrecision("heading"),
    /** The phone's time of the reading, or the trip change's time. */
    recordedAt: timestamp("recorded_at", { precision: 3, withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "protocol_track_events_kind_check",
      sql`(${t.kind} = 'position' and ${t.lat} is not null and ${t.lng} is not null and ${t.trip} is null) or (${t.kind} = 'trip' and ${t.trip} is not null and ${t.lat} is null)`,
    ),
    check(
      "protocol_track_events_range_check",
      sql`${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180)`,
    ),
    uniqueIndex("protocol_track_events_seq_uq").on(t.tourId, t.seq),
    uniqueIndex("protocol_track_events_reading_uq")
      .on(t.vehicleId, t.recordedAt)
      .where(sql`${t.kind} = 'position'`),
    index("protocol_track_events_recorded_idx").on(t.recordedAt),
  ],
);
