import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { products } from "../catalog/tables";
import { createdAt } from "../../platform/db/columns";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);
