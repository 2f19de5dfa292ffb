import {
  PassCardResponseSchema,
  PassListResponseSchema,
  PassProductListResponseSchema,
  PassReservationResponseSchema,
  PassResponseSchema,
  VenueListResponseSchema,
  VenueResponseSchema,
  PASS_API_MESSAGES,
} from "@contracts/passes";
import { PASS_TOKEN_PATTERN } from "@contracts/pass-rules";
import { ReservationResponseSchema } from "@contracts/reservations";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, type Member } from "../../../platform/test/reservation-fixtures";
import { reservations } from "../../reservations/tables";
import { issuePasses } from "../issue";
import { passes, passOptions } from "../tables";
import { buy, insertPassType, insertVenue, paidPasses, payByCard, purchaseBody } from "./pass-fixtures";

// The visitor pass's doors (ADR 0030): products and venues for anyone, a purchase on the shop's reservation, the
// passes issued when it is paid, and a member's list, card and holder's name.
const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let twoDay: { optionId: number; productId: number };

beforeAll(async () => {
  alice = await shop.member("alice");
  bob = await shop.member("bob");
  twoDay = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 }, { priceKrw: 89_000 });
});

const get = (path: string, token?: string) => call(shop.app, "GET", path, { token });

describe("GET /api/v1/passes/products", () => {
  it("lists the pass products with their types in the asked language, which the shop's catalogue never lists", async () => {
    const res = await get("/api/v1/passes/products?lang=ko");
    expect(res.status).toBe(200);
    const { data } = PassProductListResponseSchema.parse(await body(res));
    const seeded = data.find((product) => product.slug === "seoulite-pass");
    expect(seeded?.name).toBe("서울라이트 패스");
    expect(seeded?.options.map((option) => option.type)).toEqual([
      { kind: "days", days: 1 },
      { kind: "days", days: 2 },
      { kind: "days", days: 3 },
      { kind: "days", days: 5 },
      { kind: "hours", hours: 48 },
      { kind: "uses", uses: 3, days: null },
      { kind: "uses", uses: 5, days: null },
    ]);
    expect(seeded?.options.every((option) => option.on_sale && option.currency === "KRW")).toBe(true);
    const mine = data.find((product) => product.id === twoDay.productId);
    expect(mine?.options[0]).toMatchObject({ id: twoDay.optionId, price: 89_000, valid_from: null });

    // the shop's search finds the words on a shop product, never on a pass
    const search = await body<{ data: { slug: string }[] }>(await get("/api/v1/products?keyword=Seoulite&per_page=48"));
    expect(search.data.map((product) => product.slug)).not.toContain("seoulite-pass");
    const mineByName = await body<{ data: { id: number }[] }>(await get("/api/v1/products?keyword=Test%20Pass"));
    expect(mineByName.data.map((product) => product.id)).not.toContain(twoDay.productId);
    expect((await get(`/api/v1/products/${twoDay.productId}`)).status).toBe(404);
  });

  it("refuses a language it does not speak, naming the field", async () => {
    const res = await get("/api/v1/passes/products?lang=fr");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).field).toBe("lang");
  });
});

describe("GET /api/v1/passes/venues", () => {
  it("lists the published venues, filtered by category and district, in both languages", async () => {
    const all = VenueListResponseSchema.parse(await body(await get("/api/v1/passes/venues")));
    expect(all.data.length).toBeGreaterThanOrEqual(22);
    expect(new Set(all.data.map((venue) => venue.category)).size).toBe(8);
    const palaces = VenueListResponseSchema.parse(
      await body(await get("/api/v1/passes/venues?category=palace&district=jongno&lang=ko")),
    );
    expect(palaces.data.length).toBeGreaterThan(0);
    expect(palaces.data.every((venue) => venue.category === "palace" && venue.district === "jongno")).toBe(true);
    expect(palaces.data.map((venue) => venue.name)).toContain("경복궁");
    const hidden = await insertVenue(shop.db.db, { published: false });
    expect(all.data.map((venue) => venue.id)).not.toContain(hidden);
  });

  it("answers one venue, 404 for an unpublished or unknown one, and 400 naming a bad filter or id", async () => {
    const listed = VenueListResponseSchema.parse(await body(await get("/api/v1/passes/venues"))).data[0];
    const one = await get(`/api/v1/passes/venues/${listed?.id}?lang=en`);
    expect(one.status).toBe(200);
    const venue = VenueResponseSchema.parse(await body(one)).data;
    expect(venue.address).toMatch(/Seoul/);
    expect(venue.directions.length).toBeGreaterThan(0);
    const hidden = await insertVenue(shop.db.db, { published: false });
    for (const id of [hidden, 999_999]) {
      const res = await get(`/api/v1/passes/venues/${id}`);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "PASS_VENUE_NOT_FOUND", field: "id" });
    }
    for (const [path, field] of [
      ["/api/v1/passes/venues?category=zoo", "category"],
      ["/api/v1/passes/venues?district=busan", "district"],
      ["/api/v1/passes/venues/abc", "id"],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).field, path).toBe(field);
    }
  });
});

describe("POST /api/v1/passes/reservations", () => {
  it("makes the shop's reservation of the pass channel: one traveller per holder, no luggage, the price per person", async () => {
    const res = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      token: alice.token,
      body: purchaseBody(twoDay.optionId, { holders: ["Kim Minji", "Lee Jun", "Park Sora"] }),
    });
    expect(res.status).toBe(201);
    const { data } = PassReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      status: "pending",
      travelers: 3,
      luggage: 0,
      total: 267_000,
      currency: "KRW",
      representative_name: "Kim Minji",
      holders: ["Kim Minji", "Lee Jun", "Park Sora"],
      pass_ids: [],
    });
    const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, data.id));
    expect(row?.channel).toBe("pass");
  });

  it("takes one holder alone (the shop's minimum of two is the tours'), and answers a repeated request_id with the first order", async () => {
    const requestId = crypto.randomUUID();
    const payload = purchaseBody(twoDay.optionId, { holders: ["Solo Traveller"], request_id: requestId });
    const first = await call(shop.app, "POST", "/api/v1/passes/reservations", { token: alice.token, body: payload });
    expect(first.status).toBe(201);
    const again = await call(shop.app, "POST", "/api/v1/passes/reservations", { token: alice.token, body: payload });
    expect(again.status).toBe(200);
    const [a, b] = [await body<{ data: { id: number } }>(first), await body<{ data: { id: number } }>(again)];
    expect(b.data.id).toBe(a.data.id);
  });

  it("refuses a pass paid with a pass, naming payment_method", async () => {
    const res = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      token: alice.token,
      body: purchaseBody(twoDay.optionId, { payment_method: "qr_pass" }),
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      code: "VALIDATION_ERROR",
      field: "payment_method",
      message: PASS_API_MESSAGES.qrPassNotAccepted,
    });
  });

  it("refuses bad input with 400 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ option_id: undefined }, "option_id"],
      [{ option_id: 0 }, "option_id"],
      [{ holders: [] }, "holders"],
      [{ holders: Array.from({ length: 11 }, (_, i) => `Holder ${i}`) }, "holders"],
      [{ holders: [""] }, "holders.0"],
      [{ holders: ["Kim Minji", "   "] }, "holders.1"],
      [{ contact: "010-1234-5678" }, "contact"],
      [{ currency: "EUR" }, "currency"],
      [{ payment_method: undefined }, "payment_method"],
      [{ payment_method: "bank_transfer", bank: undefined, account_holder: "" }, "account_holder"],
      [{ agree_domestic_terms: false }, "agree_domestic_terms"],
    ];
    for (const [overrides, field] of cases) {
      const res = await call(shop.app, "POST", "/api/v1/passes/reservations", {
        token: alice.token,
        body: purchaseBody(twoDay.optionId, overrides),
      });
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error.code, field).toBe("VALIDATION_ERROR");
      expect(
        error.issues?.map((issue) => issue.field),
        field,
      ).toContain(field);
    }
  });

  it("refuses a type that is not a pass (400) or not on sale (409), and a signed-out or operator caller (401)", async () => {
    const paused = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 1 }, { bookable: false });
    const unknown = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      token: alice.token,
      body: purchaseBody(999_999),
    });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "PASS_OPTION_NOT_FOUND", field: "option_id" });
    const off = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      token: alice.token,
      body: purchaseBody(paused.optionId),
    });
    expect(off.status).toBe(409);
    expect(await errorOf(off)).toMatchObject({ code: "PASS_OPTION_NOT_FOUND", field: "option_id" });
    const signedOut = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      body: purchaseBody(twoDay.optionId),
    });
    expect(signedOut.status).toBe(401);
    const operator = await call(shop.app, "POST", "/api/v1/passes/reservations", {
      token: shop.admin,
      area: "admin",
      body: purchaseBody(twoDay.optionId),
    });
    expect(operator.status).toBe(401);
  });
});

describe("issuing on payment", () => {
  it("issues one pass per traveller with the order's holder names once a card payment is confirmed", async () => {
    const carol = await shop.member("carol");
    const order = await buy(shop, carol, purchaseBody(twoDay.optionId, { holders: ["Carol Lim", "Dan Lim"] }));
    expect((await body<{ data: unknown[] }>(await get("/api/v1/passes/mine", carol.token))).data).toEqual([]);
    const before = shop.clock.now();
    await payByCard(shop, carol, order);
    const list = PassListResponseSchema.parse(await body(await get("/api/v1/passes/mine", carol.token)));
    expect(list.data.map((pass) => pass.holder).sort()).toEqual(["Carol Lim", "Dan Lim"]);
    for (const pass of list.data) {
      expect(pass).toMatchObject({
        state: "issued",
        type: { kind: "days", days: 2 },
        reservation_number: order.reservation_number,
        activated_at: null,
        valid_until: null,
        uses_left: null,
        expiry_reason: null,
      });
      expect(pass.code).toMatch(/^SP-\d{6,}$/);
      expect(new Date(pass.purchased_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      expect(pass.refundable_until).not.toBeNull();
    }
    const read = ReservationResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/reservations/${order.id}`, { token: carol.token })),
    );
    expect(read.data.paid_at).not.toBeNull();
  });

  it("issues through an operator's recorded bank deposit too, and a second paid hook issues nothing new", async () => {
    const dave = await shop.member("dave");
    const ids = await paidPasses(shop, dave, twoDay.optionId, ["Dave Park", "Eve Park"]);
    expect(ids).toHaveLength(2);
    const [pass] = await shop.db.db
      .select()
      .from(passes)
      .where(eq(passes.id, ids[0] ?? 0));
    const [row] = await shop.db.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, pass?.reservationId ?? 0));
    if (!row) throw new Error("no reservation");
    expect(pass?.purchasedAt.toISOString()).toBe(row.paidAt?.toISOString());
    expect(await issuePasses(shop.db.db, row)).toBe(0);
    const [counted] = await shop.db.db.select({ n: count() }).from(passes).where(eq(passes.reservationId, row.id));
    expect(counted?.n).toBe(2);
  });

  it("keeps the type's name and validity as sold, whatever the option becomes", async () => {
    const erin = await shop.member("erin");
    const type = await insertPassType(shop.db.db, shop.clock.now(), { kind: "hours", hours: 48 }, { name: "48 hours" });
    const [id] = await paidPasses(shop, erin, type.optionId);
    await shop.db.db
      .update(passOptions)
      .set({ type: { kind: "days", days: 1 } })
      .where(eq(passOptions.optionId, type.optionId));
    const card = PassCardResponseSchema.parse(await body(await get(`/api/v1/passes/${id}`, erin.token)));
    expect(card.data).toMatchObject({ type_name: "48 hours", type: { kind: "hours", hours: 48 } });
  });

  it("does not issue for an unpaid order, and issues what a paid order still owes on the next read of the list", async () => {
    const fay = await shop.member("fay");
    const order = await buy(shop, fay, purchaseBody(twoDay.optionId, { holders: ["Fay Yoon"] }));
    const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, order.id));
    if (!row) throw new Error("no reservation");
    expect(await issuePasses(shop.db.db, row)).toBe(0);
    // a payment whose hook never ran (the process stopped between the two)
    await shop.db.db
      .update(reservations)
      .set({ paidAt: shop.clock.now(), status: "requested" })
      .where(eq(reservations.id, order.id));
    const list = PassListResponseSchema.parse(await body(await get("/api/v1/passes/mine", fay.token)));
    expect(list.data.map((pass) => pass.holder)).toEqual(["Fay Yoon"]);
  });
});

describe("a member's passes and card", () => {
  it("lists the member's passes newest first, and 401 signed out", async () => {
    const gus = await shop.member("gus");
    const first = await paidPasses(shop, gus, twoDay.optionId, ["Gus One"]);
    shop.clock.advance(60);
    const second = await paidPasses(shop, gus, twoDay.optionId, ["Gus Two"]);
    const list = PassListResponseSchema.parse(await body(await get("/api/v1/passes/mine", gus.token)));
    expect(list.data.map((pass) => pass.id)).toEqual([...second, ...first]);
    expect((await get("/api/v1/passes/mine")).status).toBe(401);
  });

  it("shows the card with its QR token to its owner only: 404 for another member, 401 signed out", async () => {
    const [id] = await paidPasses(shop, alice, twoDay.optionId, ["Alice Kim"]);
    const res = await get(`/api/v1/passes/${id}?lang=en`, alice.token);
    expect(res.status).toBe(200);
    const card = PassCardResponseSchema.parse(await body(res)).data;
    expect(card.token).toMatch(PASS_TOKEN_PATTERN);
    expect(card.token.startsWith(`P1.${id}.`)).toBe(true);
    expect(card).toMatchObject({ state: "issued", remaining_ms: null, usage: [] });
    expect(new Date(card.server_now).getTime()).toBe(shop.clock.now().getTime());

    const theirs = await get(`/api/v1/passes/${id}`, bob.token);
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toMatchObject({ code: "PASS_NOT_FOUND", message: PASS_API_MESSAGES.passNotFound });
    const none = await get("/api/v1/passes/999999", bob.token);
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toEqual(await errorOf(await get(`/api/v1/passes/${id}`, bob.token)));
    expect((await get(`/api/v1/passes/${id}`)).status).toBe(401);
    expect((await get("/api/v1/passes/0", alice.token)).status).toBe(400);
  });

  it("corrects the holder's name until the pass is used (409 after), for its owner only", async () => {
    const [id] = await paidPasses(shop, alice, twoDay.optionId, ["Alice Typo"]);
    const patch = (token: string, holder: unknown) =>
      call(shop.app, "PATCH", `/api/v1/passes/${id}/holder`, { token, body: { holder } });
    const changed = await patch(alice.token, "Alice Kim");
    expect(changed.status).toBe(200);
    expect(PassResponseSchema.parse(await body(changed)).data.holder).toBe("Alice Kim");
    expect((await patch(bob.token, "Bob Steal")).status).toBe(404);
    const empty = await patch(alice.token, "");
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).field).toBe("holder");
    const long = await patch(alice.token, "x".repeat(101));
    expect(long.status).toBe(400);

    await shop.db.db
      .update(passes)
      .set({ activatedAt: shop.clock.now(), uses: 1 })
      .where(eq(passes.id, id ?? 0));
    const locked = await patch(alice.token, "Someone Else");
    expect(locked.status).toBe(409);
    expect(await errorOf(locked)).toMatchObject({ code: "PASS_HOLDER_LOCKED", field: "holder" });
  });
});
