import { pgTable, primaryKey } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { products } from "../catalog/tables";
import { createdAt, ownedBy } from "../../platform/db/columns";

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    memberId: ownedBy("member_id", () => accounts.id),
    productId: ownedBy("product_id", () => products.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);
