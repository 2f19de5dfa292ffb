import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reservationItems, reservations } from "../tables";
import { call } from "../../../platform/test/auth-fixtures";
import {
  couponUsed,
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  pointBalance,
  reservationBody,
  reservationCount,
  soldOf,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// On PostgreSQL (npm run test:postgres) these requests really run at the same time; on PGlite they interleave.
const shop = await forTheFile(createShop());

const now = () => shop.clock.now();
const post = (token: string, payload: unknown) =>
  call(shop.app, "POST", "/api/v1/reservations", { token, body: payload });

describe("the last places under a race", () => {
  it("12 members race for an option with 5 places left: exactly 5 are sold, the rest get 409 soldOut", async () => {
    const product = await insertProduct(shop.db.db, now(), { options: [{ capacity: 8, sold: 3 }] });
    const members = await Promise.all(Array.from({ length: 12 }, () => shop.member("racer")));
    const answers = await Promise.all(members.map((member) => post(member.token, reservationBody(now(), product))));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toMatchObject({ field: "options", message: RESERVATION_MESSAGES.soldOut });
    }
    const optionId = product.optionIds[0] ?? 0;
    expect(await soldOf(shop.db.db, optionId)).toBe(8);
    const booked = await shop.db.db
      .select({ quantity: reservationItems.quantity })
      .from(reservationItems)
      .where(eq(reservationItems.productOptionId, optionId));
    expect(booked.reduce((sum, row) => sum + row.quantity, 0)).toBe(5);
  });

  it("multi-place orders never oversell: 6 parties of 2 travellers on 7 per-person places", async () => {
    const product = await insertProduct(shop.db.db, now(), { options: [{ capacity: 7, pricing: "per_person" }] });
    const members = await Promise.all(Array.from({ length: 6 }, () => shop.member("pair")));
    const answers = await Promise.all(
      members.map((member) =>
        // the page's quantity (1) does not decide: each party of 2 takes 2 places
        post(member.token, reservationBody(now(), product, { travelers: 2 })),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(6);
  });

  it("per-group places: parties of 5 on groups of up to 4 take 2 groups each, never more than capacity", async () => {
    const product = await insertProduct(shop.db.db, now(), {
      options: [{ capacity: 5, pricing: "per_group", groupSize: 4 }],
    });
    const members = await Promise.all(Array.from({ length: 4 }, () => shop.member("group")));
    const answers = await Promise.all(
      members.map((member) => post(member.token, reservationBody(now(), product, { travelers: 5 }))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(2);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(4);
  });
});

describe("double submits and shared balances", () => {
  it("a concurrent double submit with one request_id makes one reservation", async () => {
    const product = await insertProduct(shop.db.db, now());
    const member = await shop.member("double");
    const payload = reservationBody(now(), product, { request_id: "2b7f6c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b" });
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(member.token, payload)));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 201]);
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { data: { id: number } }).data.id));
    expect(new Set(ids).size).toBe(1);
    expect(await reservationCount(shop.db.db, member.id)).toBe(1);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(1);
  });

  it("two concurrent orders spending the same points: one succeeds, the balance never goes below zero", async () => {
    const product = await insertProduct(shop.db.db, now());
    const member = await shop.member("points");
    await givePoints(shop.db.db, member.id, 5000);
    const payload = () => reservationBody(now(), product, { currency: "KRW", points: 4000 });
    const answers = await Promise.all([post(member.token, payload()), post(member.token, payload())]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    const refused = answers.find((res) => res.status === 400);
    expect(await refused?.json()).toMatchObject({ field: "points", message: RESERVATION_MESSAGES.pointsUnavailable });
    expect(await pointBalance(shop.db.db, member.id)).toBe(1000);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(1);
  });

  it("two concurrent orders with one coupon: one gets it", async () => {
    const product = await insertProduct(shop.db.db, now());
    const member = await shop.member("coupon");
    const couponId = await giveCoupon(shop.db.db, member.id);
    const answers = await Promise.all([
      post(member.token, reservationBody(now(), product, { coupon_id: couponId })),
      post(member.token, reservationBody(now(), product, { coupon_id: couponId })),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
    expect(await couponUsed(shop.db.db, couponId)).toBe(true);
    const rows = await shop.db.db.select().from(reservations).where(eq(reservations.couponId, couponId));
    expect(rows).toHaveLength(1);
  });
});
