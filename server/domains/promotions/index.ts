import type { Domain } from "../../platform/context";
import { registerPromotionRoutes } from "./routes";

/** Campaign links, their visits, and the sign-ups and bookings they brought. */
export const promotionsDomain: Domain = {
  name: "promotions",
  register: (app, ctx) => {
    registerPromotionRoutes(app, ctx);
  },
};

/** For the sign-up and booking routes: records the account or the reservation as the visitor's promotion link's. */
export { attributeToPromotion } from "./attribution";
