import type { WishlistItem } from "@contracts/wishlist";
import type { Lang } from "@contracts/settings";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { products } from "../catalog/tables";
import { wishlistItems } from "./tables";
import { firstBookableDay } from "../catalog/days";
import { type SummaryRow, summaryFrom, toSummary } from "../catalog/sql";
import { rowsOf } from "../../platform/db/query-text";

/** The member's wished products as catalogue summaries, newest wish first. */
export async function listWishlist(db: Db, memberId: number, lang: Lang, now: Date): Promise<WishlistItem[]> {
  const result = await db.execute(sql`
    ${summaryFrom(lang, firstBookableDay(now), {
      columns: sql`w.created_at as wished_at`,
      joins: sql`join wishlist_items w on w.product_id = p.id and w.member_id = ${memberId}`,
    })}
    order by w.created_at desc, p.id desc`);
  const rows = rowsOf<SummaryRow & { wished_at: Date | string }>(result);
  return rows.map((row) => ({ product: toSummary(row), created_at: new Date(row.wished_at).toISOString() }));
}

/** False when the product does not exist; wishing twice keeps the first wish. */
export async function addWish(db: Db, memberId: number, productId: number, now: Date): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.channel, "shop")));
  if (!product) return false;
  await db.insert(wishlistItems).values({ memberId, productId, createdAt: now }).onConflictDoNothing();
  return true;
}

export async function removeWish(db: Db, memberId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.memberId, memberId), eq(wishlistItems.productId, productId)));
}
