import {
  applyLiveUpdate,
  EMPTY_LIVE_STATE,
  LIVE_MESSAGES,
  LIVE_RETRY_MS,
  LIVE_STREAM_PATH,
  type LiveMessage,
  LiveMessageSchema,
  LiveStateResponseSchema,
  LiveUpdateBodySchema,
} from "@contracts/live";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../../../config";
import { accounts } from "../../auth/tables";
import { liveUpdates } from "../tables";
import { createLogger } from "../../../platform/http/logger";
import { LIVE_STATE_PATH, LIVE_UPDATES_PATH, liveHubOf } from "../routes";
import { openStream, type SseStream } from "../../../platform/test/sse-reader";
import { createAuthContext } from "../../auth/context";
import { issueSession } from "../../auth/signin";
import { LIVE_CHANNEL, loadLiveState } from "../live-state";
import {
  type AuthTestApp,
  authApp,
  body,
  call,
  errorOf,
  roleFor,
  type TestClock,
  testClock,
} from "../../../platform/test/auth-fixtures";
import { createTestDb, type TestDb } from "../../../platform/test/db";

let db: TestDb;
let clock: TestClock;
let app: AuthTestApp;
/** A second app instance on the same database: another server process, as far as the live routes can tell. */
let other: AuthTestApp;
let admin: string;
let member: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  db = await createTestDb();
  clock = testClock();
  app = authApp(db.db, { clock });
  other = authApp(db.db, { clock });
  const ctx = createAuthContext({
    db: db.db,
    config: authConfigFromEnv({}),
    logger: createLogger("silent"),
    now: clock.now,
  });
  const token = async (area: "admin" | "member", email: string) => {
    const [row] = await db.db
      .insert(accounts)
      .values({ area, email, loginId: email, name: email, role: roleFor(area) })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    return (await issueSession(ctx, row)).accessToken;
  };
  admin = await token("admin", "operator@live.test");
  member = await token("member", "visitor@live.test");
});

afterEach(async () => {
  // a stream left open would keep its poller reading a database that is about to close
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
});

afterAll(() => db?.close());

const open = async (target: AuthTestApp = app, headers: Record<string, string> = {}) => {
  const stream = await openStream(target, LIVE_STREAM_PATH, headers);
  streams.push(stream);
  return stream;
};

const push = (payload: unknown, token: string | null = admin) =>
  call(app, "POST", LIVE_UPDATES_PATH, { token: token ?? undefined, area: token ? "admin" : undefined, body: payload });

async function pushed(payload: unknown, through: AuthTestApp = app): Promise<LiveMessage> {
  const res = await call(through, "POST", LIVE_UPDATES_PATH, { token: admin, area: "admin", body: payload });
  expect(res.status, await res.clone().text()).toBe(201);
  return LiveStateResponseSchema.parse(await body(res)).data;
}

async function currentState(through: AuthTestApp = app): Promise<LiveMessage> {
  const res = await call(through, "GET", LIVE_STATE_PATH);
  expect(res.status).toBe(200);
  return LiveStateResponseSchema.parse(await body(res)).data;
}

/** The next `event: state` message of a stream, parsed by the contract. */
async function nextState(stream: SseStream, timeoutMs = 1000): Promise<LiveMessage> {
  const event = await stream.nextEvent(timeoutMs);
  expect(event.event).toBe("state");
  const message = LiveMessageSchema.parse(JSON.parse(event.data));
  expect(event.id).toBe(String(message.state.version));
  return message;
}

describe("before any update", () => {
  it("answers the empty state and the server's clock", async () => {
    const res = await call(app, "GET", LIVE_STATE_PATH);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = LiveStateResponseSchema.parse(await body(res));
    expect(data).toEqual({ state: EMPTY_LIVE_STATE, server_now: clock.now().toISOString() });
  });

  it("refuses a timer action with no round to act on (409) and stores nothing", async () => {
    const res = await push({ kind: "timer", action: "pause" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: "LIVE_NO_ROUND", message: LIVE_MESSAGES.noRound });
    expect(await db.db.select().from(liveUpdates)).toEqual([]);
  });

  it("streams retry first, then the current state at once, as text/event-stream", async () => {
    const stream = await open();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(await stream.nextFrame(1000)).toEqual({ retry: String(LIVE_RETRY_MS) });
    const first = await nextState(stream);
    expect(first.state).toEqual(EMPTY_LIVE_STATE);
    expect(first.server_now).toBe(clock.now().toISOString());
  });
});

describe("pushing (operators only)", () => {
  it("refuses a caller without an admin token", async () => {
    const payload = { kind: "announcement", en: "Hello", ko: "안녕하세요" };
    expect((await push(payload, null)).status).toBe(401);
    const res = await call(app, "POST", LIVE_UPDATES_PATH, { token: member, body: payload });
    expect(res.status).toBe(401);
    expect(await db.db.select().from(liveUpdates)).toEqual([]);
  });

  it.each([
    ["no kind", { en: "Hi" }, "kind"],
    ["an unknown kind", { kind: "confetti" }, "kind"],
    ["round 0", { kind: "round", number: 0, minutes: 20 }, "number", LIVE_MESSAGES.roundRange],
    ["round 100", { kind: "round", number: 100, minutes: 20 }, "number", LIVE_MESSAGES.roundRange],
    ["a fractional round", { kind: "round", number: 2.5, minutes: 20 }, "number"],
    ["a round with no number", { kind: "round", minutes: 20 }, "number"],
    ["0 minutes", { kind: "round", number: 1, minutes: 0 }, "minutes", LIVE_MESSAGES.minutesRange],
    ["181 minutes", { kind: "round", number: 1, minutes: 181 }, "minutes", LIVE_MESSAGES.minutesRange],
    ["minutes as words", { kind: "round", number: 1, minutes: "twenty" }, "minutes"],
    ["an announcement over 500 characters", { kind: "announcement", en: "x".repeat(501), ko: "" }, "en"],
    ["an unknown timer action", { kind: "timer", action: "rewind" }, "action"],
  ])("answers 400 for %s", async (_label, payload, field, message?: string) => {
    const res = await push(payload);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await app.request(LIVE_UPDATES_PATH, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json", "x-auth-area": "admin" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("BAD_JSON");
    expect(await db.db.select().from(liveUpdates)).toEqual([]);
  });

  it("stores an announcement, trimmed, and answers the new state", async () => {
    const at = clock.now();
    const { state, server_now } = await pushed({
      kind: "announcement",
      en: "  Doors open at 9:30 ",
      ko: "9시 30분 개장",
    });
    expect(server_now).toBe(at.toISOString());
    expect(state.announcement).toEqual({ en: "Doors open at 9:30", ko: "9시 30분 개장", at: at.toISOString() });
    expect(state.round).toBeNull();
    const [row] = await db.db.select().from(liveUpdates);
    expect(row).toMatchObject({ id: state.version, channel: LIVE_CHANNEL, createdAt: at });
    expect((await currentState()).state).toEqual(state);
  });

  it("runs a round: start, pause, resume and stop, each answered with the state it leads to", async () => {
    const started = clock.now();
    const round = (await pushed({ kind: "round", number: 3, minutes: 20 })).state.round;
    expect(round).toEqual({
      number: 3,
      ends_at: new Date(started.getTime() + 20 * 60_000).toISOString(),
      remaining_ms: null,
      duration_ms: 20 * 60_000,
      state: "running",
    });

    clock.advance(60);
    const paused = (await pushed({ kind: "timer", action: "pause" })).state.round;
    expect(paused).toMatchObject({ state: "paused", ends_at: null, remaining_ms: 19 * 60_000 });

    clock.advance(30);
    const resumedAt = clock.now();
    const resumed = (await pushed({ kind: "timer", action: "resume" })).state.round;
    expect(resumed).toMatchObject({
      state: "running",
      remaining_ms: null,
      ends_at: new Date(resumedAt.getTime() + 19 * 60_000).toISOString(),
    });

    const stopped = await pushed({ kind: "timer", action: "stop" });
    expect(stopped.state.round).toMatchObject({ number: 3, state: "finished", remaining_ms: 0, ends_at: null });
    // the announcement pushed earlier is still shown
    expect(stopped.state.announcement?.en).toBe("Doors open at 9:30");
    expect((await currentState()).state).toEqual(stopped.state);
  });

  it("gives the same state from the latest rows as from folding every row", async () => {
    await pushed({ kind: "round", number: 4, minutes: 1.5 });
    clock.advance(10);
    await pushed({ kind: "timer", action: "pause" });
    await pushed({ kind: "announcement", en: "", ko: "" });
    await pushed({ kind: "announcement", en: "Lunch in the hall", ko: "" });
    const rows = await db.db.select().from(liveUpdates).orderBy(asc(liveUpdates.id));
    const folded = rows.reduce(
      (state, row) => applyLiveUpdate(state, LiveUpdateBodySchema.parse(row.payload), row.id, row.createdAt),
      EMPTY_LIVE_STATE,
    );
    expect(await loadLiveState(db.db, LIVE_CHANNEL)).toEqual(folded);
    expect(folded.round).toMatchObject({ number: 4, state: "paused", remaining_ms: 80_000 });
    expect(folded.announcement).toMatchObject({ en: "Lunch in the hall", ko: "" });
  });
});

describe("the stream", () => {
  it("brings a push to a subscriber within a second", async () => {
    const stream = await open();
    await stream.nextFrame(1000);
    const before = await nextState(stream);
    const started = performance.now();
    const { state } = await pushed({ kind: "announcement", en: "Round 5 starts soon", ko: "5회차 곧 시작" });
    const received = await nextState(stream, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(received.state).toEqual(state);
    expect(received.state.version).toBeGreaterThan(before.state.version);
  });

  it("brings a push taken by one app instance to the subscribers of another (fed by the database)", async () => {
    const watcher = await open(other);
    await watcher.nextFrame(1000);
    await nextState(watcher);
    const started = performance.now();
    const { state } = await pushed({ kind: "round", number: 6, minutes: 20 }, app);
    const received = await nextState(watcher, 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(received.state).toEqual(state);
    // the other way round too
    const back = await open(app);
    await back.nextFrame(1000);
    await nextState(back);
    const paused = await pushed({ kind: "timer", action: "pause" }, other);
    expect((await nextState(back)).state).toEqual(paused.state);
    expect((await nextState(watcher)).state).toEqual(paused.state);
  });

  it("sends nothing on reconnect while the browser's Last-Event-ID is the current version, then the next change", async () => {
    const { state } = await currentState();
    const stream = await open(app, { "last-event-id": String(state.version) });
    expect(await stream.nextFrame(1000)).toEqual({ retry: String(LIVE_RETRY_MS) });
    // three poll periods and more: still nothing
    await expect(stream.nextFrame(800)).rejects.toThrow(/no frame within 800 ms/);
    const next = await pushed({ kind: "timer", action: "resume" });
    expect((await nextState(stream)).state).toEqual(next.state);
  });

  it("sends the state at once when the browser's Last-Event-ID is an older version", async () => {
    const { state } = await currentState();
    const stream = await open(app, { "last-event-id": String(state.version - 1) });
    await stream.nextFrame(1000);
    expect((await nextState(stream, 500)).state).toEqual(state);
  });

  it("keeps one poller per app instance and stops it when the last client goes", async () => {
    const hub = liveHubOf(app);
    expect(hub?.activeChannels()).toEqual([]);
    const first = await open();
    const second = await open();
    await Promise.all([first.nextFrame(1000), second.nextFrame(1000)]);
    await Promise.all([nextState(first), nextState(second)]);
    expect(hub?.activeChannels()).toEqual([LIVE_CHANNEL]);
    expect(hub?.listenerCount(LIVE_CHANNEL)).toBe(2);
    // the other instance polls on its own only when it has clients
    expect(liveHubOf(other)?.activeChannels()).toEqual([]);

    await first.close();
    expect(hub?.listenerCount(LIVE_CHANNEL)).toBe(1);
    await second.close();
    expect(hub?.activeChannels()).toEqual([]);
  });

  it("stops the poller when the request is aborted (the client's connection closes)", async () => {
    const hub = liveHubOf(app);
    const controller = new AbortController();
    const stream = await openStream(app, LIVE_STREAM_PATH, {}, controller.signal);
    await stream.nextFrame(1000);
    await nextState(stream);
    expect(hub?.listenerCount(LIVE_CHANNEL)).toBe(1);
    controller.abort();
    await expect.poll(() => hub?.activeChannels()).toEqual([]);
    await stream.close();
  });

  it("takes many concurrent pushes with distinct versions; a subscriber's versions only rise, to the stored state", async () => {
    const stream = await open();
    await stream.nextFrame(1000);
    const start = (await nextState(stream)).state.version;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => pushed({ kind: "announcement", en: `Notice ${i}`, ko: "" })),
    );
    const versions = answers.map((answer) => answer.state.version).sort((a, b) => a - b);
    expect(new Set(versions).size).toBe(12);
    const last = versions.at(-1) ?? 0;
    const seen: number[] = [];
    while (seen.at(-1) !== last) seen.push((await nextState(stream)).state.version);
    // versions only go up, and the final state is what the database holds
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[0]).toBeGreaterThan(start);
    expect((await currentState()).state).toEqual(answers.find((answer) => answer.state.version === last)?.state);
  });
});

describe("over a real HTTP connection", () => {
  it("sends the first event at once (nothing buffers the stream) and stops the poller when the client hangs up", async () => {
    const hub = liveHubOf(app);
    const server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}${LIVE_STREAM_PATH}`, {
        headers: { "accept-encoding": "gzip, br" },
        signal: controller.signal,
      });
      expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(res.headers.get("content-encoding")).toBeNull();
      const reader = res.body!.getReader();
      let text = "";
      while (!text.includes("event: state")) {
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        text += new TextDecoder().decode(value);
      }
      expect(text).toMatch(/^retry: 1000\n\nid: \d+\nevent: state\ndata: \{/);
      expect(hub?.listenerCount(LIVE_CHANNEL)).toBe(1);
      controller.abort();
      await expect.poll(() => hub?.activeChannels()).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the state, the stream (as text/event-stream) and the push", async () => {
    const res = await app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    expect(Object.keys(doc.paths[LIVE_STATE_PATH] ?? {})).toEqual(["get"]);
    expect(Object.keys(doc.paths[LIVE_UPDATES_PATH] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths[LIVE_STREAM_PATH]?.get?.responses["200"]?.content ?? {})).toEqual([
      "text/event-stream",
    ]);
  });
});
