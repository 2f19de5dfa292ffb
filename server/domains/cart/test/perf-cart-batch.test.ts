import { CART_MESSAGES, type CartItem, CartItemResponseSchema } from "@contracts/cart";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import { bookedUnits } from "@contracts/reservations";
import { inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cartItems } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { writeAdds } from "../add-batch";
import { listCart } from "../cart";
import { body, call, errorOf, seededAuthApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  bookableOption,
  cartBody,
  type PickedOption,
  SHOP_MEMBERS,
  type ShopMember,
  signInShopper,
  unbookableOption,
} from "../../../platform/test/shop-fixtures";

/** Adds made at the same moment are written together; every buyer must still get exactly their own answer. */

const { db, app } = await forTheFile(seededAuthApp());
let shoppers: ShopMember[];
let first: PickedOption;
let second: PickedOption;

beforeAll(async () => {
  shoppers = [
    await signInShopper(app),
    await signInShopper(app, SHOP_MEMBERS.buyer),
    await signInShopper(app, SHOP_MEMBERS.visitor),
    await signIn(app, "seller.domestic@demo.test", DEMO_PASSWORD),
    await signIn(app, "seller.overseas@demo.test", DEMO_PASSWORD),
  ];
  first = await bookableOption(app, { places: 5 });
  second = await bookableOption(app, { places: 5, exceptProduct: first.product.id });
});
beforeEach(async () => {
  await db.db.delete(cartItems).where(
    inArray(
      cartItems.memberId,
      shoppers.map((shopper) => shopper.id),
    ),
  );
});

const post = (who: ShopMember, payload: unknown) =>
  call(app, "POST", "/api/v1/cart", { token: who.token, body: payload });

/** What `cartBody(..., 1)` (2 travellers) books of an option. */
const unitsFor = (picked: PickedOption) => bookedUnits(picked.option, 2);

describe("adds made at the same time", () => {
  it("give every buyer their own item, one 201 per new item, and the quantity the travellers book", async () => {
    const sends = shoppers.flatMap((shopper) =>
      [first, second, first, second, first, second].map((picked) => ({ shopper, picked })),
    );
    const answers = await Promise.all(
      sends.map(async ({ shopper, picked }) => {
        const res = await post(shopper, cartBody(shopper, picked, 1));
        return { shopper, picked, status: res.status, item: CartItemResponseSchema.parse(await body(res)).data };
      }),
    );
    for (const shopper of shoppers) {
      for (const picked of [first, second]) {
        const mine = answers.filter((a) => a.shopper === shopper && a.picked === picked);
        expect(mine.map((a) => a.status).sort()).toEqual([200, 200, 201]);
        expect(new Set(mine.map((a) => a.item.id)).size).toBe(1);
        for (const { item } of mine) {
          expect(item).toMatchObject({ member_id: shopper.id, product_id: picked.product.id });
          expect(item.options).toHaveLength(1);
          expect(item.options[0]?.product_option.id).toBe(picked.option.id);
        }
        // a repeated add replaces the trip: the quantity stays what 2 travellers book, never a sum of adds
        for (const { item } of mine) expect(item.options[0]?.quantity).toBe(unitsFor(picked));
      }
      const cart = await call(app, "GET", "/api/v1/cart", { token: shopper.token });
      const items = (await body<{ data: CartItem[] }>(cart)).data;
      expect(items.map((item) => item.product_id).sort()).toEqual([first.product.id, second.product.id].sort());
      expect(items.map((item) => item.options[0]?.quantity).sort()).toEqual([unitsFor(first), unitsFor(second)].sort());
    }
  });

  it("answer each refused add its own error while the others go in", async () => {
    const [a, b, c, d, e] = shoppers as [ShopMember, ShopMember, ShopMember, ShopMember, ShopMember];
    const closed = await unbookableOption(app);
    const [ok1, notBookable, notInProduct, unknown, ok2] = await Promise.all([
      post(a, cartBody(a, first)),
      post(b, cartBody(b, closed)),
      post(c, {
        ...cartBody(c, first),
        options: [{ product_option_id: second.option.id, quantity: 1, currency: "USD" }],
      }),
      post(d, { ...cartBody(d, first), product_id: 999999 }),
      post(e, cartBody(e, second, 2)),
    ]);
    expect(ok1.status).toBe(201);
    expect(ok2.status).toBe(201);
    expect(CartItemResponseSchema.parse(await body(ok2)).data.options[0]?.quantity).toBe(2);
    expect(notBookable.status).toBe(400);
    expect(await errorOf(notBookable)).toMatchObject({ field: "options", message: CART_MESSAGES.optionNotBookable });
    expect(notInProduct.status).toBe(400);
    expect(await errorOf(notInProduct)).toMatchObject({ field: "options", message: CART_MESSAGES.optionNotInProduct });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: CATALOG_MESSAGES.productNotFound });
    for (const who of [b, c, d]) {
      const res = await call(app, "GET", "/api/v1/cart/count", { token: who.token });
      expect(await body(res)).toEqual({ data: { count: 0 }, meta: {} });
    }
  });

  it("retry add by add when the statement fails as a whole, so only the bad add fails", async () => {
    const [a, b] = shoppers as [ShopMember, ShopMember];
    const add = (memberId: number, picked: PickedOption) => ({
      memberId,
      productId: picked.product.id,
      wanted: new Map([[picked.option.id, { quantity: 1, currency: picked.option.currency }]]),
      trip: {
        departureDate: picked.product.min_date,
        departureTime: picked.option.departure_times[0] ?? "10:00",
        travelers: 2,
        luggage: 0,
      },
      now: new Date(),
    });
    // No such member: the foreign key fails the batch statement; the check passes everything through.
    const results = await writeAdds(db.db, [add(a.id, first), add(999999, first), add(b.id, second)], async () => {});
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    const [mine] = await listCart(db.db, a.id, { lang: "en" });
    expect(mine?.product_id).toBe(first.product.id);
    const [theirs] = await listCart(db.db, b.id, { lang: "en" });
    expect(theirs?.product_id).toBe(second.product.id);
  });
});

describe("the answer to an add", () => {
  it("is the item as the add left it, as the cart then lists it, even when one member's adds of a product meet", async () => {
    const [a, b] = shoppers as [ShopMember, ShopMember];
    const sends = [
      { who: a, picked: first, travelers: 2 },
      { who: a, picked: first, travelers: 3 },
      { who: a, picked: second, travelers: 2 },
      { who: b, picked: first, travelers: 2 },
    ];
    const answers = await Promise.all(
      sends.map(async (send) => {
        const res = await post(send.who, cartBody(send.who, send.picked, send.travelers));
        return { ...send, status: res.status, item: CartItemResponseSchema.parse(await body(res)).data };
      }),
    );
    for (const { who, picked, travelers, item } of answers) {
      expect(item).toMatchObject({ member_id: who.id, product_id: picked.product.id, trip: { travelers } });
      expect(item.options.map((option) => [option.product_option.id, option.quantity])).toEqual([
        [picked.option.id, bookedUnits(picked.option, travelers)],
      ]);
    }
    // a's two adds of the first product: one made the item, the other replaced its trip and is what stays
    const [made, replaced] = answers.slice(0, 2).sort((x, y) => y.status - x.status);
    expect([made?.status, replaced?.status]).toEqual([201, 200]);
    expect(replaced?.item.id).toBe(made?.item.id);
    const listed = async (who: ShopMember) =>
      (await body<{ data: CartItem[] }>(await call(app, "GET", "/api/v1/cart", { token: who.token }))).data;
    const mine = await listed(a);
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(expect.arrayContaining([replaced?.item, answers[2]?.item]));
    expect(await listed(b)).toEqual([answers[3]?.item]);
  });
});
