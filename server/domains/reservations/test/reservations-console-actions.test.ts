import { AuditListResponseSchema } from "@contracts/audit";
import {
  AdminReservationResponseSchema,
  RESERVATION_MESSAGES,
  ReservationResponseSchema,
} from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  couponUsed,
  createShop,
  fakeToss,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  pointBalance,
  reservationBody,
  type ReservationData,
  soldOf,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { paymentRefunds, payments } from "../../payments/tables";

// The console's writes on a reservation (issue 26): each with its door (clerk: deposit, refuse; operators only:
// approve-cancel, refund), its audit entry, and its place in the reservation's history naming the operator.

const toss = fakeToss();
const shop = await forTheFile(createShop({ payments: { toss: toss.provider } }));
const db = shop.db.db;
let alice: Member;
let viewer: TestAccount;
let clerk: TestAccount;
let operator: TestAccount;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  alice = await shop.member("alice");
  viewer = await accountOf(shop, "admin", { role: "viewer", name: "Victor Viewer" });
  clerk = await accountOf(shop, "admin", { role: "clerk", name: "Clara Clerk" });
  operator = await accountOf(shop, "admin", { role: "operator", name: "Olga Operator" });
  product = await insertProduct(db, shop.clock.now(), { options: [{ capacity: 100, price: 12000 }] });
});

const now = () => shop.clock.now();
const as = (who: TestAccount, path: string, sent?: unknown) =>
  call(shop.app, "POST", path, { token: who.token, area: "admin", body: sent });
const path = (id: number, action: string) => `/api/v1/admin/reservations/${id}/${action}`;
const bankOrder = () =>
  book(
    shop,
    alice,
    reservationBody(now(), product, {
      payment_method: "bank_transfer",
      bank: "shinhan",
      account_holder: "Kim",
      departure_date: transferDeparture(now()),
    }),
  );

async function paidCardOrder(member: Member, extra = {}): Promise<ReservationData> {
  const order = await book(shop, member, reservationBody(now(), product, extra));
  const res = await call(shop.app, "POST", "/api/v1/payments/confirm", {
    token: member.token,
    body: { paymentKey: `tgen_${order.id}`, orderId: order.order_id, amount: order.total },
  });
  expect(res.status).toBe(200);
  return order;
}

async function cancelRequested(member: Member = alice): Promise<ReservationData> {
  const order = await paidCardOrder(member);
  const res = await call(shop.app, "POST", `/api/v1/reservations/${order.id}/cancel`, {
    token: member.token,
    body: { reason: "plans changed" },
  });
  expect(ReservationResponseSchema.parse(await body(res)).data.status).toBe("cancel_requested");
  return order;
}

async function auditOf(id: number) {
  const res = await call(shop.app, "GET", `/api/v1/admin/audit?subject=reservation&subject_id=${id}`, {
    token: viewer.token,
    area: "admin",
  });
  expect(res.status).toBe(200);
  return AuditListResponseSchema.parse(await body(res)).data;
}

async function detailOf(id: number) {
  const res = await call(shop.app, "GET", `/api/v1/admin/reservations/${id}`, { token: viewer.token, area: "admin" });
  return AdminReservationResponseSchema.parse(await body(res)).data;
}

describe("the doors of the console's writes", () => {
  it("refuse a viewer every write, a clerk the money, a member and no token", async () => {
    const order = await bankOrder();
    const reason = { reason: "because" };
    for (const action of ["deposit", "approve-cancel", "refuse-cancel", "refund"]) {
      const sent = action === "deposit" || action === "approve-cancel" ? undefined : reason;
      expect((await as(viewer, path(order.id, action), sent)).status, action).toBe(403);
      const res = await call(shop.app, "POST", path(order.id, action), { token: alice.token, body: sent });
      expect(res.status, action).toBe(401);
      expect((await call(shop.app, "POST", path(order.id, action), { body: sent })).status, action).toBe(401);
    }
    for (const action of ["approve-cancel", "refund"]) {
      const sent = action === "refund" ? reason : undefined;
      expect((await as(clerk, path(order.id, action), sent)).status, action).toBe(403);
    }
    // nothing changed and nobody was written down
    expect((await detailOf(order.id)).status).toBe("waiting");
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe("POST .../{id}/deposit (clerk)", () => {
  it("confirms, writes the audit entry and the history names the clerk", async () => {
    const order = await bankOrder();
    const res = await as(clerk, path(order.id, "deposit"));
    expect(res.status).toBe(200);
    expect(ReservationResponseSchema.parse(await body(res)).data.status).toBe("confirmed");
    const [entry] = await auditOf(order.id);
    expect(entry).toMatchObject({
      action: "deposit_recorded",
      actor: { id: clerk.id, name: "Clara Clerk", role: "clerk" },
      detail: { status: { from: "waiting", to: "confirmed" }, currency: "USD" },
    });
    const detail = await detailOf(order.id);
    expect(detail.history.map((h) => [h.from_status, h.to_status, h.actor?.name ?? null])).toEqual([
      [null, "waiting", null],
      ["waiting", "confirmed", "Clara Clerk"],
    ]);
    expect(detail.payments).toEqual([expect.objectContaining({ provider: "bank", status: "done", amount: 120 })]);
    expect(detail.refundable).toBe(120);
  });

  it("two operators recording the same deposit at once: one 200, one 409, one payment", async () => {
    const order = await bankOrder();
    const answers = await Promise.all([as(clerk, path(order.id, "deposit")), as(operator, path(order.id, "deposit"))]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.status === 409);
    expect(await errorOf(loser as Response)).toMatchObject({ code: "NOT_AWAITING_DEPOSIT" });
    expect(await db.select().from(payments).where(eq(payments.reservationId, order.id))).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });
});

describe("POST .../{id}/refuse-cancel (clerk)", () => {
  it("puts the reservation back as it was, the member sees it so, and the reason is audited", async () => {
    const order = await cancelRequested();
    const res = await as(clerk, path(order.id, "refuse-cancel"), { reason: "  Non-refundable fare  " });
    expect(res.status).toBe(200);
    const { data } = ReservationResponseSchema.parse(await body(res));
    // paid by card, it was requested (awaiting the shop's confirmation) before the member asked to cancel
    expect(data).toMatchObject({ status: "requested", cancel_requested_at: null, can_cancel: true });
    const mine = await call(shop.app, "GET", `/api/v1/reservations/${order.id}`, { token: alice.token });
    expect(ReservationResponseSchema.parse(await body(mine)).data).toMatchObject({
      status: "requested",
      status_group: "confirmed",
      cancel_requested_at: null,
    });
    const entries = await auditOf(order.id);
    expect(entries.at(-1)).toMatchObject({
      action: "cancel_refused",
      actor: { name: "Clara Clerk" },
      detail: { reason: "Non-refundable fare", status: { from: "cancel_requested", to: data.status } },
    });
    const history = (await detailOf(order.id)).history;
    expect(history.at(-1)).toMatchObject({ from_status: "cancel_requested", to_status: data.status });
    expect(history.at(-1)?.actor?.name).toBe("Clara Clerk");
  });

  it("needs a reason of 1 to 500 characters; 409 when no cancellation is requested; 404 unknown", async () => {
    const order = await cancelRequested();
    for (const sent of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await as(clerk, path(order.id, "refuse-cancel"), sent);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).field).toBe("reason");
    }
    const waiting = await bankOrder();
    const res = await as(clerk, path(waiting.id, "refuse-cancel"), { reason: "no" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      code: "NOT_CANCEL_REQUESTED",
      message: RESERVATION_MESSAGES.notCancelRequested,
    });
    expect((await as(clerk, path(999999, "refuse-cancel"), { reason: "no" })).status).toBe(404);
  });
});

describe("POST .../{id}/approve-cancel (operators)", () => {
  it("refunds, cancels and writes the audit entry with the operator named in the history", async () => {
    const order = await cancelRequested();
    const res = await as(operator, path(order.id, "approve-cancel"));
    expect(res.status).toBe(200);
    expect(ReservationResponseSchema.parse(await body(res)).data.status).toBe("cancelled");
    expect((await auditOf(order.id)).at(-1)).toMatchObject({
      action: "cancel_approved",
      actor: { name: "Olga Operator", role: "operator" },
      detail: { refunded: order.total, currency: "USD" },
    });
    const detail = await detailOf(order.id);
    expect(detail.history.at(-1)).toMatchObject({ to_status: "cancelled", actor: { name: "Olga Operator" } });
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: order.total, reason: "plans changed" })]);
    expect(detail.refundable).toBe(0);
  });
});

describe("POST .../{id}/refund (operators)", () => {
  it("cancels a paid order, refunds through its provider and gives back places, coupon and points", async () => {
    const member = await shop.member("refunded");
    await givePoints(db, member.id, 3000);
    const couponId = await giveCoupon(db, member.id);
    const option = product.optionIds[0] ?? 0;
    const before = await soldOf(db, option);
    const order = await paidCardOrder(member, { coupon_id: couponId, points: 3000 });
    expect(await soldOf(db, option)).toBeGreaterThan(before);

    toss.refusing = true;
    const down = await as(operator, path(order.id, "refund"), { reason: "Tour withdrawn" });
    expect(down.status).toBe(503);
    expect((await detailOf(order.id)).status).not.toBe("cancelled");
    expect(await auditOf(order.id)).toEqual([]);
    toss.refusing = false;

    const count = toss.refunds.length;
    const res = await as(operator, path(order.id, "refund"), { reason: "Tour withdrawn" });
    expect(res.status).toBe(200);
    expect(ReservationResponseSchema.parse(await body(res)).data).toMatchObject({
      status: "cancelled",
      cancel_reason: "operator",
    });
    expect(toss.refunds).toHaveLength(count + 1);
    expect(toss.refunds.at(-1)).toMatchObject({
      paymentKey: `tgen_${order.id}`,
      amount: order.total,
      reason: "Tour withdrawn",
    });
    expect(await soldOf(db, option)).toBe(before);
    expect(await couponUsed(db, couponId)).toBe(false);
    expect(await pointBalance(db, member.id)).toBe(3000);
    expect((await auditOf(order.id)).at(-1)).toMatchObject({
      action: "refunded",
      actor: { id: operator.id, name: "Olga Operator" },
      detail: { reason: "Tour withdrawn", refunded: order.total, status: { to: "cancelled" } },
    });

    const again = await as(operator, path(order.id, "refund"), { reason: "again" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "NOT_REFUNDABLE" });
  });

  it("a deposit refunded is owed back by hand; an unpaid order is 409; the reason is required", async () => {
    const order = await bankOrder();
    expect((await as(operator, path(order.id, "refund"), { reason: "x" })).status).toBe(409);
    const missing = await as(operator, path(order.id, "refund"), {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).field).toBe("reason");
    await as(clerk, path(order.id, "deposit"));
    const count = toss.refunds.length;
    expect((await as(operator, path(order.id, "refund"), { reason: "Guest asked by phone" })).status).toBe(200);
    expect(toss.refunds).toHaveLength(count);
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, order.id));
    const owed = await db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment?.id ?? 0));
    expect(owed).toEqual([expect.objectContaining({ returnedAt: null, reason: "Guest asked by phone" })]);
    // the refunds list is the console's to read
    const list = await call(shop.app, "GET", "/api/v1/admin/refunds", { token: viewer.token, area: "admin" });
    expect(list.status).toBe(200);
    const refundId = owed[0]?.id ?? 0;
    expect((await as(clerk, `/api/v1/admin/refunds/${refundId}/returned`, {})).status).toBe(403);
    expect((await as(viewer, `/api/v1/admin/refunds/${refundId}/returned`, {})).status).toBe(403);
    const returned = await as(operator, `/api/v1/admin/refunds/${refundId}/returned`, { note: "Sent 12 Dec" });
    expect(returned.status).toBe(200);
    expect((await auditOf(order.id)).map((entry) => [entry.action, entry.actor.name])).toEqual([
      ["deposit_recorded", "Clara Clerk"],
      ["refunded", "Olga Operator"],
      ["refund_returned", "Olga Operator"],
    ]);
  });
});
