import { type Currency, convertMoney, fromMinor, toMinor } from "@contracts/money";
import { PAID_RESERVATION_STATUSES } from "@contracts/reservations";
import { addDays, shopToday } from "@contracts/shop-calendar";
import {
  DASHBOARD_SERIES_DAYS,
  type DashboardPeriod,
  type DashboardRevenue,
  koreanDayStart,
  type ShopDashboard,
  weekStart,
} from "@contracts/shop-dashboard";
import { and, count, eq, gte, lt } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { inquiries } from "../inquiries/tables";
import { reservations } from "./tables";

/** Paid and not cancelled: what counts as revenue (a card order awaiting confirmation is paid already). */
const EARNING = new Set<string>(PAID_RESERVATION_STATUSES);

type Order = {
  createdAt: Date;
  status: string;
  currency: Currency;
  totalMinor: number;
  rates: { krw_to_usd: number; usd_to_krw: number };
};

/** Sums in minor units (cents, won) while adding up, so many orders never drift. */
type Tally = { bookings: number; usd: number; krw: number; totalUsd: number; totalKrw: number };

const emptyTally = (): Tally => ({ bookings: 0, usd: 0, krw: 0, totalUsd: 0, totalKrw: 0 });

function add(tally: Tally, order: Order): void {
  tally.bookings += 1;
  if (!EARNING.has(order.status)) return;
  const amount = fromMinor(order.totalMinor, order.currency);
  if (order.currency === "USD") tally.usd += order.totalMinor;
  else tally.krw += order.totalMinor;
  // each order at its own rates: those in force when it was made
  tally.totalUsd += toMinor(convertMoney(amount, order.currency, "USD", order.rates), "USD");
  tally.totalKrw += toMinor(convertMoney(amount, order.currency, "KRW", order.rates), "KRW");
}

const revenueOf = (tally: Tally): DashboardRevenue => ({
  usd: fromMinor(tally.usd, "USD"),
  krw: fromMinor(tally.krw, "KRW"),
  total_usd: fromMinor(tally.totalUsd, "USD"),
  total_krw: fromMinor(tally.totalKrw, "KRW"),
});

/** The shop's figures at `now` (ADR 0034; see contracts/shop-dashboard.ts for what each one counts). */
export async function shopDashboard(db: DbOrTx, now: Date): Promise<ShopDashboard> {
  const today = shopToday(now);
  const monday = weekStart(today);
  const firstOfSeries = addDays(today, -(DASHBOARD_SERIES_DAYS - 1));
  const from = monday < firstOfSeries ? monday : firstOfSeries;
  const end = koreanDayStart(addDays(today, 1));
  const shop = eq(reservations.channel, "shop");

  const orders: Order[] = await db
    .select({
      createdAt: reservations.createdAt,
      status: reservations.status,
      currency: reservations.currency,
      totalMinor: reservations.totalMinor,
      rates: reservations.rates,
    })
    .from(reservations)
    .where(and(shop, gte(reservations.createdAt, koreanDayStart(from)), lt(reservations.createdAt, end)));

  const days = new Map<string, Tally>();
  for (let offset = 0; offset < DASHBOARD_SERIES_DAYS; offset += 1)
    days.set(addDays(firstOfSeries, offset), emptyTally());
  const week = emptyTally();
  const todayTally = emptyTally();
  for (const order of orders) {
    const day = shopToday(order.createdAt);
    const inSeries = days.get(day);
    if (inSeries) add(inSeries, order);
    if (day >= monday) add(week, order);
    if (day === today) add(todayTally, order);
  }

  const [waiting] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(shop, eq(reservations.status, "waiting")));
  const [overdue] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(shop, eq(reservations.status, "waiting"), lt(reservations.depositDueAt, now)));
  const [cancelRequests] = await db
    .select({ n: count() })
    .from(reservations)
    .where(and(shop, eq(reservations.status, "cancel_requested")));
  const [unanswered] = await db
    .select({ n: count() })
    .from(inquiries)
    .where(and(eq(inquiries.site, "shop"), eq(inquiries.status, "open")));

  const period = (first: string, tally: Tally): DashboardPeriod => ({
    from: first,
    to: today,
    bookings: tally.bookings,
    revenue: revenueOf(tally),
  });
  return {
    as_of: now.toISOString(),
    today: period(today, todayTally),
    week: period(monday, week),
    deposits: { waiting: waiting?.n ?? 0, overdue: overdue?.n ?? 0 },
    cancel_requests: cancelRequests?.n ?? 0,
    unanswered_inquiries: unanswered?.n ?? 0,
    series: [...days].map(([date, tally]) => ({ date, bookings: tally.bookings, revenue: revenueOf(tally) })),
  };
}
