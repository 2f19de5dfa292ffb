import { SHOP_DASHBOARD_PATH, ShopDashboardResponseSchema } from "@contracts/shop-dashboard";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiries } from "../../inquiries/tables";
import { reservations } from "../tables";
import { accountOf } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// Wednesday 12 March 2031, 12:00 in Korea: the week began on Monday the 10th, the chart starts on 27 February.
const NOW = new Date("2031-03-12T03:00:00.000Z");
const shop = await forTheFile(createShop({ start: NOW }));
let alice: Member;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  alice = await shop.member("alice");
  product = await insertProduct(shop.db.db, NOW, { options: [{ capacity: 100, price: 12000 }] });
});

const read = async (token = shop.admin) => {
  const res = await call(shop.app, "GET", SHOP_DASHBOARD_PATH, { token, area: "admin" });
  expect(res.status).toBe(200);
  return ShopDashboardResponseSchema.parse(await body(res)).data;
};

type Change = Partial<typeof reservations.$inferInsert>;

/** A bank order booked through the API, then set to the state and money the figures are tested on. */
async function order(change: Change): Promise<number> {
  const made = await book(
    shop,
    alice,
    reservationBody(NOW, product, {
      payment_method: "bank_transfer",
      bank: "shinhan",
      account_holder: "Kim",
      departure_date: transferDeparture(NOW),
    }),
  );
  await shop.db.db.update(reservations).set(change).where(eq(reservations.id, made.id));
  return made.id;
}

const usdRates = { krw_to_usd: 0.0007, usd_to_krw: 1400 };

describe("GET /api/v1/admin/shop/dashboard", () => {
  it("counts the shop's bookings and revenue of today and this week (Korean days), at each order's rates", async () => {
    const before = await read();
    expect(before.today).toMatchObject({ from: "2031-03-12", to: "2031-03-12", bookings: 0 });
    expect(before.week).toMatchObject({ from: "2031-03-10", to: "2031-03-12", bookings: 0 });

    // today, paid in dollars
    await order({ createdAt: NOW, status: "confirmed", currency: "USD", totalMinor: 12000, rates: usdRates });
    // today at 00:30 in Korea (still the 11th in UTC), paid in won at another rate
    await order({
      createdAt: new Date("2031-03-11T15:30:00.000Z"),
      status: "confirmed",
      currency: "KRW",
      totalMinor: 150000,
      rates: { krw_to_usd: 0.0008, usd_to_krw: 1500 },
    });
    // Monday, paid, its cancellation asked: still revenue until approved
    await order({
      createdAt: new Date("2031-03-10T01:00:00.000Z"),
      status: "cancel_requested",
      currency: "USD",
      totalMinor: 5000,
      rates: { krw_to_usd: 0.0007, usd_to_krw: 1465 },
    });
    // Sunday 23:59 in Korea: last week, but in the chart
    await order({
      createdAt: new Date("2031-03-09T14:59:00.000Z"),
      status: "confirmed",
      currency: "USD",
      totalMinor: 1000,
      rates: usdRates,
    });
    // the same Sunday, paid by card and awaiting the shop's confirmation: paid, so revenue
    await order({
      createdAt: new Date("2031-03-09T03:00:00.000Z"),
      status: "requested",
      currency: "USD",
      totalMinor: 2000,
      rates: usdRates,
    });
    // today, its deposit overdue: a booking, no revenue
    await order({ createdAt: NOW, depositDueAt: new Date(NOW.getTime() - 3600_000), totalMinor: 9900 });
    // fifteen days ago: outside the chart
    await order({ createdAt: new Date("2031-02-25T03:00:00.000Z"), status: "confirmed", totalMinor: 7000 });
    // today, cancelled: a booking made today, no revenue
    await order({ createdAt: NOW, status: "cancelled", cancelReason: "member", cancelledAt: NOW });
    // the summit's order: not the shop's
    await order({ createdAt: NOW, status: "confirmed", channel: "summit", totalMinor: 50000 });

    const data = await read();
    expect(data.as_of).toBe(NOW.toISOString());
    expect(data.today).toEqual({
      from: "2031-03-12",
      to: "2031-03-12",
      bookings: 4,
      revenue: { usd: 120, krw: 150000, total_usd: 240, total_krw: 318000 },
    });
    expect(data.week).toEqual({
      from: "2031-03-10",
      to: "2031-03-12",
      bookings: 5,
      revenue: { usd: 170, krw: 150000, total_usd: 290, total_krw: 391250 },
    });
    expect(data.series).toHaveLength(14);
    expect(data.series[0]?.date).toBe("2031-02-27");
    expect(data.series.at(-1)).toMatchObject({ date: "2031-03-12", bookings: 4 });
    expect(data.series.find((day) => day.date === "2031-03-09")).toEqual({
      date: "2031-03-09",
      bookings: 2,
      revenue: { usd: 30, krw: 0, total_usd: 30, total_krw: 42000 },
    });
    expect(data.series.reduce((sum, day) => sum + day.bookings, 0)).toBe(7);
    expect(data.deposits).toEqual({ waiting: 1, overdue: 1 });
    expect(data.cancel_requests).toBe(1);
  });

  it("a deposit is overdue only once its due time has passed by the app's clock (not the machine's)", async () => {
    const before = await read();
    // due an hour after the app's now (years after the machine's): waiting, not overdue
    const id = await order({ createdAt: NOW, depositDueAt: new Date(NOW.getTime() + 3600_000) });
    const after = await read();
    expect(after.deposits.waiting).toBe(before.deposits.waiting + 1);
    expect(after.deposits.overdue).toBe(before.deposits.overdue);
    await shop.db.db
      .update(reservations)
      .set({ depositDueAt: new Date(NOW.getTime() - 1000) })
      .where(eq(reservations.id, id));
    expect((await read()).deposits.overdue).toBe(before.deposits.overdue + 1);
  });

  it("counts the shop's open questions only", async () => {
    const before = await read();
    const question = { memberId: alice.id, type: "general", subject: "Pick-up?", content: "Where?" };
    await shop.db.db.insert(inquiries).values([
      { ...question, site: "shop" },
      { ...question, site: "shop", status: "replied", reply: "At the hotel.", repliedAt: NOW },
      { ...question, site: "seoulitepass" },
    ]);
    expect((await read()).unanswered_inquiries).toBe(before.unanswered_inquiries + 1);
  });

  it("opens to the console's viewer and clerk; a member, no token and other staff are refused", async () => {
    for (const role of ["viewer", "clerk"] as const) {
      const staff = await accountOf(shop, "admin", { role });
      expect((await read(staff.token)).series).toHaveLength(14);
    }
    const gate = await accountOf(shop, "admin", { role: "gate" });
    expect((await call(shop.app, "GET", SHOP_DASHBOARD_PATH, { token: gate.token, area: "admin" })).status).toBe(403);
    expect((await call(shop.app, "GET", SHOP_DASHBOARD_PATH, { token: alice.token })).status).toBe(401);
    expect((await call(shop.app, "GET", SHOP_DASHBOARD_PATH)).status).toBe(401);
  });
});
