import type { Domain } from "../../platform/context";
import { registerPromotionRoutes } from "./routes";

/** Campaign links and their visits. */
export const promotionsDomain: Domain = {
  name: "promotions",
  register: (app, ctx) => {
    registerPromotionRoutes(app, ctx);
  },
};
