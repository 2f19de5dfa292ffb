import type { Domain } from "../../platform/context";
import { registerMemberAdminRoutes } from "./admin-routes";
import { registerMemberRoutes } from "./routes";

/** A member's own profile, points and coupons; the shop console's members. */
export const membersDomain: Domain = {
  name: "members",
  register: (app, ctx) => {
    registerMemberRoutes(app, ctx);
    registerMemberAdminRoutes(app, ctx);
  },
};
