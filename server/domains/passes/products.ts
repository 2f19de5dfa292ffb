import { fromMinor } from "@contracts/money";
import type { PassOption, PassProduct } from "@contracts/passes";
import { shopToday } from "@contracts/shop-calendar";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { productOptions, products } from "../catalog/tables";
import type { Lang } from "../reservations/view";
import { passOptions } from "./tables";

type OptionRow = typeof productOptions.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type PassOptionRow = typeof passOptions.$inferSelect;

/** A pass type is on sale while bookable, inside its option's sale days (Korean) and not sold out. */
export function onSale(option: OptionRow, now: Date): boolean {
  const today = shopToday(now);
  return option.bookable && option.startDate <= today && today <= option.endDate && option.sold < option.capacity;
}

export function toPassOption(option: OptionRow, pass: PassOptionRow, lang: Lang, now: Date): PassOption {
  return {
    id: option.id,
    name: lang === "ko" ? option.nameKo : option.nameEn,
    type: pass.type,
    price: fromMinor(option.priceMinor, option.currency),
    currency: option.currency,
    valid_from: pass.validFrom,
    on_sale: onSale(option, now),
  };
}

/** The pass products with their pass types, in the operators' order (products by rank, options by sort order). */
export async function listPassProducts(db: DbOrTx, lang: Lang, now: Date): Promise<PassProduct[]> {
  const rows = await db
    .select({ product: products, option: productOptions, pass: passOptions })
    .from(passOptions)
    .innerJoin(productOptions, eq(productOptions.id, passOptions.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(eq(products.channel, "pass"))
    .orderBy(asc(products.rank), asc(products.id), asc(productOptions.sortOrder), asc(productOptions.id));
  const byProduct = new Map<number, { product: ProductRow; options: PassOption[] }>();
  for (const { product, option, pass } of rows) {
    const entry = byProduct.get(product.id) ?? { product, options: [] };
    entry.options.push(toPassOption(option, pass, lang, now));
    byProduct.set(product.id, entry);
  }
  return [...byProduct.values()].map(({ product, options }) => ({
    id: product.id,
    slug: product.slug,
    name: lang === "ko" ? product.nameKo : product.nameEn,
    summary: lang === "ko" ? product.summaryKo : product.summaryEn,
    description: lang === "ko" ? product.descriptionKo : product.descriptionEn,
    image: product.images[0] ?? "",
    options,
  }));
}

/** A pass type with its option and product, locked for the order that buys it; undefined when it is none. */
export async function passOptionForSale(db: DbOrTx, optionId: number) {
  const [row] = await db
    .select({ product: products, option: productOptions, pass: passOptions })
    .from(passOptions)
    .innerJoin(productOptions, eq(productOptions.id, passOptions.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(and(eq(passOptions.optionId, optionId), eq(products.channel, "pass")));
  return row;
}
