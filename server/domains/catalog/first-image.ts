import { ProductSearchQuerySchema } from "@contracts/catalog";
import type { Db } from "../../platform/db/client";
import { cachedSearchProducts } from "./list-cache";

/**
 * The first product's picture of a catalogue list read (`/api/v1/products?...`), from the same cached page that
 * read is answered with: the page's image preload names the very picture its first card shows. Undefined for
 * another address, an invalid query or an empty list.
 */
export async function firstProductImage(db: Db, listAddress: string, now: Date): Promise<string | undefined> {
  const url = new URL(listAddress, "http://localhost");
  if (url.pathname !== "/api/v1/products") return undefined;
  const query = ProductSearchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return undefined;
  const page = await cachedSearchProducts(db, query.data, now);
  return page.rows[0]?.thumbnail;
}
