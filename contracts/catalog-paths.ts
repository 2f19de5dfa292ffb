/**
 * The values of the search address `/product/search/{category}/{region}?sort=`: "any" and the codes a category, a
 * region and a sort may take. Their own module, without the schema library, so the shop's first chunk can read and
 * build search addresses without loading it (as payment-methods.ts); catalog.ts makes its schemas of these lists.
 */
export const ANY = "all";

export const CATEGORIES = ["festival", "tour", "activity", "culture", "food", "wellness"] as const;
export type Category = (typeof CATEGORIES)[number];

export const REGIONS = [
  "seoul",
  "busan",
  "jeju",
  "gyeonggi",
  "gangwon",
  "gyeongsang",
  "jeolla",
  "chungcheong",
] as const;
export type Region = (typeof REGIONS)[number];

export const PRODUCT_SORTS = ["recommended", "price_asc", "price_desc", "newest", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The value when it is one of the list's, else undefined (an address typed by hand may hold anything). */
export function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | undefined {
  return (list as readonly (string | null | undefined)[]).includes(value) ? (value as T) : undefined;
}
