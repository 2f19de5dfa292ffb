import { PROTOCOL_TOURS_PATH } from "@contracts/protocol";
import {
  adminShareLinksPath,
  DRIVE_PATH,
  ShareLinkResponseSchema,
  StreamClosedEventSchema,
  TRACKING_RETRY_MS,
  TrackPositionSchema,
  TrackStateResponseSchema,
  TripEventSchema,
  WATCH_PATH,
  WatchKeyResponseSchema,
} from "@contracts/tracking";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf, type AuthTestApp } from "../../../platform/test/auth-fixtures";
import { trackingWatchOf } from "../tracking-routes";
import { CLOSE_CHECK_MS } from "../watch-stream";
import { openStream, type SseEvent, type SseStream } from "../../../platform/test/sse-reader";
import { trackingWorld, type TrackingWorld } from "./tracking-fixtures";

let world: TrackingWorld;
let operator: { id: number; token: string };
const streams: SseStream[] = [];

beforeAll(async () => {
  world = await trackingWorld();
  operator = await world.account("admin");
});
afterEach(async () => {
  // a stream left open would keep its poller reading a database that is about to close
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});
afterAll(() => world?.db.close());

const asAdmin = (token: string) => ({ token, area: "admin" });

async function setup(window: "open" | "before" = "open", extra: Parameters<TrackingWorld["tour"]>[0] = {}) {
  const driver = await world.account("admin", "driver");
  const tour = await world.tour({ window, ...extra });
  const vehicle = await world.vehicle(tour.id, driver.id);
  return { driver, tour, vehicle };
}

let secondsAhead = 0;
/** A reading a little later than the one before (each distinct). */
const reading = () => {
  secondsAhead += 1;
  return {
    lat: 37.5 + secondsAhead / 10_000,
    lng: 127,
    speed: 10,
    recorded_at: new Date(world.clock.now().getTime() - 3_600_000 + secondsAhead * 1000).toISOString(),
  };
};

const post = (token: string, vehicle: number, count = 1, through: AuthTestApp = world.app) =>
  call(through, "POST", `${DRIVE_PATH}/${vehicle}/positions`, {
    ...asAdmin(token),
    body: { positions: Array.from({ length: count }, reading) },
  });
const trip = (token: string, vehicle: number, action: string) =>
  call(world.app, "POST", `${DRIVE_PATH}/${vehicle}/trip`, { ...asAdmin(token), body: { action } });

async function watchKey(tourId: number) {
  const res = await call(world.app, "POST", `${PROTOCOL_TOURS_PATH}/${tourId}/watch`, asAdmin(operator.token));
  return WatchKeyResponseSchema.parse(await body(res)).data.key;
}

async function open(
  key: string,
  options: { headers?: Record<string, string>; query?: string; app?: AuthTestApp } = {},
) {
  const stream = await openStream(
    options.app ?? world.app,
    `${WATCH_PATH}/${key}/stream${options.query ?? ""}`,
    options.headers,
  );
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  expect(await stream.nextFrame(1000)).toEqual({ retry: String(TRACKING_RETRY_MS) });
  return stream;
}

/** The next `count` data events of a stream. */
async function take(stream: SseStream, count: number, timeoutMs = 2000): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  while (events.length < count) events.push(await stream.nextEvent(timeoutMs));
  return events;
}

const ids = (events: SseEvent[]) => events.map((event) => Number(event.id));

describe("the viewers' stream", () => {
  it("brings each posted position, one message each, in order, within a second", async () => {
    const { driver, vehicle, tour } = await setup();
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    const stream = await open(await watchKey(tour.id));
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect((await post(driver.token, vehicle.id, 2)).status).toBe(200);
      const events = await take(stream, 2, 1000);
      expect(performance.now() - started).toBeLessThan(1000);
      for (const event of events) {
        expect(event.event).toBe("position");
        const position = TrackPositionSchema.parse(JSON.parse(event.data));
        expect(String(position.seq)).toBe(event.id);
        expect(position.vehicle_id).toBe(vehicle.id);
      }
      expect(ids(events)).toEqual([2 + 2 * i, 3 + 2 * i]);
    }
  });

  it("sends trip changes as `event: trip`, and positions posted through another server process", async () => {
    const { driver, vehicle, tour } = await setup();
    const stream = await open(await watchKey(tour.id), { app: world.other });
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    const [started] = await take(stream, 1);
    expect(started?.event).toBe("trip");
    expect(TripEventSchema.parse(JSON.parse(started?.data ?? ""))).toMatchObject({
      seq: 1,
      vehicle_id: vehicle.id,
      trip: "started",
    });
    expect((await post(driver.token, vehicle.id, 1)).status).toBe(200);
    expect((await take(stream, 1))[0]?.event).toBe("position");
    expect((await trip(driver.token, vehicle.id, "pause")).status).toBe(200);
    const [paused] = await take(stream, 1);
    expect(TripEventSchema.parse(JSON.parse(paused?.data ?? "")).trip).toBe("paused");
  });

  it("resumes after Last-Event-ID from the database: nothing lost, nothing repeated", async () => {
    const { driver, vehicle, tour } = await setup();
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    const key = await watchKey(tour.id);
    const first = await open(key);
    expect((await post(driver.token, vehicle.id, 3)).status).toBe(200);
    const seen = await take(first, 3);
    await first.close();
    // while the viewer is away
    for (let i = 0; i < 4; i += 1) expect((await post(driver.token, vehicle.id, 2)).status).toBe(200);
    const again = await open(key, { headers: { "last-event-id": seen.at(-1)?.id ?? "" } });
    const missed = await take(again, 8);
    expect(ids(missed)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    // and then the live ones, no repeats
    expect((await post(driver.token, vehicle.id, 1)).status).toBe(200);
    expect(ids(await take(again, 1))).toEqual([13]);
    await expect(again.nextEvent(600)).rejects.toThrow(/no frame/);
  });

  it("starts after the state's seq (`?after=`), so what came between the two is not lost", async () => {
    const { driver, vehicle, tour } = await setup();
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    const key = await watchKey(tour.id);
    expect((await post(driver.token, vehicle.id, 2)).status).toBe(200);
    const state = TrackStateResponseSchema.parse(
      await body(await call(world.app, "GET", `${WATCH_PATH}/${key}/state`)),
    );
    expect(state.data.seq).toBe(3);
    // posted after the state was read, before the stream opened
    expect((await post(driver.token, vehicle.id, 2)).status).toBe(200);
    const stream = await open(key, { query: `?after=${state.data.seq}` });
    expect(ids(await take(stream, 2))).toEqual([4, 5]);
    // Last-Event-ID (a reconnect) wins over `after`
    const reconnect = await open(key, { query: "?after=0", headers: { "last-event-id": "4" } });
    expect(ids(await take(reconnect, 1))).toEqual([5]);
    // with neither, from now on
    const fresh = await open(key);
    await expect(fresh.nextEvent(500)).rejects.toThrow(/no frame/);
  });

  it("numbers events without a gap when a phone resends readings already stored", async () => {
    const { driver, vehicle, tour } = await setup();
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    const stream = await open(await watchKey(tour.id));
    const [a, b, c] = [reading(), reading(), reading()];
    const send = (positions: unknown[]) =>
      call(world.app, "POST", `${DRIVE_PATH}/${vehicle.id}/positions`, {
        ...asAdmin(driver.token),
        body: { positions },
      });
    expect((await send([a, b])).status).toBe(200);
    // the answer was lost: b comes again, with c
    expect((await send([b, c])).status).toBe(200);
    const events = await take(stream, 3);
    expect(ids(events)).toEqual([2, 3, 4]);
    expect(events.map((event) => TrackPositionSchema.parse(JSON.parse(event.data)).recorded_at)).toEqual(
      [a, b, c].map((position) => position.recorded_at),
    );
    await expect(stream.nextEvent(400)).rejects.toThrow(/no frame/);
  });

  it("answers 400 for an `after` that is not a number", async () => {
    const { tour } = await setup();
    const res = await call(world.app, "GET", `${WATCH_PATH}/${await watchKey(tour.id)}/stream?after=soon`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("after");
  });

  it("keeps one poller per tour per app instance and stops it when the last viewer goes", async () => {
    const { tour } = await setup();
    const hub = trackingWatchOf(world.app)?.hub;
    const key = await watchKey(tour.id);
    const a = await open(key);
    const b = await open(key);
    // each stream joins once it has looked at the window and the link
    await expect.poll(() => hub?.listenerCount(String(tour.id))).toBe(2);
    expect(hub?.activeChannels()).toContain(String(tour.id));
    // the other instance polls on its own only when it has viewers
    expect(trackingWatchOf(world.other)?.hub.activeChannels()).not.toContain(String(tour.id));
    await a.close();
    await b.close();
    await expect.poll(() => hub?.listenerCount(String(tour.id))).toBe(0);
    expect(hub?.activeChannels()).not.toContain(String(tour.id));
  });
});

describe("the end of a stream", () => {
  it("says `closed` (window_closed) when the window closes while streaming, then ends", async () => {
    // arrives so that the window closes 20 s from now
    const now = world.clock.now().getTime();
    const { tour } = await setup("open", {
      startsAt: new Date(now - 5 * 3_600_000),
      endsAt: new Date(now - 3_600_000 + 20_000),
    });
    const stream = await open(await watchKey(tour.id));
    await expect(stream.nextEvent(CLOSE_CHECK_MS + 300)).rejects.toThrow(/no frame/);
    const start = world.clock.now();
    world.clock.advance(21);
    try {
      const closed = await stream.nextEvent(CLOSE_CHECK_MS + 1000);
      expect(closed.event).toBe("closed");
      expect(StreamClosedEventSchema.parse(JSON.parse(closed.data))).toEqual({ reason: "window_closed" });
      await expect(stream.nextFrame(500)).rejects.toThrow(/ended/);
    } finally {
      world.clock.set(start);
    }
  });

  it("says `closed` at once to a stream opened after the window", async () => {
    const { tour } = await world.tour({ window: "after" }).then((row) => ({ tour: row }));
    const stream = await open(await watchKey(tour.id));
    const closed = await stream.nextEvent(1000);
    expect(closed).toMatchObject({ event: "closed", data: JSON.stringify({ reason: "window_closed" }) });
  });

  it("sends nothing before the window, and stays open", async () => {
    const { tour } = await setup("before");
    const stream = await open(await watchKey(tour.id));
    await expect(stream.nextEvent(CLOSE_CHECK_MS + 500)).rejects.toThrow(/no frame/);
    expect(stream.ended()).toBe(false);
  });

  it("says `closed` (link_expired) when the share link expires while streaming; the link then answers 410", async () => {
    const { tour, driver, vehicle } = await setup();
    const expiresAt = new Date(world.clock.now().getTime() + 30_000).toISOString();
    const made = await call(world.app, "POST", adminShareLinksPath(tour.id), {
      ...asAdmin(operator.token),
      body: { expires_at: expiresAt },
    });
    const token =
      ShareLinkResponseSchema.parse(await body(made))
        .data.url?.split("/")
        .at(-1) ?? "";
    const stream = await open(token);
    expect((await trip(driver.token, vehicle.id, "start")).status).toBe(200);
    expect((await take(stream, 1))[0]?.event).toBe("trip");
    const start = world.clock.now();
    world.clock.advance(31);
    try {
      const closed = await stream.nextEvent(CLOSE_CHECK_MS + 1000);
      expect(closed).toMatchObject({ event: "closed", data: JSON.stringify({ reason: "link_expired" }) });
      await expect(stream.nextFrame(500)).rejects.toThrow(/ended/);
      const res = await call(world.app, "GET", `${WATCH_PATH}/${token}/stream`);
      expect(res.status).toBe(410);
      expect((await errorOf(res)).code).toBe("LINK_EXPIRED");
    } finally {
      world.clock.set(start);
    }
  });

  it("refuses a withdrawn or unknown link (404) and a forged watch key (401) before any stream", async () => {
    const { tour } = await setup();
    const made = await call(world.app, "POST", adminShareLinksPath(tour.id), {
      ...asAdmin(operator.token),
      body: { expires_at: new Date(world.clock.now().getTime() + 3_600_000).toISOString() },
    });
    const link = ShareLinkResponseSchema.parse(await body(made)).data;
    const token = link.url?.split("/").at(-1) ?? "";
    const stream = await open(token);
    await call(world.app, "DELETE", `${adminShareLinksPath(tour.id)}/${link.id}`, asAdmin(operator.token));
    // an open stream ends within seconds
    const closed = await stream.nextEvent(8_000);
    expect(closed).toMatchObject({ event: "closed", data: JSON.stringify({ reason: "link_expired" }) });
    const withdrawn = await call(world.app, "GET", `${WATCH_PATH}/${token}/stream`);
    expect(withdrawn.status).toBe(404);
    expect((await errorOf(withdrawn)).code).toBe("LINK_NOT_FOUND");
    expect((await call(world.app, "GET", `${WATCH_PATH}/${"y".repeat(43)}/stream`)).status).toBe(404);
    const key = await watchKey(tour.id);
    const flipped = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
    const forged = await call(world.app, "GET", `${WATCH_PATH}/${flipped}/stream`);
    expect(forged.status).toBe(401);
    expect((await errorOf(forged)).code).toBe("WATCH_KEY_INVALID");
  }, 15_000);
});
