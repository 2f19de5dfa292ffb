import { addDays } from "@contracts/shop-calendar";
import { DASHBOARD_SERIES_DAYS, type DashboardDay, type ShopDashboard } from "@contracts/shop-dashboard";

export const STORY_ADMIN_TOKEN = "story-shop-dashboard-token";

/** Friday 15 May 2026 in Korea: the week began on Monday the 11th. */
export const TODAY = "2026-05-15";
const FIRST = addDays(TODAY, -(DASHBOARD_SERIES_DAYS - 1));

const revenue = (usd: number, krw: number, rate = 1400) => ({
  usd,
  krw,
  total_usd: Math.round((usd + krw / rate) * 100) / 100,
  total_krw: Math.round(usd * rate + krw),
});

const day = (offset: number, bookings: number, usd: number, krw: number): DashboardDay => ({
  date: addDays(FIRST, offset),
  bookings,
  revenue: revenue(usd, krw),
});

/** A busy week: bookings every day, the most today, revenue in both currencies, things waiting. */
export const busyWeek: ShopDashboard = {
  as_of: "2026-05-15T03:00:00.000Z",
  today: { from: TODAY, to: TODAY, bookings: 9, revenue: revenue(840, 420000) },
  week: { from: "2026-05-11", to: TODAY, bookings: 31, revenue: revenue(2450, 1260000) },
  deposits: { waiting: 4, overdue: 1 },
  cancel_requests: 2,
  unanswered_inquiries: 3,
  series: [
    day(0, 3, 240, 0),
    day(1, 5, 360, 140000),
    day(2, 2, 120, 0),
    day(3, 4, 300, 70000),
    day(4, 6, 420, 210000),
    day(5, 1, 0, 70000),
    day(6, 0, 0, 0),
    day(7, 3, 180, 140000),
    day(8, 5, 400, 140000),
    day(9, 4, 260, 140000),
    day(10, 6, 480, 280000),
    day(11, 7, 520, 210000),
    day(12, 5, 350, 350000),
    day(13, 9, 840, 420000),
  ],
};

/** A quiet day: nothing booked today nor this week, nothing waiting; a few bookings earlier in the fortnight. */
export const emptyDay: ShopDashboard = {
  as_of: "2026-05-15T00:30:00.000Z",
  today: { from: TODAY, to: TODAY, bookings: 0, revenue: revenue(0, 0) },
  week: { from: "2026-05-11", to: TODAY, bookings: 0, revenue: revenue(0, 0) },
  deposits: { waiting: 0, overdue: 0 },
  cancel_requests: 0,
  unanswered_inquiries: 0,
  series: busyWeek.series.map((entry, index) =>
    index < 7 ? entry : { ...entry, bookings: 0, revenue: revenue(0, 0) },
  ),
};
