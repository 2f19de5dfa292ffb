import { CartListResponseSchema } from "@contracts/cart";
import { RESERVATION_MESSAGES, ReservationResponseSchema } from "@contracts/reservations";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  addCartItem,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  pointBalance,
  reservationBody,
  reservationCount,
  createShop,
  soldOf,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

/** Issue 18, items 1, 5 and 7: the money shown is the money booked, and the rules the page shows hold here too. */

const shop = await forTheFile(createShop());
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  // "Evening walk": USD 49 (stored in cents)
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 100, price: 4900 }] });
});

const now = () => shop.clock.now();
const post = (member: Member, payload: unknown) =>
  call(shop.app, "POST", "/api/v1/reservations", { token: member.token, body: payload });

describe("GET /api/v1/cart?currency=", () => {
  it("prices an option shopped in KRW in USD from its own price, never through won", async () => {
    const member = await shop.member("cart-currency");
    await addCartItem(shop.db.db, member.id, product.productId, [
      { optionId: product.optionIds[0] ?? 0, quantity: 1, currency: "KRW" },
    ]);
    const price = async (query: string) => {
      const res = await call(shop.app, "GET", `/api/v1/cart${query}`, { token: member.token });
      expect(res.status).toBe(200);
      const [item] = CartListResponseSchema.parse(await body(res)).data;
      return item?.options[0];
    };
    // as shopped: 49 x 1465
    expect(await price("")).toMatchObject({ currency: "KRW", product_option: { price: 71785 } });
    // the header switched back to USD: $49, not 71,785 x 0.0007 = $50.25
    expect(await price("?currency=USD")).toMatchObject({ currency: "USD", product_option: { price: 49 } });
    expect(await price("?currency=KRW")).toMatchObject({ currency: "KRW", product_option: { price: 71785 } });
  });
});

describe("POST /api/v1/reservations with the total shown", () => {
  it("refuses a total other than its own with 409 naming both amounts, and books nothing", async () => {
    const member = await shop.member("shown-total");
    const sold = await soldOf(shop.db.db, product.optionIds[0] ?? 0);
    // $49 + 1 extra bag at $10 = $59; the page showed $60.25 (a round trip through won)
    const res = await post(member, reservationBody(now(), product, { luggage: 5, expected_total: 60.25 }));
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error).toMatchObject({
      code: "TOTAL_CHANGED",
      field: "expected_total",
      message: RESERVATION_MESSAGES.totalChanged.replace("{{total}}", "$59.00").replace("{{shown}}", "$60.25"),
    });
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(sold);
    expect(await reservationCount(shop.db.db, member.id)).toBe(0);

    // a fraction of a cent is another amount too
    const fraction = await post(member, reservationBody(now(), product, { luggage: 5, expected_total: 59.001 }));
    expect(fraction.status).toBe(409);
  });

  it("books the total shown, in the currency shown", async () => {
    const member = await shop.member("shown-total-ok");
    const usd = await post(member, reservationBody(now(), product, { luggage: 5, expected_total: 59 }));
    expect(usd.status).toBe(201);
    expect(ReservationResponseSchema.parse(await body(usd)).data).toMatchObject({ currency: "USD", total: 59 });
    // in won: 49 x 1465 + 10 x 1465, each converted once
    const krw = await post(
      member,
      reservationBody(now(), product, { currency: "KRW", luggage: 5, expected_total: 86435 }),
    );
    expect(krw.status).toBe(201);
    expect(ReservationResponseSchema.parse(await body(krw)).data).toMatchObject({ currency: "KRW", total: 86435 });
  });
});

describe("points and coupons, as the page shows them", () => {
  it("refuses points above the balance and spends no more than pays the order", async () => {
    const member = await shop.member("points-cap");
    await givePoints(shop.db.db, member.id, 3000);
    const over = await post(member, reservationBody(now(), product, { points: 999999 }));
    expect(over.status).toBe(400);
    expect(await errorOf(over)).toMatchObject({ field: "points", message: RESERVATION_MESSAGES.pointsUnavailable });

    await givePoints(shop.db.db, member.id, 97000);
    const res = await post(member, reservationBody(now(), product, { luggage: 5, points: 100000, expected_total: 0 }));
    expect(res.status).toBe(201);
    // $59 needs 84,279 P at 0.0007 (one conversion from won), not 86,435 P (the other rate)
    expect(ReservationResponseSchema.parse(await body(res)).data).toMatchObject({
      points_used: 84279,
      points_value: 59,
      total: 0,
    });
    expect(await pointBalance(shop.db.db, member.id)).toBe(100000 - 84279);
  });

  it("refuses a coupon whose minimum the options do not reach (luggage does not count), as the page says", async () => {
    const member = await shop.member("coupon-minimum");
    const couponId = await giveCoupon(shop.db.db, member.id, {
      name: "USD 5 off orders over USD 50",
      discountType: "amount",
      discountValue: 5,
      minAmount: 50,
    });
    // $49 of options + $10 of luggage: the rule reads the options only
    const res = await post(member, reservationBody(now(), product, { luggage: 5, coupon_id: couponId }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "coupon_id", message: RESERVATION_MESSAGES.couponUnavailable });
  });
});
