import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { addDays } from "./shop-calendar";

/**
 * The shop console's dashboard (ADR 0034): what the shop sold today and this week, and what waits for an operator.
 * Days and weeks are Korea's (UTC+9 all year; a week runs Monday to Sunday). Only the shop's own orders count
 * (channel `shop`): the summit's and the visitor pass's orders have their own screens.
 *
 * - bookings: orders made in the period, whatever became of them since;
 * - revenue: the totals of the orders made in the period that are paid and not cancelled (confirmed, or confirmed
 *   with a cancellation requested), per currency, and all of them converted to USD and to KRW at each order's own
 *   rates (the rates in force when it was made), so a later change of rates does not rewrite the past.
 */

export const SHOP_DASHBOARD_PATH = "/api/v1/admin/shop/dashboard";

/** How many days the chart shows, today included. */
export const DASHBOARD_SERIES_DAYS = 14;

/** Amounts in major units (dollars, won). */
export const DashboardRevenueSchema = z.object({
  /** Orders priced in USD: their totals in USD. */
  usd: z.number(),
  /** Orders priced in KRW: their totals in KRW. */
  krw: z.number(),
  /** Every order's total in USD (KRW orders converted at their own rate). */
  total_usd: z.number(),
  /** Every order's total in KRW (USD orders converted at their own rate). */
  total_krw: z.number(),
});
export type DashboardRevenue = z.infer<typeof DashboardRevenueSchema>;

export const DashboardPeriodSchema = z.object({
  /** The period's first Korean day (YYYY-MM-DD) and its last, inclusive. */
  from: z.string(),
  to: z.string(),
  bookings: z.number().int(),
  revenue: DashboardRevenueSchema,
});
export type DashboardPeriod = z.infer<typeof DashboardPeriodSchema>;

export const DashboardDaySchema = z.object({
  /** The Korean day, YYYY-MM-DD. */
  date: z.string(),
  bookings: z.number().int(),
  revenue: DashboardRevenueSchema,
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const ShopDashboardSchema = z.object({
  /** When the figures were read (ISO). */
  as_of: z.string(),
  today: DashboardPeriodSchema,
  week: DashboardPeriodSchema,
  deposits: z.object({
    /** Bank transfers awaiting their deposit (status waiting). */
    waiting: z.number().int(),
    /** Of those, the ones whose deposit due time has passed. */
    overdue: z.number().int(),
  }),
  /** Paid orders whose member asked to cancel (status cancel_requested). */
  cancel_requests: z.number().int(),
  /** The shop's contact-us questions not answered yet. */
  unanswered_inquiries: z.number().int(),
  /** The last DASHBOARD_SERIES_DAYS Korean days, oldest first, today last. */
  series: z.array(DashboardDaySchema),
});
export type ShopDashboard = z.infer<typeof ShopDashboardSchema>;

export const ShopDashboardResponseSchema = envelopeSchema(ShopDashboardSchema);

const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The instant a Korean day begins (00:00 KST; Korea keeps +09:00 all year). */
export function koreanDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - KOREA_OFFSET_MS);
}

/** The Monday of the Korean week holding `day` (YYYY-MM-DD). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}
