import { consoleHandlers } from "@blocks/console";
import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import { SHOP_DASHBOARD_PATH, type ShopDashboard } from "@contracts/shop-dashboard";
import { http } from "msw";
import { busyWeek } from "./fixtures";

/** The dashboard as the server answers it, to an account of `role`. */
export function dashboardHandlers(figures: ShopDashboard = busyWeek, role: AdminRole = "operator") {
  return [...consoleHandlers({ role }), http.get(SHOP_DASHBOARD_PATH, () => ok(figures))];
}

export const loadingHandlers = [...consoleHandlers(), http.get(SHOP_DASHBOARD_PATH, never)];
export const errorHandlers = [
  ...consoleHandlers(),
  http.get(SHOP_DASHBOARD_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute."),
  ),
];
/** The session ended elsewhere. */
export const unauthorizedHandlers = [
  http.get("/api/v1/admin/me", () => unauthorized()),
  http.get(SHOP_DASHBOARD_PATH, () => unauthorized()),
];
/** Another staff role's account (a gate's scan-only staff). */
export const forbiddenHandlers = [
  ...consoleHandlers({ role: "gate" }),
  http.get(SHOP_DASHBOARD_PATH, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
];
