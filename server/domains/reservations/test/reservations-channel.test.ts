import { ReservationListResponseSchema } from "@contracts/reservations";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  membersAndProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { buy, insertPassType, purchaseBody } from "../../passes/test/pass-fixtures";

// The member's orders by where they were made (`?channel=`): the pass site's member page lists its pass orders
// only, the shop's list stays every order (ADR 0030, "The member's page").
const shop = await forTheFile(createShop());
const { alice, bob, product } = await membersAndProduct(shop, [{ capacity: 1000, price: 5000 }]);
let pass: { optionId: number; productId: number };

beforeAll(async () => {
  pass = await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 2 }, { priceKrw: 89_000 });
});

const list = async (member: Member | string, query: string) => {
  const token = typeof member === "string" ? member : member.token;
  const res = await call(shop.app, "GET", `/api/v1/reservations${query}`, { token });
  expect(res.status).toBe(200);
  return ReservationListResponseSchema.parse(await body(res));
};

describe("GET /api/v1/reservations?channel=", () => {
  it("lists the member's own orders of one channel; without it, every channel's", async () => {
    const member = await shop.member();
    const tour = await book(shop, member, reservationBody(shop.clock.now(), product));
    const passOrder = await buy(shop, member, purchaseBody(pass.optionId, { holders: ["Kim Minji"] }));
    // another member's pass order is never listed
    await buy(shop, bob, purchaseBody(pass.optionId));

    const passes = await list(member, "?channel=pass");
    expect(passes.data.map((row) => row.reservation_number)).toEqual([passOrder.reservation_number]);
    expect(passes.meta).toEqual({ page: 1, per_page: 10, total: 1, total_pages: 1 });

    const shopOrders = await list(member, "?channel=shop");
    expect(shopOrders.data.map((row) => row.id)).toEqual([tour.id]);

    expect((await list(member, "?channel=summit")).data).toEqual([]);
    expect((await list(member, "")).meta.total).toBe(2);
  });

  it("combines with the status filter and the paging", async () => {
    const member = await shop.member();
    const first = await buy(shop, member, purchaseBody(pass.optionId, { holders: ["Kim Minji"] }));
    const second = await buy(shop, member, purchaseBody(pass.optionId, { holders: ["Lee Jun"] }));
    await book(shop, member, reservationBody(shop.clock.now(), product));
    const cancel = await call(shop.app, "POST", `/api/v1/reservations/${first.id}/cancel`, {
      token: member.token,
      body: {},
    });
    expect(cancel.status).toBe(200);

    const cancelled = await list(member, "?channel=pass&status=cancelled");
    expect(cancelled.data.map((row) => row.id)).toEqual([first.id]);
    const pending = await list(member, "?channel=pass&status=pending");
    expect(pending.data.map((row) => row.id)).toEqual([second.id]);
    const paged = await list(member, "?channel=pass&per_page=1&page=2");
    expect(paged.data.map((row) => row.id)).toEqual([first.id]);
    expect(paged.meta).toMatchObject({ page: 2, total: 2, total_pages: 2 });
  });

  it("an unknown channel is 400 naming the field; a guest is 401", async () => {
    const res = await call(shop.app, "GET", "/api/v1/reservations?channel=market", { token: alice.token });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await errorOf(res))).toContain("channel");
    const empty = await call(shop.app, "GET", "/api/v1/reservations?channel=", { token: alice.token });
    expect(empty.status).toBe(400);
    expect((await call(shop.app, "GET", "/api/v1/reservations?channel=pass", {})).status).toBe(401);
  });

  it("the operators' list takes the same filter", async () => {
    const member = await shop.member();
    const order = await buy(shop, member, purchaseBody(pass.optionId, { holders: ["Park Seo"] }));
    const res = await call(shop.app, "GET", "/api/v1/admin/reservations?channel=pass&per_page=50", {
      token: shop.admin,
      area: "admin",
    });
    expect(res.status).toBe(200);
    const { data } = ReservationListResponseSchema.parse(await body(res));
    expect(data.map((row) => row.id)).toContain(order.id);
    const shopOnly = await call(shop.app, "GET", "/api/v1/admin/reservations?channel=shop&per_page=50", {
      token: shop.admin,
      area: "admin",
    });
    const shopRows = ReservationListResponseSchema.parse(await body(shopOnly)).data;
    expect(shopRows.map((row) => row.id)).not.toContain(order.id);
  });
});
