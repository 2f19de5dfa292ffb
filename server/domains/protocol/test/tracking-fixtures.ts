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
