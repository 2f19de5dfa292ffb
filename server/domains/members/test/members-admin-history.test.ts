import { AuditListResponseSchema } from "@contracts/audit";
import { CouponsResponseSchema } from "@contracts/members";
import {
  MemberAdminDetailResponseSchema,
  MemberAdminPointsResponseSchema,
  MEMBERS_ADMIN_MESSAGES,
  RevokeCouponResponseSchema,
} from "@contracts/members-admin";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, consoleStaff, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { accounts } from "../../auth/tables";
import { coupons, pointLedger } from "../tables";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
const db = shop.db.db;
let gate: TestAccount;
let product: Awaited<ReturnType<typeof insertProduct>>;

const PATH = "/api/v1/admin/shop/members";

beforeAll(async () => {
  gate = await accountOf(shop, "admin", { role: "gate" });
  product = await insertProduct(db, shop.clock.now(), { options: [{ capacity: 100, price: 50 }] });
});

const as = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, path, { token, area: token ? "admin" : undefined, body: payload });

const inADay = () => new Date(shop.clock.now().getTime() + 86_400_000);

async function historyOf(id: number, query = "") {
  const res = await as(viewer.token, "GET", `${PATH}/${id}/points${query}`);
  expect(res.status).toBe(200);
  return MemberAdminPointsResponseSchema.parse(await body(res));
}

async function auditOf(id: number) {
  const res = await as(viewer.token, "GET", `/api/v1/admin/audit?subject=member&subject_id=${id}`);
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

const revoke = (token: string | undefined, member: Member | number, couponId: number, payload: unknown) =>
  as(token, "POST", `${PATH}/${typeof member === "number" ? member : member.id}/coupons/${couponId}/revoke`, payload);

describe("GET /api/v1/admin/shop/members/{id}/points", () => {
  it("pages the whole history newest first, with the reason and who wrote each row", async () => {
    const member = await shop.member("history");
    await db.insert(pointLedger).values({
      accountId: member.id,
      kind: "earn",
      amount: 100,
      reason: "Test points",
      createdAt: new Date(shop.clock.now().getTime() - 86_400_000),
    });
    for (let n = 1; n <= 4; n += 1) {
      const res = await as(clerk.token, "POST", `${PATH}/${member.id}/points`, { amount: n, reason: `Grant ${n}` });
      expect(res.status).toBe(201);
    }
    expect(
      (await as(shop.admin, "POST", `${PATH}/${member.id}/points`, { amount: -50, reason: "Granted twice" })).status,
    ).toBe(201);

    const first = await historyOf(member.id, "?page=1&per_page=2");
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: 6, total_pages: 3 });
    expect(first.data.map((row) => [row.kind, row.amount, row.reason])).toEqual([
      ["adjust", -50, "Granted twice"],
      ["adjust", 4, "Grant 4"],
    ]);
    expect(first.data[1]?.granted_by).toEqual({ id: clerk.id, name: "Clara Clerk", role: "clerk" });
    expect(first.data[0]?.granted_by).toMatchObject({ role: "operator" });

    const last = await historyOf(member.id, "?page=3&per_page=2");
    expect(last.data.map((row) => [row.kind, row.amount, row.granted_by])).toEqual([
      ["adjust", 1, { id: clerk.id, name: "Clara Clerk", role: "clerk" }],
      // the member's own earning: nobody of the shop wrote it
      ["earn", 100, null],
    ]);
    // past the end: an empty page, the same total
    const beyond = await historyOf(member.id, "?page=9&per_page=2");
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(6);
    // the default page holds all six
    expect((await historyOf(member.id)).data).toHaveLength(6);
  });

  it("answers the reasons in Korean when asked, English where a row has none", async () => {
    const member = await shop.member("history-ko");
    await db
      .insert(pointLedger)
      .values({ accountId: member.id, kind: "earn", amount: 10, reason: "Review reward", reasonKo: "후기 적립" });
    await givePoints(db, member.id, 5);
    const { data } = await historyOf(member.id, "?lang=ko");
    expect(data.map((row) => row.reason)).toEqual(["Test points", "후기 적립"]);
  });

  it("names the account as it is now, and none once the operator's account is gone", async () => {
    const member = await shop.member("history-gone");
    const temp = await accountOf(shop, "admin", { role: "clerk", name: "Temp Clerk" });
    await as(temp.token, "POST", `${PATH}/${member.id}/points`, { amount: 7, reason: "Temp" });
    await db.update(accounts).set({ name: "Renamed Clerk" }).where(eq(accounts.id, temp.id));
    expect((await historyOf(member.id)).data[0]?.granted_by).toMatchObject({ id: temp.id, name: "Renamed Clerk" });
    await db.delete(accounts).where(eq(accounts.id, temp.id));
    expect((await historyOf(member.id)).data[0]?.granted_by).toBeNull();
  });

  it("names the field of a bad page and answers 404 for nobody", async () => {
    const member = await shop.member("history-bad");
    for (const [query, field] of [
      ["?page=0", "page"],
      ["?page=x", "page"],
      ["?per_page=0", "per_page"],
      ["?per_page=101", "per_page"],
      ["?lang=fr", "lang"],
    ] as const) {
      const res = await as(viewer.token, "GET", `${PATH}/${member.id}/points${query}`);
      expect(res.status, query).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
    expect((await as(viewer.token, "GET", `${PATH}/99999999/points`)).status).toBe(404);
    // an operator's account is no member
    expect((await as(viewer.token, "GET", `${PATH}/${clerk.id}/points`)).status).toBe(404);
  });
});

describe("POST /api/v1/admin/shop/members/{id}/coupons/{coupon_id}/revoke", () => {
  it("revokes an unused coupon with the reason: the console lists it revoked, the member no longer has it", async () => {
    const member = await shop.member("revoke");
    const kept = await giveCoupon(db, member.id, { name: "Kept", expiresAt: inADay() });
    const taken = await giveCoupon(db, member.id, { name: "Taken back", expiresAt: inADay() });

    const res = await revoke(clerk.token, member, taken, { reason: "  Given by mistake " });
    expect(res.status).toBe(200);
    const coupon = RevokeCouponResponseSchema.parse(await body(res)).data;
    expect(coupon).toMatchObject({
      id: taken,
      name: "Taken back",
      used_at: null,
      revoked_at: shop.clock.now().toISOString(),
      revoke_reason: "Given by mistake",
    });

    const detail = MemberAdminDetailResponseSchema.parse(
      await body(await as(viewer.token, "GET", `${PATH}/${member.id}`)),
    ).data;
    expect(detail.coupons.held.map((c) => c.id)).toEqual([kept]);
    expect(detail.coupons.revoked.map((c) => [c.id, c.revoke_reason])).toEqual([[taken, "Given by mistake"]]);

    // the member's own list and the booking page's choice leave it out
    for (const query of ["", `?product_id=${product.productId}`]) {
      const own = await call(shop.app, "GET", `/api/v1/members/coupons${query}`, { token: member.token });
      expect(own.status).toBe(200);
      expect(CouponsResponseSchema.parse(await body(own)).data.map((c) => c.id)).toEqual([kept]);
    }
    // and a booking with it is refused
    const booking = await call(shop.app, "POST", "/api/v1/reservations", {
      token: member.token,
      body: reservationBody(shop.clock.now(), product, { coupon_id: taken }),
    });
    expect(booking.status).toBe(400);
    expect(await errorOf(booking)).toMatchObject({ field: "coupon_id" });

    const entries = await auditOf(member.id);
    expect(entries.map((entry) => [entry.action, entry.actor.id, entry.detail])).toEqual([
      [
        "coupon_revoked",
        clerk.id,
        { coupon_id: taken, code: expect.any(String) as string, name: "Taken back", reason: "Given by mistake" },
      ],
    ]);
  });

  it("refuses a used coupon and a second revoke (409), another member's coupon (404), and changes nothing", async () => {
    const member = await shop.member("revoke-used");
    const other = await shop.member("revoke-other");
    const used = await giveCoupon(db, member.id, { usedAt: shop.clock.now(), expiresAt: inADay() });
    const once = await giveCoupon(db, member.id, { expiresAt: inADay() });
    const theirs = await giveCoupon(db, other.id, { expiresAt: inADay() });

    const refused = await revoke(clerk.token, member, used, { reason: "Too late" });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ message: MEMBERS_ADMIN_MESSAGES.couponUsed });

    expect((await revoke(clerk.token, member, once, { reason: "First" })).status).toBe(200);
    const again = await revoke(shop.admin, member, once, { reason: "Second" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: MEMBERS_ADMIN_MESSAGES.couponRevoked });

    const wrongMember = await revoke(clerk.token, member, theirs, { reason: "Not theirs" });
    expect(wrongMember.status).toBe(404);
    expect(await errorOf(wrongMember)).toMatchObject({ message: MEMBERS_ADMIN_MESSAGES.couponNotFound });
    expect((await revoke(clerk.token, 99999999, once, { reason: "Nobody" })).status).toBe(404);

    const rows = await db.select().from(coupons).where(eq(coupons.memberId, member.id));
    expect(rows.find((row) => row.id === used)?.revokedAt).toBeNull();
    expect(rows.find((row) => row.id === once)?.revokeReason).toBe("First");
    const [theirRow] = await db.select().from(coupons).where(eq(coupons.id, theirs));
    expect(theirRow?.revokedAt).toBeNull();
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual(["coupon_revoked"]);
  });

  it("names the field of a missing reason or a bad id", async () => {
    const member = await shop.member("revoke-bad");
    const coupon = await giveCoupon(db, member.id, { expiresAt: inADay() });
    for (const [payload, field] of [
      [{}, "reason"],
      [{ reason: "  " }, "reason"],
      [{ reason: "x".repeat(501) }, "reason"],
    ] as const) {
      const res = await revoke(clerk.token, member, coupon, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
    const bad = await as(clerk.token, "POST", `${PATH}/${member.id}/coupons/abc/revoke`, { reason: "x" });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "coupon_id" });
  });
});

describe("who may come in", () => {
  it("lets every console role read the history, clerks and operators revoke; refuses viewers, members, guests", async () => {
    const member = await shop.member("doors-history");
    await givePoints(db, member.id, 10);
    const history = `${PATH}/${member.id}/points`;
    for (const token of [viewer.token, clerk.token, shop.admin]) {
      expect((await as(token, "GET", history)).status).toBe(200);
    }
    expect((await as(gate.token, "GET", history)).status).toBe(403);
    expect((await call(shop.app, "GET", history, { token: member.token })).status).toBe(401);
    expect((await call(shop.app, "GET", history)).status).toBe(401);

    const coupon = await giveCoupon(db, member.id, { expiresAt: inADay() });
    const payload = { reason: "Door test" };
    expect((await revoke(viewer.token, member, coupon, payload)).status).toBe(403);
    expect((await revoke(gate.token, member, coupon, payload)).status).toBe(403);
    expect((await revoke(member.token, member, coupon, payload)).status).toBe(401);
    const path = `${PATH}/${member.id}/coupons/${coupon}/revoke`;
    expect((await call(shop.app, "POST", path, { token: member.token, body: payload })).status).toBe(401);
    expect((await call(shop.app, "POST", path, { body: payload })).status).toBe(401);
    // nothing was revoked by the refused calls
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon));
    expect(row?.revokedAt).toBeNull();
    expect((await revoke(clerk.token, member, coupon, payload)).status).toBe(200);
    const another = await giveCoupon(db, member.id, { expiresAt: inADay() });
    expect((await revoke(shop.admin, member, another, payload)).status).toBe(200);
  });
});
