import { PASS_API_MESSAGES, PassCardResponseSchema, PassRefundResponseSchema } from "@contracts/passes";
import { PASS_REFUND_DAYS, passRefundDeadline } from "@contracts/pass-rules";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, fakeToss, type Member } from "../../../platform/test/reservation-fixtures";
import { paymentRefunds, payments } from "../../payments/tables";
import { reservations } from "../../reservations/tables";
import { passes } from "../tables";
import { buy, insertPassType, insertVenue, paidPasses, purchaseBody } from "./pass-fixtures";

// Refunding one unused pass (ADR 0030): its share of the order's payment goes back through the provider that took
// it, a bank deposit's share is owed by the operators, and an order whose every pass is refunded is cancelled.
const toss = fakeToss({ status: "PARTIAL_CANCELED" });
const shop = await forTheFile(createShop({ payments: { toss: toss.provider } }));
let member: Member;
let other: Member;
let option: { optionId: number; productId: number };

beforeAll(async () => {
  member = await shop.member("refunder");
  other = await shop.member("stranger");
  option = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 }, { priceKrw: 10_000 });
});

beforeEach(() => {
  toss.refunds.length = 0;
  toss.refusing = false;
});

/** Passes bought by card (the fake card service approves), in traveller order, with their order's id. */
async function cardPasses(holders: string[]) {
  const order = await buy(shop, member, purchaseBody(option.optionId, { holders }));
  const res = await call(shop.app, "POST", "/api/v1/payments/confirm", {
    token: member.token,
    body: { paymentKey: `tgen_pass_${order.id}`, orderId: order.order_id, amount: order.total },
  });
  expect(res.status).toBe(200);
  const rows = await shop.db.db.select().from(passes).where(eq(passes.reservationId, order.id));
  return { orderId: order.id, ids: rows.map((row) => row.id).sort((a, b) => a - b) };
}

const refund = (id: number, who: Member | null = member) =>
  call(shop.app, "POST", `/api/v1/passes/${id}/refund`, { token: who?.token });

async function card(id: number) {
  const res = await call(shop.app, "GET", `/api/v1/passes/${id}`, { token: member.token });
  return PassCardResponseSchema.parse(await body(res)).data;
}

async function paymentOf(reservationId: number) {
  const [payment] = await shop.db.db.select().from(payments).where(eq(payments.reservationId, reservationId));
  if (!payment) throw new Error("no payment");
  const parts = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
  return { payment, parts };
}

describe("POST /api/v1/passes/{id}/refund", () => {
  it("gives back one traveller's share through the card service, voids that pass only, and says what went back", async () => {
    const { orderId, ids } = await cardPasses(["Kim Minji", "Lee Jun", "Park Sora"]);
    const [first, second] = ids as [number, number, number];
    const statusOf = async () =>
      (await shop.db.db.select().from(reservations).where(eq(reservations.id, orderId)))[0]?.status;
    const paidStatus = await statusOf();
    expect((await card(first)).refund).toMatchObject({ amount: 10_000, currency: "KRW", returned_by: "provider" });

    const res = await refund(first);
    expect(res.status).toBe(200);
    const { data } = PassRefundResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ amount: 10_000, currency: "KRW", pass: { id: first, state: "refunded" } });
    expect(data.returned_at).toBe(shop.clock.now().toISOString());
    expect(toss.refunds).toEqual([
      expect.objectContaining({ amount: 10_000, partial: true, idempotencyKey: `refund-pass:${first}` }),
    ]);

    const { payment, parts } = await paymentOf(orderId);
    expect(payment).toMatchObject({ status: "done", refundedMinor: 10_000, amountMinor: 30_000 });
    expect(parts).toEqual([expect.objectContaining({ amountMinor: 10_000, key: `pass:${first}` })]);
    expect(parts[0]?.returnedAt).not.toBeNull();
    expect(await card(first)).toMatchObject({ state: "refunded", refund: null, refundable_until: null });
    expect(await card(second)).toMatchObject({ state: "issued", refund: { amount: 10_000 } });
    // two passes still to use: the order stands as it was
    expect(await statusOf()).toBe(paidStatus);

    const again = await refund(first);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "PASS_ALREADY_REFUNDED", field: "id" });
    expect(toss.refunds).toHaveLength(1);
  });

  it("gives the order's last pass what is left, so the shares add up, and then cancels the order", async () => {
    const { orderId, ids } = await cardPasses(["Kim Minji", "Lee Jun", "Park Sora"]);
    // a payment that does not split evenly (a coupon took 1 won off): shares of 9 999, 9 999 and what is left
    await shop.db.db.update(payments).set({ amountMinor: 29_998 }).where(eq(payments.reservationId, orderId));
    const amounts = [];
    for (const id of ids) {
      const res = await refund(id);
      expect(res.status).toBe(200);
      amounts.push(PassRefundResponseSchema.parse(await body(res)).data.amount);
    }
    expect(amounts).toEqual([9_999, 9_999, 10_000]);
    expect(toss.refunds.map((request) => request.amount)).toEqual([9_999, 9_999, 10_000]);
    const { payment, parts } = await paymentOf(orderId);
    expect(payment).toMatchObject({ status: "refunded", refundedMinor: 29_998 });
    expect(payment.refundedAt).not.toBeNull();
    expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(29_998);
    const [order] = await shop.db.db.select().from(reservations).where(eq(reservations.id, orderId));
    expect(order).toMatchObject({ status: "cancelled", cancelReason: "member" });
  });

  it("returns only what is left when the operators later approve the order's cancellation", async () => {
    const { orderId, ids } = await cardPasses(["Kim Minji", "Lee Jun"]);
    expect((await refund(ids[0] ?? 0)).status).toBe(200);
    const asked = await call(shop.app, "POST", `/api/v1/reservations/${orderId}/cancel`, {
      token: member.token,
      body: {},
    });
    expect(asked.status).toBe(200);
    const approved = await call(shop.app, "POST", `/api/v1/admin/reservations/${orderId}/approve-cancel`, {
      token: shop.admin,
      area: "admin",
    });
    expect(approved.status).toBe(200);
    expect(toss.refunds.map((request) => [request.amount, request.partial])).toEqual([
      [10_000, true],
      [10_000, true],
    ]);
    const { payment } = await paymentOf(orderId);
    expect(payment).toMatchObject({ status: "refunded", refundedMinor: 20_000 });
  });

  it("refuses a pass a venue has scanned, and any pass after its window, with the rule's message", async () => {
    const { ids } = await cardPasses(["Kim Minji", "Lee Jun"]);
    const [used, kept] = ids as [number, number];
    const venue = await insertVenue(shop.db.db);
    const scanned = await call(shop.app, "POST", "/api/v1/passes/scan", {
      token: shop.admin,
      area: "admin",
      body: { scanned: (await card(used)).token, venue_id: venue, device: "desk", nonce: `refund-${process.pid}-1` },
    });
    expect(scanned.status).toBe(200);
    const activated = await refund(used);
    expect(activated.status).toBe(409);
    expect(await errorOf(activated)).toMatchObject({
      code: "PASS_REFUND_ACTIVATED",
      message: PASS_API_MESSAGES.refundActivated,
    });

    // bought eight Korean days ago: its window (the end of the seventh day after purchase) has closed
    expect((await card(kept)).refund?.until).toBe(passRefundDeadline(shop.clock.now()).toISOString());
    const eightDaysAgo = new Date(shop.clock.now().getTime() - (PASS_REFUND_DAYS + 1) * 86_400_000);
    await shop.db.db.update(passes).set({ purchasedAt: eightDaysAgo }).where(eq(passes.id, kept));
    const late = await refund(kept);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: "PASS_REFUND_WINDOW_CLOSED", field: "id" });
    expect(await card(kept)).toMatchObject({ state: "issued", refund: null, refundable_until: null });
    expect(toss.refunds).toEqual([]);
  });

  it("changes nothing when the card service cannot refund (503), and the same refund succeeds when it is back", async () => {
    const { orderId, ids } = await cardPasses(["Kim Minji"]);
    const id = ids[0] ?? 0;
    toss.refusing = true;
    const down = await refund(id);
    expect(down.status).toBe(503);
    expect((await errorOf(down)).code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    expect((await card(id)).state).toBe("issued");
    expect(await paymentOf(orderId)).toMatchObject({ payment: { refundedMinor: 0, status: "done" }, parts: [] });

    toss.refusing = false;
    expect((await refund(id)).status).toBe(200);
    expect(toss.refunds).toEqual([expect.objectContaining({ amount: 10_000, partial: false })]);
  });

  it("owes a bank deposit's share back by the operators, and the refunded pass scans invalid", async () => {
    const [id] = await paidPasses(shop, member, option.optionId, ["Kim Minji", "Lee Jun"]);
    expect((await card(id ?? 0)).refund).toMatchObject({ amount: 10_000, returned_by: "operators" });
    const res = await refund(id ?? 0);
    expect(res.status).toBe(200);
    expect(PassRefundResponseSchema.parse(await body(res)).data).toMatchObject({ amount: 10_000, returned_at: null });
    expect(toss.refunds).toEqual([]);
    const [row] = await shop.db.db
      .select()
      .from(passes)
      .where(eq(passes.id, id ?? 0));
    const { parts } = await paymentOf(row?.reservationId ?? 0);
    expect(parts).toEqual([expect.objectContaining({ amountMinor: 10_000, returnedAt: null })]);

    const venue = await insertVenue(shop.db.db);
    const scanned = await call(shop.app, "POST", "/api/v1/passes/scan", {
      token: shop.admin,
      area: "admin",
      body: { scanned: (await card(id ?? 0)).token, venue_id: venue, device: "desk", nonce: `refund-${process.pid}-2` },
    });
    expect(await body(scanned)).toMatchObject({
      data: { result: "invalid", message_key: "refunded", pass: { state: "refunded" } },
    });
  });

  it("is its owner's only: 404 for another member, 401 signed out, 400 naming a bad id", async () => {
    const { ids } = await cardPasses(["Kim Minji"]);
    const id = ids[0] ?? 0;
    const stranger = await refund(id, other);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).code).toBe("PASS_NOT_FOUND");
    expect((await refund(id, null)).status).toBe(401);
    const bad = await call(shop.app, "POST", "/api/v1/passes/abc/refund", { token: member.token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("id");
    expect((await card(id)).state).toBe("issued");
  });
});
