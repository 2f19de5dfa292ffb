import type { Domain } from "../../platform/context";
import { registerCatalogRoutes } from "./routes";

/** Products, their options and the exchange rates. */
export const catalogDomain: Domain = {
  name: "catalog",
  register: (app, ctx) => {
    registerCatalogRoutes(app, ctx);
  },
};
