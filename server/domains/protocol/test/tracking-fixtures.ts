import type { AdminRole } from "@contracts/auth-area";
import type { AuthArea } from "@contracts/auth";
import type { TourContent } from "@contracts/protocol";
import type { LatLng } from "@contracts/tracking";
import { accounts } from "../../auth/tables";
import { issueSession } from "../../auth/signin";
import {
  type AuthTestApp,
  authApp,
  type TestClock,
  testClock,
  worldAuthContext,
} from "../../../platform/test/auth-fixtures";
import { createTestDb, type TestDb } from "../../../platform/test/db";
import { protocolDelegates, protocolStops, protocolTours, protocolVehicles } from "../tables";

// The tracking tests' own world: a database, two app instances on one test clock (two server processes, as far as
// the streams can tell), and tours, vehicles, drivers and delegates made straight in the database.

const HOUR = 3_600_000;
let count = 0;
const next = () => `${process.pid}-${(count += 1)}`;

export type TrackingWorld = Awaited<ReturnType<typeof trackingWorld>>;

export async function trackingWorld(start = new Date()) {
  const db: TestDb = await createTestDb();
  const clock: TestClock = testClock(start);
  const app: AuthTestApp = authApp(db.db, { clock });
  const other: AuthTestApp = authApp(db.db, { clock });
  const auth = worldAuthContext(db.db, clock);

  /** A fresh account of an area (and an operators' role) with a real token. */
  async function account(area: AuthArea, role: AdminRole | null = area === "admin" ? "operator" : null, name?: string) {
    const id = next();
    const email = `${role ?? area}-${id}@tracking.test`;
    const [row] = await db.db
      .insert(accounts)
      .values({ area, email, loginId: email, name: name ?? `Test ${role ?? area} ${id}`, role })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    const { accessToken } = await issueSession(auth, row);
    return { id: row.id, token: accessToken };
  }

  /**
   * A tour whose window is placed around the clock's now: `open` (departed an hour ago, arrives in three),
   * `before` (departs in three hours) or `after` (arrived three hours ago); or given times.
   */
  async function tour(
    spec: {
      window?: "open" | "before" | "after";
      startsAt?: Date;
      endsAt?: Date;
      retentionHours?: number;
      route?: LatLng[];
      stops?: { en: string; ko: string; lat: number; lng: number }[];
    } = {},
  ) {
    const now = clock.now().getTime();
    const offsets = { open: [-HOUR, 3 * HOUR], before: [3 * HOUR, 8 * HOUR], after: [-8 * HOUR, -3 * HOUR] };
    const [from, to] = offsets[spec.window ?? "open"] as [number, number];
    const id = next();
    const content: TourContent = { summary: "", dress_code: "", days: [], contacts: [] };
    const [row] = await db.db
      .insert(protocolTours)
      .values({
        nameEn: `Test tour ${id}`,
        nameKo: `시험 일정 ${id}`,
        startsAt: spec.startsAt ?? new Date(now + from),
        endsAt: spec.endsAt ?? new Date(now + to),
        retentionHours: spec.retentionHours ?? 72,
        contentEn: content,
        contentKo: content,
        route: spec.route ?? [],
      })
      .returning();
    if (!row) throw new Error("tour insert failed");
    const stops = spec.stops ?? [
      { en: "Incheon Airport", ko: "인천공항", lat: 37.4602, lng: 126.4407 },
      { en: "Seoul City Hall", ko: "서울시청", lat: 37.5663, lng: 126.9779 },
    ];
    if (stops.length > 0) {
      await db.db.insert(protocolStops).values(
        stops.map((stop, index) => ({
          tourId: row.id,
          position: index,
          nameEn: stop.en,
          nameKo: stop.ko,
          lat: stop.lat,
          lng: stop.lng,
        })),
      );
    }
    return row;
  }

  async function vehicle(tourId: number, driverAccountId: number | null, label = "Car 1") {
    const [row] = await db.db
      .insert(protocolVehicles)
      .values({ tourId, label, plate: `12가 ${next()}`, driverAccountId })
      .returning();
    if (!row) throw new Error("vehicle insert failed");
    return row;
  }

  async function delegate(tourId: number, accountId: number | null) {
    const [row] = await db.db
      .insert(protocolDelegates)
      .values({ tourId, accountId, name: `Delegate ${next()}` })
      .returning();
    if (!row) throw new Error("delegate insert failed");
    return row;
  }

  return { db, clock, app, other, account, tour, vehicle, delegate };
}

type SseFrame = Record<string, string>;
export type SseEvent = { event?: string; id?: string; data: string };
export type SseStream = {
  response: Response;
  /** The next frame (fields of one message, comments left out); rejects when none comes in time. */
  nextFrame: (timeoutMs: number) => Promise<SseFrame>;
  /** The next frame that carries data. */
  nextEvent: (timeoutMs: number) => Promise<SseEvent>;
  /** Whether the stream has ended (after a read found its end). */
  ended: () => boolean;
  close: () => Promise<void>;
};

/** Reads a text/event-stream response frame by frame, as a browser's EventSource would parse it. */
export async function openStream(
  target: AuthTestApp,
  path: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<SseStream> {
  const response = await target.request(path, { headers: { accept: "text/event-stream", ...headers }, signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the stream has no body");
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const parse = (raw: string): SseFrame | null => {
    const fields: SseFrame = {};
    for (const line of raw.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      fields[name] = name === "data" && fields.data !== undefined ? `${fields.data}\n${value}` : value;
    }
    return Object.keys(fields).length > 0 ? fields : null;
  };
  const nextFrame = async (timeoutMs: number): Promise<SseFrame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) return frame;
        end = buffer.indexOf("\n\n");
      }
      if (ended) throw new Error("the stream ended");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      pending ??= reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const result = await Promise.race([
        pending,
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
      ]);
      clearTimeout(timer);
      if (result === "timeout") throw new Error(`no frame within ${timeoutMs} ms`);
      pending = undefined;
      if (result.done) {
        ended = true;
        throw new Error("the stream ended");
      }
      buffer += decoder.decode(result.value, { stream: true });
    }
  };
  const nextEvent = async (timeoutMs: number): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await nextFrame(Math.max(1, deadline - Date.now()));
      if (frame.data !== undefined) return { event: frame.event, id: frame.id, data: frame.data };
    }
  };
  return {
    response,
    nextFrame,
    nextEvent,
    ended: () => ended,
    close: () => reader.cancel().catch(() => undefined),
  };
}
