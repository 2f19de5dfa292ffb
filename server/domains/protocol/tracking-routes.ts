import { PROTOCOL_TOURS_PATH } from "@contracts/protocol";
import {
  adminShareLinksPath,
  DRIVE_PATH,
  DriveVehicleResponseSchema,
  DriveVehiclesResponseSchema,
  POSITION_CLOCK_SKEW_MS,
  PositionsBodySchema,
  PositionsReceiptResponseSchema,
  ShareLinkBodySchema,
  ShareLinkParamsSchema,
  ShareLinkResponseSchema,
  ShareLinksResponseSchema,
  TourParamsSchema,
  TRACKING_HEARTBEAT_MS,
  TRACKING_MESSAGES,
  TRACKING_POLL_MS,
  TRACKING_RETRY_MS,
  TrackStateResponseSchema,
  TripBodySchema,
  VehicleParamsSchema,
  WATCH_KEY_TTL_MS,
  WATCH_PATH,
  WatchKeyParamsSchema,
  WatchKeyResponseSchema,
  WatchQuerySchema,
  WatchStreamQuerySchema,
} from "@contracts/tracking";
import { trackingWindow } from "@contracts/tracking-rules";
import { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../platform/context";
import type { Principal } from "../auth/sessions";
import { AppError } from "../../platform/http/errors";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { validationErrorBody } from "../../platform/http/validation";
import { sseResponse } from "../../platform/stream/sse";
import { createShareLink, listShareLinks, withdrawShareLink } from "./share-links";
import { protocolDelegates, protocolTours, protocolVehicles } from "./tables";
import { changeTrip, recordPositions } from "./tracking-events";
import { driveVehicleOf, driveVehicles, loadTour, stopsOf, trackState } from "./tracking-state";
import { issueWatchKey, linkNotFound, openViewingKey } from "./watch-keys";
import { createTrackingWatch, resumePoint, type TrackingWatch, watchStream } from "./watch-stream";

const TAGS = ["protocol", "tracking"];
const ADMIN_TAGS = ["admin", "protocol", "tracking"];
const NO_STORE = "no-store";
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const VEHICLE = `${DRIVE_PATH}/{vehicle}`;
const WATCH_STATE = `${WATCH_PATH}/{key}/state`;
const WATCH_STREAM = `${WATCH_PATH}/{key}/stream`;
const TOUR_WATCH = `${PROTOCOL_TOURS_PATH}/{id}/watch`;
const SHARE_LINKS = adminShareLinksPath("{id}");
const SHARE_LINK = `${SHARE_LINKS}/{link}`;

const vehicleNotFound = () => new AppError(404, "VEHICLE_NOT_FOUND", TRACKING_MESSAGES.vehicleNotFound);
const tourNotFound = () => new AppError(404, "TOUR_NOT_FOUND", TRACKING_MESSAGES.tourNotFound);
const outsideWindow = () => new AppError(409, "OUTSIDE_WINDOW", TRACKING_MESSAGES.outsideWindow);

const vehicleAnswers = {
  403: errorResponse("403 NOT_YOUR_VEHICLE: the vehicle is assigned to another driver"),
  404: errorResponse("404 VEHICLE_NOT_FOUND: no such vehicle"),
};
const keyAnswers = {
  401: errorResponse(
    "401 WATCH_KEY_INVALID (a forged or altered watch key) or WATCH_KEY_EXPIRED (ask `POST .../watch` again)",
  ),
  404: errorResponse("404 LINK_NOT_FOUND: no share link has this token, or it was withdrawn"),
  410: errorResponse("410 LINK_EXPIRED: the share link has expired"),
};
const tourAnswer = { 404: errorResponse("404 TOUR_NOT_FOUND: no such tour") };

// Each app instance has its own hub; tests and diagnostics reach it through the app.
const watches = new WeakMap<ApiApp, TrackingWatch>();

/** The tracking streams' hub of an app built by createApp (its pollers and listeners), for tests and diagnostics. */
export function trackingWatchOf(app: ApiApp): TrackingWatch | undefined {
  return watches.get(app);
}

/**
 * Live tracking of a protocol tour's vehicles (issue 25, ADR 0033): the driver's trip and positions, viewers'
 * starting state and event stream by a watch key or a share link's token, and the operators' share links.
 */
export function registerTrackingRoutes(app: ApiApp, { db, now, doors, logger, lifecycle, authConfig }: AppContext) {
  const watch = createTrackingWatch(db, logger);
  watches.set(app, watch);

  /** The caller's vehicle with its tour; 404 unknown, 403 another driver's. */
  async function ownVehicle(principal: Principal, vehicleId: number) {
    const [row] = await db
      .select({ vehicle: protocolVehicles, tour: protocolTours })
      .from(protocolVehicles)
      .innerJoin(protocolTours, eq(protocolTours.id, protocolVehicles.tourId))
      .where(eq(protocolVehicles.id, vehicleId));
    if (!row) throw vehicleNotFound();
    if (row.vehicle.driverAccountId !== principal.accountId) {
      throw new AppError(403, "NOT_YOUR_VEHICLE", TRACKING_MESSAGES.notYourVehicle);
    }
    return row;
  }

  app.openapi(
    doors.signedIn("driver", {
      method: "get",
      path: DRIVE_PATH,
      tags: TAGS,
      summary: "The caller's vehicles, with their tours, windows and stops (drivers)",
      description:
        "Every vehicle assigned to the signed-in driver, with its trip, its tour's tracking window and the numbered " +
        "stops in `lang`.",
      request: { query: WatchQuerySchema },
      responses: { 200: jsonContent(DriveVehiclesResponseSchema, "The driver's vehicles (none: an empty list)") },
    }),
    async (c) => {
      const { lang } = c.req.valid("query");
      c.header("Cache-Control", NO_STORE);
      return c.json(ok(await driveVehicles(db, c.get("principal").accountId, lang, now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("driver", {
      method: "post",
      path: `${VEHICLE}/trip`,
      tags: TAGS,
      summary: "Start, pause or stop the vehicle's trip (its driver)",
      description:
        "idle → started; started → paused or stopped; paused → started or stopped; stopped → started. Only while " +
        "the tour's tracking window is open. The change is an event of the tour's stream (`event: trip`).",
      request: { params: VehicleParamsSchema, query: WatchQuerySchema, body: json(TripBodySchema) },
      responses: {
        200: jsonContent(DriveVehicleResponseSchema, "The vehicle after the change"),
        ...vehicleAnswers,
        409: errorResponse(
          "409 OUTSIDE_WINDOW, TRIP_NOT_STARTED (pause or stop before any start), TRIP_ALREADY_STARTED, " +
            "TRIP_ALREADY_PAUSED or TRIP_ALREADY_STOPPED",
        ),
      },
    }),
    async (c) => {
      const at = now();
      const { vehicle: vehicleId } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      const { tour } = await ownVehicle(c.get("principal"), vehicleId);
      if (trackingWindow(tour.startsAt, tour.endsAt, at).state !== "open") throw outsideWindow();
      await changeTrip(db, { tourId: tour.id, vehicleId, action: c.req.valid("json").action, at });
      // this process's viewers hear of it at once; other processes at their next poll
      watch.hub.wake(String(tour.id));
      const [vehicle] = await db.select().from(protocolVehicles).where(eq(protocolVehicles.id, vehicleId));
      if (!vehicle) throw vehicleNotFound();
      const stops = (await stopsOf(db, [tour.id], lang)).get(tour.id) ?? [];
      return c.json(ok(driveVehicleOf(vehicle, tour, stops, lang, at)), 200);
    },
  );

  app.openapi(
    doors.signedIn("driver", {
      method: "post",
      path: `${VEHICLE}/positions`,
      tags: TAGS,
      summary: "Send the vehicle's positions (its driver)",
      description:
        "One or more readings of the phone's geolocation (a queue built up offline goes in several calls). Stored " +
        "in one transaction, each the tour's next event (`event: position` on the viewers' stream). A reading " +
        "already stored (same vehicle, same `recorded_at`) is counted under `duplicates`, so a resend after a lost " +
        `answer is harmless. A reading more than ${POSITION_CLOCK_SKEW_MS / 1000} s in the future is refused ` +
        "(400 naming `positions.N.recorded_at`).",
      request: { params: VehicleParamsSchema, body: json(PositionsBodySchema) },
      responses: {
        200: jsonContent(PositionsReceiptResponseSchema, "What was stored"),
        ...vehicleAnswers,
        409: errorResponse("409 TRIP_NOT_STARTED (the trip is idle) or OUTSIDE_WINDOW"),
      },
    }),
    async (c) => {
      const at = now();
      const { vehicle: vehicleId } = c.req.valid("param");
      const { positions } = c.req.valid("json");
      const { tour } = await ownVehicle(c.get("principal"), vehicleId);
      const latest = at.getTime() + POSITION_CLOCK_SKEW_MS;
      const future = positions.findIndex((position) => new Date(position.recorded_at).getTime() > latest);
      if (future >= 0) {
        const field = `positions.${future}.recorded_at`;
        const message = TRACKING_MESSAGES.recordedAtInFuture;
        throw new AppError(400, "VALIDATION_ERROR", `${field}: ${message}`, field, [{ field, message }]);
      }
      if (trackingWindow(tour.startsAt, tour.endsAt, at).state !== "open") throw outsideWindow();
      const receipt = await recordPositions(db, { tourId: tour.id, vehicleId, positions, at });
      if (receipt.accepted > 0) watch.hub.wake(String(tour.id));
      return c.json(ok(receipt), 200);
    },
  );

  app.openapi(
    doors.signedIn(["member", "admin"], {
      method: "post",
      path: TOUR_WATCH,
      tags: TAGS,
      summary: "A key to watch the tour's vehicles (its delegation's members, operators)",
      description:
        "A signed key for `GET .../tracking/watch/{key}/state` and `.../stream` (an EventSource cannot send a " +
        `header), bound to this tour and good for ${WATCH_KEY_TTL_MS / 3_600_000} hours. A member must be linked ` +
        "to a delegate of the tour; operators may watch any tour.",
      request: { params: TourParamsSchema },
      responses: {
        200: jsonContent(WatchKeyResponseSchema, "The key and when it expires"),
        404: errorResponse("404 TOUR_NOT_FOUND: no such tour, or the member is not of its delegation"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const principal = c.get("principal");
      const tour = await loadTour(db, id);
      if (!tour) throw tourNotFound();
      if (principal.area !== "admin") {
        const [delegate] = await db
          .select({ id: protocolDelegates.id })
          .from(protocolDelegates)
          .where(and(eq(protocolDelegates.tourId, id), eq(protocolDelegates.accountId, principal.accountId)));
        if (!delegate) throw tourNotFound();
      }
      const { key, expiresAt } = await issueWatchKey(db, authConfig, id, now());
      c.header("Cache-Control", NO_STORE);
      return c.json(ok({ key, expires_at: expiresAt.toISOString() }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: WATCH_STATE,
      tags: TAGS,
      summary: "What a viewer's map starts from (by watch key or share link)",
      description:
        "The tour, its tracking window, the route (straight lines between the stops when none is drawn), the " +
        "numbered stops in `lang`, each vehicle with its driver's first name, its trip and its newest positions, " +
        "and `seq`, the last event folded in: the stream sends the ones after it (`?after=seq`). Outside the " +
        "window: no positions at all.",
      request: { params: WatchKeyParamsSchema, query: WatchQuerySchema },
      responses: {
        200: jsonContent(TrackStateResponseSchema, "The state and the server's clock"),
        ...keyAnswers,
      },
    }),
    async (c) => {
      const at = now();
      const viewing = await openViewingKey(db, authConfig, c.req.valid("param").key, at);
      const tour = await loadTour(db, viewing.tourId);
      if (!tour) throw viewing.link ? linkNotFound() : tourNotFound();
      c.header("Cache-Control", NO_STORE);
      const state = await trackState(db, tour, c.req.valid("query").lang, at, viewing.link?.expiresAt ?? null);
      return c.json(ok(state), 200);
    },
  );

  // A plain route: the stream is not JSON, so it stays out of the JSON validation; it is documented below.
  app.get(`${WATCH_PATH}/:key/stream`, async (c) => {
    const params = WatchKeyParamsSchema.safeParse({ key: c.req.param("key") });
    if (!params.success) return c.json(validationErrorBody(params.error, "param"), 400);
    const query = WatchStreamQuerySchema.safeParse({ after: c.req.query("after") });
    if (!query.success) return c.json(validationErrorBody(query.error, "query"), 400);
    const viewing = await openViewingKey(db, authConfig, params.data.key, now());
    const body = watchStream({
      db,
      watch,
      now,
      tourId: viewing.tourId,
      link: viewing.link,
      after: resumePoint(c.req.header("last-event-id"), query.data.after),
      retryMs: TRACKING_RETRY_MS,
      heartbeatMs: TRACKING_HEARTBEAT_MS,
      signal: c.req.raw.signal,
      draining: lifecycle ? () => lifecycle.draining : undefined,
    });
    return sseResponse(body);
  });
  app.openAPIRegistry.registerPath({
    method: "get",
    path: WATCH_STREAM,
    tags: TAGS,
    summary: "Server-sent events of the tour's vehicles (by watch key or share link)",
    description: [
      `\`text/event-stream\`. Starts with \`retry: ${TRACKING_RETRY_MS}\`, then one message per event of the tour,`,
      "in order, none left out: `event: position` (data: a TrackPosition) and `event: trip` (data: a TripEvent),",
      "each with `id:` the event's seq. The stream starts after `Last-Event-ID` (a reconnect) or else `?after=`",
      "(the state's `seq`), read from the database, so nothing is lost or repeated; with neither, from now.",
      "Events are sent while the tracking window is open. `event: closed` (data: `{ reason }`, `window_closed` or",
      "`link_expired`) ends the stream when the window closes or the share link expires or is withdrawn: the page",
      `should then close its EventSource. A comment line every ${TRACKING_HEARTBEAT_MS / 1000} s keeps idle`,
      `connections open. A stored event reaches the stream within about ${TRACKING_POLL_MS} ms, whichever server`,
      "process stored it.",
    ].join(" "),
    request: {
      params: WatchKeyParamsSchema,
      query: WatchStreamQuerySchema,
      headers: z.object({
        "last-event-id": z.string().optional().describe("The last event id the browser received (sent on reconnect)"),
      }),
    },
    responses: {
      200: {
        description: "The event stream: open until the client leaves, the window closes or the link expires",
        content: { "text/event-stream": { schema: z.string() } },
      },
      400: errorResponse("Invalid input: `field` names the first invalid field"),
      ...keyAnswers,
    },
  });

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: SHARE_LINKS,
      tags: ADMIN_TAGS,
      summary: "The tour's share links (operators)",
      description: "Newest first, withdrawn and expired ones too; the tokens are not kept, so `url` is null.",
      request: { params: TourParamsSchema },
      responses: { 200: jsonContent(ShareLinksResponseSchema, "The links"), ...tourAnswer },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await loadTour(db, id))) throw tourNotFound();
      c.header("Cache-Control", NO_STORE);
      return c.json(ok(await listShareLinks(db, id)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: SHARE_LINKS,
      tags: ADMIN_TAGS,
      summary: "Make a share link to the tour's live map (operators)",
      description:
        "Anyone with the link sees the tour's vehicles until `expires_at` (in the future, at most a week ahead) or " +
        "until it is withdrawn. The answer carries `url` (`/protocol/vehicle/share/{token}`) this once.",
      request: { params: TourParamsSchema, body: json(ShareLinkBodySchema) },
      responses: { 201: jsonContent(ShareLinkResponseSchema, "The link, with its url"), ...tourAnswer },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await loadTour(db, id))) throw tourNotFound();
      const link = await createShareLink(db, {
        tourId: id,
        body: c.req.valid("json"),
        accountId: c.get("principal").accountId,
        now: now(),
      });
      c.header("Cache-Control", NO_STORE);
      return c.json(ok(link), 201);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: SHARE_LINK,
      tags: ADMIN_TAGS,
      summary: "Withdraw a share link (operators)",
      description: "It stops working at once (open streams end within seconds). Withdrawing it again changes nothing.",
      request: { params: ShareLinkParamsSchema },
      responses: {
        200: jsonContent(ShareLinkResponseSchema, "The link, withdrawn"),
        404: errorResponse("404 LINK_NOT_FOUND: the tour has no such link"),
      },
    }),
    async (c) => {
      const { id, link } = c.req.valid("param");
      return c.json(ok(await withdrawShareLink(db, id, link, now())), 200);
    },
  );
}
