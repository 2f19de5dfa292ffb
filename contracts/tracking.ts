import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { idParam, intField, intParam, isoDateTime, text, whenMissing } from "./fields";
import { LangSchema } from "./settings";

/**
 * Live tracking of a protocol tour's vehicles (issue 25, `/protocol/vehicle`; ADR 0033). A driver (an operators'
 * account of role `driver`, assigned to a vehicle) starts, pauses and stops the trip and sends the phone's positions;
 * viewers (the delegation's members, operators, or whoever holds a share link that has not expired) see every
 * vehicle of the tour move on a map, by a server-sent event stream that every server process reads from the
 * database. Nothing is tracked or shown outside the tour's window (contracts/tracking-rules.ts).
 */

export const TRACKING_PATH = "/api/v1/protocol/tracking";
/** The driver's side: `GET` their vehicles; `POST {vehicle}/trip` and `{vehicle}/positions`. */
export const DRIVE_PATH = `${TRACKING_PATH}/drive`;
/** A viewer's side, by viewing key (a share link's token or a member's watch key): `{key}/state`, `{key}/stream`. */
export const WATCH_PATH = `${TRACKING_PATH}/watch`;
/** Operators: a tour's share links, `GET`/`POST`, and `DELETE {link}`. */
export const adminShareLinksPath = (tourId: number | string) => `/api/v1/admin/protocol/tours/${tourId}/share-links`;

/** Positions a driver's page sends in one call at most (a queue that built up offline goes in several). */
export const POSITIONS_PER_CALL = 120;
/** How far in the future a phone's clock may be before its position is refused. */
export const POSITION_CLOCK_SKEW_MS = 60_000;
/** How long a member's watch key is good for (it is asked again when the page opens). */
export const WATCH_KEY_TTL_MS = 12 * 60 * 60 * 1000;
/** How often each server process reads new tracking events of a tour that someone watches. */
export const TRACKING_POLL_MS = 250;
/** The longest a share link may be made for. */
export const SHARE_LINK_MAX_HOURS = 7 * 24;
/** The stream's `retry:`: how soon a browser reconnects after the stream ends. */
export const TRACKING_RETRY_MS = 1_000;
/** A comment line this often keeps an idle stream open through proxies. */
export const TRACKING_HEARTBEAT_MS = 15_000;

export const TRACKING_MESSAGES = {
  latRange: "Latitude must be a number from -90 to 90.",
  lngRange: "Longitude must be a number from -180 to 180.",
  accuracyRange: "Accuracy must be a number of metres from 0 to 100000.",
  speedRange: "Speed must be a number of metres per second from 0 to 150.",
  headingRange: "Heading must be a number of degrees from 0 to 360.",
  positionsRequired: "Send at least one position.",
  positionsTooMany: `Send at most ${POSITIONS_PER_CALL} positions at a time.`,
  recordedAtInFuture: "This position's time is in the future: check the phone's clock.",
  tripActionRequired: "Choose start, pause or stop.",
  notYourVehicle: "This vehicle is driven by someone else.",
  vehicleNotFound: "This vehicle was not found.",
  tripNotStarted: "Start the trip before sending positions.",
  outsideWindow: "Tracking is only open from an hour before the tour departs to an hour after it arrives.",
  linkNotFound: "This tracking link does not exist or was withdrawn.",
  linkExpired: "This tracking link has expired.",
  expiresRequired: "Choose when the link expires.",
  expiresInPast: "The link must expire in the future.",
  expiresTooLate: `A link can last at most ${SHARE_LINK_MAX_HOURS / 24} days.`,
  labelTooLong: "Keep the label under 100 characters.",
  notOnTour: "You are not a member of this delegation.",
  tourNotFound: "This tour was not found.",
  tripAlreadyStarted: "The trip is already started.",
  tripAlreadyPaused: "The trip is already paused.",
  tripAlreadyStopped: "The trip is already stopped.",
  watchKeyInvalid: "This viewing key is not valid: open the map again.",
  watchKeyExpired: "This viewing key has expired: open the map again.",
} as const;

/** The driver's trip: nothing is sent before `started`; `paused` keeps the vehicle on the map, still; `stopped` ends it. */
export const TripStateSchema = z.enum(["idle", "started", "paused", "stopped"]);
export type TripState = z.infer<typeof TripStateSchema>;

export const TripActionSchema = z.enum(["start", "pause", "stop"], { error: TRACKING_MESSAGES.tripActionRequired });
export type TripAction = z.infer<typeof TripActionSchema>;

/** A point on the earth, as every map piece takes it. */
export const LatLngSchema = z.object({
  lat: z
    .number({ error: TRACKING_MESSAGES.latRange })
    .min(-90, TRACKING_MESSAGES.latRange)
    .max(90, TRACKING_MESSAGES.latRange),
  lng: z
    .number({ error: TRACKING_MESSAGES.lngRange })
    .min(-180, TRACKING_MESSAGES.lngRange)
    .max(180, TRACKING_MESSAGES.lngRange),
});
export type LatLng = z.infer<typeof LatLngSchema>;

/** One reading of the phone's geolocation, as the driver's page sends it. */
export const PositionInputSchema = LatLngSchema.extend({
  accuracy: z
    .number({ error: TRACKING_MESSAGES.accuracyRange })
    .min(0, TRACKING_MESSAGES.accuracyRange)
    .max(100_000, TRACKING_MESSAGES.accuracyRange)
    .nullable()
    .optional(),
  /** Metres per second, as the browser gives it (null when unknown). */
  speed: z
    .number({ error: TRACKING_MESSAGES.speedRange })
    .min(0, TRACKING_MESSAGES.speedRange)
    .max(150, TRACKING_MESSAGES.speedRange)
    .nullable()
    .optional(),
  /** Degrees clockwise from north (null when unknown or standing). */
  heading: z
    .number({ error: TRACKING_MESSAGES.headingRange })
    .min(0, TRACKING_MESSAGES.headingRange)
    .max(360, TRACKING_MESSAGES.headingRange)
    .nullable()
    .optional(),
  /** When the phone took the reading (its own clock); a resent reading with the same time is kept once. */
  recorded_at: isoDateTime(),
});
export type PositionInput = z.infer<typeof PositionInputSchema>;

export const PositionsBodySchema = z.object({
  positions: z
    .array(PositionInputSchema, { error: whenMissing(TRACKING_MESSAGES.positionsRequired) })
    .min(1, TRACKING_MESSAGES.positionsRequired)
    .max(POSITIONS_PER_CALL, TRACKING_MESSAGES.positionsTooMany),
});
export type PositionsBody = z.infer<typeof PositionsBodySchema>;

export const PositionsReceiptSchema = z.object({
  /** New positions stored. */
  accepted: z.number().int(),
  /** Positions already stored (a resend after a dropped answer). */
  duplicates: z.number().int(),
  /** The latest reading the server holds for the vehicle. */
  last_recorded_at: z.string().nullable(),
});
export type PositionsReceipt = z.infer<typeof PositionsReceiptSchema>;
export const PositionsReceiptResponseSchema = envelopeSchema(PositionsReceiptSchema);

export const TripBodySchema = z.object({ action: TripActionSchema });
export type TripBody = z.infer<typeof TripBodySchema>;

export const VehicleParamsSchema = z.object({ vehicle: idParam() });

/** Where tracking stands for a tour at a moment (contracts/tracking-rules.ts, `trackingWindow`). */
export const TrackingWindowSchema = z.object({
  state: z.enum(["before", "open", "after"]),
  /** An hour before departure. */
  opens_at: z.string(),
  /** An hour after arrival. */
  closes_at: z.string(),
});
export type TrackingWindow = z.infer<typeof TrackingWindowSchema>;

/** A numbered stop on the tour's route, in the reader's language. */
export const TrackStopSchema = LatLngSchema.extend({
  /** 1, 2, 3 ... in the route's order. */
  number: z.number().int(),
  name: z.string(),
  /** The planned arrival, when the programme gives one. */
  planned_at: z.string().nullable(),
});
export type TrackStop = z.infer<typeof TrackStopSchema>;

/** A stored position as viewers receive it; `seq` orders every event of one tour. */
export const TrackPositionSchema = LatLngSchema.extend({
  seq: z.number().int(),
  vehicle_id: z.number().int(),
  accuracy: z.number().nullable(),
  speed: z.number().nullable(),
  heading: z.number().nullable(),
  recorded_at: z.string(),
  received_at: z.string(),
});
export type TrackPosition = z.infer<typeof TrackPositionSchema>;

export const TrackVehicleSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  plate: z.string(),
  /** The driver's first name for the delegation (no phone or account data). */
  driver_name: z.string().nullable(),
  trip: TripStateSchema,
  trip_changed_at: z.string().nullable(),
  /** The newest positions, oldest first (enough for the speed and the line behind the vehicle). */
  recent: z.array(TrackPositionSchema),
});
export type TrackVehicle = z.infer<typeof TrackVehicleSchema>;

/** What a viewer's page starts from; the stream then sends what changes after `seq`. */
export const TrackStateSchema = z.object({
  tour: z.object({
    id: z.number().int(),
    name: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
  }),
  window: TrackingWindowSchema,
  /** The route's line, in order (stops included). */
  route: z.array(LatLngSchema),
  stops: z.array(TrackStopSchema),
  vehicles: z.array(TrackVehicleSchema),
  /** The last event folded into this state; the stream sends the ones after it. */
  seq: z.number().int(),
  /** When a share link stops working (null for a member's or an operator's view). */
  link_expires_at: z.string().nullable(),
  server_now: z.string(),
});
export type TrackState = z.infer<typeof TrackStateSchema>;
export const TrackStateResponseSchema = envelopeSchema(TrackStateSchema);

/** The events of the stream (`event: position` / `event: trip`, `id:` the seq; `event: closed` when the window or link ends). */
export const TripEventSchema = z.object({
  seq: z.number().int(),
  vehicle_id: z.number().int(),
  trip: TripStateSchema,
  at: z.string(),
});
export type TripEvent = z.infer<typeof TripEventSchema>;
export const StreamClosedEventSchema = z.object({ reason: z.enum(["window_closed", "link_expired"]) });
export type StreamClosedEvent = z.infer<typeof StreamClosedEventSchema>;

export const WatchKeyParamsSchema = z.object({ key: text().min(16).max(200) });
export const WatchQuerySchema = z.object({ lang: LangSchema.default("en") });
/**
 * The stream's start: `after` is the `seq` of the state the page shows (the stream then sends every event after
 * it). A reconnecting browser's Last-Event-ID wins over it; with neither, the stream starts from now.
 */
export const WatchStreamQuerySchema = z.object({ after: intParam(0).optional() });

/** A member's or an operator's key for one tour's stream (an EventSource cannot send a header). */
export const WatchKeySchema = z.object({ key: z.string(), expires_at: z.string() });
export type WatchKey = z.infer<typeof WatchKeySchema>;
export const WatchKeyResponseSchema = envelopeSchema(WatchKeySchema);

/** The driver's view of one vehicle they drive. */
export const DriveVehicleSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  plate: z.string(),
  trip: TripStateSchema,
  trip_changed_at: z.string().nullable(),
  last_recorded_at: z.string().nullable(),
  tour: z.object({ id: z.number().int(), name: z.string(), starts_at: z.string(), ends_at: z.string() }),
  window: TrackingWindowSchema,
  stops: z.array(TrackStopSchema),
});
export type DriveVehicle = z.infer<typeof DriveVehicleSchema>;
export const DriveVehiclesResponseSchema = envelopeSchema(z.array(DriveVehicleSchema));
export const DriveVehicleResponseSchema = envelopeSchema(DriveVehicleSchema);

export const ShareLinkBodySchema = z.object({
  label: text().trim().max(100, TRACKING_MESSAGES.labelTooLong).default(""),
  expires_at: isoDateTime(TRACKING_MESSAGES.expiresRequired, TRACKING_MESSAGES.expiresRequired),
});
export type ShareLinkBody = z.infer<typeof ShareLinkBodySchema>;

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  /** The viewer's address; only in the answer that made the link (the token is not kept in the clear). */
  url: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkResponseSchema = envelopeSchema(ShareLinkSchema);
export const ShareLinksResponseSchema = envelopeSchema(z.array(ShareLinkSchema));
export const ShareLinkParamsSchema = z.object({ id: idParam(), link: idParam() });
export const TourParamsSchema = z.object({ id: idParam() });

/** The vehicle's positions are kept this many hours unless the tour says otherwise (operators set 1 to 720). */
export const DEFAULT_RETENTION_HOURS = 72;
export const RetentionHoursSchema = intField(1, 720);
