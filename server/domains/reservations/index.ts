import type { Domain } from "../../platform/context";
import { registerReservationRoutes } from "./routes";
import { registerAdminReservationRoutes } from "./admin-routes";
import { registerShopDashboardRoutes } from "./dashboard-routes";

/** Reservations: booking, cancellation, the operators' view, the expiry of unpaid ones. */
export const reservationsDomain: Domain = {
  name: "reservations",
  register: (app, ctx) => {
    registerReservationRoutes(app, ctx);
    registerAdminReservationRoutes(app, ctx);
    registerShopDashboardRoutes(app, ctx);
  },
};
