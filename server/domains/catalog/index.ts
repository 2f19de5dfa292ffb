import { asc, eq } from "drizzle-orm";
import type { Domain } from "../../platform/context";
import { registerCatalogAdminRoutes } from "./admin-routes";
import { registerBleisureRoutes } from "./bleisure-routes";
import { registerCatalogRoutes } from "./routes";
import { products } from "./tables";

/** Products, their options and the exchange rates. */
export const catalogDomain: Domain = {
  name: "catalog",
  register: (app, ctx) => {
    registerCatalogRoutes(app, ctx);
    registerBleisureRoutes(app, ctx);
    registerCatalogAdminRoutes(app, ctx);
  },
  // every product's page is the shop's
  pages: async ({ db }, site) => {
    if (site !== "shop") return [];
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.channel, "shop"))
      .orderBy(asc(products.id));
    return rows.map((row) => ({ path: `/product/detail/${row.id}`, updated: new Date(row.updatedAt).toISOString() }));
  },
};
