import type { Domain } from "../../platform/context";
import { registerSocialReviewRoutes } from "./routes";

/** Links to reviews published on social networks, approved by operators. */
export const socialReviewsDomain: Domain = {
  name: "social-reviews",
  register: (app, ctx) => {
    registerSocialReviewRoutes(app, ctx);
  },
};
