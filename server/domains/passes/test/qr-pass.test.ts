import { priceWithPass } from "@contracts/pass-rules";
import {
  PassCardResponseSchema,
  PassPayingResponseSchema,
  type PassScanAnswer,
  PassScanResponseSchema,
} from "@contracts/passes";
import { departureMoment } from "@contracts/reservation-deadlines";
import { addDays, RESERVATION_MESSAGES, ReservationResponseSchema, shopToday } from "@contracts/reservations";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  giveCoupon,
  givePoints,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { products } from "../../catalog/tables";
import { payments } from "../../payments/tables";
import { runReservationExpiry } from "../../reservations/expiry-job";
import { reservations } from "../../reservations/tables";
import { passes, passPartnerProducts, passPayers } from "../tables";
import { SEED_PARTNER_PRODUCTS } from "../seed";
import { passVenues } from "../venue-table";
import { insertPassType, insertVenue, paidPasses, partnerOf } from "./pass-fixtures";

// "QR pass" as a payment method (ADR 0030): a partner venue's product booked in the shop and paid by each traveller's
// pass at the venue: who may pay so and with which pass, the price, the scans that settle the order, its deadline.
const shop = await forTheFile(createShop());
let holder: Member;
let other: Member;
let freeVenue: number;
let discountVenue: number;
let passOption: number;
let scans = 0;

// a test that goes to the visit's day comes back, so the next one books from the same day again
afterEach(() => shop.clock.set(start));

type Product = { productId: number; optionIds: number[] };

let start: Date;

beforeAll(async () => {
  start = shop.clock.now();
  holder = await shop.member("qr-holder");
  other = await shop.member("qr-other");
  freeVenue = await insertVenue(shop.db.db, { benefit: { kind: "free_entry" }, category: "palace" });
  discountVenue = await insertVenue(shop.db.db, { benefit: { kind: "discount", percent: 15 } });
  passOption = (await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 })).optionId;
});

/** A shop product priced per person at $24.99, linked to `venueId` when given (a partner product). */
async function product(venueId?: number): Promise<Product> {
  const made = await insertProduct(shop.db.db, shop.clock.now(), {
    options: [{ pricing: "per_person", price: 2499 }],
  });
  if (venueId !== undefined) {
    await shop.db.db.insert(passPartnerProducts).values({ productId: made.productId, venueId });
  }
  return made;
}

/** Two issued passes of `member`'s, in traveller order. */
const twoPasses = (member: Member = holder) => paidPasses(shop, member, passOption, ["Kim Minji", "Lee Jun"]);

const qrBody = (item: Product, passIds: readonly unknown[], overrides: Record<string, unknown> = {}) =>
  reservationBody(shop.clock.now(), item, { payment_method: "qr_pass", pass_ids: passIds, ...overrides });

const reserve = (payload: Record<string, unknown>, member: Member = holder) =>
  call(shop.app, "POST", "/api/v1/reservations", { token: member.token, body: payload });

async function refused(payload: Record<string, unknown>, field: string, message: string) {
  const res = await reserve(payload);
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.field).toBe(field);
  // the schema's refusals start with the field's name, the server's are the message alone
  expect([message, `${field}: ${message}`]).toContain(error.message);
}

async function tokenOf(passId: number) {
  const res = await call(shop.app, "GET", `/api/v1/passes/${passId}`, { token: holder.token });
  return PassCardResponseSchema.parse(await body(res)).data.token;
}

/**
 * The venue's own staff scan a pass's QR (read with `tokenOf` before the clock moves on: sessions do not last the
 * days to the visit, so the staff sign in on the day).
 */
async function scan(token: string, venueId: number, device = "front-desk-1"): Promise<PassScanAnswer> {
  const staff = await partnerOf(shop, venueId);
  const res = await call(shop.app, "POST", "/api/v1/passes/scan", {
    token: staff.token,
    area: "admin",
    body: { scanned: token, device, nonce: `qr-${process.pid}-${(scans += 1)}` },
  });
  if (res.status !== 200) throw new Error(`scan failed: ${res.status} ${await res.text()}`);
  return PassScanResponseSchema.parse(await body(res)).data;
}

const orderRow = async (id: number) => {
  const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
};
const paymentsOf = (id: number) => shop.db.db.select().from(payments).where(eq(payments.reservationId, id));

/** The clock at 10:00 in Seoul on the order's departure day. */
const atTheVisit = (departureDate: string) => shop.clock.set(departureMoment(departureDate, "10:00"));

describe("booking a partner product with the pass", () => {
  it("prices each traveller at the venue's free entry: a waiting order of 0, due at the end of the departure's day", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    const res = await reserve(qrBody(item, ids));
    expect(res.status).toBe(201);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ status: "waiting", payment_method: "qr_pass", total: 0 });
    expect(data.items[0]).toMatchObject({ quantity: 2, unit_price: 0 });
    const day = addDays(shopToday(shop.clock.now()), 3);
    expect(data.deposit_due_at).toBe(departureMoment(addDays(day, 1), "00:00").toISOString());
    const payers = await shop.db.db.select().from(passPayers).where(eq(passPayers.reservationId, data.id));
    expect(payers.map((row) => [row.traveler, row.passId, row.venueId, row.day, row.amountMinor])).toEqual([
      [1, ids[0], freeVenue, day, 0],
      [2, ids[1], freeVenue, day, 0],
    ]);
  });

  it("takes a discount off each traveller's line, rounded once to the currency's unit", async () => {
    const item = await product(discountVenue);
    const ids = await twoPasses();
    const data = await book(shop, holder, qrBody(item, ids));
    const unit = priceWithPass(24.99, "USD", { kind: "discount", percent: 15 });
    expect(unit).toBe(21.24);
    expect(data.total).toBe(42.48);
    const payers = await shop.db.db.select().from(passPayers).where(eq(passPayers.reservationId, data.id));
    expect(payers.map((row) => row.amountMinor)).toEqual([2124, 2124]);
  });

  it("lets the same passes pay for the venue on another day, and for another venue the same day", async () => {
    const [free, discount] = [await product(freeVenue), await product(discountVenue)];
    const ids = await twoPasses();
    await book(shop, holder, qrBody(free, ids));
    await book(shop, holder, qrBody(discount, ids));
    await book(shop, holder, qrBody(free, ids, { departure_date: addDays(shopToday(shop.clock.now()), 4) }));
  });
});

describe("refusing what a pass cannot pay", () => {
  it("asks for a pass per traveller, each a different one", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    await refused(qrBody(item, []), "pass_ids", RESERVATION_MESSAGES.passRequired);
    const { pass_ids: _, ...noPasses } = qrBody(item, ids);
    await refused(noPasses, "pass_ids", RESERVATION_MESSAGES.passRequired);
    await refused(qrBody(item, ids.slice(0, 1)), "pass_ids", RESERVATION_MESSAGES.passRequired);
    await refused(qrBody(item, [ids[0], ids[0]]), "pass_ids.1", RESERVATION_MESSAGES.passTwice);
    expect((await errorOf(await reserve(qrBody(item, [ids[0], "x"])))).field).toBe("pass_ids.1");
  });

  it("refuses another member's pass and one that does not exist, naming the traveller's field", async () => {
    const item = await product(freeVenue);
    const mine = await twoPasses();
    const theirs = await twoPasses(other);
    await refused(qrBody(item, [mine[0], theirs[0]]), "pass_ids.1", RESERVATION_MESSAGES.passNotYours);
    await refused(qrBody(item, [99_999_999, mine[1]]), "pass_ids.0", RESERVATION_MESSAGES.passNotYours);
  });

  it("refuses a refunded pass, a spent one and one that will have expired by the departure", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    const [first = 0, second = 0] = ids;
    await shop.db.db.update(passes).set({ refundedAt: shop.clock.now() }).where(eq(passes.id, second));
    await refused(qrBody(item, ids), "pass_ids.1", RESERVATION_MESSAGES.passCannotPay);
    // a 2-day pass activated yesterday ends tonight: the departure in three days is beyond it
    await shop.db.db
      .update(passes)
      .set({ activatedAt: new Date(shop.clock.now().getTime() - 24 * 3600 * 1000), uses: 1 })
      .where(eq(passes.id, first));
    const fresh = await twoPasses();
    await refused(qrBody(item, [first, fresh[0]]), "pass_ids.0", RESERVATION_MESSAGES.passCannotPay);
  });

  it("offers the QR pass for a partner product only", async () => {
    const ids = await twoPasses();
    await refused(qrBody(await product(), ids), "payment_method", RESERVATION_MESSAGES.qrPassNotOffered);
    // a venue taken off the pass's list is no partner any more
    const hidden = await insertVenue(shop.db.db, { published: false });
    await refused(qrBody(await product(hidden), ids), "payment_method", RESERVATION_MESSAGES.qrPassNotOffered);
  });

  it("refuses a pass that already pays for another order at that venue on that day", async () => {
    const [item, sameVenue] = [await product(freeVenue), await product(freeVenue)];
    const ids = await twoPasses();
    const first = await book(shop, holder, qrBody(item, ids));
    const fresh = await twoPasses();
    await refused(qrBody(item, [fresh[0], ids[1]]), "pass_ids.1", RESERVATION_MESSAGES.passAlreadyPaying);
    await refused(qrBody(sameVenue, [ids[0], fresh[1]]), "pass_ids.0", RESERVATION_MESSAGES.passAlreadyPaying);
    // once the first order is cancelled its passes are free again
    expect(
      (await call(shop.app, "POST", `/api/v1/reservations/${first.id}/cancel`, { token: holder.token, body: {} }))
        .status,
    ).toBe(200);
    expect((await reserve(qrBody(item, ids))).status).toBe(201);
  });

  it("pays the entry only: extra luggage, a coupon or points need another method", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    await refused(qrBody(item, ids, { luggage: 5 }), "luggage", RESERVATION_MESSAGES.passPaysEntryOnly);
    const coupon = await giveCoupon(shop.db.db, holder.id);
    await refused(qrBody(item, ids, { coupon_id: coupon }), "coupon_id", RESERVATION_MESSAGES.passPaysEntryOnly);
    await givePoints(shop.db.db, holder.id, 1000);
    await refused(qrBody(item, ids, { points: 100 }), "points", RESERVATION_MESSAGES.passPaysEntryOnly);
  });

  it("answers 401 to a guest", async () => {
    const item = await product(freeVenue);
    const res = await call(shop.app, "POST", "/api/v1/reservations", { body: qrBody(item, [1, 2]) });
    expect(res.status).toBe(401);
  });
});

describe("the venue's scans settle the order", () => {
  it("settles one traveller, then the last one confirms the order with one payment row", async () => {
    const item = await product(discountVenue);
    const ids = await twoPasses();
    const [first = 0, second = 0] = ids;
    const order = await book(shop, holder, qrBody(item, ids));
    const tokens = [await tokenOf(first), await tokenOf(second)];
    const day = addDays(shopToday(shop.clock.now()), 3);
    atTheVisit(day);

    const one = await scan(tokens[0] ?? "", discountVenue);
    expect(one).toMatchObject({
      result: "valid",
      settles: { reservation_number: order.reservation_number, traveler: 1, amount: 21.24, order_confirmed: false },
    });
    expect((await orderRow(order.id))?.status).toBe("waiting");
    expect(await paymentsOf(order.id)).toHaveLength(0);

    const two = await scan(tokens[1] ?? "", discountVenue, "front-desk-2");
    expect(two.settles).toMatchObject({ traveler: 2, amount: 21.24, currency: "USD", order_confirmed: true });
    expect((await orderRow(order.id))?.status).toBe("confirmed");
    const paid = await paymentsOf(order.id);
    expect(paid).toHaveLength(1);
    const payers = await shop.db.db.select().from(passPayers).where(eq(passPayers.reservationId, order.id));
    expect(paid[0]).toMatchObject({
      provider: "pass",
      method: "qr_pass",
      amountMinor: 4248,
      currency: "USD",
      raw: { venue_id: discountVenue, scan_ids: payers.map((row) => row.scanId), pass_ids: ids },
    });
    expect(payers.every((row) => row.scanId !== null)).toBe(true);
  });

  it("writes a payment of 0 for free entry", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    const order = await book(shop, holder, qrBody(item, ids));
    const tokens = await Promise.all(ids.map(tokenOf));
    atTheVisit(addDays(shopToday(shop.clock.now()), 3));
    for (const token of tokens) await scan(token, freeVenue);
    expect((await orderRow(order.id))?.status).toBe("confirmed");
    expect((await paymentsOf(order.id)).map((row) => [row.provider, row.amountMinor])).toEqual([["pass", 0]]);
  });

  it("settles nothing at another venue, on another day, or with a refunded pass", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    const [first = 0, second = 0] = ids;
    const order = await book(shop, holder, qrBody(item, ids));
    const [firstToken = "", secondToken = ""] = [await tokenOf(first), await tokenOf(second)];
    const day = addDays(shopToday(shop.clock.now()), 3);
    shop.clock.set(departureMoment(addDays(day, -1), "10:00"));
    const early = await scan(firstToken, freeVenue);
    expect(early.result).toBe("valid");
    expect(early.settles).toBeUndefined();
    atTheVisit(day);
    const elsewhere = await scan(secondToken, discountVenue);
    expect(elsewhere).toMatchObject({ result: "valid" });
    expect(elsewhere.settles).toBeUndefined();
    await shop.db.db.update(passes).set({ refundedAt: shop.clock.now() }).where(eq(passes.id, second));
    const refundedScan = await scan(secondToken, freeVenue);
    expect(refundedScan).toMatchObject({ result: "invalid" });
    expect(refundedScan.settles).toBeUndefined();
    // the first pass was let in yesterday: the venue does not let it in again, so it pays nothing today
    expect((await scan(firstToken, freeVenue)).result).toBe("already_used");
    expect((await orderRow(order.id))?.status).toBe("waiting");
    expect(await paymentsOf(order.id)).toHaveLength(0);
  });
});

describe("GET /passes/paying: what the form offers", () => {
  const paying = (query: string, member: Member | null = holder) =>
    call(shop.app, "GET", `/api/v1/passes/paying?${query}`, member ? { token: member.token } : {});

  it("answers a partner product's venue and the member's passes that can pay on that day", async () => {
    const item = await product(discountVenue);
    const ids = await twoPasses();
    const day = addDays(shopToday(shop.clock.now()), 3);
    const res = await paying(`product_id=${item.productId}&departure_date=${day}&departure_time=09:30`);
    expect(res.status).toBe(200);
    const { data } = PassPayingResponseSchema.parse(await body(res));
    expect(data.venue).toMatchObject({ id: discountVenue, benefit: { kind: "discount", percent: 15 } });
    expect(data.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(ids));
    expect(data.passes.find((pass) => pass.id === ids[0])).toMatchObject({ holder: "Kim Minji" });
    // once they pay for an order there that day they are offered no more, but still on another day
    await book(shop, holder, qrBody(item, ids));
    const after = PassPayingResponseSchema.parse(
      await body(await paying(`product_id=${item.productId}&departure_date=${day}`)),
    ).data;
    expect(after.passes.map((pass) => pass.id)).not.toContain(ids[0]);
    const later = PassPayingResponseSchema.parse(
      await body(await paying(`product_id=${item.productId}&departure_date=${addDays(day, 1)}`)),
    ).data;
    expect(later.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(ids));
  });

  it("answers no venue and no passes for a product no venue offers, and none of another member's", async () => {
    const plain = PassPayingResponseSchema.parse(
      await body(await paying(`product_id=${(await product()).productId}`)),
    ).data;
    expect(plain).toEqual({ venue: null, passes: [] });
    const theirs = await twoPasses(other);
    const mine = PassPayingResponseSchema.parse(
      await body(await paying(`product_id=${(await product(freeVenue)).productId}`)),
    ).data;
    expect(mine.passes.map((pass) => pass.id)).not.toContain(theirs[0]);
  });

  it("answers 400 naming a bad field and 401 to a guest", async () => {
    expect(await errorOf(await paying("product_id=abc"))).toMatchObject({ field: "product_id" });
    const item = await product(freeVenue);
    expect(await errorOf(await paying(`product_id=${item.productId}&departure_date=tomorrow`))).toMatchObject({
      field: "departure_date",
    });
    expect((await paying(`product_id=${item.productId}`, null)).status).toBe(401);
  });
});

describe("the demo", () => {
  it("links the palace night tour and the hanbok walk to their Gyeongbokgung venues", async () => {
    const links = await shop.db.db
      .select({ product: products.slug, venue: passVenues.slug })
      .from(passPartnerProducts)
      .innerJoin(products, eq(products.id, passPartnerProducts.productId))
      .innerJoin(passVenues, eq(passVenues.id, passPartnerProducts.venueId))
      .where(
        inArray(
          products.slug,
          SEED_PARTNER_PRODUCTS.map((link) => link.product),
        ),
      );
    expect(links.sort((a, b) => a.product.localeCompare(b.product))).toEqual([
      { product: "bukchon-hanbok-experience", venue: "hanbok-rental-gyeongbokgung" },
      { product: "seoul-palace-night-tour", venue: "gyeongbokgung" },
    ]);
  });
});

describe("the deadline", () => {
  it("expires an unpaid order at the end of its departure's Korean day, not before", async () => {
    const item = await product(freeVenue);
    const ids = await twoPasses();
    const order = await book(shop, holder, qrBody(item, ids));
    const day = addDays(shopToday(shop.clock.now()), 3);
    const midnight = departureMoment(addDays(day, 1), "00:00").getTime();
    await runReservationExpiry(shop.db.db, new Date(midnight - 1));
    expect((await orderRow(order.id))?.status).toBe("waiting");
    const result = await runReservationExpiry(shop.db.db, new Date(midnight + 1));
    expect(result.deposit_expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", cancelReason: "deposit_expired" });
  });
});
