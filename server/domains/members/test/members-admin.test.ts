import { AUTH_MESSAGES } from "@contracts/auth";
import { AuditListResponseSchema } from "@contracts/audit";
import {
  GrantCouponResponseSchema,
  GrantPointsResponseSchema,
  MemberAdminDetailResponseSchema,
  MEMBERS_ADMIN_MESSAGES,
  MembersAdminListResponseSchema,
  MemberStatusResponseSchema,
} from "@contracts/members-admin";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, consoleStaff, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  pointBalance,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { hashPassword } from "../../auth/passwords";
import { accounts } from "../../auth/tables";
import { inquiries } from "../../inquiries/tables";
import { pointLedger } from "../tables";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
const db = shop.db.db;
let gate: TestAccount;
let product: Awaited<ReturnType<typeof insertProduct>>;

const PATH = "/api/v1/admin/shop/members";
const PASSWORD = "Travel2024x";

beforeAll(async () => {
  gate = await accountOf(shop, "admin", { role: "gate" });
  product = await insertProduct(db, shop.clock.now(), { options: [{ capacity: 100, price: 50 }] });
});

const as = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, path, { token, area: token ? "admin" : undefined, body: payload });

async function named(label: string, fields: Partial<typeof accounts.$inferInsert> = {}): Promise<Member> {
  const member = await shop.member(label);
  if (Object.keys(fields).length > 0) await db.update(accounts).set(fields).where(eq(accounts.id, member.id));
  return member;
}

async function auditOf(id: number) {
  const res = await as(viewer.token, "GET", `/api/v1/admin/audit?subject=member&subject_id=${id}`);
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

describe("GET /api/v1/admin/shop/members", () => {
  it("searches members by name, e-mail, login id and phone, with a status filter and paging", async () => {
    const jiwoo = await named("jiwoo", { name: "Jiwoo Parkinson", phone: "010-7777-1234" });
    await givePoints(db, jiwoo.id, 250);
    const other = await named("other", { name: "Someone Else", loginId: "zebra-login-77" });
    const res = await as(viewer.token, "GET", `${PATH}?q=parkinson`);
    expect(res.status).toBe(200);
    const found = MembersAdminListResponseSchema.parse(await body(res));
    expect(found.data.map((m) => m.id)).toEqual([jiwoo.id]);
    expect(found.data[0]).toMatchObject({ name: "Jiwoo Parkinson", status: "active", points: 250 });
    expect(found.data[0]).not.toHaveProperty("password_hash");

    const byMail = MembersAdminListResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}?q=${encodeURIComponent(jiwoo.email)}`)),
    );
    expect(byMail.data.map((m) => m.id)).toEqual([jiwoo.id]);
    const byLogin = MembersAdminListResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}?q=zebra-login`)),
    );
    expect(byLogin.data.map((m) => m.id)).toEqual([other.id]);
    // digits find a phone with or without its separators
    for (const q of ["01077771234", "7777-1234"]) {
      const byPhone = MembersAdminListResponseSchema.parse(await body(await as(viewer.token, "GET", `${PATH}?q=${q}`)));
      expect(
        byPhone.data.map((m) => m.id),
        q,
      ).toEqual([jiwoo.id]);
    }
    // a % is a letter to look for, not a wildcard
    const percent = MembersAdminListResponseSchema.parse(await body(await as(viewer.token, "GET", `${PATH}?q=%25`)));
    expect(percent.data).toEqual([]);

    await db.update(accounts).set({ status: "inactive" }).where(eq(accounts.id, other.id));
    const inactive = MembersAdminListResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}?status=inactive`)),
    );
    expect(inactive.data.map((m) => m.id)).toContain(other.id);
    expect(inactive.data.every((m) => m.status === "inactive")).toBe(true);
    await db.update(accounts).set({ status: "active" }).where(eq(accounts.id, other.id));

    const paged = MembersAdminListResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}?per_page=1&page=2`)),
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(paged.meta.total).toBeGreaterThan(2);
  });

  it("lists main-shop members only, never operators' accounts", async () => {
    const res = await as(viewer.token, "GET", `${PATH}?per_page=100&q=staff.test`);
    const rows = MembersAdminListResponseSchema.parse(await body(res)).data;
    expect(rows.map((m) => m.id)).not.toContain(clerk.id);
    expect((await as(viewer.token, "GET", `${PATH}/${clerk.id}`)).status).toBe(404);
  });

  it("names the field of a bad query", async () => {
    for (const [query, field] of [
      ["status=gone", "status"],
      ["per_page=500", "per_page"],
      ["page=0", "page"],
    ]) {
      const res = await as(viewer.token, "GET", `${PATH}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
  });
});

describe("GET /api/v1/admin/shop/members/{id}", () => {
  it("answers the account (no password data), counts, points and coupons held, used and expired", async () => {
    const member = await named("detail", { name: "Dana Detail", passwordHash: await hashPassword(PASSWORD) });
    await book(shop, member, reservationBody(shop.clock.now(), product));
    await db.insert(inquiries).values({ memberId: member.id, type: "general", subject: "Hi", content: "A question" });
    await givePoints(db, member.id, 700);
    const now = shop.clock.now().getTime();
    await giveCoupon(db, member.id, { name: "Held", expiresAt: new Date(now + 86_400_000) });
    await giveCoupon(db, member.id, { name: "Used", usedAt: new Date(now), expiresAt: new Date(now + 86_400_000) });
    await giveCoupon(db, member.id, { name: "Lapsed", expiresAt: new Date(now - 86_400_000) });

    const res = await as(viewer.token, "GET", `${PATH}/${member.id}`);
    expect(res.status).toBe(200);
    const raw = JSON.stringify(await res.clone().json());
    expect(raw).not.toMatch(/password/i);
    const detail = MemberAdminDetailResponseSchema.parse(await body(res)).data;
    expect(detail.account).toMatchObject({ id: member.id, name: "Dana Detail", email: member.email, status: "active" });
    expect(detail.counts).toEqual({ reservations: 1, reviews: 0, inquiries: 1 });
    expect(detail.points.balance).toBe(700);
    expect(detail.points.history.map((row) => row.amount)).toEqual([700]);
    expect(detail.points.history_total).toBe(1);
    expect(detail.coupons.held.map((c) => c.name)).toEqual(["Held"]);
    expect(detail.coupons.used.map((c) => c.name)).toEqual(["Used"]);
    expect(detail.coupons.expired.map((c) => c.name)).toEqual(["Lapsed"]);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await as(viewer.token, "GET", `${PATH}/99999999`)).status).toBe(404);
    const bad = await as(viewer.token, "GET", `${PATH}/abc`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "id" });
  });
});

describe("who may come in", () => {
  it("lets every console role read, clerks and operators write; refuses viewers' writes, members and guests", async () => {
    const target = await named("doors");
    await givePoints(db, target.id, 10);
    const writes: [string, unknown][] = [
      [`${PATH}/${target.id}/points`, { amount: 5, reason: "Door test" }],
      [
        `${PATH}/${target.id}/coupons`,
        {
          name: "Door",
          discount_type: "amount",
          discount_value: 5,
          currency: "USD",
          valid_days: 30,
          reason: "Door test",
        },
      ],
      [`${PATH}/${target.id}/deactivate`, { reason: "Door test" }],
      [`${PATH}/${target.id}/reactivate`, { reason: "Door test" }],
    ];
    for (const token of [viewer.token, shop.admin, clerk.token]) {
      expect((await as(token, "GET", PATH)).status).toBe(200);
      expect((await as(token, "GET", `${PATH}/${target.id}`)).status).toBe(200);
    }
    for (const [path, payload] of writes) {
      expect((await as(viewer.token, "POST", path, payload)).status, path).toBe(403);
      expect((await as(gate.token, "POST", path, payload)).status, path).toBe(403);
      expect((await call(shop.app, "POST", path, { token: target.token, body: payload })).status, path).toBe(401);
      expect((await as(target.token, "POST", path, payload)).status, path).toBe(401);
      expect((await call(shop.app, "POST", path, { body: payload })).status, path).toBe(401);
    }
    for (const path of [PATH, `${PATH}/${target.id}`]) {
      expect((await as(gate.token, "GET", path)).status, path).toBe(403);
      expect((await call(shop.app, "GET", path, { token: target.token })).status, path).toBe(401);
      expect((await call(shop.app, "GET", path)).status, path).toBe(401);
    }
    // nothing was written by the refused calls
    expect(await pointBalance(db, target.id)).toBe(10);
    for (const [path, payload] of writes) {
      expect((await as(clerk.token, "POST", path, payload)).status, path).toBeLessThan(300);
    }
    // and an operator too
    expect(
      (await as(shop.admin, "POST", `${PATH}/${target.id}/points`, { amount: 1, reason: "Operator" })).status,
    ).toBe(201);
    expect(await pointBalance(db, target.id)).toBe(16);
  });
});

describe("deactivating and reactivating", () => {
  it("ends the member's sessions at once, refuses sign-in with the inactive message, and writes the audit", async () => {
    const member = await named("deact", { passwordHash: await hashPassword(PASSWORD) });
    const signIn = () =>
      call(shop.app, "POST", "/api/v1/auth/signin", { body: { email: member.email, password: PASSWORD } });
    expect((await call(shop.app, "GET", "/api/v1/members/points/total", { token: member.token })).status).toBe(200);

    const res = await as(clerk.token, "POST", `${PATH}/${member.id}/deactivate`, { reason: "Chargeback fraud" });
    expect(res.status).toBe(200);
    expect(MemberStatusResponseSchema.parse(await body(res)).data).toEqual({ id: member.id, status: "inactive" });
    // the token that worked a moment ago is refused on the very next call
    expect((await call(shop.app, "GET", "/api/v1/members/points/total", { token: member.token })).status).toBe(401);
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ code: "ACCOUNT_INACTIVE", message: AUTH_MESSAGES.inactiveAccount });

    const again = await as(clerk.token, "POST", `${PATH}/${member.id}/deactivate`, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: MEMBERS_ADMIN_MESSAGES.alreadyInactive });

    const back = await as(clerk.token, "POST", `${PATH}/${member.id}/reactivate`, { reason: "Cleared" });
    expect(back.status).toBe(200);
    expect((await signIn()).status).toBe(200);
    expect((await as(clerk.token, "POST", `${PATH}/${member.id}/reactivate`, {})).status).toBe(409);

    const entries = await auditOf(member.id);
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role])).toEqual([
      ["deactivated", "Clara Clerk", "clerk"],
      ["reactivated", "Clara Clerk", "clerk"],
    ]);
    expect(entries[0]?.detail).toEqual({ status: { from: "active", to: "inactive" }, reason: "Chargeback fraud" });
  });

  it("needs a reason to deactivate, answers 404 for nobody and 409 for a deleted account", async () => {
    const member = await named("reason");
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await as(clerk.token, "POST", `${PATH}/${member.id}/deactivate`, payload);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field: "reason" });
    }
    expect((await as(clerk.token, "POST", `${PATH}/99999999/deactivate`, { reason: "x" })).status).toBe(404);
    await db.update(accounts).set({ status: "deleted" }).where(eq(accounts.id, member.id));
    const deleted = await as(clerk.token, "POST", `${PATH}/${member.id}/deactivate`, { reason: "x" });
    expect(deleted.status).toBe(409);
    expect(await errorOf(deleted)).toMatchObject({ message: MEMBERS_ADMIN_MESSAGES.deleted });
    expect(await auditOf(member.id)).toEqual([]);
  });
});

describe("POST /api/v1/admin/shop/members/{id}/points", () => {
  it("grants and takes back with a reason in the ledger and the audit, never below zero", async () => {
    const member = await named("points");
    const grant = await as(clerk.token, "POST", `${PATH}/${member.id}/points`, {
      amount: 300,
      reason: "Apology for delay",
    });
    expect(grant.status).toBe(201);
    const granted = GrantPointsResponseSchema.parse(await body(grant)).data;
    expect(granted.balance).toBe(300);
    expect(granted.row).toMatchObject({ kind: "adjust", amount: 300, reason: "Apology for delay" });

    const back = await as(clerk.token, "POST", `${PATH}/${member.id}/points`, {
      amount: -100,
      reason: "Granted twice",
    });
    expect(back.status).toBe(201);
    expect(GrantPointsResponseSchema.parse(await body(back)).data.balance).toBe(200);

    const tooMuch = await as(clerk.token, "POST", `${PATH}/${member.id}/points`, { amount: -201, reason: "Too much" });
    expect(tooMuch.status).toBe(409);
    expect(await errorOf(tooMuch)).toMatchObject({ field: "amount", message: MEMBERS_ADMIN_MESSAGES.belowZero });
    expect(await pointBalance(db, member.id)).toBe(200);

    const ledger = await db.select().from(pointLedger).where(eq(pointLedger.accountId, member.id));
    expect(ledger.map((row) => [row.kind, row.amount, row.reason])).toEqual([
      ["adjust", 300, "Apology for delay"],
      ["adjust", -100, "Granted twice"],
    ]);
    // the member sees it in their own history
    const own = await call(shop.app, "GET", "/api/v1/members/points/history", { token: member.token });
    expect(JSON.stringify(await body(own))).toContain("Apology for delay");

    const entries = await auditOf(member.id);
    expect(entries.map((e) => [e.action, e.detail.amount, e.detail.reason])).toEqual([
      ["points_granted", 300, "Apology for delay"],
      ["points_taken_back", -100, "Granted twice"],
    ]);
    expect(entries[1]?.detail.balance).toEqual({ from: 300, to: 200 });
  });

  it("names the field of a bad amount or reason", async () => {
    const member = await named("points-bad");
    for (const [payload, field] of [
      [{ amount: 0, reason: "x" }, "amount"],
      [{ amount: 1.5, reason: "x" }, "amount"],
      [{ amount: 1_000_001, reason: "x" }, "amount"],
      [{ amount: -1_000_001, reason: "x" }, "amount"],
      [{ amount: "10", reason: "x" }, "amount"],
      [{ reason: "x" }, "amount"],
      [{ amount: 10 }, "reason"],
      [{ amount: 10, reason: " " }, "reason"],
      [{ amount: 10, reason: "x".repeat(201) }, "reason"],
    ] as const) {
      const res = await as(clerk.token, "POST", `${PATH}/${member.id}/points`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
    expect((await as(clerk.token, "POST", `${PATH}/99999999/points`, { amount: 1, reason: "x" })).status).toBe(404);
  });

  it("counts two grants at once, and of two take-backs at once lets only the one the balance covers", async () => {
    const member = await named("race");
    const grants = await Promise.all(
      [40, 60].map((amount) => as(clerk.token, "POST", `${PATH}/${member.id}/points`, { amount, reason: "Race" })),
    );
    expect(grants.map((res) => res.status)).toEqual([201, 201]);
    expect(await pointBalance(db, member.id)).toBe(100);

    const takes = await Promise.all(
      [1, 2].map(() => as(clerk.token, "POST", `${PATH}/${member.id}/points`, { amount: -80, reason: "Race back" })),
    );
    expect(takes.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await pointBalance(db, member.id)).toBe(20);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual([
      "points_granted",
      "points_granted",
      "points_taken_back",
    ]);
  });
});

describe("POST /api/v1/admin/shop/members/{id}/coupons", () => {
  it("gives the member a new coupon of their own, valid for the days asked, with the audit", async () => {
    const member = await named("coupon");
    const res = await as(clerk.token, "POST", `${PATH}/${member.id}/coupons`, {
      name: "Sorry 10%",
      name_ko: "사과 10% 할인",
      discount_type: "percent",
      discount_value: 10,
      currency: "USD",
      valid_days: 30,
      reason: "Pickup was late",
    });
    expect(res.status).toBe(201);
    const coupon = GrantCouponResponseSchema.parse(await body(res)).data;
    expect(coupon).toMatchObject({ name: "Sorry 10%", discount_type: "percent", discount_value: 10, used_at: null });
    expect(new Date(coupon.expires_at).getTime()).toBe(shop.clock.now().getTime() + 30 * 86_400_000);

    const own = await call(shop.app, "GET", "/api/v1/members/coupons?lang=ko", { token: member.token });
    expect(JSON.stringify(await body(own))).toContain("사과 10% 할인");
    const detail = MemberAdminDetailResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}/${member.id}`)),
    );
    expect(detail.data.coupons.held.map((c) => c.id)).toEqual([coupon.id]);

    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      action: "coupon_granted",
      detail: { coupon_id: coupon.id, reason: "Pickup was late" },
    });
  });

  it("names the field of bad coupon terms", async () => {
    const member = await named("coupon-bad");
    const good = {
      name: "X",
      discount_type: "amount",
      discount_value: 5,
      currency: "KRW",
      valid_days: 10,
      reason: "r",
    };
    for (const [patch, field] of [
      [{ name: "" }, "name"],
      [{ discount_type: "free" }, "discount_type"],
      [{ discount_value: 0 }, "discount_value"],
      [{ discount_type: "percent", discount_value: 101 }, "discount_value"],
      [{ currency: "EUR" }, "currency"],
      [{ valid_days: 0 }, "valid_days"],
      [{ valid_days: 731 }, "valid_days"],
      [{ reason: "" }, "reason"],
      [{ product_id: -1 }, "product_id"],
    ] as const) {
      const res = await as(clerk.token, "POST", `${PATH}/${member.id}/coupons`, { ...good, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
  });
});
