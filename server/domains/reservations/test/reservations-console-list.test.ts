import {
  ADMIN_RESERVATIONS_CSV_COLUMNS,
  AdminReservationResponseSchema,
  ReservationListResponseSchema,
} from "@contracts/reservations";
import { beforeAll, describe, expect, it } from "vitest";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";

// The console's reads (issue 26): the list's filters, the CSV export and one reservation's detail, for every
// console role; members and anonymous callers are refused.

const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let viewer: TestAccount;
let clerk: TestAccount;
let product: Awaited<ReturnType<typeof insertProduct>>;
let other: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  alice = await shop.member("alice");
  bob = await shop.member("bob");
  viewer = await accountOf(shop, "admin", { role: "viewer", name: "Victor Viewer" });
  clerk = await accountOf(shop, "admin", { role: "clerk", name: "Clara Clerk" });
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 100, price: 12000 }] });
  other = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 100, price: 5000 }] });
});

const now = () => shop.clock.now();
const asViewer = (path: string) => call(shop.app, "GET", path, { token: viewer.token, area: "admin" });
const listOf = async (query: string) => {
  const res = await asViewer(`/api/v1/admin/reservations?per_page=50&${query}`);
  expect(res.status).toBe(200);
  return ReservationListResponseSchema.parse(await body(res)).data;
};
const bank = (extra = {}) =>
  reservationBody(now(), product, {
    payment_method: "bank_transfer",
    bank: "shinhan",
    account_holder: "Kim",
    departure_date: transferDeparture(now()),
    ...extra,
  });

describe("GET /api/v1/admin/reservations (the console's filters)", () => {
  it("filters by single status, product, departure days, payment method and a search in any case", async () => {
    const waiting = await book(shop, alice, bank({ representative_name: "Park Jisoo" }));
    const card = await book(shop, bob, reservationBody(now(), other, { representative_name: "Lee Hana" }));
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

    expect(ids(await listOf("status=waiting"))).toContain(waiting.id);
    expect(ids(await listOf("status=waiting"))).not.toContain(card.id);
    // a group still reads as before
    expect(ids(await listOf("status=pending"))).toEqual(expect.arrayContaining([waiting.id, card.id]));

    const byProduct = await listOf(`product_id=${other.productId}`);
    expect(ids(byProduct)).toContain(card.id);
    expect(ids(byProduct)).not.toContain(waiting.id);

    expect(ids(await listOf("payment_method=bank_transfer"))).toContain(waiting.id);
    expect(ids(await listOf("payment_method=bank_transfer"))).not.toContain(card.id);

    const day = String(waiting.departure_date);
    const onDay = await listOf(`departure_from=${day}&departure_to=${day}`);
    expect(onDay.every((row) => row.departure_date === day)).toBe(true);
    expect(ids(onDay)).toContain(waiting.id);

    expect(ids(await listOf("q=park%20JISOO"))).toEqual([waiting.id]);
    expect(ids(await listOf(`q=${String(card.reservation_number).toLowerCase()}`))).toEqual([card.id]);
    expect(ids(await listOf(`q=${bob.email.toUpperCase()}`))).toEqual(expect.arrayContaining([card.id]));
    expect(ids(await listOf(`q=${bob.email}`))).not.toContain(waiting.id);
    // a wildcard typed is a literal character
    expect(await listOf("q=%25")).toEqual([]);
  });

  it("names the field of a bad filter", async () => {
    for (const [query, field] of [
      ["status=lost", "status"],
      ["product_id=0", "product_id"],
      ["departure_from=2026-02-31", "departure_from"],
      ["payment_method=cash", "payment_method"],
      ["departure_from=2030-01-10&departure_to=2030-01-09", "departure_to"],
    ] as const) {
      const res = await asViewer(`/api/v1/admin/reservations?${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).field, query).toBe(field);
    }
  });

  it("admits every console role and refuses a member, no token, and other staff", async () => {
    const path = "/api/v1/admin/reservations";
    for (const token of [viewer.token, clerk.token, shop.admin]) {
      expect((await call(shop.app, "GET", path, { token, area: "admin" })).status).toBe(200);
    }
    expect((await call(shop.app, "GET", path, { token: alice.token })).status).toBe(401);
    expect((await call(shop.app, "GET", path)).status).toBe(401);
    const gate = await accountOf(shop, "admin", { role: "gate" });
    expect((await call(shop.app, "GET", path, { token: gate.token, area: "admin" })).status).toBe(403);
  });
});

describe("GET /api/v1/admin/reservations.csv", () => {
  it("exports the filtered reservations as UTF-8 with a BOM, Korean names kept", async () => {
    const order = await book(shop, alice, bank({ representative_name: "김민지 =SUM(A1)" }));
    const res = await asViewer(`/api/v1/admin/reservations.csv?q=${encodeURIComponent("김민지")}&lang=ko`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("reservations.csv");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(ADMIN_RESERVATIONS_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(String(order.reservation_number));
    expect(lines[1]).toContain("waiting");
    expect(lines[1]).toContain(alice.email);
    expect(lines[1]).toContain("bank_transfer");
    // a formula-looking name is defused
    expect(lines[1]).not.toContain(",=SUM");
  });

  it("refuses a member and no token; a bad filter is 400", async () => {
    const path = "/api/v1/admin/reservations.csv";
    expect((await call(shop.app, "GET", path, { token: alice.token })).status).toBe(401);
    expect((await call(shop.app, "GET", path)).status).toBe(401);
    const bad = await asViewer(`${path}?payment_method=cash`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("payment_method");
  });
});

describe("GET /api/v1/admin/reservations/{id}", () => {
  it("answers the traveller data, items, member, payments and the history of states", async () => {
    const order = await book(shop, alice, bank());
    const res = await asViewer(`/api/v1/admin/reservations/${order.id}`);
    expect(res.status).toBe(200);
    const { data } = AdminReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      id: order.id,
      status: "waiting",
      channel: "shop",
      member: { id: alice.id, email: alice.email },
      guest_email: null,
      passport_number: "M12345678",
      payments: [],
      refunds: [],
      refundable: 0,
    });
    expect(data.items).toHaveLength(1);
    expect(data.history).toEqual([expect.objectContaining({ from_status: null, to_status: "waiting", actor: null })]);
  });

  it("404 for an unknown id; 400 for a bad one; members and no token refused", async () => {
    expect((await asViewer("/api/v1/admin/reservations/999999")).status).toBe(404);
    const bad = await asViewer("/api/v1/admin/reservations/abc");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("id");
    expect((await call(shop.app, "GET", "/api/v1/admin/reservations/1", { token: alice.token })).status).toBe(401);
    expect((await call(shop.app, "GET", "/api/v1/admin/reservations/1")).status).toBe(401);
  });
});
