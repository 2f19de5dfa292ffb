import type { Currency } from "@contracts/money";
import { addDays, shopToday } from "@contracts/reservations";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { cartItemOptions, cartItems } from "../../domains/cart/tables";
import { coupons, pointLedger } from "../../domains/members/tables";
import { productOptions, products } from "../../domains/catalog/tables";
import { reservations } from "../../domains/reservations/tables";
import {
  type PaymentProvider,
  PaymentProviderError,
  type PaymentProviders,
  type RefundRequest,
} from "../../domains/payments/providers/payment-provider";
import { call, seededWorld, type SeededWorld, type WorldMember } from "./auth-fixtures";

/**
 * The reservation and payment tests' own world: a seeded database (accounts, rates), products of their own (not
 * the demo catalogue), members made straight in the database with real tokens, and an app on a test clock.
 */
export type Shop = SeededWorld;

export type Member = WorldMember;

export function createShop(options: { payments?: Partial<PaymentProviders>; start?: Date } = {}): Promise<Shop> {
  // The demo orders (reservations-demo-v1) would move the expiry job's counts; these tests make their own.
  return seededWorld({ ...options, domain: "shop.test", label: "m", prepare: (db) => db.delete(reservations) });
}

/** The two members most booking tests start from, and a product of their own with the options given. */
export async function membersAndProduct(shop: Shop, options: OptionSpec[]) {
  const alice = await shop.member("alice");
  const bob = await shop.member("bob");
  const product = await insertProduct(shop.db.db, shop.clock.now(), { options });
  return { alice, bob, product };
}

export type FakeToss = { provider: PaymentProvider; refunds: RefundRequest[]; refusing: boolean };

/**
 * A fake Toss for a shop's card payments: it approves every payment, keeps each refund asked of it in `refunds`
 * (answering with `refundRaw`), and refuses refunds as unavailable while `refusing` is set.
 */
export function fakeToss(refundRaw: Record<string, unknown> = {}): FakeToss {
  const fake: FakeToss = {
    refunds: [],
    refusing: false,
    provider: {
      kind: "toss",
      publicKey: "test_ck",
      confirm: () => Promise.resolve({ approvedAt: new Date(), raw: { status: "DONE" } }),
      refund: (request) => {
        if (fake.refusing) return Promise.reject(new PaymentProviderError("unavailable", "down"));
        fake.refunds.push(request);
        return Promise.resolve({ refundedAt: new Date(), raw: refundRaw });
      },
    },
  };
  return fake;
}

export type OptionSpec = {
  capacity?: number;
  sold?: number;
  price?: number;
  currency?: Currency;
  bookable?: boolean;
  /** Days from tomorrow in Korea; default 0 to 90. */
  from?: number;
  to?: number;
  /**
   * Default: one group of up to 50, so a party of any size books one unit (one place, one price); per_person
   * options take a place and a price per traveller.
   */
  pricing?: "per_person" | "per_group";
  groupSize?: number;
  /** Default `["09:30"]`, the time `reservationBody` sends. */
  times?: string[];
};

let productCount = 0;

/** A product with options dated from tomorrow (Korea), priced in minor units; returns its ids. */
export async function insertProduct(
  db: Db,
  now: Date,
  spec: { options?: OptionSpec[]; salesStartInDays?: number; closedInDays?: number[]; name?: string } = {},
): Promise<{ productId: number; optionIds: number[]; slug: string }> {
  productCount += 1;
  const tomorrow = addDays(shopToday(now), 1);
  const slug = `test-product-${process.pid}-${productCount}`;
  const name = spec.name ?? `Test Tour ${productCount}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      kind: "tour",
      category: "tour",
      region: "seoul",
      nameEn: name,
      nameKo: `테스트 투어 ${productCount}`,
      summaryEn: "A test tour",
      summaryKo: "테스트 투어",
      descriptionEn: "A test tour.",
      descriptionKo: "테스트 투어입니다.",
      images: [`/images/catalog/test-${productCount}.svg`],
      salesStart: spec.salesStartInDays === undefined ? null : addDays(tomorrow, spec.salesStartInDays),
      closedDates: (spec.closedInDays ?? []).map((days) => addDays(tomorrow, days)),
    })
    .returning({ id: products.id });
  if (!product) throw new Error("product insert failed");
  const optionIds: number[] = [];
  for (const [index, option] of (spec.options ?? [{}]).entries()) {
    const [row] = await db
      .insert(productOptions)
      .values({
        productId: product.id,
        nameEn: `Option ${index + 1}`,
        nameKo: `옵션 ${index + 1}`,
        startDate: addDays(tomorrow, option.from ?? 0),
        endDate: addDays(tomorrow, option.to ?? 90),
        priceMinor: option.price ?? 5000,
        currency: option.currency ?? "USD",
        capacity: option.capacity ?? 100,
        sold: option.sold ?? 0,
        bookable: option.bookable ?? true,
        sortOrder: index,
        pricing: option.pricing ?? "per_group",
        groupSize: (option.pricing ?? "per_group") === "per_group" ? (option.groupSize ?? 50) : null,
        departureTimes: option.times ?? ["09:30"],
      })
      .returning({ id: productOptions.id });
    if (!row) throw new Error("option insert failed");
    optionIds.push(row.id);
  }
  return { productId: product.id, optionIds, slug };
}

/** A valid form body for a product's first option; override any field. */
/** The traveller's details and a card payment, as a booking or a quotation's acceptance sends them. */
export const TRAVELLER_DETAILS = {
  representative_name: "Kim Minji",
  contact: "821012345678",
  passport_number: "M12345678",
  nationality: "KR",
  arrival_flight_number: "KE082",
  departure_address: "Incheon Airport T1",
  destination_address: "Seoul, Jung-gu 1",
  same_as_representative: true,
  payment_method: "card",
};

/** The terms a traveller agrees to when booking. */
export const TRAVELLER_AGREEMENTS = { agree_cancellation_policy: true, agree_domestic_terms: true };

export function reservationBody(
  now: Date,
  product: { productId: number; optionIds: number[] },
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    product_id: product.productId,
    options: [{ product_option_id: product.optionIds[0], quantity: 1 }],
    currency: "USD",
    departure_date: addDays(shopToday(now), 3),
    departure_time: "09:30",
    travelers: 2,
    luggage: 2,
    ...TRAVELLER_DETAILS,
    coupon_id: null,
    points: 0,
    ...TRAVELLER_AGREEMENTS,
    ...overrides,
  };
}

/**
 * A departure far enough ahead for a bank transfer (due 3 days before departure, with a day to make it): the
 * default body's departure, three days ahead, leaves no time to transfer.
 */
export function transferDeparture(now: Date): string {
  return addDays(shopToday(now), 10);
}

export async function addCartItem(
  db: Db,
  memberId: number,
  productId: number,
  options: { optionId: number; quantity: number; currency?: Currency }[],
): Promise<number> {
  const [item] = await db.insert(cartItems).values({ memberId, productId }).returning({ id: cartItems.id });
  if (!item) throw new Error("cart insert failed");
  await db.insert(cartItemOptions).values(
    options.map((option) => ({
      cartItemId: item.id,
      productOptionId: option.optionId,
      quantity: option.quantity,
      currency: option.currency ?? "USD",
    })),
  );
  return item.id;
}

export async function giveCoupon(
  db: Db,
  memberId: number,
  terms: Partial<typeof coupons.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(coupons)
    .values({
      memberId,
      code: `T-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
      name: "Test 10% off",
      discountType: "percent",
      discountValue: 10,
      currency: "USD",
      minAmount: 0,
      expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      ...terms,
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error("coupon insert failed");
  return row.id;
}

export async function givePoints(db: Db, memberId: number, amount: number): Promise<void> {
  await db.insert(pointLedger).values({ accountId: memberId, kind: "earn", amount, reason: "Test points" });
}

export async function pointBalance(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(eq(pointLedger.accountId, memberId));
  return row?.total ?? 0;
}

export async function soldOf(db: Db, optionId: number): Promise<number> {
  const [row] = await db
    .select({ sold: productOptions.sold })
    .from(productOptions)
    .where(eq(productOptions.id, optionId));
  if (!row) throw new Error(`no option ${optionId}`);
  return row.sold;
}

export async function couponUsed(db: Db, couponId: number): Promise<boolean> {
  const [row] = await db.select({ usedAt: coupons.usedAt }).from(coupons).where(eq(coupons.id, couponId));
  return Boolean(row?.usedAt);
}

export async function reservationCount(db: Db, memberId: number): Promise<number> {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.memberId, memberId)));
  return rows.length;
}

export type ReservationData = {
  id: number;
  status: string;
  order_id: string;
  total: number;
  currency: Currency;
  [key: string]: unknown;
};

/** Books and expects success; answers the reservation. */
export async function book(shop: Shop, member: Member, body: Record<string, unknown>): Promise<ReservationData> {
  const res = await call(shop.app, "POST", "/api/v1/reservations", { token: member.token, body });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: ReservationData }).data;
}
