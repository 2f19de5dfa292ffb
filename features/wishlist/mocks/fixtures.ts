import type { ProductSummary } from "@contracts/catalog";
import type { WishlistItem } from "@contracts/wishlist";
import { storyProduct } from "@blocks/shop-kit";

export { STORY_TOKEN } from "@blocks/shop-kit";

/**
 * A flat illustration as a data address: stories never depend on files the server ships. The label is its title,
 * not drawn text: text inside a picture takes the machine's fonts, which screenshots must not depend on.
 */
function illustration(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><path d="M0 240 L120 140 L220 220 L300 160 L400 240 L400 300 L0 300 Z" fill="white" fill-opacity="0.35"/><title>${label}</title></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const product = (id: number, patch: Partial<ProductSummary> & Pick<ProductSummary, "name">): ProductSummary =>
  storyProduct(id, { thumbnail: illustration(patch.name, "teal"), ...patch });

/** Products the story server knows, wished or not. */
export const productsFixture: ProductSummary[] = [
  product(105, {
    name: "Jeju Olle Trail Day Tour",
    region: "jeju",
    price_from: 89,
    thumbnail: illustration("Olle", "teal"),
  }),
  product(107, {
    name: "Jeonju Hanok Food Walk",
    category: "food",
    region: "jeolla",
    price_from: 55000,
    currency: "KRW",
    thumbnail: illustration("Hanok", "darkorange"),
  }),
  product(110, {
    name: "Gamcheon Culture Village Pass",
    kind: "option_ticket",
    category: "culture",
    region: "busan",
    price_from: 12,
    bookable: false,
    thumbnail: illustration("Gamcheon", "slateblue"),
  }),
  product(111, {
    name: "Han River Cruise",
    category: "activity",
    price_from: 30,
    thumbnail: illustration("Cruise", "steelblue"),
  }),
];

const byId = (id: number) => productsFixture.find((p) => p.id === id) as ProductSummary;

/** Newest first, as the server answers. */
export const wishlistFixture: WishlistItem[] = [
  { product: byId(105), created_at: "2026-05-12T09:30:00+09:00" },
  { product: byId(107), created_at: "2026-05-03T20:10:00+09:00" },
  { product: byId(110), created_at: "2026-04-28T12:00:00+09:00" },
];

export function productById(id: number): ProductSummary | undefined {
  return productsFixture.find((p) => p.id === id);
}
