import type { Domain } from "../../platform/context";
import { registerWishlistRoutes } from "./routes";

/** The member's wished products. */
export const wishlistDomain: Domain = {
  name: "wishlist",
  register: (app, ctx) => {
    registerWishlistRoutes(app, ctx);
  },
};
