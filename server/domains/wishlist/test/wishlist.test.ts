import { CATALOG_MESSAGES } from "@contracts/catalog";
import { WishlistChangeResponseSchema, WishlistResponseSchema } from "@contracts/wishlist";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { SHOP_MEMBERS, type ShopMember, signInShopper } from "../../../platform/test/shop-fixtures";

const { app, clock } = await forTheFile(seededAuthApp());
let member: ShopMember;
let buyer: ShopMember;

beforeAll(async () => {
  member = await signInShopper(app);
  buyer = await signInShopper(app, SHOP_MEMBERS.buyer);
});

const wish = (who: ShopMember, productId: number) =>
  call(app, "POST", "/api/v1/wishlist", { token: who.token, body: { product_id: productId } });
const unwish = (who: ShopMember, productId: number) =>
  call(app, "DELETE", `/api/v1/wishlist/${productId}`, { token: who.token });
const listOf = async (who: ShopMember, lang = "en") => {
  const res = await call(app, "GET", `/api/v1/wishlist?lang=${lang}`, { token: who.token });
  expect(res.status).toBe(200);
  return WishlistResponseSchema.parse(await body(res));
};

describe("wishlist", () => {
  it("answers 401 to guests", async () => {
    expect((await call(app, "GET", "/api/v1/wishlist")).status).toBe(401);
    expect((await call(app, "POST", "/api/v1/wishlist", { body: { product_id: 1 } })).status).toBe(401);
    expect((await call(app, "DELETE", "/api/v1/wishlist/1")).status).toBe(401);
  });

  it("adds idempotently", async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await wish(member, 3);
      expect(res.status).toBe(200);
      expect(WishlistChangeResponseSchema.parse(await body(res)).data).toEqual({ product_id: 3, wished: true });
    }
    const list = await listOf(member);
    expect(list.meta).toEqual({ count: 1 });
    expect(list.data[0]?.product).toMatchObject({ id: 3, name: "Jinhae Gunhangje Cherry Blossom Festival" });
  });

  it("lists the newest wish first, with summaries in the language asked for", async () => {
    clock.advance(60);
    await wish(member, 7);
    clock.advance(60);
    await wish(member, 1);
    const list = await listOf(member);
    expect(list.data.map((item) => item.product.id)).toEqual([1, 7, 3]);
    expect(list.data[0]?.product).toMatchObject({ price_from: 49, currency: "USD", bookable: true });
    expect(Date.parse(list.data[0]?.created_at ?? "")).toBeGreaterThan(Date.parse(list.data[1]?.created_at ?? ""));
    const ko = await listOf(member, "ko");
    expect(ko.data[0]?.product.name).toBe("경복궁 야간 투어");
  });

  it("never shows another member's wishes", async () => {
    expect((await listOf(buyer)).data).toEqual([]);
    await wish(buyer, 2);
    expect((await listOf(buyer)).data.map((item) => item.product.id)).toEqual([2]);
    expect((await listOf(member)).data.map((item) => item.product.id)).not.toContain(2);
  });

  it("answers 404 for an unknown product and 400 for a bad one", async () => {
    const res = await wish(member, 999999);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: "NOT_FOUND", message: CATALOG_MESSAGES.productNotFound });
    const bad = await call(app, "POST", "/api/v1/wishlist", { token: member.token, body: { product_id: "one" } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "product_id" });
    expect((await unwish(member, 0)).status).toBe(400);
  });

  it("removes idempotently", async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await unwish(member, 7);
      expect(res.status).toBe(200);
      expect(WishlistChangeResponseSchema.parse(await body(res)).data).toEqual({ product_id: 7, wished: false });
    }
    expect((await listOf(member)).data.map((item) => item.product.id)).toEqual([1, 3]);
    // a removal by one member leaves the other's wish alone
    await unwish(member, 2);
    expect((await listOf(buyer)).data.map((item) => item.product.id)).toEqual([2]);
  });
});
