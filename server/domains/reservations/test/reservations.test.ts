import { DEFAULT_RATES } from "@contracts/money";
import {
  addDays,
  RESERVATION_MESSAGES,
  ReservationListResponseSchema,
  ReservationResponseSchema,
  shopToday,
} from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems } from "../../cart/tables";
import { pointLedger } from "../../members/tables";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  addCartItem,
  book,
  couponUsed,
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  membersAndProduct,
  type Member,
  pointBalance,
  reservationBody,
  soldOf,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());
const { alice, bob, product } = await membersAndProduct(shop, [
  { capacity: 1000, price: 5000 },
  { capacity: 1000, price: 100000, currency: "KRW" },
]);

const post = (member: Member, path: string, payload?: unknown) =>
  call(shop.app, "POST", path, { token: member.token, body: payload });
const get = (member: Member | string, path: string, headers?: Record<string, string>) =>
  call(shop.app, "GET", path, { token: typeof member === "string" ? member : member.token, headers });
const now = () => shop.clock.now();

describe("POST /api/v1/reservations", () => {
  it("books a card order straight from a product: pending, 30 minutes to pay, places taken", async () => {
    const before = await soldOf(shop.db.db, product.optionIds[0] ?? 0);
    const res = await post(alice, "/api/v1/reservations", reservationBody(now(), product, { luggage: 5 }));
    expect(res.status).toBe(201);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      status: "pending",
      status_group: "pending",
      can_cancel: true,
      payment_method: "card",
      currency: "USD",
      subtotal: 50,
      // 5 pieces for 2 travellers: 1 extra at USD 10
      luggage_fee: 10,
      total: 60,
      deposit_account: null,
      deposit_due_at: null,
      cancel_reason: null,
      product_name: expect.stringMatching(/^Test Tour/) as unknown,
      thumbnail: expect.stringMatching(/^\/images\/catalog\//) as unknown,
    });
    expect(data.reservation_number).toMatch(/^R\d{6}-[A-Z2-9]{6}$/);
    expect(data.reservation_number.slice(1, 7)).toBe(shopToday(now()).slice(2).replaceAll("-", ""));
    expect(data.order_id).toMatch(/^ORD-[A-Za-z0-9]{20}$/);
    expect(new Date(data.payment_due_at ?? "").getTime() - now().getTime()).toBe(30 * 60 * 1000);
    expect(data.items).toEqual([
      expect.objectContaining({ product_option_id: product.optionIds[0], quantity: 1, unit_price: 50 }),
    ]);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(before + 1);
  });

  it("books a bank transfer as waiting with the deposit account and a 3-day deadline", async () => {
    const res = await post(
      alice,
      "/api/v1/reservations",
      reservationBody(now(), product, {
        payment_method: "bank_transfer",
        account_holder: "Kim Minji",
        bank: "kb",
        departure_date: transferDeparture(now()),
      }),
    );
    expect(res.status).toBe(201);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data.status).toBe("waiting");
    expect(data.status_group).toBe("pending");
    expect(data.bank).toBe("kb");
    expect(data.deposit_account?.bank).toBeTruthy();
    expect(data.deposit_account?.number).toBeTruthy();
    expect(data.deposit_account?.holder).toBeTruthy();
    expect(new Date(data.deposit_due_at ?? "").getTime() - now().getTime()).toBe(3 * 24 * 3600 * 1000);
    expect(data.payment_due_at).toBeNull();
  });

  it("refuses a QR pass for a product no partner venue offers (ADR 0030; passes/test/qr-pass.test.ts books one)", async () => {
    const res = await post(
      alice,
      "/api/v1/reservations",
      reservationBody(now(), product, { payment_method: "qr_pass", pass_ids: [1, 2] }),
    );
    expect(res.status).toBe(400);
    expect(await body(res)).toMatchObject({ field: "payment_method", code: "QR_PASS_NOT_OFFERED" });
  });

  it("converts option prices into the order currency at the meta rates", async () => {
    const res = await post(
      alice,
      "/api/v1/reservations",
      reservationBody(now(), product, {
        currency: "KRW",
        options: [
          { product_option_id: product.optionIds[0], quantity: 1 },
          { product_option_id: product.optionIds[1], quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(201);
    const { data } = ReservationResponseSchema.parse(await body(res));
    const usdInKrw = Math.round(50 * DEFAULT_RATES.usd_to_krw);
    expect(data.currency).toBe("KRW");
    expect(data.items.map((item) => item.unit_price).sort((a, b) => a - b)).toEqual(
      [usdInKrw, 100000].sort((a, b) => a - b),
    );
    expect(data.subtotal).toBe(usdInKrw + 100000);
  });

  it("answers names in Korean with lang=ko or Accept-Language: ko", async () => {
    const created = await book(shop, alice, reservationBody(now(), product));
    const viaQuery = ReservationResponseSchema.parse(
      await body(await get(alice, `/api/v1/reservations/${created.id}?lang=ko`)),
    );
    expect(viaQuery.data.product_name).toMatch(/^테스트 투어/);
    expect(viaQuery.data.items[0]?.option_name).toBe("옵션 1");
    const viaHeader = ReservationResponseSchema.parse(
      await body(await get(alice, `/api/v1/reservations/${created.id}`, { "accept-language": "ko-KR,ko;q=0.9" })),
    );
    expect(viaHeader.data.product_name).toMatch(/^테스트 투어/);
  });

  it("books cart items, names the order after the first product with 'and N more', and empties those cart items", async () => {
    const other = await insertProduct(shop.db.db, now(), { name: "Second Tour" });
    const first = await addCartItem(shop.db.db, alice.id, product.productId, [
      { optionId: product.optionIds[0] ?? 0, quantity: 1 },
    ]);
    const second = await addCartItem(shop.db.db, alice.id, other.productId, [
      { optionId: other.optionIds[0] ?? 0, quantity: 2 },
    ]);
    const res = await post(
      alice,
      "/api/v1/reservations",
      reservationBody(now(), product, { product_id: undefined, options: undefined, cart_item_ids: [first, second] }),
    );
    expect(res.status).toBe(201);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data.items).toHaveLength(2);
    expect(data.product_name).toMatch(/ and 1 more$/);
    const ko = ReservationResponseSchema.parse(await body(await get(alice, `/api/v1/reservations/${data.id}?lang=ko`)));
    expect(ko.data.product_name).toMatch(/ 외 1건$/);
    const left = await shop.db.db.select().from(cartItems).where(eq(cartItems.memberId, alice.id));
    expect(left).toEqual([]);
  });

  it("refuses another member's cart item (400 cart_item_ids) and books nothing", async () => {
    const bobs = await addCartItem(shop.db.db, bob.id, product.productId, [
      { optionId: product.optionIds[0] ?? 0, quantity: 1 },
    ]);
    const before = await soldOf(shop.db.db, product.optionIds[0] ?? 0);
    const res = await post(
      alice,
      "/api/v1/reservations",
      reservationBody(now(), product, { product_id: undefined, options: undefined, cart_item_ids: [bobs] }),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      field: "cart_item_ids",
      message: RESERVATION_MESSAGES.cartItemNotFound,
      code: "CART_ITEM_NOT_FOUND",
    });
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(before);
  });

  it("answers 401 without a member token (admin tokens too)", async () => {
    const res = await call(shop.app, "POST", "/api/v1/reservations", { body: reservationBody(now(), product) });
    expect(res.status).toBe(401);
    const admin = await call(shop.app, "POST", "/api/v1/reservations", {
      token: shop.admin,
      body: reservationBody(now(), product),
    });
    expect(admin.status).toBe(401);
  });
});

describe("POST /api/v1/reservations: every rule with its field", () => {
  const expectField = async (payload: Record<string, unknown>, field: string, message: string, status = 400) => {
    const res = await post(alice, "/api/v1/reservations", payload);
    expect(res.status, `${field}: ${message}`).toBe(status);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    // Schema failures prefix the field (the validation hook); the server's own rule errors carry the bare message.
    expect(error.message).toBe(error.code === "VALIDATION_ERROR" ? `${field}: ${message}` : message);
  };

  it("form rules from the schema", async () => {
    const base = (o: Record<string, unknown>) => reservationBody(now(), product, o);
    await expectField(base({ travelers: 1 }), "travelers", RESERVATION_MESSAGES.minTravelers);
    await expectField(base({ travelers: undefined }), "travelers", RESERVATION_MESSAGES.travelersRequired);
    await expectField(base({ departure_time: "" }), "departure_time", RESERVATION_MESSAGES.departureTimeRequired);
    await expectField(base({ options: [] }), "options", RESERVATION_MESSAGES.optionRequired);
    await expectField(base({ options: undefined }), "options", RESERVATION_MESSAGES.optionRequired);
    await expectField(
      base({ payment_method: undefined }),
      "payment_method",
      RESERVATION_MESSAGES.paymentMethodRequired,
    );
    await expectField(
      base({ payment_method: "bank_transfer", bank: "kb" }),
      "account_holder",
      RESERVATION_MESSAGES.bankRequired,
    );
    await expectField(
      base({ payment_method: "bank_transfer", account_holder: "Kim" }),
      "bank",
      RESERVATION_MESSAGES.bankRequired,
    );
    await expectField(
      base({ agree_cancellation_policy: false }),
      "agree_cancellation_policy",
      RESERVATION_MESSAGES.cancellationPolicyRequired,
    );
    await expectField(
      base({ agree_domestic_terms: false }),
      "agree_domestic_terms",
      RESERVATION_MESSAGES.domesticTermsRequired,
    );
    await expectField(base({ departure_date: "tomorrow" }), "departure_date", "Use the date form YYYY-MM-DD.");
  });

  it("date rules: same day, before the minimum, closed days, outside the option", async () => {
    const today = shopToday(now());
    const base = (o: Record<string, unknown>) => reservationBody(now(), product, o);
    await expectField(base({ departure_date: today }), "departure_date", RESERVATION_MESSAGES.sameDay);
    await expectField(
      base({ departure_date: addDays(today, -2) }),
      "departure_date",
      RESERVATION_MESSAGES.beforeMinimum,
    );
    const later = await insertProduct(shop.db.db, now(), { salesStartInDays: 10, closedInDays: [12] });
    await expectField(
      reservationBody(now(), later, { departure_date: addDays(today, 5) }),
      "departure_date",
      RESERVATION_MESSAGES.beforeMinimum,
    );
    await expectField(
      reservationBody(now(), later, { departure_date: addDays(today, 13) }),
      "departure_date",
      RESERVATION_MESSAGES.dateUnavailable,
    );
    expect(
      (await post(alice, "/api/v1/reservations", reservationBody(now(), later, { departure_date: addDays(today, 14) })))
        .status,
    ).toBe(201);
    const short = await insertProduct(shop.db.db, now(), { options: [{ from: 0, to: 5 }] });
    await expectField(
      reservationBody(now(), short, { departure_date: addDays(today, 20) }),
      "departure_date",
      RESERVATION_MESSAGES.outsideOption,
    );
  });

  it("option rules: not bookable, another product's option, sold out (409)", async () => {
    const closed = await insertProduct(shop.db.db, now(), { options: [{ bookable: false }] });
    await expectField(reservationBody(now(), closed), "options", RESERVATION_MESSAGES.optionNotBookable);
    const other = await insertProduct(shop.db.db, now());
    await expectField(
      reservationBody(now(), product, { options: [{ product_option_id: other.optionIds[0], quantity: 1 }] }),
      "options",
      RESERVATION_MESSAGES.optionRequired,
    );
    const small = await insertProduct(shop.db.db, now(), {
      options: [{ capacity: 3, sold: 2, pricing: "per_person" }],
    });
    await expectField(
      reservationBody(now(), small, { options: [{ product_option_id: small.optionIds[0], quantity: 2 }] }),
      "options",
      RESERVATION_MESSAGES.soldOut,
      409,
    );
    expect(await soldOf(shop.db.db, small.optionIds[0] ?? 0)).toBe(2);
  });

  it("a sold-out second option rolls back the first option's places", async () => {
    const two = await insertProduct(shop.db.db, now(), { options: [{ capacity: 5 }, { capacity: 1, sold: 1 }] });
    await expectField(
      reservationBody(now(), two, {
        options: [
          { product_option_id: two.optionIds[0], quantity: 2 },
          { product_option_id: two.optionIds[1], quantity: 1 },
        ],
      }),
      "options",
      RESERVATION_MESSAGES.soldOut,
      409,
    );
    expect(await soldOf(shop.db.db, two.optionIds[0] ?? 0)).toBe(0);
  });

  it("coupons: another member's, used, expired, another product's, under the minimum -> coupon_id", async () => {
    const base = (couponId: number) => reservationBody(now(), product, { coupon_id: couponId });
    const message = RESERVATION_MESSAGES.couponUnavailable;
    await expectField(base(await giveCoupon(shop.db.db, bob.id)), "coupon_id", message);
    await expectField(base(await giveCoupon(shop.db.db, alice.id, { usedAt: now() })), "coupon_id", message);
    await expectField(
      base(await giveCoupon(shop.db.db, alice.id, { expiresAt: new Date(now().getTime() - 1000) })),
      "coupon_id",
      message,
    );
    await expectField(
      base(await giveCoupon(shop.db.db, alice.id, { productId: product.productId + 999 })),
      "coupon_id",
      message,
    );
    await expectField(
      base(await giveCoupon(shop.db.db, alice.id, { discountType: "amount", discountValue: 5, minAmount: 500 })),
      "coupon_id",
      message,
    );
  });

  it("a coupon is applied and marked used; points are spent and written to the ledger", async () => {
    const member = await shop.member();
    await givePoints(shop.db.db, member.id, 20000);
    const couponId = await giveCoupon(shop.db.db, member.id, { productId: product.productId });
    const data = await book(
      shop,
      member,
      reservationBody(now(), product, { currency: "KRW", coupon_id: couponId, points: 5000, luggage: 0 }),
    );
    const subtotal = Math.round(50 * DEFAULT_RATES.usd_to_krw);
    const discount = Math.round(subtotal * 0.1);
    expect(data).toMatchObject({
      subtotal,
      coupon_discount: discount,
      coupon_name: "Test 10% off",
      points_used: 5000,
      points_value: 5000,
      total: subtotal - discount - 5000,
    });
    expect(await couponUsed(shop.db.db, couponId)).toBe(true);
    expect(await pointBalance(shop.db.db, member.id)).toBe(15000);
    const rows = await shop.db.db.select().from(pointLedger).where(eq(pointLedger.accountId, member.id));
    expect(rows.map((row) => [row.kind, row.amount])).toContainEqual(["use", -5000]);
    // The same coupon cannot be used twice.
    const again = await post(member, "/api/v1/reservations", reservationBody(now(), product, { coupon_id: couponId }));
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ field: "coupon_id" });
  });

  it("more points than the balance -> points pointsUnavailable, nothing spent", async () => {
    const member = await shop.member();
    await givePoints(shop.db.db, member.id, 1000);
    const res = await post(member, "/api/v1/reservations", reservationBody(now(), product, { points: 1001 }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "points", message: RESERVATION_MESSAGES.pointsUnavailable });
    expect(await pointBalance(shop.db.db, member.id)).toBe(1000);
  });

  it("a repeated request_id answers the first reservation with 200", async () => {
    const member = await shop.member();
    const payload = reservationBody(now(), product, { request_id: "6f1c1c5e-8d5b-4c47-9a3e-2f8f2b1d7a11" });
    const first = await post(member, "/api/v1/reservations", payload);
    expect(first.status).toBe(201);
    const second = await post(member, "/api/v1/reservations", payload);
    expect(second.status).toBe(200);
    const a = ReservationResponseSchema.parse(await body(first)).data;
    const b = ReservationResponseSchema.parse(await body(second)).data;
    expect(b.id).toBe(a.id);
    // Another member may use the same id (it is per member).
    expect((await post(alice, "/api/v1/reservations", payload)).status).toBe(201);
  });
});

describe("GET /api/v1/reservations and /{id}", () => {
  it("lists only the member's own, filtered by status group and paged", async () => {
    const member = await shop.member();
    const card = await book(shop, member, reservationBody(now(), product));
    await book(
      shop,
      member,
      reservationBody(now(), product, {
        payment_method: "bank_transfer",
        account_holder: "HONG GILDONG",
        bank: "kb",
        departure_date: transferDeparture(now()),
      }),
    );
    await book(shop, bob, reservationBody(now(), product));
    const all = ReservationListResponseSchema.parse(await body(await get(member, "/api/v1/reservations")));
    expect(all.data).toHaveLength(2);
    expect(all.meta).toEqual({ page: 1, per_page: 10, total: 2, total_pages: 1 });
    expect((await post(member, `/api/v1/reservations/${card.id}/cancel`, {})).status).toBe(200);
    const cancelled = ReservationListResponseSchema.parse(
      await body(await get(member, "/api/v1/reservations?status=cancelled")),
    );
    expect(cancelled.data.map((r) => r.id)).toEqual([card.id]);
    const pending = ReservationListResponseSchema.parse(
      await body(await get(member, "/api/v1/reservations?status=pending")),
    );
    expect(pending.data.map((r) => r.status)).toEqual(["waiting"]);
    const paged = ReservationListResponseSchema.parse(
      await body(await get(member, "/api/v1/reservations?per_page=1&page=2")),
    );
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ page: 2, total: 2, total_pages: 2 });
    expect((await get(member, "/api/v1/reservations?status=nope")).status).toBe(400);
  });

  it("another member's reservation is 404 on read and cancel", async () => {
    const bobs = await book(shop, bob, reservationBody(now(), product));
    const read = await get(alice, `/api/v1/reservations/${bobs.id}`);
    expect(read.status).toBe(404);
    expect(await errorOf(read)).toMatchObject({
      code: "RESERVATION_NOT_FOUND",
      message: RESERVATION_MESSAGES.reservationNotFound,
    });
    const cancel = await post(alice, `/api/v1/reservations/${bobs.id}/cancel`, {});
    expect(cancel.status).toBe(404);
    const mine = await get(bob, `/api/v1/reservations/${bobs.id}`);
    expect(mine.status).toBe(200);
    expect((await get(alice, "/api/v1/reservations/abc")).status).toBe(400);
  });
});

describe("POST /api/v1/reservations/{id}/cancel", () => {
  it("an unpaid order is cancelled at once: places, coupon and points come back; no second cancel", async () => {
    const member = await shop.member();
    await givePoints(shop.db.db, member.id, 3000);
    const couponId = await giveCoupon(shop.db.db, member.id);
    const option = product.optionIds[0] ?? 0;
    const before = await soldOf(shop.db.db, option);
    const created = await book(
      shop,
      member,
      reservationBody(now(), product, {
        options: [{ product_option_id: option, quantity: 1 }],
        coupon_id: couponId,
        points: 3000,
      }),
    );
    // the shared test option sells one group for the party: one place
    expect(await soldOf(shop.db.db, option)).toBe(before + 1);
    const res = await post(member, `/api/v1/reservations/${created.id}/cancel`, { reason: "Plans changed" });
    expect(res.status).toBe(200);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      status: "cancelled",
      status_group: "cancelled",
      cancel_reason: "member",
      can_cancel: false,
    });
    expect(data.cancelled_at).not.toBeNull();
    expect(await soldOf(shop.db.db, option)).toBe(before);
    expect(await couponUsed(shop.db.db, couponId)).toBe(false);
    expect(await pointBalance(shop.db.db, member.id)).toBe(3000);
    const again = await post(member, `/api/v1/reservations/${created.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "ALREADY_CANCELLED",
      message: RESERVATION_MESSAGES.alreadyCancelled,
    });
    expect(await soldOf(shop.db.db, option)).toBe(before);
    expect(await pointBalance(shop.db.db, member.id)).toBe(3000);
  });

  it("accepts a cancel without a body", async () => {
    const created = await book(shop, alice, reservationBody(now(), product));
    const res = await call(shop.app, "POST", `/api/v1/reservations/${created.id}/cancel`, { token: alice.token });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/v1/reservations: travellers price and fill the option (issue 18 items 2 and 8)", () => {
  it("per person: 2 then 5 travellers pay 2 and 5 times the price and take 2 and 5 places", async () => {
    const tour = await insertProduct(shop.db.db, now(), {
      options: [{ capacity: 30, price: 4900, pricing: "per_person" }],
    });
    const option = tour.optionIds[0] ?? 0;
    // the page's quantity no longer decides anything: the travellers do
    const two = await book(shop, alice, reservationBody(now(), tour, { travelers: 2, luggage: 0 }));
    expect(two).toMatchObject({ subtotal: 98, total: 98 });
    expect((two.items as { quantity: number; unit_price: number }[])[0]).toMatchObject({ quantity: 2, unit_price: 49 });
    expect(await soldOf(shop.db.db, option)).toBe(2);
    const five = await book(shop, alice, reservationBody(now(), tour, { travelers: 5, luggage: 0 }));
    expect(five).toMatchObject({ subtotal: 245, total: 245 });
    expect(await soldOf(shop.db.db, option)).toBe(7);
  });

  it("per group: groups of up to 4; 2 travellers pay for 1 group, 5 for 2", async () => {
    const van = await insertProduct(shop.db.db, now(), {
      options: [{ capacity: 10, price: 12000, pricing: "per_group", groupSize: 4 }],
    });
    const option = van.optionIds[0] ?? 0;
    const two = await book(shop, alice, reservationBody(now(), van, { travelers: 2, luggage: 0 }));
    expect(two.subtotal).toBe(120);
    expect(await soldOf(shop.db.db, option)).toBe(1);
    const five = await book(shop, alice, reservationBody(now(), van, { travelers: 5, luggage: 0 }));
    expect(five.subtotal).toBe(240);
    expect((five.items as { quantity: number }[])[0]?.quantity).toBe(2);
    expect(await soldOf(shop.db.db, option)).toBe(3);
  });

  it("books from the cart at the travellers' count, not the cart's stored quantity", async () => {
    const tour = await insertProduct(shop.db.db, now(), {
      options: [{ capacity: 30, price: 1000, pricing: "per_person" }],
    });
    const member = await shop.member();
    const item = await addCartItem(shop.db.db, member.id, tour.productId, [
      { optionId: tour.optionIds[0] ?? 0, quantity: 1 },
    ]);
    const data = await book(
      shop,
      member,
      reservationBody(now(), tour, {
        product_id: undefined,
        options: undefined,
        cart_item_ids: [item],
        travelers: 3,
        luggage: 0,
      }),
    );
    expect(data.subtotal).toBe(30);
    expect(await soldOf(shop.db.db, tour.optionIds[0] ?? 0)).toBe(3);
  });

  it("accepts only the option's own departure times (400 departure_time), and books nothing otherwise", async () => {
    const evening = await insertProduct(shop.db.db, now(), { options: [{ times: ["19:00"] }] });
    const res = await post(alice, "/api/v1/reservations", reservationBody(now(), evening, { departure_time: "10:00" }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      field: "departure_time",
      message: RESERVATION_MESSAGES.departureTimeNotOffered,
    });
    expect(await soldOf(shop.db.db, evening.optionIds[0] ?? 0)).toBe(0);
    const ok = await book(shop, alice, reservationBody(now(), evening, { departure_time: "19:00" }));
    expect(ok.departure_time).toBe("19:00");
  });

  it("several options together depart only at a time they share", async () => {
    const pair = await insertProduct(shop.db.db, now(), {
      options: [{ times: ["09:30", "14:00"] }, { times: ["14:00"] }],
    });
    const lines = [
      { product_option_id: pair.optionIds[0], quantity: 1 },
      { product_option_id: pair.optionIds[1], quantity: 1 },
    ];
    const res = await post(alice, "/api/v1/reservations", reservationBody(now(), pair, { options: lines }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("departure_time");
    const ok = await book(shop, alice, reservationBody(now(), pair, { options: lines, departure_time: "14:00" }));
    expect(ok.items as unknown[]).toHaveLength(2);
  });
});
