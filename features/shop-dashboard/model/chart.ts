import type { DashboardDay } from "@contracts/shop-dashboard";

/** What the chart shows per day: the bookings, or the revenue converted to one currency. */
export const CHART_METRICS = ["bookings", "usd", "krw"] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

export function valueOf(day: DashboardDay, metric: ChartMetric): number {
  if (metric === "bookings") return day.bookings;
  return metric === "usd" ? day.revenue.total_usd : day.revenue.total_krw;
}

/**
 * A round top for the axis, at least the largest value: 1, 2 or 5 times a power of ten (so the gridlines read
 * 0, 25, 50... of it). Nothing at all still draws an axis of 1.
 */
export function niceMax(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (max <= step * power) return step * power;
  return 10 * power;
}

/** The day of the series with the largest value (the first of equals), or none when every day is zero. */
export function peakOf(series: readonly DashboardDay[], metric: ChartMetric): DashboardDay | undefined {
  let best: DashboardDay | undefined;
  for (const day of series) if (valueOf(day, metric) > (best ? valueOf(best, metric) : 0)) best = day;
  return best;
}
