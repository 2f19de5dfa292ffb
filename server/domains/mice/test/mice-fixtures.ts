import type { VisitorRegistrationBody } from "@contracts/mice";
import { shopToday } from "@contracts/shop-calendar";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import {
  authApp,
  call,
  signIn,
  type TestClock,
  testClock,
  worldAuthContext,
} from "../../../platform/test/auth-fixtures";
import { seededTestDb, type TestDb } from "../../../platform/test/db";
import { issueSession } from "../../auth/signin";
import { accounts } from "../../auth/tables";
import { currentEdition } from "../edition";

export type AccreditationType = "general" | "buyer" | "seller_domestic" | "seller_overseas" | "visitor";
export type MiceWorld = Awaited<ReturnType<typeof miceWorld>>;

export const VISITOR_ME = "/api/v1/mice/visitor/me";

let count = 0;

/**
 * A seeded database (the MICE edition, its programme and the demo visitor), an app on a test clock starting now,
 * the seeded operator's token, and fresh accounts made straight in the database with real tokens issued at the
 * clock's time (so a test that moves the clock far ahead makes its accounts after the move).
 */
export async function miceWorld() {
  const db: TestDb = await seededTestDb();
  const clock: TestClock = testClock(new Date());
  const app = authApp(db.db, { clock });
  const auth = worldAuthContext(db.db, clock);
  const admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;

  const account = async (
    type: AccreditationType = "visitor",
    spec: { area?: "accreditation" | "member"; name?: string; phone?: string | null } = {},
  ) => {
    count += 1;
    const email = `mice-${type}-${process.pid}-${count}@test.example`;
    const name = spec.name ?? `Visitor ${count}`;
    const [row] = await db.db
      .insert(accounts)
      .values({
        area: spec.area ?? "accreditation",
        type,
        email,
        loginId: email,
        name,
        phone: spec.phone === undefined ? "01055550000" : spec.phone,
      })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("account insert failed");
    const issued = await issueSession(auth, row);
    return { id: row.id, email, name, token: issued.accessToken };
  };

  return { db, clock, app, admin, account, edition: () => currentEdition(db.db) };
}

/** A complete, valid registration. */
export const registrationBody = (overrides: Partial<Record<keyof VisitorRegistrationBody, unknown>> = {}) => ({
  nationality: "kr",
  organisation: "Busan Event Partners",
  job_title: "Planner",
  interests: ["conference", "sustainability"],
  agree_privacy: true,
  ...overrides,
});

/** A call with a token of `area` (none without a token), answered as status and parsed body. */
export async function as<T = { data: Record<string, unknown> }>(
  world: Pick<MiceWorld, "app">,
  token: string | undefined,
  method: string,
  path: string,
  payload?: unknown,
  area = "accreditation",
) {
  const res = await call(world.app, method, path, { token, area: token ? area : undefined, body: payload });
  const text = await res.text();
  const parsed = (text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as T;
  return { status: res.status, headers: res.headers, body: parsed };
}

/** The instant a Korea wall-clock time stands for (`2026-12-24`, `23:59:59`). */
export const koreaTime = (day: string, time: string) => new Date(`${day}T${time}+09:00`);

/** Today in Korea on the world's clock. */
export const koreaToday = (world: Pick<MiceWorld, "clock">) => shopToday(world.clock.now());
