import type { Domain } from "../../platform/context";
import { registerReviewRoutes } from "./routes";

/** Product reviews from completed trips, and their votes. */
export const reviewsDomain: Domain = {
  name: "reviews",
  register: (app, ctx) => {
    registerReviewRoutes(app, ctx);
  },
};
