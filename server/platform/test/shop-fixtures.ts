import type { AddCartBody, CartItem } from "@contracts/cart";
import {
  type ProductDetail,
  ProductDetailResponseSchema,
  type ProductOption,
  ProductListResponseSchema,
  type ProductSummary,
} from "@contracts/catalog";
import type { Currency } from "@contracts/money";
import { DEMO_PASSWORD, SEED_MEMBER_EMAIL } from "../db/seed-data";
import { type AuthTestApp, body, call, signIn } from "./auth-fixtures";

/** Small helpers for the shop's API tests: who shops, and what there is to buy in the seeded catalogue. */

export type ShopMember = { token: string; id: number };

/** Seeded members with a password (see seed-data.ts): two shoppers who must never see each other's things. */
export const SHOP_MEMBERS = { member: SEED_MEMBER_EMAIL, buyer: "buyer@demo.test", visitor: "visitor@demo.test" };

export function signInShopper(app: AuthTestApp, email: string = SHOP_MEMBERS.member): Promise<ShopMember> {
  return signIn(app, email, DEMO_PASSWORD);
}

/** Every product in the catalogue (recommended order), as summaries. */
export async function allProducts(app: AuthTestApp, lang: "en" | "ko" = "en"): Promise<ProductSummary[]> {
  const rows: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call(app, "GET", `/api/v1/products?per_page=48&page=${page}&lang=${lang}`);
    if (res.status !== 200) throw new Error(`product list failed: ${res.status} ${await res.text()}`);
    const { data, meta } = ProductListResponseSchema.parse(await body(res));
    rows.push(...data);
    if (page >= meta.total_pages) return rows;
  }
}

export async function productDetail(app: AuthTestApp, id: number, lang: "en" | "ko" = "en"): Promise<ProductDetail> {
  const res = await call(app, "GET", `/api/v1/products/${id}?lang=${lang}`);
  if (res.status !== 200) throw new Error(`product ${id} failed: ${res.status} ${await res.text()}`);
  return ProductDetailResponseSchema.parse(await body(res)).data;
}

export type PickedOption = { product: ProductDetail; option: ProductOption };

/** The first product (by id) with an option matching `accept`; throws when the catalogue has none. */
export async function pickOption(
  app: AuthTestApp,
  accept: (option: ProductOption, product: ProductDetail) => boolean,
): Promise<PickedOption> {
  const summaries = (await allProducts(app)).sort((a, b) => a.id - b.id);
  for (const summary of summaries) {
    const product = await productDetail(app, summary.id);
    const option = product.options.find((candidate) => accept(candidate, product));
    if (option) return { product, option };
  }
  throw new Error("no seeded option matches");
}

/** An option that can be booked now, with at least `places` left, optionally in one currency. */
export function bookableOption(
  app: AuthTestApp,
  filter: { currency?: Currency; places?: number; exceptProduct?: number } = {},
): Promise<PickedOption> {
  return pickOption(
    app,
    (option, product) =>
      option.bookable &&
      option.remaining >= (filter.places ?? 1) &&
      option.option_end_date >= product.min_date &&
      (filter.currency === undefined || option.currency === filter.currency) &&
      product.id !== filter.exceptProduct,
  );
}

/** An option shown in the catalogue that cannot be booked. */
export function unbookableOption(app: AuthTestApp): Promise<PickedOption> {
  return pickOption(app, (option) => !option.bookable);
}

export function cartBody(
  member: ShopMember,
  picked: PickedOption,
  quantity = 1,
  currency: Currency = picked.option.currency,
): AddCartBody {
  const { option, product } = picked;
  return {
    member_id: member.id,
    product_id: product.id,
    options: [{ product_option_id: option.id, quantity, currency }],
    // the trip: the option's first day open for sale, its first time; the travellers are the quantity (2 at least)
    departure_date: option.option_start_date > product.min_date ? option.option_start_date : product.min_date,
    departure_time: option.departure_times[0] ?? "10:00",
    travelers: Math.max(2, quantity),
    luggage: 0,
  };
}

/** Puts an option in the member's cart and answers the cart item. */
export async function addToCart(
  app: AuthTestApp,
  member: ShopMember,
  picked: PickedOption,
  quantity = 1,
  currency?: Currency,
): Promise<CartItem> {
  const res = await call(app, "POST", "/api/v1/cart", {
    token: member.token,
    body: cartBody(member, picked, quantity, currency),
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`add to cart failed: ${res.status} ${await res.text()}`);
  return (await body<{ data: CartItem }>(res)).data;
}
