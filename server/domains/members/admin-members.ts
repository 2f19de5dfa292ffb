import type { PageMeta } from "@contracts/envelope";
import type { Coupon } from "@contracts/members";
import {
  type GrantCouponBodySchema,
  type GrantPointsBody,
  MEMBER_ADMIN_POINTS_ROWS,
  type MemberAdminAccount,
  type MemberAdminCoupon,
  type MemberAdminDetail,
  type MemberAdminPointRow,
  type MemberAdminPointsQuerySchema,
  type MemberAdminRow,
  MEMBERS_ADMIN_MESSAGES,
  type MembersAdminQuerySchema,
} from "@contracts/members-admin";
import type { PointRow } from "@contracts/members";
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { containsPattern } from "../../platform/db/query-text";
import { randomToken } from "../../platform/crypto";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import { revokeAllSessions, type DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { inquiries } from "../inquiries/tables";
import { reservations } from "../reservations/tables";
import { reviews } from "../reviews/tables";
import { contractErrors } from "../reviews/errors";
import { toCoupon } from "./coupons";
import { listHistory, toPointRow } from "./points";
import { coupons, pointLedger } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export const membersAdminError = contractErrors("MEMBER_ADMIN", MEMBERS_ADMIN_MESSAGES);

type AccountRow = typeof accounts.$inferSelect;
type ListQuery = z.output<typeof MembersAdminQuerySchema>;

const isMember = eq(accounts.area, "member");
// written out in full: inside a subquery the builder would name the columns without their tables
const balanceOf = sql<number>`(select coalesce(sum(pl.amount), 0)::int from point_ledger pl where pl.account_id = "accounts"."id")`;

function search(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, "");
  return or(
    ilike(accounts.name, pattern),
    ilike(accounts.email, pattern),
    ilike(accounts.loginId, pattern),
    ilike(accounts.phone, pattern),
    // 010-1234-5678 finds 01012345678 and the other way round
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${accounts.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** The main shop's members, newest first; without a status, the active and inactive ones. */
export async function listMembersAdmin(db: Db, query: ListQuery): Promise<{ rows: MemberAdminRow[]; meta: PageMeta }> {
  const where = and(
    isMember,
    query.status ? eq(accounts.status, query.status) : ne(accounts.status, "deleted"),
    query.q ? search(query.q) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select({ account: accounts, points: balanceOf })
    .from(accounts)
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    rows: rows.map(({ account, points }) => ({ ...toRow(account), points })),
    meta: pageMeta(query, n),
  };
}

function toRow(row: AccountRow): Omit<MemberAdminRow, "points"> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    login_id: row.loginId,
    phone: row.phone,
    type: row.type,
    social_type: row.socialType,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Every field but the password's. */
function toAccount(row: AccountRow): MemberAdminAccount {
  return {
    ...toRow(row),
    birthday: row.birthday,
    gender: row.gender,
    nationality: row.nationality,
    passport: row.passport,
    company_name: row.companyName,
    marketing: row.marketing,
    lang: row.lang,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function memberRow(db: DbOrTx, id: number, lock = false): Promise<AccountRow> {
  const query = db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), isMember));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw membersAdminError(404, "notFound");
  return row;
}

const countOf = async (
  db: Db,
  table: typeof reservations | typeof reviews | typeof inquiries,
  where: SQL | undefined,
) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

type CouponRow = typeof coupons.$inferSelect;

function toAdminCoupon(row: CouponRow): MemberAdminCoupon {
  return {
    ...toCoupon(row, "en"),
    revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
    revoke_reason: row.revokeReason,
  };
}

function splitCoupons(all: MemberAdminCoupon[], now: Date): MemberAdminDetail["coupons"] {
  const held: MemberAdminCoupon[] = [];
  const used: MemberAdminCoupon[] = [];
  const expired: MemberAdminCoupon[] = [];
  const revoked: MemberAdminCoupon[] = [];
  for (const coupon of all) {
    if (coupon.revoked_at) revoked.push(coupon);
    else if (coupon.used_at) used.push(coupon);
    else if (new Date(coupon.expires_at).getTime() <= now.getTime()) expired.push(coupon);
    else held.push(coupon);
  }
  return { held, used, expired, revoked };
}

/** A member's account, counts, points (balance and newest history) and coupons. */
export async function memberAdminDetail(db: Db, id: number, now: Date): Promise<MemberAdminDetail> {
  const row = await memberRow(db, id);
  const [reservationCount, reviewCount, inquiryCount, history, [balance], couponList] = await Promise.all([
    countOf(db, reservations, eq(reservations.memberId, id)),
    countOf(db, reviews, eq(reviews.memberId, id)),
    countOf(db, inquiries, and(eq(inquiries.memberId, id), eq(inquiries.site, "shop"))),
    listHistory(db, id, { page: 1, per_page: MEMBER_ADMIN_POINTS_ROWS, direction: "desc", lang: "en" }, now),
    db
      .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
      .from(pointLedger)
      .where(eq(pointLedger.accountId, id)),
    db.select().from(coupons).where(eq(coupons.memberId, id)).orderBy(asc(coupons.expiresAt), asc(coupons.id)),
  ]);
  return {
    account: toAccount(row),
    counts: { reservations: reservationCount, reviews: reviewCount, inquiries: inquiryCount },
    points: { balance: balance?.total ?? 0, history: history.rows, history_total: history.meta.total },
    coupons: splitCoupons(couponList.map(toAdminCoupon), now),
  };
}

/**
 * Deactivates (`inactive`) or reactivates (`active`) a member as `actor`: deactivating ends every session at once
 * (the auth domain's own revocation), and sign-in then answers the message for inactive accounts.
 */
export async function setMemberStatus(
  db: Db,
  actor: Actor,
  id: number,
  to: "active" | "inactive",
  reason: string | undefined,
  now: Date,
): Promise<{ id: number; status: "active" | "inactive" }> {
  return asActor(db, actor, async (tx) => {
    const row = await memberRow(tx, id, true);
    if (row.status === "deleted") throw membersAdminError(409, "deleted");
    if (row.status === to) throw membersAdminError(409, to === "inactive" ? "alreadyInactive" : "alreadyActive");
    await tx.update(accounts).set({ status: to, updatedAt: now }).where(eq(accounts.id, id));
    if (to === "inactive") await revokeAllSessions(tx, id, now);
    await recordAudit(tx, actor, {
      subject: "member",
      subjectId: id,
      action: to === "inactive" ? "deactivated" : "reactivated",
      detail: { status: { from: row.status, to }, ...(reason ? { reason } : {}) },
    });
    return { id, status: to };
  });
}

/**
 * Grants (positive) or takes back (negative) points as an `adjust` row of the ledger with the operator's reason.
 * The member's account row is locked first, so concurrent adjustments queue: each is counted, and a take-back
 * that would leave the balance below zero is refused (409) against the balance as it is then.
 */
export async function adjustPoints(
  db: Db,
  actor: Actor,
  id: number,
  body: GrantPointsBody,
  now: Date,
): Promise<{ balance: number; row: PointRow }> {
  return asActor(db, actor, async (tx) => {
    const member = await memberRow(tx, id, true);
    if (member.status === "deleted") throw membersAdminError(409, "deleted");
    const [current] = await tx
      .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
      .from(pointLedger)
      .where(eq(pointLedger.accountId, id));
    const before = current?.total ?? 0;
    const after = before + body.amount;
    if (after < 0) throw membersAdminError(409, "belowZero", "amount");
    const [row] = await tx
      .insert(pointLedger)
      .values({ accountId: id, kind: "adjust", amount: body.amount, reason: body.reason, createdAt: now })
      .returning();
    if (!row) throw new Error("point ledger insert returned nothing");
    await recordAudit(tx, actor, {
      subject: "member",
      subjectId: id,
      action: body.amount > 0 ? "points_granted" : "points_taken_back",
      detail: { amount: body.amount, balance: { from: before, to: after }, reason: body.reason, ledger_id: row.id },
    });
    return { balance: after, row: toPointRow(row, now, "en") };
  });
}

/** A new coupon of the member's own (the shop keeps no templates), valid from now for `valid_days` days. */
export async function grantCoupon(
  db: Db,
  actor: Actor,
  id: number,
  body: z.output<typeof GrantCouponBodySchema>,
  now: Date,
): Promise<Coupon> {
  return asActor(db, actor, async (tx) => {
    const member = await memberRow(tx, id, true);
    if (member.status === "deleted") throw membersAdminError(409, "deleted");
    const expiresAt = new Date(now.getTime() + body.valid_days * 24 * 3600 * 1000);
    const [row] = await tx
      .insert(coupons)
      .values({
        memberId: id,
        code: `OP-${randomToken(9)
          .replace(/[^A-Za-z0-9]/g, "")
          .slice(0, 10)
          .toUpperCase()}-${id}`,
        name: body.name,
        nameKo: body.name_ko,
        discountType: body.discount_type,
        discountValue: body.discount_value,
        currency: body.currency,
        minAmount: body.min_amount,
        productId: body.product_id,
        expiresAt,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("coupon insert returned nothing");
    const coupon = toCoupon(row, "en");
    await recordAudit(tx, actor, {
      subject: "member",
      subjectId: id,
      action: "coupon_granted",
      detail: {
        coupon_id: row.id,
        code: row.code,
        name: row.name,
        discount: { type: row.discountType, value: row.discountValue, currency: row.currency },
        expires_at: coupon.expires_at,
        reason: body.reason,
      },
    });
    return coupon;
  });
}

/**
 * A member's whole points history, newest first, a page at a time, with who wrote each row (`granted_by`: the
 * operators' account the transaction acted as; its name as it is now).
 */
export async function memberPointsHistory(
  db: Db,
  id: number,
  query: z.output<typeof MemberAdminPointsQuerySchema>,
  now: Date,
): Promise<{ rows: MemberAdminPointRow[]; meta: PageMeta }> {
  await memberRow(db, id);
  const mine = eq(pointLedger.accountId, id);
  const [total] = await db.select({ n: count() }).from(pointLedger).where(mine);
  const rows = await db
    .select({ row: pointLedger, by: { id: accounts.id, name: accounts.name, role: accounts.role } })
    .from(pointLedger)
    .leftJoin(accounts, eq(accounts.id, pointLedger.grantedBy))
    .where(mine)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    rows: rows.map(({ row, by }) => ({ ...toPointRow(row, now, query.lang), granted_by: by })),
    meta: pageMeta(query, n),
  };
}

/**
 * Takes back a coupon the member has not used, with the operator's reason (kept on the coupon and in the audit).
 * One guarded update: of two revokes at once, or a revoke and the member's booking with it, exactly one lands;
 * the other finds it revoked (409) or used (409), and a booking finds it unavailable.
 */
export async function revokeCoupon(
  db: Db,
  actor: Actor,
  id: number,
  couponId: number,
  reason: string,
  now: Date,
): Promise<MemberAdminCoupon> {
  return asActor(db, actor, async (tx) => {
    await memberRow(tx, id);
    const [row] = await tx
      .update(coupons)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(coupons.id, couponId), eq(coupons.memberId, id), isNull(coupons.usedAt), isNull(coupons.revokedAt)))
      .returning();
    if (!row) {
      const [found] = await tx
        .select({ usedAt: coupons.usedAt, revokedAt: coupons.revokedAt })
        .from(coupons)
        .where(and(eq(coupons.id, couponId), eq(coupons.memberId, id)));
      if (!found) throw membersAdminError(404, "couponNotFound");
      throw membersAdminError(409, found.revokedAt ? "couponRevoked" : "couponUsed");
    }
    const coupon = toAdminCoupon(row);
    await recordAudit(tx, actor, {
      subject: "member",
      subjectId: id,
      action: "coupon_revoked",
      detail: { coupon_id: row.id, code: row.code, name: row.name, reason },
    });
    return coupon;
  });
}
