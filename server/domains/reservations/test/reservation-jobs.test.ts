import { RESERVATION_MESSAGES, ReservationResponseSchema } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobRuns } from "../../../platform/db/tables";
import { reservations } from "../tables";
import { createLogger } from "../../../platform/http/logger";
import {
  claimJob,
  RESERVATION_EXPIRY_JOB,
  runReservationExpiry,
  runScheduledExpiry,
  startReservationJobs,
} from "../expiry-job";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  book,
  couponUsed,
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  pointBalance,
  reservationBody,
  soldOf,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());

const MINUTE = 60;
const DAY = 24 * 3600;
const now = () => shop.clock.now();
const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);

async function statusOf(id: number) {
  const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

async function bankOrder(member: Member, product: { productId: number; optionIds: number[] }, extra = {}) {
  return book(
    shop,
    member,
    reservationBody(now(), product, {
      payment_method: "bank_transfer",
      bank: "kb",
      account_holder: "Kim",
      departure_date: transferDeparture(now()),
      ...extra,
    }),
  );
}

describe("runReservationExpiry", () => {
  it("cancels unpaid orders past their due time and gives back places, coupon and points", async () => {
    const product = await insertProduct(shop.db.db, now(), { options: [{ capacity: 20, pricing: "per_person" }] });
    const option = product.optionIds[0] ?? 0;
    const member = await shop.member("expiry");
    await givePoints(shop.db.db, member.id, 10000);
    const couponId = await giveCoupon(shop.db.db, member.id);
    const card = await book(shop, member, reservationBody(now(), product, { points: 2000, travelers: 2 }));
    const bank = await bankOrder(member, product, { coupon_id: couponId, points: 3000 });
    // two parties of 2 travellers, per person: 4 places
    expect(await soldOf(shop.db.db, option)).toBe(4);
    expect(await pointBalance(shop.db.db, member.id)).toBe(5000);

    // Not yet due: nothing happens.
    expect(await runReservationExpiry(shop.db.db, later(29 * MINUTE))).toEqual({
      deposit_expired: 0,
      payment_expired: 0,
    });

    // The card order lapses after 30 minutes; the bank transfer has 3 days.
    expect(await runReservationExpiry(shop.db.db, later(31 * MINUTE))).toEqual({
      deposit_expired: 0,
      payment_expired: 1,
    });
    expect(await statusOf(card.id)).toMatchObject({ status: "cancelled", cancelReason: "payment_expired" });
    expect(await soldOf(shop.db.db, option)).toBe(2);
    expect(await pointBalance(shop.db.db, member.id)).toBe(7000);
    expect(await statusOf(bank.id)).toMatchObject({ status: "waiting" });

    expect(await runReservationExpiry(shop.db.db, later(3 * DAY + MINUTE))).toEqual({
      deposit_expired: 1,
      payment_expired: 0,
    });
    expect(await statusOf(bank.id)).toMatchObject({ status: "cancelled", cancelReason: "deposit_expired" });
    expect(await soldOf(shop.db.db, option)).toBe(0);
    expect(await couponUsed(shop.db.db, couponId)).toBe(false);
    expect(await pointBalance(shop.db.db, member.id)).toBe(10000);

    // Expired orders say so, and cannot be cancelled or paid.
    const read = ReservationResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/reservations/${bank.id}`, { token: member.token })),
    );
    expect(read.data).toMatchObject({ status: "cancelled", cancel_reason: "deposit_expired", can_cancel: false });
    const cancel = await call(shop.app, "POST", `/api/v1/reservations/${bank.id}/cancel`, {
      token: member.token,
      body: {},
    });
    expect(cancel.status).toBe(409);
    expect(await errorOf(cancel)).toMatchObject({ code: "EXPIRED", message: RESERVATION_MESSAGES.expired });
    const checkout = await call(shop.app, "POST", "/api/v1/payments/checkout", {
      token: member.token,
      body: { reservation_id: card.id },
    });
    expect(checkout.status).toBe(409);
    // A second run finds nothing more to do.
    expect(await runReservationExpiry(shop.db.db, later(4 * DAY))).toEqual({ deposit_expired: 0, payment_expired: 0 });
    expect(await soldOf(shop.db.db, option)).toBe(0);
  });

  it("two runs at once return each order's places exactly once", async () => {
    const product = await insertProduct(shop.db.db, now(), { options: [{ capacity: 50, pricing: "per_person" }] });
    const option = product.optionIds[0] ?? 0;
    const members = await Promise.all(Array.from({ length: 4 }, () => shop.member("twice")));
    for (const member of members) {
      await givePoints(shop.db.db, member.id, 1000);
      await book(shop, member, reservationBody(now(), product, { points: 1000, travelers: 3 }));
    }
    expect(await soldOf(shop.db.db, option)).toBe(12);
    const at = later(31 * MINUTE);
    const [a, b] = await Promise.all([runReservationExpiry(shop.db.db, at), runReservationExpiry(shop.db.db, at)]);
    expect(a.payment_expired + b.payment_expired).toBe(4);
    expect(await soldOf(shop.db.db, option)).toBe(0);
    for (const member of members) expect(await pointBalance(shop.db.db, member.id)).toBe(1000);
  });

  it("a paid order is never expired", async () => {
    const product = await insertProduct(shop.db.db, now());
    const member = await shop.member("paid");
    const order = await book(shop, member, reservationBody(now(), product));
    const form = new URLSearchParams({ order_id: order.order_id, action: "pay" });
    const pressed = await shop.app.request("/pay/local", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    const key = new URL(pressed.headers.get("location") ?? "").searchParams.get("paymentKey");
    const paid = await call(shop.app, "POST", "/api/v1/payments/confirm", {
      token: member.token,
      body: { paymentKey: key, orderId: order.order_id, amount: order.total },
    });
    expect(paid.status).toBe(200);
    await runReservationExpiry(shop.db.db, later(DAY));
    expect(await statusOf(order.id)).toMatchObject({ status: "requested", cancelReason: null });
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(1);
  });
});

describe("the scheduler", () => {
  it("claims the job once per minute across processes", async () => {
    const t = new Date("2030-01-01T00:00:00Z");
    expect(await claimJob(shop.db.db, "test-job", t)).toBe(true);
    expect(await claimJob(shop.db.db, "test-job", new Date(t.getTime() + 30_000))).toBe(false);
    expect(await claimJob(shop.db.db, "test-job", new Date(t.getTime() + 60_000))).toBe(true);
    const both = await Promise.all([
      claimJob(shop.db.db, "test-job-2", t),
      claimJob(shop.db.db, "test-job-2", t),
      claimJob(shop.db.db, "test-job-2", t),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });

  it("one tick of two processes at the same minute: one runs and records its result", async () => {
    const at = later(10 * DAY);
    const results = await Promise.all([runScheduledExpiry(shop.db.db, at), runScheduledExpiry(shop.db.db, at)]);
    expect(results.filter((result) => result === undefined)).toHaveLength(1);
    const [row] = await shop.db.db.select().from(jobRuns).where(eq(jobRuns.name, RESERVATION_EXPIRY_JOB));
    expect(row?.lastRunAt?.toISOString()).toBe(at.toISOString());
    expect(row?.lastResult).toEqual(results.find((result) => result !== undefined));
  });

  it("runs on its interval until stopped", async () => {
    const product = await insertProduct(shop.db.db, now());
    const member = await shop.member("timer");
    const order = await book(shop, member, reservationBody(now(), product));
    // Far past every earlier claim, so this process gets the turn.
    const jobs = startReservationJobs({
      db: shop.db.db,
      logger: createLogger("silent"),
      now: () => later(30 * DAY),
      intervalMs: 20,
    });
    try {
      for (let i = 0; i < 100 && (await statusOf(order.id))?.status !== "cancelled"; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await jobs.stop();
    }
    expect(await statusOf(order.id)).toMatchObject({ status: "cancelled", cancelReason: "payment_expired" });
  });
});
