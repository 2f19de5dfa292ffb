import type { Domain } from "../../platform/context";
import { registerMemberRoutes } from "./routes";

/** A member's own profile, points and coupons. */
export const membersDomain: Domain = {
  name: "members",
  register: (app, ctx) => {
    registerMemberRoutes(app, ctx);
  },
};
