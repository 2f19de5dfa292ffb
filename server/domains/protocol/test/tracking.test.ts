import {
  adminShareLinksPath,
  DRIVE_PATH,
  DriveVehicleResponseSchema,
  DriveVehiclesResponseSchema,
  POSITION_CLOCK_SKEW_MS,
  POSITIONS_PER_CALL,
  PositionsReceiptResponseSchema,
  SHARE_LINK_MAX_HOURS,
  ShareLinkResponseSchema,
  ShareLinksResponseSchema,
  TRACKING_MESSAGES,
  TrackStateResponseSchema,
  WATCH_KEY_TTL_MS,
  WATCH_PATH,
  WatchKeyResponseSchema,
} from "@contracts/tracking";
import { PROTOCOL_TOURS_PATH } from "@contracts/protocol";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256 } from "../../../platform/crypto";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { protocolShareLinks, protocolTours, protocolTrackEvents, protocolVehicles } from "../tables";
import { runTrackingRetention, runTrackingRetentionOnce } from "../retention-job";
import { trackingWorld, type TrackingWorld } from "./tracking-fixtures";

const HOUR = 3_600_000;
let world: TrackingWorld;
let operator: { id: number; token: string };

beforeAll(async () => {
  world = await trackingWorld();
  operator = await world.account("admin");
});
afterAll(() => world?.db.close());

const asAdmin = (token: string) => ({ token, area: "admin" });
const asMember = (token: string) => ({ token, area: "member" });
const vehiclePath = (id: number | string, what: "trip" | "positions") => `${DRIVE_PATH}/${id}/${what}`;

/** A reading `secondsAgo` before the clock's now, near Seoul City Hall. */
const reading = (secondsAgo: number, extra: Record<string, unknown> = {}) => ({
  lat: 37.5663 + secondsAgo / 100_000,
  lng: 126.9779,
  accuracy: 8,
  speed: 11.5,
  heading: 90,
  recorded_at: new Date(world.clock.now().getTime() - secondsAgo * 1000).toISOString(),
  ...extra,
});

/** A driver with a vehicle on a tour of the given window. */
async function driven(window: "open" | "before" | "after" = "open", extra: Parameters<TrackingWorld["tour"]>[0] = {}) {
  const driver = await world.account("admin", "driver", "Minsu Kim");
  const tour = await world.tour({ window, ...extra });
  const vehicle = await world.vehicle(tour.id, driver.id);
  return { driver, tour, vehicle };
}

const trip = (token: string, vehicle: number | string, action: unknown) =>
  call(world.app, "POST", vehiclePath(vehicle, "trip"), { ...asAdmin(token), body: { action } });
const post = (token: string, vehicle: number | string, positions: unknown) =>
  call(world.app, "POST", vehiclePath(vehicle, "positions"), { ...asAdmin(token), body: { positions } });

async function started(window: "open" | "before" | "after" = "open") {
  const setup = await driven(window);
  if (window === "open") expect((await trip(setup.driver.token, setup.vehicle.id, "start")).status).toBe(200);
  else
    await world.db.db
      .update(protocolVehicles)
      .set({ trip: "started" })
      .where(eq(protocolVehicles.id, setup.vehicle.id));
  return setup;
}

const eventsOf = (tourId: number) =>
  world.db.db
    .select()
    .from(protocolTrackEvents)
    .where(eq(protocolTrackEvents.tourId, tourId))
    .orderBy(asc(protocolTrackEvents.seq));

async function watchKey(tourId: number, token = operator.token, area = "admin") {
  const res = await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tourId}/watch`, { token, area });
  expect(res.status, await res.clone().text()).toBe(200);
  return WatchKeyResponseSchema.parse(await body(res)).data.key;
}

const stateOf = (key: string, lang = "en") => call(world.app, "GET", `${WATCH_PATH}/${key}/state?lang=${lang}`);

describe("the driver's vehicles", () => {
  it("lists the caller's vehicles with the tour, its window and the stops in the language asked", async () => {
    const { driver, tour, vehicle } = await driven();
    const res = await call(world.app, "GET", `${DRIVE_PATH}?lang=ko`, asAdmin(driver.token));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = DriveVehiclesResponseSchema.parse(await body(res));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: vehicle.id,
      label: "Car 1",
      trip: "idle",
      trip_changed_at: null,
      last_recorded_at: null,
      tour: { id: tour.id, name: tour.nameKo },
      window: { state: "open" },
    });
    expect(data[0]?.stops.map((stop) => [stop.number, stop.name])).toEqual([
      [1, "인천공항"],
      [2, "서울시청"],
    ]);
  });

  it("lists nothing of other drivers' vehicles; an operator without a vehicle gets an empty list", async () => {
    await driven();
    const other = await world.account("admin", "driver");
    const mine = await call(world.app, "GET", DRIVE_PATH, asAdmin(other.token));
    expect(DriveVehiclesResponseSchema.parse(await body(mine)).data).toEqual([]);
    const op = await call(world.app, "GET", DRIVE_PATH, asAdmin(operator.token));
    expect(DriveVehiclesResponseSchema.parse(await body(op)).data).toEqual([]);
  });

  it("refuses members (401) and other staff roles (403)", async () => {
    const member = await world.account("member");
    expect((await call(world.app, "GET", DRIVE_PATH, asMember(member.token))).status).toBe(401);
    expect((await call(world.app, "GET", DRIVE_PATH)).status).toBe(401);
    const gate = await world.account("admin", "gate");
    expect((await call(world.app, "GET", DRIVE_PATH, asAdmin(gate.token))).status).toBe(403);
  });

  it("answers 400 for an unknown language", async () => {
    const { driver } = await driven();
    const res = await call(world.app, "GET", `${DRIVE_PATH}?lang=fr`, asAdmin(driver.token));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("lang");
  });
});

describe("the trip", () => {
  it("goes idle → started → paused → started → stopped → started, each change an event in order", async () => {
    const { driver, tour, vehicle } = await driven();
    const steps: [string, number, string?][] = [
      ["pause", 409, "TRIP_NOT_STARTED"],
      ["stop", 409, "TRIP_NOT_STARTED"],
      ["start", 200],
      ["start", 409, "TRIP_ALREADY_STARTED"],
      ["pause", 200],
      ["pause", 409, "TRIP_ALREADY_PAUSED"],
      ["start", 200],
      ["stop", 200],
      ["stop", 409, "TRIP_ALREADY_STOPPED"],
      ["pause", 409, "TRIP_ALREADY_STOPPED"],
      ["start", 200],
      ["pause", 200],
      ["stop", 200],
    ];
    const states: string[] = [];
    for (const [action, status, code] of steps) {
      const res = await trip(driver.token, vehicle.id, action);
      expect(res.status, `${action}: ${await res.clone().text()}`).toBe(status);
      if (code) expect((await errorOf(res)).code).toBe(code);
      else {
        const { data } = DriveVehicleResponseSchema.parse(await body(res));
        expect(data.trip_changed_at).toBe(world.clock.now().toISOString());
        states.push(data.trip);
      }
    }
    expect(states).toEqual(["started", "paused", "started", "stopped", "started", "paused", "stopped"]);
    const events = await eventsOf(tour.id);
    expect(events.map((event) => [event.kind, event.trip])).toEqual(states.map((state) => ["trip", state]));
    // refused actions took no number: the numbers run 1, 2, 3 ...
    expect(events.map((event) => event.seq)).toEqual(states.map((_, index) => index + 1));
    const [row] = await world.db.db.select().from(protocolTours).where(eq(protocolTours.id, tour.id));
    expect(row?.eventSeq).toBe(states.length);
  });

  it.each([["before"], ["after"]] as const)("is refused %s the window (409 OUTSIDE_WINDOW)", async (window) => {
    const { driver, tour, vehicle } = await driven(window);
    const res = await trip(driver.token, vehicle.id, "start");
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: "OUTSIDE_WINDOW", message: TRACKING_MESSAGES.outsideWindow });
    expect(await eventsOf(tour.id)).toEqual([]);
  });

  it.each([
    ["no action", undefined],
    ["an unknown action", "rewind"],
    ["a number", 1],
  ])("answers 400 naming action for %s", async (_label, action) => {
    const { driver, vehicle } = await driven();
    const res = await trip(driver.token, vehicle.id, action);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("action");
  });

  it("refuses another driver's vehicle (403 NOT_YOUR_VEHICLE) and an unknown one (404)", async () => {
    const { vehicle } = await driven();
    const { driver: other } = await driven();
    const res = await trip(other.token, vehicle.id, "start");
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "NOT_YOUR_VEHICLE", message: TRACKING_MESSAGES.notYourVehicle });
    const unknown = await trip(other.token, 2_000_000_000, "start");
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).code).toBe("VEHICLE_NOT_FOUND");
    expect((await trip(other.token, "car", "start")).status).toBe(400);
    // an operator who is not the vehicle's driver does not drive it either
    expect((await trip(operator.token, vehicle.id, "start")).status).toBe(403);
  });
});

describe("positions", () => {
  it("are refused while the trip is idle (409 TRIP_NOT_STARTED), and nothing is stored", async () => {
    const { driver, tour, vehicle } = await driven();
    const res = await post(driver.token, vehicle.id, [reading(1)]);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: "TRIP_NOT_STARTED", message: TRACKING_MESSAGES.tripNotStarted });
    expect(await eventsOf(tour.id)).toEqual([]);
    const [row] = await world.db.db.select().from(protocolTours).where(eq(protocolTours.id, tour.id));
    expect(row?.eventSeq).toBe(0);
  });

  it("are stored in one go, in the order they were recorded, each with the tour's next number", async () => {
    const { driver, tour, vehicle } = await started();
    const sent = [reading(3), reading(5), reading(4)];
    const res = await post(driver.token, vehicle.id, sent);
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = PositionsReceiptResponseSchema.parse(await body(res));
    expect(data).toEqual({ accepted: 3, duplicates: 0, last_recorded_at: sent[0]?.recorded_at });
    const positions = (await eventsOf(tour.id)).filter((event) => event.kind === "position");
    expect(positions.map((event) => event.seq)).toEqual([2, 3, 4]);
    expect(positions.map((event) => event.recordedAt.toISOString())).toEqual(
      [sent[1], sent[2], sent[0]].map((position) => position?.recorded_at),
    );
    expect(positions[0]).toMatchObject({ vehicleId: vehicle.id, accuracy: 8, speed: 11.5, heading: 90 });
    expect(positions[0]?.receivedAt).toEqual(world.clock.now());
  });

  it("keeps a resent reading once and counts it as a duplicate; last_recorded_at only moves forward", async () => {
    const { driver, tour, vehicle } = await started();
    const first = [reading(10), reading(9)];
    expect((await post(driver.token, vehicle.id, first)).status).toBe(200);
    // the answer was lost: the phone sends the same again with one more
    const again = await post(driver.token, vehicle.id, [...first, reading(8)]);
    const receipt = PositionsReceiptResponseSchema.parse(await body(again)).data;
    expect(receipt).toMatchObject({ accepted: 1, duplicates: 2, last_recorded_at: reading(8).recorded_at });
    // a late one from an offline queue is stored but does not move last_recorded_at back
    const late = PositionsReceiptResponseSchema.parse(await body(await post(driver.token, vehicle.id, [reading(60)])));
    expect(late.data).toMatchObject({ accepted: 1, duplicates: 0, last_recorded_at: reading(8).recorded_at });
    // the same reading twice in one call is kept once
    const twice = PositionsReceiptResponseSchema.parse(
      await body(await post(driver.token, vehicle.id, [reading(2), reading(2)])),
    );
    expect(twice.data).toMatchObject({ accepted: 1, duplicates: 1 });
    const positions = (await eventsOf(tour.id)).filter((event) => event.kind === "position");
    expect(positions).toHaveLength(5);
    // numbers are unique, rise and leave no gap: a duplicate's number is given back (the trip start took 1)
    expect(positions.map((event) => event.seq)).toEqual([2, 3, 4, 5, 6]);
    const [row] = await world.db.db.select().from(protocolTours).where(eq(protocolTours.id, tour.id));
    expect(row?.eventSeq).toBe(6);
  });

  it.each([
    ["a latitude above 90", { lat: 90.0001 }, "positions.0.lat", TRACKING_MESSAGES.latRange],
    ["a latitude below -90", { lat: -91 }, "positions.0.lat", TRACKING_MESSAGES.latRange],
    ["a longitude above 180", { lng: 180.5 }, "positions.0.lng", TRACKING_MESSAGES.lngRange],
    ["a longitude below -180", { lng: -181 }, "positions.0.lng", TRACKING_MESSAGES.lngRange],
    ["a latitude as text", { lat: "37.5" }, "positions.0.lat", TRACKING_MESSAGES.latRange],
    ["no latitude", { lat: undefined }, "positions.0.lat", undefined],
    ["a negative accuracy", { accuracy: -1 }, "positions.0.accuracy", TRACKING_MESSAGES.accuracyRange],
    ["a speed over 150 m/s", { speed: 151 }, "positions.0.speed", TRACKING_MESSAGES.speedRange],
    ["a negative speed", { speed: -0.1 }, "positions.0.speed", TRACKING_MESSAGES.speedRange],
    ["a heading over 360", { heading: 361 }, "positions.0.heading", TRACKING_MESSAGES.headingRange],
    ["a time without an offset", { recorded_at: "2026-06-01T10:00:00" }, "positions.0.recorded_at", undefined],
    ["a time that is not one", { recorded_at: "yesterday" }, "positions.0.recorded_at", undefined],
  ])("answer 400 for %s, naming the field", async (_label, change, field, message) => {
    const { driver, tour, vehicle } = await started();
    const res = await post(driver.token, vehicle.id, [reading(1, change)]);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
    expect((await eventsOf(tour.id)).filter((event) => event.kind === "position")).toEqual([]);
  });

  it("take null accuracy, speed and heading (unknown), and leave them out", async () => {
    const { driver, vehicle } = await started();
    const res = await post(driver.token, vehicle.id, [
      reading(2, { accuracy: null, speed: null, heading: null }),
      { lat: 37.5, lng: 127, recorded_at: reading(1).recorded_at },
    ]);
    expect(res.status).toBe(200);
  });

  it.each([
    ["none", [], "positions", TRACKING_MESSAGES.positionsRequired],
    ["no list", undefined, "positions", TRACKING_MESSAGES.positionsRequired],
    ["too many", "many", "positions", TRACKING_MESSAGES.positionsTooMany],
  ])("answer 400 for %s", async (_label, positions, field, message) => {
    const { driver, vehicle } = await started();
    const list =
      positions === "many" ? Array.from({ length: POSITIONS_PER_CALL + 1 }, (_, i) => reading(i + 1)) : positions;
    const res = await post(driver.token, vehicle.id, list);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    expect(error.issues?.[0]?.message).toBe(message);
  });

  it("refuse a reading more than the allowed skew in the future, naming it; up to the skew is taken", async () => {
    const { driver, tour, vehicle } = await started();
    const ahead = (ms: number) => ({
      ...reading(0),
      recorded_at: new Date(world.clock.now().getTime() + ms).toISOString(),
    });
    const res = await post(driver.token, vehicle.id, [reading(1), ahead(POSITION_CLOCK_SKEW_MS + 1)]);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "positions.1.recorded_at",
      issues: [{ field: "positions.1.recorded_at", message: TRACKING_MESSAGES.recordedAtInFuture }],
    });
    expect((await eventsOf(tour.id)).filter((event) => event.kind === "position")).toEqual([]);
    expect((await post(driver.token, vehicle.id, [ahead(POSITION_CLOCK_SKEW_MS)])).status).toBe(200);
  });

  it.each([["before"], ["after"]] as const)("are refused %s the window (409 OUTSIDE_WINDOW)", async (window) => {
    const { driver, tour, vehicle } = await started(window);
    const res = await post(driver.token, vehicle.id, [reading(1)]);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).code).toBe("OUTSIDE_WINDOW");
    expect(await eventsOf(tour.id)).toEqual([]);
  });

  it("refuse a driver of another vehicle or another tour (403), an unknown vehicle (404), a member (401)", async () => {
    const { tour, vehicle } = await started();
    const sameTour = await world.account("admin", "driver");
    await world.vehicle(tour.id, sameTour.id, "Car 2");
    const otherTour = await started();
    for (const token of [sameTour.token, otherTour.driver.token, operator.token]) {
      const res = await post(token, vehicle.id, [reading(1)]);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe("NOT_YOUR_VEHICLE");
    }
    const unknown = await post(otherTour.driver.token, 2_000_000_000, [reading(1)]);
    expect(unknown.status).toBe(404);
    const member = await world.account("member");
    const res = await call(world.app, "POST", vehiclePath(vehicle.id, "positions"), {
      ...asMember(member.token),
      body: { positions: [reading(1)] },
    });
    expect(res.status).toBe(401);
    expect((await eventsOf(tour.id)).filter((event) => event.kind === "position")).toEqual([]);
  });

  it("are still taken after a pause or a stop (a queue sent late), never while idle", async () => {
    const { driver, vehicle } = await started();
    expect((await trip(driver.token, vehicle.id, "stop")).status).toBe(200);
    expect((await post(driver.token, vehicle.id, [reading(30)])).status).toBe(200);
  });
});

describe("watch keys", () => {
  it("are given to a member of the delegation and to operators, not to others (404)", async () => {
    const { tour } = await driven();
    const member = await world.account("member");
    await world.delegate(tour.id, member.id);
    const stranger = await world.account("member");
    await watchKey(tour.id, member.token, "member");
    await watchKey(tour.id);
    const refused = await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tour.id}/watch`, asMember(stranger.token));
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).code).toBe("TOUR_NOT_FOUND");
    const unknown = await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/2000000000/watch`, asAdmin(operator.token));
    expect(unknown.status).toBe(404);
    const driver = await world.account("admin", "driver");
    expect(
      (await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tour.id}/watch`, asAdmin(driver.token))).status,
    ).toBe(403);
    expect((await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tour.id}/watch`)).status).toBe(401);
  });

  it("expire after their time, and a forged or altered one is refused (401)", async () => {
    const { tour } = await driven();
    const res = await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tour.id}/watch`, asAdmin(operator.token));
    const { key, expires_at } = WatchKeyResponseSchema.parse(await body(res)).data;
    expect(new Date(expires_at).getTime()).toBeLessThanOrEqual(world.clock.now().getTime() + WATCH_KEY_TTL_MS);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(world.clock.now().getTime() + WATCH_KEY_TTL_MS - 1000);
    expect((await stateOf(key)).status).toBe(200);

    const [, , expiry, signature] = key.split(".");
    const forged = [
      `w1.${tour.id + 1}.${expiry}.${signature}`,
      `w1.${tour.id}.${Number(expiry) + 3600}.${signature}`,
      `w1.${tour.id}.${expiry}.${"A".repeat(43)}`,
      `w1.${tour.id}.${expiry}`,
    ];
    for (const bad of forged) {
      const refused = await stateOf(bad);
      expect(refused.status, bad).toBe(401);
      expect((await errorOf(refused)).code).toBe("WATCH_KEY_INVALID");
    }
    const start = world.clock.now();
    world.clock.set(new Date(new Date(expires_at).getTime()));
    try {
      const expired = await stateOf(key);
      expect(expired.status).toBe(401);
      expect(await errorOf(expired)).toMatchObject({
        code: "WATCH_KEY_EXPIRED",
        message: TRACKING_MESSAGES.watchKeyExpired,
      });
    } finally {
      world.clock.set(start);
    }
  });

  it("answer 400 for a key too short to be one", async () => {
    const res = await stateOf("short");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("key");
  });
});

describe("a viewer's state", () => {
  it("gives the tour, window, stops in the language, straight lines between stops, vehicles and their newest positions", async () => {
    const { driver, tour, vehicle } = await started();
    const idle = await world.vehicle(tour.id, null, "Car 2");
    const readings = Array.from({ length: 25 }, (_, i) => reading(100 - i));
    expect((await post(driver.token, vehicle.id, readings)).status).toBe(200);
    const key = await watchKey(tour.id);
    const res = await stateOf(key, "ko");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = TrackStateResponseSchema.parse(await body(res));
    expect(data.tour).toEqual({
      id: tour.id,
      name: tour.nameKo,
      starts_at: tour.startsAt.toISOString(),
      ends_at: tour.endsAt.toISOString(),
    });
    expect(data.window.state).toBe("open");
    expect(data.stops.map((stop) => [stop.number, stop.name, stop.lat])).toEqual([
      [1, "인천공항", 37.4602],
      [2, "서울시청", 37.5663],
    ]);
    expect(data.route).toEqual([
      { lat: 37.4602, lng: 126.4407 },
      { lat: 37.5663, lng: 126.9779 },
    ]);
    expect(data.seq).toBe(26);
    expect(data.link_expires_at).toBeNull();
    expect(data.server_now).toBe(world.clock.now().toISOString());
    const [car, other] = data.vehicles;
    expect(car).toMatchObject({ id: vehicle.id, driver_name: "Minsu", trip: "started" });
    expect(car?.recent.map((position) => position.recorded_at)).toEqual(
      readings.slice(-20).map((position) => position.recorded_at),
    );
    expect(other).toMatchObject({ id: idle.id, driver_name: null, trip: "idle", recent: [] });
  });

  it("gives the drawn route when there is one", async () => {
    const route = [
      { lat: 37.46, lng: 126.44 },
      { lat: 37.5, lng: 126.7 },
      { lat: 37.56, lng: 126.97 },
    ];
    const { tour } = await driven("open", { route });
    const { data } = TrackStateResponseSchema.parse(await body(await stateOf(await watchKey(tour.id))));
    expect(data.route).toEqual(route);
  });

  it.each([["before"], ["after"]] as const)("gives no position %s the window", async (window) => {
    const { tour, vehicle } = await driven(window);
    // positions stored (the window was moved since): still nothing is told of them
    await world.db.db.insert(protocolTrackEvents).values({
      tourId: tour.id,
      seq: 1,
      vehicleId: vehicle.id,
      kind: "position",
      lat: 37.5,
      lng: 127,
      recordedAt: world.clock.now(),
    });
    const { data } = TrackStateResponseSchema.parse(await body(await stateOf(await watchKey(tour.id))));
    expect(data.window.state).toBe(window);
    expect(data.vehicles[0]?.recent).toEqual([]);
  });
});

describe("share links", () => {
  const create = (tourId: number, payload: unknown, token = operator.token) =>
    call(world.app, "POST", adminShareLinksPath(tourId), { ...asAdmin(token), body: payload });
  const inHours = (hours: number) => new Date(world.clock.now().getTime() + hours * HOUR).toISOString();

  it("are made with a url shown once; only the token's SHA-256 is kept; the token opens the state", async () => {
    const { tour } = await driven();
    const res = await create(tour.id, { label: " Embassy ", expires_at: inHours(5) });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = ShareLinkResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ label: "Embassy", expires_at: inHours(5), revoked_at: null });
    const token = /^\/protocol\/vehicle\/share\/([A-Za-z0-9_-]{43})$/.exec(data.url ?? "")?.[1];
    expect(token).toBeDefined();
    const [row] = await world.db.db.select().from(protocolShareLinks).where(eq(protocolShareLinks.id, data.id));
    expect(row?.tokenHash).toBe(sha256(token ?? ""));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = ShareLinksResponseSchema.parse(
      await body(await call(world.app, "GET", adminShareLinksPath(tour.id), asAdmin(operator.token))),
    ).data;
    expect(list).toEqual([{ ...data, url: null }]);

    const state = TrackStateResponseSchema.parse(await body(await stateOf(token ?? ""))).data;
    expect(state.tour.id).toBe(tour.id);
    expect(state.link_expires_at).toBe(inHours(5));
  });

  it("stop working when withdrawn (404) or expired (410); an unknown token is 404", async () => {
    const { tour } = await driven();
    const made = async () => {
      const { data } = ShareLinkResponseSchema.parse(await body(await create(tour.id, { expires_at: inHours(1) })));
      return { id: data.id, token: data.url?.split("/").at(-1) ?? "" };
    };
    const withdrawn = await made();
    const res = await call(
      world.app,
      "DELETE",
      `${adminShareLinksPath(tour.id)}/${withdrawn.id}`,
      asAdmin(operator.token),
    );
    expect(res.status).toBe(200);
    expect(ShareLinkResponseSchema.parse(await body(res)).data.revoked_at).toBe(world.clock.now().toISOString());
    // again: nothing changes
    expect(
      (await call(world.app, "DELETE", `${adminShareLinksPath(tour.id)}/${withdrawn.id}`, asAdmin(operator.token)))
        .status,
    ).toBe(200);
    const gone = await stateOf(withdrawn.token);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ code: "LINK_NOT_FOUND", message: TRACKING_MESSAGES.linkNotFound });
    expect((await stateOf("x".repeat(43))).status).toBe(404);

    const expiring = await made();
    const start = world.clock.now();
    world.clock.advance(3600);
    try {
      const expired = await stateOf(expiring.token);
      expect(expired.status).toBe(410);
      expect(await errorOf(expired)).toMatchObject({ code: "LINK_EXPIRED", message: TRACKING_MESSAGES.linkExpired });
    } finally {
      world.clock.set(start);
    }
  });

  it.each([
    ["no expiry", {}, "expires_at", TRACKING_MESSAGES.expiresRequired],
    ["an expiry that is not a time", { expires_at: "soon" }, "expires_at", TRACKING_MESSAGES.expiresRequired],
    ["an expiry now", { expires_at: "now" }, "expires_at", undefined],
    [
      "a label over 100 characters",
      { label: "x".repeat(101), expires_at: "+1" },
      "label",
      TRACKING_MESSAGES.labelTooLong,
    ],
  ])("answer 400 for %s", async (_label, payload: Record<string, unknown>, field, message) => {
    const { tour } = await driven();
    const expires =
      payload.expires_at === "now"
        ? world.clock.now().toISOString()
        : payload.expires_at === "+1"
          ? inHours(1)
          : payload.expires_at;
    const res = await create(tour.id, { ...payload, expires_at: expires });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
  });

  it("must expire in the future and at most the longest time ahead (400 naming expires_at)", async () => {
    const { tour } = await driven();
    const past = await create(tour.id, { expires_at: inHours(-1) });
    expect(await errorOf(past)).toMatchObject({
      field: "expires_at",
      issues: [{ message: TRACKING_MESSAGES.expiresInPast }],
    });
    const late = await create(tour.id, {
      expires_at: new Date(world.clock.now().getTime() + SHARE_LINK_MAX_HOURS * HOUR + 1000).toISOString(),
    });
    expect(late.status).toBe(400);
    expect(await errorOf(late)).toMatchObject({
      field: "expires_at",
      issues: [{ message: TRACKING_MESSAGES.expiresTooLate }],
    });
    expect((await create(tour.id, { expires_at: inHours(SHARE_LINK_MAX_HOURS) })).status).toBe(201);
    expect(
      await world.db.db.select().from(protocolShareLinks).where(eq(protocolShareLinks.tourId, tour.id)),
    ).toHaveLength(1);
  });

  it("are for operators only; an unknown tour or another tour's link is 404", async () => {
    const { tour, driver } = await driven();
    const { tour: otherTour } = await driven();
    expect((await create(tour.id, { expires_at: inHours(1) }, driver.token)).status).toBe(403);
    const member = await world.account("member");
    const asMemberRes = await call(world.app, "POST", adminShareLinksPath(tour.id), {
      ...asMember(member.token),
      body: { expires_at: inHours(1) },
    });
    expect(asMemberRes.status).toBe(401);
    expect((await call(world.app, "GET", adminShareLinksPath(tour.id), asAdmin(driver.token))).status).toBe(403);
    expect((await create(2_000_000_000, { expires_at: inHours(1) })).status).toBe(404);
    expect((await call(world.app, "GET", adminShareLinksPath(2_000_000_000), asAdmin(operator.token))).status).toBe(
      404,
    );
    const { data } = ShareLinkResponseSchema.parse(await body(await create(tour.id, { expires_at: inHours(1) })));
    const wrong = await call(
      world.app,
      "DELETE",
      `${adminShareLinksPath(otherTour.id)}/${data.id}`,
      asAdmin(operator.token),
    );
    expect(wrong.status).toBe(404);
    expect((await errorOf(wrong)).code).toBe("LINK_NOT_FOUND");
    const [row] = await world.db.db.select().from(protocolShareLinks).where(eq(protocolShareLinks.id, data.id));
    expect(row?.revokedAt).toBeNull();
  });
});

describe("retention", () => {
  it("deletes each tour's events recorded before its cutoff, keeps recent ones and other tours' untouched", async () => {
    const now = world.clock.now();
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    const short = await world.tour({ retentionHours: 1 });
    const long = await world.tour({ retentionHours: 72 });
    const shortCar = await world.vehicle(short.id, null);
    const longCar = await world.vehicle(long.id, null);
    const position = (tourId: number, vehicleId: number, seq: number, recordedAt: Date) => ({
      tourId,
      seq,
      vehicleId,
      kind: "position" as const,
      lat: 37.5,
      lng: 127,
      recordedAt,
    });
    await world.db.db.insert(protocolTrackEvents).values([
      position(short.id, shortCar.id, 1, at(2 * HOUR)),
      position(short.id, shortCar.id, 2, at(HOUR + 1)),
      position(short.id, shortCar.id, 3, at(HOUR)),
      position(short.id, shortCar.id, 4, at(30 * 60_000)),
      {
        tourId: short.id,
        seq: 5,
        vehicleId: shortCar.id,
        kind: "trip" as const,
        trip: "started" as const,
        recordedAt: at(3 * HOUR),
      },
      position(long.id, longCar.id, 1, at(2 * HOUR)),
      position(long.id, longCar.id, 2, at(71 * HOUR)),
    ]);
    const result = await runTrackingRetentionOnce(world.db.db, now);
    expect(result?.deleted).toBeGreaterThanOrEqual(3);
    const seqs = async (tourId: number) => (await eventsOf(tourId)).map((event) => event.seq);
    // exactly an hour old is kept (recorded < cutoff goes), a millisecond older goes; trip events go too
    expect(await seqs(short.id)).toEqual([3, 4]);
    expect(await seqs(long.id)).toEqual([1, 2]);
    // once per cluster: another process in the same minute does not run it
    expect(await runTrackingRetentionOnce(world.db.db, new Date(now.getTime() + 1_000))).toBeUndefined();
    // a later run finds nothing more of these
    const again = await runTrackingRetention(world.db.db, now);
    expect(again.deleted).toBe(0);
    const [tourRow] = await world.db.db
      .select()
      .from(protocolTours)
      .where(and(eq(protocolTours.id, short.id)));
    expect(tourRow?.retentionHours).toBe(1);
  });
});

describe("the OpenAPI document", () => {
  it("lists the driver's, viewers' and operators' operations, the stream as text/event-stream", async () => {
    const res = await world.app.request("/api/openapi.json");
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(doc.paths[DRIVE_PATH] ?? {})).toEqual(["get"]);
    expect(Object.keys(doc.paths[`${DRIVE_PATH}/{vehicle}/positions`] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths[`${DRIVE_PATH}/{vehicle}/trip`] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths[`${PROTOCOL_TOURS_PATH}/{id}/watch`] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths[adminShareLinksPath("{id}")] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths[`${adminShareLinksPath("{id}")}/{link}`] ?? {})).toEqual(["delete"]);
    const state = doc.paths[`${WATCH_PATH}/{key}/state`]?.get?.responses ?? {};
    expect(Object.keys(state)).toEqual(expect.arrayContaining(["200", "401", "404", "410"]));
    const stream = doc.paths[`${WATCH_PATH}/{key}/stream`]?.get?.responses ?? {};
    expect(Object.keys(stream["200"]?.content ?? {})).toEqual(["text/event-stream"]);
    expect(Object.keys(stream)).toEqual(expect.arrayContaining(["401", "404", "410"]));
  });
});
