import type { Domain } from "../../platform/context";
import { registerCartRoutes } from "./routes";

/** The member's cart. */
export const cartDomain: Domain = {
  name: "cart",
  register: (app, ctx) => {
    registerCartRoutes(app, ctx);
  },
};
