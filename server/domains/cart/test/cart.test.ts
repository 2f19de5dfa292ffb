import {
  CART_MESSAGES,
  CartAddResponseSchema,
  CartCountResponseSchema,
  CartItemResponseSchema,
  CartListResponseSchema,
} from "@contracts/cart";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import { convertMoney, DEFAULT_RATES } from "@contracts/money";
import { bookedUnits } from "@contracts/reservations";
import { EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../tables";
import { productOptions } from "../../catalog/tables";
import { settingsMeta } from "../../site/tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { body, call, errorOf, seededAuthApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  addToCart,
  bookableOption,
  cartBody,
  type PickedOption,
  SHOP_MEMBERS,
  type ShopMember,
  signInShopper,
  unbookableOption,
} from "../../../platform/test/shop-fixtures";

const { db, app, clock } = await forTheFile(seededAuthApp());
let member: ShopMember;
let buyer: ShopMember;
let visitor: ShopMember;
let usdOption: PickedOption;
let otherProduct: PickedOption;

beforeAll(async () => {
  member = await signInShopper(app);
  buyer = await signInShopper(app, SHOP_MEMBERS.buyer);
  visitor = await signInShopper(app, SHOP_MEMBERS.visitor);
  usdOption = await bookableOption(app, { currency: "USD", places: 5 });
  otherProduct = await bookableOption(app, { exceptProduct: usdOption.product.id });
});

const post = (who: ShopMember, payload: unknown) =>
  call(app, "POST", "/api/v1/cart", { token: who.token, body: payload });
const cartOf = async (who: ShopMember, lang = "en") => {
  const res = await call(app, "GET", `/api/v1/cart?lang=${lang}`, { token: who.token });
  expect(res.status).toBe(200);
  return CartListResponseSchema.parse(await body(res));
};
const countOf = async (who: ShopMember) => {
  const res = await call(app, "GET", "/api/v1/cart/count", { token: who.token });
  expect(res.status).toBe(200);
  return CartCountResponseSchema.parse(await body(res)).data.count;
};
const clear = (who: ShopMember) => db.db.delete(cartItems).where(eq(cartItems.memberId, who.id));

describe("cart access", () => {
  it("answers 401 to guests and to other areas' tokens", async () => {
    const admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
    for (const token of [undefined, admin]) {
      expect((await call(app, "GET", "/api/v1/cart", { token })).status).toBe(401);
      expect((await call(app, "GET", "/api/v1/cart/count", { token })).status).toBe(401);
      expect((await call(app, "POST", "/api/v1/cart", { token, body: cartBody(member, usdOption) })).status).toBe(401);
      expect((await call(app, "DELETE", "/api/v1/cart/1", { token })).status).toBe(401);
    }
  });
});

describe("POST /api/v1/cart", () => {
  it("adds a new item (201) and answers the cart item", async () => {
    await clear(member);
    const res = await post(member, cartBody(member, usdOption, 2));
    expect(res.status).toBe(201);
    const { data } = CartItemResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      member_id: member.id,
      product_id: usdOption.product.id,
      product: { name: usdOption.product.name, thumbnail: usdOption.product.thumbnail, kind: usdOption.product.kind },
      options: [
        {
          quantity: 2,
          currency: "USD",
          product_option: {
            id: usdOption.option.id,
            name: usdOption.option.name,
            option_start_date: usdOption.option.option_start_date,
            option_end_date: usdOption.option.option_end_date,
            price: usdOption.option.price,
          },
        },
      ],
    });
    expect(await countOf(member)).toBe(1);
  });

  it("keeps the trip with the item; a second add of the product replaces it (200, outcome updated)", async () => {
    await clear(member);
    const first = await post(member, { ...cartBody(member, usdOption), travelers: 2, luggage: 5 });
    expect(first.status).toBe(201);
    const added = CartAddResponseSchema.parse(await body(first));
    expect(added.meta.outcome).toBe("added");
    expect(added.data.trip).toEqual({
      departure_date: cartBody(member, usdOption).departure_date,
      departure_time: usdOption.option.departure_times[0],
      travelers: 2,
      luggage: 5,
    });
    expect(added.data.options[0]?.quantity).toBe(bookedUnits(usdOption.option, 2));
    // the same product again, now 5 travellers: the trip is replaced, the quantity is what 5 book (not 2 + 5)
    const again = await post(member, { ...cartBody(member, usdOption), travelers: 5, luggage: 0 });
    expect(again.status).toBe(200);
    const updated = CartAddResponseSchema.parse(await body(again));
    expect(updated.meta.outcome).toBe("updated");
    expect(updated.data.trip).toMatchObject({ travelers: 5, luggage: 0 });
    expect(updated.data.options[0]?.quantity).toBe(bookedUnits(usdOption.option, 5));
    expect(await countOf(member)).toBe(1);
  });

  it("refuses a departure time the option does not run (400 departure_time)", async () => {
    await clear(member);
    const offered = new Set(usdOption.option.departure_times);
    const time = ["03:00", "03:30", "04:00"].find((candidate) => !offered.has(candidate)) ?? "03:00";
    const res = await post(member, { ...cartBody(member, usdOption), departure_time: time });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "departure_time" });
    expect(await countOf(member)).toBe(0);
  });

  it("a second add with another option of the same product replaces the first (one trip per product)", async () => {
    await clear(member);
    const second = usdOption.product.options.find(
      (option) =>
        option.id !== usdOption.option.id &&
        option.bookable &&
        option.remaining > 0 &&
        option.departure_times.length > 0,
    );
    if (!second) throw new Error("the product needs a second bookable option");
    const first = await addToCart(app, member, usdOption, 1, "USD");
    const merged = await addToCart(app, member, { product: usdOption.product, option: second }, 1, "KRW");
    expect(merged.id).toBe(first.id);
    expect(merged.options.map((line) => line.product_option.id)).toEqual([second.id]);
    expect(merged.options.map((line) => line.currency)).toEqual(["KRW"]);
    expect(await countOf(member)).toBe(1);
  });

  it("prices a USD option in a KRW cart option at the meta rates, and a merge switches the currency", async () => {
    await clear(member);
    const usdLine = await addToCart(app, member, usdOption, 1, "USD");
    expect(usdLine.options[0]?.product_option.price).toBe(usdOption.option.price);
    const krw = await addToCart(app, member, usdOption, 1, "KRW");
    expect(krw.options[0]).toMatchObject({
      quantity: 2,
      currency: "KRW",
      product_option: { price: convertMoney(usdOption.option.price, "USD", "KRW", DEFAULT_RATES) },
    });

    // the rates come from settings meta, not from the code's defaults
    const rates = { krw_to_usd: 0.00075, usd_to_krw: 1500 };
    await db.db.update(settingsMeta).set({ meta: rates }).where(eq(settingsMeta.key, EXCHANGE_RATE_META_KEY));
    try {
      const [item] = (await cartOf(member)).data;
      expect(item?.options[0]?.product_option.price).toBe(convertMoney(usdOption.option.price, "USD", "KRW", rates));
    } finally {
      await db.db
        .update(settingsMeta)
        .set({ meta: { ...DEFAULT_RATES } })
        .where(eq(settingsMeta.key, EXCHANGE_RATE_META_KEY));
    }
  });

  it("answers 403 when member_id is not the token's member", async () => {
    const res = await post(member, cartBody(buyer, usdOption));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "FORBIDDEN", message: CART_MESSAGES.memberMismatch });
  });

  it("answers 400 on options for another product's option", async () => {
    const res = await post(member, {
      ...cartBody(member, usdOption),
      options: [{ product_option_id: otherProduct.option.id, quantity: 1, currency: "USD" }],
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "options", message: CART_MESSAGES.optionNotInProduct });
    const unknown = await post(member, {
      ...cartBody(member, usdOption),
      options: [{ product_option_id: 999999, quantity: 1, currency: "USD" }],
    });
    expect(await errorOf(unknown)).toMatchObject({ field: "options", message: CART_MESSAGES.optionNotInProduct });
  });

  it("answers 400 for an option that cannot be booked, or is sold out", async () => {
    const closed = await unbookableOption(app);
    const res = await post(member, cartBody(member, closed));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "options", message: CART_MESSAGES.optionNotBookable });

    await db.db
      .update(productOptions)
      .set({ sold: otherProduct.option.capacity })
      .where(eq(productOptions.id, otherProduct.option.id));
    try {
      const soldOut = await post(member, cartBody(member, otherProduct));
      expect(soldOut.status).toBe(400);
      expect(await errorOf(soldOut)).toMatchObject({ message: CART_MESSAGES.optionNotBookable });
    } finally {
      await db.db.update(productOptions).set({ sold: 0 }).where(eq(productOptions.id, otherProduct.option.id));
    }
  });

  it("answers 404 for an unknown product and 400 for a malformed body", async () => {
    const missing = await post(member, { ...cartBody(member, usdOption), product_id: 999999 });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: CATALOG_MESSAGES.productNotFound });

    const none = await post(member, { ...cartBody(member, usdOption), options: [] });
    expect(none.status).toBe(400);
    expect(await errorOf(none)).toMatchObject({ field: "options", code: "VALIDATION_ERROR" });
    expect((await errorOf(await post(member, { ...cartBody(member, usdOption), options: [] }))).issues?.[0]).toEqual({
      field: "options",
      message: CART_MESSAGES.optionRequired,
    });
    for (const [option, field] of [
      [{ product_option_id: usdOption.option.id, quantity: 100, currency: "USD" }, "options.0.quantity"],
      [{ product_option_id: usdOption.option.id, quantity: 0, currency: "USD" }, "options.0.quantity"],
      [{ product_option_id: usdOption.option.id, quantity: 1, currency: "EUR" }, "options.0.currency"],
    ] as const) {
      const res = await post(member, { ...cartBody(member, usdOption), options: [option] });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ field });
    }
  });

  it("makes one item of concurrent adds of one product", async () => {
    await clear(visitor);
    const results = await Promise.all(Array.from({ length: 8 }, () => post(visitor, cartBody(visitor, usdOption, 1))));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const cart = await cartOf(visitor);
    expect(cart.data).toHaveLength(1);
    // eight adds of the same trip: one item, the quantity 2 travellers book (never a sum of the adds)
    expect(cart.data[0]?.options).toEqual([expect.objectContaining({ quantity: bookedUnits(usdOption.option, 2) })]);
  });
});

describe("GET /api/v1/cart", () => {
  it("lists the newest item first, in the language asked for, with the count", async () => {
    await clear(member);
    await addToCart(app, member, usdOption, 1);
    clock.advance(60);
    await addToCart(app, member, otherProduct, 1);
    const cart = await cartOf(member);
    expect(cart.meta).toEqual({ count: 2 });
    expect(cart.data.map((item) => item.product_id)).toEqual([otherProduct.product.id, usdOption.product.id]);
    const ko = await cartOf(member, "ko");
    expect(ko.data[0]?.product.name).toMatch(/[가-힣]/);
    expect(await countOf(member)).toBe(2);
  });

  it("never shows another member's items", async () => {
    await clear(buyer);
    expect((await cartOf(buyer)).data).toEqual([]);
    expect(await countOf(buyer)).toBe(0);
  });
});

describe("DELETE /api/v1/cart/{id}", () => {
  it("removes the member's own item, and 404s for another member's or a missing one", async () => {
    await clear(member);
    const item = await addToCart(app, member, usdOption, 1);
    const foreign = await call(app, "DELETE", `/api/v1/cart/${item.id}`, { token: buyer.token });
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toEqual({ code: "NOT_FOUND", message: CART_MESSAGES.itemNotFound });
    expect(await countOf(member)).toBe(1);

    const own = await call(app, "DELETE", `/api/v1/cart/${item.id}`, { token: member.token });
    expect(own.status).toBe(200);
    expect(await body(own)).toEqual({ data: { id: item.id }, meta: {} });
    expect(await countOf(member)).toBe(0);
    expect((await call(app, "DELETE", `/api/v1/cart/${item.id}`, { token: member.token })).status).toBe(404);
    expect((await call(app, "DELETE", "/api/v1/cart/abc", { token: member.token })).status).toBe(400);
  });
});
