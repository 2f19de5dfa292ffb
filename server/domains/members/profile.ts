import type { Member, UpdateMemberBody } from "@contracts/members";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { pointLedger } from "./tables";

type AccountRow = typeof accounts.$inferSelect;

/** The balance is the ledger's sum: expiries and uses are rows of their own. */
export async function pointsTotal(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.accountId, accountId));
  return row?.total ?? 0;
}

export function toMember(row: AccountRow, points: number): Member {
  return {
    id: row.id,
    email: row.email,
    login_id: row.loginId,
    type: row.type,
    name: row.name,
    birthday: row.birthday,
    phone: row.phone,
    gender: row.gender,
    nationality: row.nationality,
    passport: row.passport,
    company_name: row.companyName,
    marketing: row.marketing,
    social_type: row.socialType,
    points,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getMember(db: Db, id: number): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.area, "member"), eq(accounts.status, "active")));
  return row ? toMember(row, await pointsTotal(db, id)) : undefined;
}

/** Absent fields stay as they are; `null` clears an optional one. */
export async function updateMember(db: Db, id: number, body: UpdateMemberBody, now: Date): Promise<Member | undefined> {
  const changes: Partial<typeof accounts.$inferInsert> = { updatedAt: now };
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.birthday !== undefined) changes.birthday = body.birthday;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.nationality !== undefined) changes.nationality = body.nationality || null;
  if (body.passport !== undefined) changes.passport = body.passport;
  if (body.company_name !== undefined) changes.companyName = body.company_name || null;
  if (body.marketing !== undefined) changes.marketing = body.marketing;
  const [row] = await db
    .update(accounts)
    .set(changes)
    .where(and(eq(accounts.id, id), eq(accounts.area, "member"), eq(accounts.status, "active")))
    .returning();
  return row ? toMember(row, await pointsTotal(db, id)) : undefined;
}
