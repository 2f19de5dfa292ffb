import type { AuthArea } from "@contracts/auth";
import type { AdminRole } from "@contracts/auth-area";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type TestClock, worldAuthContext } from "./auth-fixtures";
import { issueSession } from "../../domains/auth/signin";
import { accounts } from "../../domains/auth/tables";

// Accounts of any area and role with real tokens, made straight in the database (no sign-up round trip): the
// operators' staff roles' tests (drivers, the shop console's clerks and viewers) and members linked by id.

let made = 0;
const next = () => `${process.pid}-${(made += 1)}`;

export type TestAccount = { id: number; token: string; email: string };

/** A fresh account of an area (and, for operators, a role) with a real token on the world's clock. */
export async function accountOf(
  world: { db: { db: Db }; clock: TestClock },
  area: AuthArea,
  options: { role?: AdminRole; name?: string; status?: "active" | "inactive" } = {},
): Promise<TestAccount> {
  const db = world.db.db;
  const email = `${options.role ?? area}-${next()}@staff.test`;
  const [row] = await db
    .insert(accounts)
    .values({
      area,
      role: area === "admin" ? (options.role ?? "operator") : null,
      email,
      loginId: email,
      name: options.name ?? `Test ${options.role ?? area} ${made}`,
      status: "active",
    })
    .returning({ id: accounts.id, area: accounts.area });
  if (!row) throw new Error("account not inserted");
  const issued = await issueSession(worldAuthContext(db, world.clock), row);
  if (options.status === "inactive") {
    await db.update(accounts).set({ status: "inactive" }).where(eq(accounts.id, row.id));
  }
  return { id: row.id, token: issued.accessToken, email };
}

/** The console's clerk and viewer under the names the audit and history assertions read. */
export async function consoleStaff(world: { db: { db: Db }; clock: TestClock }) {
  const clerk = await accountOf(world, "admin", { role: "clerk", name: "Clara Clerk" });
  const viewer = await accountOf(world, "admin", { role: "viewer", name: "Victor Viewer" });
  return { clerk, viewer };
}
