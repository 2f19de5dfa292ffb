import type { AuthArea } from "@contracts/auth";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "./tables";

export type AccountRow = typeof accounts.$inferSelect;

const sameEmail = (email: string) => sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`;

/** The live (not deleted) account of the area with this address, any case. */
export async function findByEmail(db: Db, area: AuthArea, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.area, area), sameEmail(email), ne(accounts.status, "deleted")));
  return row;
}

export async function findById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

export async function isEmailTaken(db: Db, area: AuthArea, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.area, area), sameEmail(email)));
  return row !== undefined;
}

export async function isPhoneTaken(db: Db, area: AuthArea, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.area, area), eq(accounts.phone, phone), ne(accounts.status, "deleted")));
  return row !== undefined;
}
