import {
  RESERVATION_MESSAGES,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "../../payments/tables";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  book,
  couponUsed,
  createShop,
  fakeToss,
  giveCoupon,
  givePoints,
  membersAndProduct,
  type Member,
  pointBalance,
  reservationBody,
  type ReservationData,
  soldOf,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// Card orders go through a fake Toss here, so approvals must refund through it.
const toss = fakeToss();
const shop = await forTheFile(createShop({ payments: { toss: toss.provider } }));
const { alice, bob, product } = await membersAndProduct(shop, [{ capacity: 100, price: 12000 }]);

const now = () => shop.clock.now();
const admin = (method: string, path: string) => call(shop.app, method, path, { token: shop.admin, area: "admin" });
const bankBody = (extra = {}) =>
  reservationBody(now(), product, {
    payment_method: "bank_transfer",
    bank: "shinhan",
    account_holder: "Kim",
    departure_date: transferDeparture(now()),
    ...extra,
  });

async function paidCardOrder(member: Member, extra = {}): Promise<ReservationData> {
  const order = await book(shop, member, reservationBody(now(), product, extra));
  const res = await call(shop.app, "POST", "/api/v1/payments/confirm", {
    token: member.token,
    body: { paymentKey: `tgen_${order.id}`, orderId: order.order_id, amount: order.total },
  });
  expect(res.status).toBe(200);
  return order;
}

describe("GET /api/v1/admin/reservations", () => {
  it("lists every member's reservations with status filters and paging", async () => {
    const a = await book(shop, alice, bankBody());
    const b = await book(shop, bob, reservationBody(now(), product));
    const res = await admin("GET", "/api/v1/admin/reservations?per_page=50");
    expect(res.status).toBe(200);
    const list = ReservationListResponseSchema.parse(await body(res));
    expect(list.data.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const pending = ReservationListResponseSchema.parse(
      await body(await admin("GET", "/api/v1/admin/reservations?status=pending&per_page=1")),
    );
    expect(pending.data).toHaveLength(1);
    expect(pending.meta.total).toBeGreaterThanOrEqual(2);
    const none = ReservationListResponseSchema.parse(
      await body(await admin("GET", "/api/v1/admin/reservations?status=cancel_requested")),
    );
    expect(none.data.every((r) => r.status === "cancel_requested")).toBe(true);
  });

  it("refuses member tokens and no token", async () => {
    expect((await call(shop.app, "GET", "/api/v1/admin/reservations", { token: alice.token })).status).toBe(401);
    expect((await call(shop.app, "GET", "/api/v1/admin/reservations")).status).toBe(401);
    const order = await book(shop, alice, bankBody());
    for (const path of [
      `/api/v1/admin/reservations/${order.id}/deposit`,
      `/api/v1/admin/reservations/${order.id}/approve-cancel`,
    ]) {
      expect((await call(shop.app, "POST", path, { token: alice.token })).status).toBe(401);
    }
  });
});

describe("POST /api/v1/admin/reservations/{id}/deposit", () => {
  it("waiting -> confirmed with a bank payment of the total; a second call is 409", async () => {
    const order = await book(shop, alice, bankBody());
    const res = await admin("POST", `/api/v1/admin/reservations/${order.id}/deposit`);
    expect(res.status).toBe(200);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ status: "confirmed", status_group: "confirmed" });
    expect(data.confirmed_at).not.toBeNull();
    const rows = await shop.db.db.select().from(payments).where(eq(payments.reservationId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({ provider: "bank", method: "bank_transfer", amountMinor: 12000, currency: "USD" }),
    ]);
    const again = await admin("POST", `/api/v1/admin/reservations/${order.id}/deposit`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "NOT_AWAITING_DEPOSIT",
      message: RESERVATION_MESSAGES.notAwaitingDeposit,
    });
  });

  it("a card order or an unknown id is refused", async () => {
    const card = await book(shop, alice, reservationBody(now(), product));
    expect((await admin("POST", `/api/v1/admin/reservations/${card.id}/deposit`)).status).toBe(409);
    expect((await admin("POST", "/api/v1/admin/reservations/999999/deposit")).status).toBe(404);
  });
});

describe("POST /api/v1/admin/reservations/{id}/approve-cancel", () => {
  it("refunds through the provider that took the payment and gives back places, coupon and points", async () => {
    const member = await shop.member("refund");
    await givePoints(shop.db.db, member.id, 4000);
    const couponId = await giveCoupon(shop.db.db, member.id);
    const option = product.optionIds[0] ?? 0;
    const before = await soldOf(shop.db.db, option);
    const order = await paidCardOrder(member, {
      coupon_id: couponId,
      points: 4000,
      options: [{ product_option_id: option, quantity: 1 }],
    });
    // the option sells one group for the party: one place
    expect(await soldOf(shop.db.db, option)).toBe(before + 1);
    expect(
      (await call(shop.app, "POST", `/api/v1/reservations/${order.id}/cancel`, { token: member.token, body: {} }))
        .status,
    ).toBe(200);

    toss.refusing = true;
    const down = await admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`);
    expect(down.status).toBe(503);
    expect(await soldOf(shop.db.db, option)).toBe(before + 1);
    toss.refusing = false;

    const res = await admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`);
    expect(res.status).toBe(200);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ status: "cancelled", cancel_reason: "operator" });
    expect(toss.refunds.at(-1)).toMatchObject({ paymentKey: `tgen_${order.id}`, amount: order.total, currency: "USD" });
    const [payment] = await shop.db.db.select().from(payments).where(eq(payments.reservationId, order.id));
    expect(payment).toMatchObject({ status: "refunded" });
    expect(payment?.refundedAt).not.toBeNull();
    expect(await soldOf(shop.db.db, option)).toBe(before);
    expect(await couponUsed(shop.db.db, couponId)).toBe(false);
    expect(await pointBalance(shop.db.db, member.id)).toBe(4000);

    const again = await admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "NOT_CANCEL_REQUESTED",
      message: RESERVATION_MESSAGES.notCancelRequested,
    });
    expect(await soldOf(shop.db.db, option)).toBe(before);
    expect(await pointBalance(shop.db.db, member.id)).toBe(4000);
  });

  it("two approvals at once refund once", async () => {
    const order = await paidCardOrder(alice);
    await call(shop.app, "POST", `/api/v1/reservations/${order.id}/cancel`, { token: alice.token, body: {} });
    const count = toss.refunds.length;
    const answers = await Promise.all([
      admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`),
      admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(toss.refunds.length).toBe(count + 1);
  });

  it("a deposit-confirmed order is cancelled without a provider call; an order without a request is 409", async () => {
    const order = await book(shop, alice, bankBody());
    expect((await admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`)).status).toBe(409);
    await admin("POST", `/api/v1/admin/reservations/${order.id}/deposit`);
    const cancel = await call(shop.app, "POST", `/api/v1/reservations/${order.id}/cancel`, {
      token: alice.token,
      body: {},
    });
    expect(ReservationResponseSchema.parse(await body(cancel)).data.status).toBe("cancel_requested");
    const count = toss.refunds.length;
    const res = await admin("POST", `/api/v1/admin/reservations/${order.id}/approve-cancel`);
    expect(res.status).toBe(200);
    expect(toss.refunds.length).toBe(count);
    const [payment] = await shop.db.db.select().from(payments).where(eq(payments.reservationId, order.id));
    expect(payment).toMatchObject({ provider: "bank", status: "refunded" });
  });
});
