import { SHOP_DASHBOARD_PATH, ShopDashboardResponseSchema } from "@contracts/shop-dashboard";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { shopDashboard } from "./dashboard";

/** The shop console's dashboard: every operators' account of the console reads it (viewer door). */
export function registerShopDashboardRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: SHOP_DASHBOARD_PATH,
      tags: ["admin"],
      summary: "The shop's figures: today, this week, what waits, the last 14 days (console)",
      description:
        "Korean days, weeks from Monday; the shop's own orders only. Bookings count the orders made in the period; " +
        "revenue sums the paid, not cancelled ones per currency and converted to USD and KRW at each order's own " +
        "rates. Deposits waiting (and overdue: past their due time), cancellation requests and the shop's unanswered " +
        "questions count what waits now.",
      responses: { 200: jsonContent(ShopDashboardResponseSchema, "The figures") },
    }),
    async (c) => c.json(ok(await shopDashboard(ctx.db, ctx.now())), 200),
  );
}
