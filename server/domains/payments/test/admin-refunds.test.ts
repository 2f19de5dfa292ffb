import { AUTH_AREA_HEADER } from "@contracts/auth";
import {
  AdminRefundListResponseSchema,
  AdminRefundResponseSchema,
  REFUND_MESSAGES,
  type AdminRefund,
} from "@contracts/refunds";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL, SEED_PARTNER_STAFF_EMAIL } from "../../../platform/db/seed-data";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf, latestMail, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  fakeToss,
  insertProduct,
  type Member,
  reservationBody,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { insertPassType, paidPasses, purchaseBody, buy } from "../../passes/test/pass-fixtures";
import { accounts } from "../../auth/tables";
import { reservations } from "../../reservations/tables";
import { paymentRefunds } from "../tables";

// The operators' side of bank deposits' refunds (ADR 0030, "Returning bank deposits"): the list of what is owed and
// returned, and marking one returned once.
const toss = fakeToss({ status: "CANCELED" });
const shop = await forTheFile(createShop({ payments: { toss: toss.provider } }));
let member: Member;
let option: { optionId: number; productId: number };
let product: Awaited<ReturnType<typeof insertProduct>>;
let gate: string;
let partner: string;
let clerk: TestAccount;
let viewer: TestAccount;

beforeAll(async () => {
  member = await shop.member("depositor");
  option = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 }, { priceKrw: 10_000 });
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 100, price: 12000 }] });
  gate = (await signIn(shop.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
  partner = (await signIn(shop.app, SEED_PARTNER_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" })).token;
  clerk = await accountOf(shop, "admin", { role: "clerk" });
  viewer = await accountOf(shop, "admin", { role: "viewer" });
});

const list = (query = "", token: string | undefined = shop.admin) =>
  call(shop.app, "GET", `/api/v1/admin/refunds${query}`, { token, area: "admin" });
const mark = (id: number | string, payload?: unknown, token: string | undefined = shop.admin) =>
  call(shop.app, "POST", `/api/v1/admin/refunds/${id}/returned`, {
    token,
    area: "admin",
    ...(payload === undefined ? {} : { body: payload }),
  });

/** A pass bought by bank transfer, its deposit recorded, then refunded by its member: the owed refund's id. */
async function owedPassRefund(): Promise<{ refundId: number; passId: number }> {
  const [passId] = await paidPasses(shop, member, option.optionId, ["Kim Minji"]);
  if (!passId) throw new Error("no pass");
  const res = await call(shop.app, "POST", `/api/v1/passes/${passId}/refund`, { token: member.token });
  if (res.status !== 200) throw new Error(`refund failed: ${res.status} ${await res.text()}`);
  const [row] = await shop.db.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.key, `pass:${passId}`));
  if (!row) throw new Error("no refund row");
  return { refundId: row.id, passId };
}

/** A shop order paid by bank transfer, its deposit recorded, then its cancellation approved: the owed refund. */
async function owedShopRefund(): Promise<{ refundId: number; orderId: number }> {
  const order = await book(
    shop,
    member,
    reservationBody(shop.clock.now(), product, {
      payment_method: "bank_transfer",
      bank: "kb",
      account_holder: "PARK SORA",
      departure_date: transferDeparture(shop.clock.now()),
    }),
  );
  const admin = (path: string) => call(shop.app, "POST", path, { token: shop.admin, area: "admin" });
  expect((await admin(`/api/v1/admin/reservations/${order.id}/deposit`)).status).toBe(200);
  const cancel = await call(shop.app, "POST", `/api/v1/reservations/${order.id}/cancel`, {
    token: member.token,
    body: {},
  });
  expect(cancel.status).toBe(200);
  expect((await admin(`/api/v1/admin/reservations/${order.id}/approve-cancel`)).status).toBe(200);
  const [row] = await shop.db.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.key, `reservation:${order.id}`));
  if (!row) throw new Error("no refund row");
  return { refundId: row.id, orderId: order.id };
}

/** A pass paid by card and refunded: returned by the card service at once. */
async function cardRefund(): Promise<number> {
  const order = await buy(shop, member, purchaseBody(option.optionId, { holders: ["Lee Jun"] }));
  const paid = await call(shop.app, "POST", "/api/v1/payments/confirm", {
    token: member.token,
    body: { paymentKey: `tgen_refunds_${order.id}`, orderId: order.order_id, amount: order.total },
  });
  expect(paid.status).toBe(200);
  const mine = await call(shop.app, "GET", "/api/v1/passes/mine", { token: member.token });
  const pass = (await body<{ data: { id: number; reservation_number: string }[] }>(mine)).data.find(
    (p) => p.reservation_number === order.reservation_number,
  );
  const res = await call(shop.app, "POST", `/api/v1/passes/${pass?.id ?? 0}/refund`, { token: member.token });
  expect(res.status).toBe(200);
  const [row] = await shop.db.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.key, `pass:${pass?.id ?? 0}`));
  return row?.id ?? 0;
}

const rows = async (query: string) => AdminRefundListResponseSchema.parse(await body(await list(query)));

describe("GET /api/v1/admin/refunds", () => {
  it("lists an owed bank deposit's refund with the order, the member and the account to send it to", async () => {
    const { refundId, passId } = await owedPassRefund();
    const { data, meta } = await rows("?state=owed&per_page=50");
    const found = data.find((refund) => refund.id === refundId);
    expect(found).toMatchObject({
      key: `pass:${passId}`,
      subject: { kind: "pass", id: passId },
      amount: 10_000,
      currency: "KRW",
      returned_at: null,
      returned_by: null,
      note: null,
      order: { channel: "pass" },
      member: { id: member.id, email: member.email },
      bank: "shinhan",
      account_holder: "KIM MINJI",
    });
    expect(found?.order.number).toMatch(/\S/);
    expect(found?.reason).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(found?.created_at ?? ""))).toBe(false);
    expect(meta).toMatchObject({ page: 1, per_page: 50 });
    expect(meta.total).toBeGreaterThanOrEqual(1);
  });

  it("is owed by default, newest first, and pages", async () => {
    const first = await owedPassRefund();
    const second = await owedPassRefund();
    const { data } = await rows("");
    expect(data.every((refund) => refund.returned_at === null)).toBe(true);
    const ids = data.map((refund) => refund.id);
    expect(ids.indexOf(second.refundId)).toBeLessThan(ids.indexOf(first.refundId));
    const page = await rows("?per_page=1&page=2");
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(page.meta.total_pages).toBe(page.meta.total);
    expect((await rows("?page=999")).data).toEqual([]);
  });

  it("lists a shop order's deposit refunded when its cancellation was approved (the order's key)", async () => {
    const { orderId } = await owedShopRefund();
    const { data } = await rows("?state=owed&per_page=50");
    expect(data.find((refund) => refund.key === `reservation:${orderId}`)).toMatchObject({
      subject: { kind: "reservation", id: orderId },
      amount: 120,
      currency: "USD",
      order: { id: orderId, channel: "shop" },
      bank: "kb",
      account_holder: "PARK SORA",
    });
  });

  it("leaves out card services' refunds (returned when made)", async () => {
    const cardId = await cardRefund();
    const all = await rows("?state=all&per_page=50");
    expect(all.data.some((refund) => refund.id === cardId)).toBe(false);
    const returned = await rows("?state=returned&per_page=50");
    expect(returned.data.some((refund) => refund.id === cardId)).toBe(false);
  });

  it("refuses a guest (401), a member (401) and gate or partner staff (403)", async () => {
    expect((await call(shop.app, "GET", "/api/v1/admin/refunds")).status).toBe(401);
    expect((await call(shop.app, "GET", "/api/v1/admin/refunds", { token: member.token })).status).toBe(401);
    expect((await list("", gate)).status).toBe(403);
    expect((await list("", partner)).status).toBe(403);
  });

  const bad: [string, string][] = [
    ["?state=paid", "state"],
    ["?state=", "state"],
    ["?page=0", "page"],
    ["?page=x", "page"],
    ["?per_page=51", "per_page"],
    ["?per_page=0", "per_page"],
    ["?lang=fr", "lang"],
  ];
  it.each(bad)("answers 400 naming the field for %s", async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });
});

describe("GET /api/v1/admin/refunds for the shop console's clerks and viewers (ADR 0034)", () => {
  let shopRefund: number;
  let passRefund: number;
  let summitRefund: number;

  beforeAll(async () => {
    shopRefund = (await owedShopRefund()).refundId;
    passRefund = (await owedPassRefund()).refundId;
    // the summit's orders are booked on its own site; one of the shop's orders moved there stands for one
    const summit = await owedShopRefund();
    await shop.db.db.update(reservations).set({ channel: "summit" }).where(eq(reservations.id, summit.orderId));
    summitRefund = summit.refundId;
  });

  /** Every page of a caller's list in one state, and the total its paging says. */
  async function everyRefund(token: string, state = "all"): Promise<{ data: AdminRefund[]; total: number }> {
    const data: AdminRefund[] = [];
    for (let page = 1; ; page += 1) {
      const res = await list(`?state=${state}&per_page=50&page=${page}`, token);
      expect(res.status).toBe(200);
      const parsed = AdminRefundListResponseSchema.parse(await body(res));
      data.push(...parsed.data);
      if (page >= parsed.meta.total_pages) return { data, total: parsed.meta.total };
    }
  }
  const ids = (refunds: readonly AdminRefund[]) => refunds.map((refund) => refund.id);

  it("shows an operator every site's refunds, as before", async () => {
    const { data, total } = await everyRefund(shop.admin);
    expect(ids(data)).toEqual(expect.arrayContaining([shopRefund, passRefund, summitRefund]));
    expect(new Set(data.map((refund) => refund.order.channel))).toEqual(new Set(["shop", "pass", "summit"]));
    expect(total).toBe(data.length);
  });

  it.each(["clerk", "viewer"] as const)("shows a %s the shop's refunds only, and counts only those", async (role) => {
    const token = (role === "clerk" ? clerk : viewer).token;
    const everyone = await everyRefund(shop.admin);
    const { data, total } = await everyRefund(token);
    expect(ids(data)).toContain(shopRefund);
    expect(ids(data)).not.toContain(passRefund);
    expect(ids(data)).not.toContain(summitRefund);
    expect(data.every((refund) => refund.order.channel === "shop")).toBe(true);
    // the same rows an operator sees of the shop, in the same order
    expect(ids(data)).toEqual(ids(everyone.data.filter((refund) => refund.order.channel === "shop")));
    expect(total).toBe(data.length);
    const page = AdminRefundListResponseSchema.parse(await body(await list("?state=all&per_page=1", token)));
    expect(page.meta).toMatchObject({ total: data.length, total_pages: data.length });
  });

  it("keeps the states to the shop's: owed and returned", async () => {
    const returnedShop = (await owedShopRefund()).refundId;
    const returnedPass = (await owedPassRefund()).refundId;
    expect((await mark(returnedShop, { note: "Sent" })).status).toBe(200);
    expect((await mark(returnedPass, { note: "Sent" })).status).toBe(200);
    for (const token of [clerk.token, viewer.token]) {
      const returned = await everyRefund(token, "returned");
      expect(ids(returned.data)).toContain(returnedShop);
      expect(ids(returned.data)).not.toContain(returnedPass);
      expect(returned.data.every((refund) => refund.returned_at !== null && refund.order.channel === "shop")).toBe(
        true,
      );
      const owed = await everyRefund(token, "owed");
      expect(ids(owed.data)).toContain(shopRefund);
      expect(ids(owed.data)).not.toContain(returnedShop);
      expect(ids(owed.data)).not.toContain(passRefund);
      expect(owed.data.every((refund) => refund.returned_at === null && refund.order.channel === "shop")).toBe(true);
    }
  });

  it("lets neither mark a refund returned, the shop's nor another site's (403), and changes nothing", async () => {
    for (const token of [clerk.token, viewer.token]) {
      for (const id of [shopRefund, passRefund, summitRefund]) {
        const res = await mark(id, { note: "Sent" }, token);
        expect(res.status).toBe(403);
      }
    }
    const untouched = await shop.db.db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.id, [shopRefund, passRefund, summitRefund]));
    expect(untouched).toHaveLength(3);
    expect(untouched.every((refund) => refund.returnedAt === null)).toBe(true);
  });

  it("refuses a member's token (401) and another role's staff (403)", async () => {
    expect((await call(shop.app, "GET", "/api/v1/admin/refunds", { token: member.token })).status).toBe(401);
    expect((await list("", member.token)).status).toBe(401);
    expect((await list("", gate)).status).toBe(403);
  });
});

describe("POST /api/v1/admin/refunds/{id}/returned", () => {
  it("marks an owed refund returned once, with who, when and the note, and mails the member", async () => {
    const { refundId } = await owedPassRefund();
    const res = await mark(refundId, { note: "  Sent by Shinhan transfer 0042  " });
    expect(res.status).toBe(200);
    const { data } = AdminRefundResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      id: refundId,
      note: "Sent by Shinhan transfer 0042",
      returned_by: { id: expect.any(Number) as number },
    });
    expect(data.returned_at).toBe(shop.clock.now().toISOString());
    const [row] = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row?.returnedAt).toEqual(shop.clock.now());
    expect(row?.returnedBy).toBe(data.returned_by?.id);
    const mail = await latestMail(shop.db.db, member.email);
    expect(mail.subject).toContain(data.order.number);
    expect(mail.text).toContain("₩10,000");
    expect(mail.text).toContain("Sent by Shinhan transfer 0042");

    const owed = await rows("?state=owed&per_page=50");
    expect(owed.data.some((refund) => refund.id === refundId)).toBe(false);
    const returned = await rows("?state=returned&per_page=50");
    expect(returned.data.find((refund) => refund.id === refundId)).toMatchObject({ note: data.note });

    const again = await mark(refundId, { note: "twice" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "ALREADY_RETURNED", message: REFUND_MESSAGES.alreadyReturned });
    const [kept] = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(kept?.note).toBe("Sent by Shinhan transfer 0042");
  });

  it("mails a member who reads Korean in Korean", async () => {
    await shop.db.db.update(accounts).set({ lang: "ko" }).where(eq(accounts.id, member.id));
    try {
      const { refundId } = await owedPassRefund();
      expect((await mark(refundId, { note: "신한 이체 0043" })).status).toBe(200);
      const mail = await latestMail(shop.db.db, member.email);
      expect(mail.subject).toContain("환불 금액을 송금했습니다");
      expect(mail.text).toContain("₩10,000");
      expect(mail.text).toContain("담당자 메모: 신한 이체 0043");
    } finally {
      await shop.db.db.update(accounts).set({ lang: "en" }).where(eq(accounts.id, member.id));
    }
  });

  it("takes no body, or a blank note, as no note", async () => {
    const a = await owedPassRefund();
    const withoutBody = AdminRefundResponseSchema.parse(await body(await mark(a.refundId))).data;
    expect(withoutBody.note).toBeNull();
    const b = await owedPassRefund();
    const blank = AdminRefundResponseSchema.parse(await body(await mark(b.refundId, { note: "   " }))).data;
    expect(blank.note).toBeNull();
    const c = await owedPassRefund();
    const empty = AdminRefundResponseSchema.parse(await body(await mark(c.refundId, {}))).data;
    expect(empty satisfies AdminRefund).toMatchObject({ note: null });
  });

  it("refuses a card service's refund (409) and an unknown one (404)", async () => {
    const cardId = await cardRefund();
    const card = await mark(cardId);
    expect(card.status).toBe(409);
    expect(await errorOf(card)).toMatchObject({ code: "REFUND_NOT_OWED", message: REFUND_MESSAGES.notOwed });
    const unknown = await mark(2_000_000_000);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: "NOT_FOUND", message: REFUND_MESSAGES.notFound });
  });

  it("refuses a guest, a member and staff of scan-only roles, and changes nothing", async () => {
    const { refundId } = await owedPassRefund();
    expect((await call(shop.app, "POST", `/api/v1/admin/refunds/${refundId}/returned`)).status).toBe(401);
    expect(
      (await call(shop.app, "POST", `/api/v1/admin/refunds/${refundId}/returned`, { token: member.token })).status,
    ).toBe(401);
    expect((await mark(refundId, {}, gate)).status).toBe(403);
    expect((await mark(refundId, {}, partner)).status).toBe(403);
    const [row] = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row?.returnedAt).toBeNull();
  });

  const badBodies: [string, unknown, string][] = [
    ["a too long note", { note: "x".repeat(501) }, "note"],
    ["a note as a number", { note: 42 }, "note"],
    ["a NUL in the note", { note: "sent\u0000" }, "note"],
  ];
  it.each(badBodies)("answers 400 naming the field for %s", async (_, payload, field) => {
    const { refundId } = await owedPassRefund();
    const res = await mark(refundId, payload);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    const [row] = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
    expect(row?.returnedAt).toBeNull();
  });

  it("says the note's limit in its words; 500 characters are taken", async () => {
    const { refundId } = await owedPassRefund();
    expect((await errorOf(await mark(refundId, { note: "x".repeat(501) }))).message).toContain("500");
    expect((await mark(refundId, { note: "x".repeat(500) })).status).toBe(200);
  });

  it.each([
    ["0", "id"],
    ["abc", "id"],
    ["2147483648", "id"],
  ])("answers 400 for the id %s", async (id, field) => {
    const res = await mark(id, {});
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe(field);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { refundId } = await owedPassRefund();
    const res = await shop.app.request(`/api/v1/admin/refunds/${refundId}/returned`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${shop.admin}`,
        [AUTH_AREA_HEADER]: "admin",
        "content-type": "application/json",
      },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });
});
