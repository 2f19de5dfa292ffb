import type { CatalogFacets, ProductDetail, ProductOption, ProductSummary } from "@contracts/catalog";
import type { PageMeta } from "@contracts/envelope";
import { storyProduct } from "@blocks/shop-kit";

/**
 * Stories see 2026-05-15 10:00 in Korea (.storybook/fixed-date.ts): the earliest departure is May 16, options run
 * from May to August 2026.
 */

/**
 * A flat illustration as a data address: stories never depend on files the server ships. The label is its title,
 * not drawn text: text inside a picture takes the machine's fonts, which screenshots must not depend on.
 */
export function illustration(label: string, fill: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${fill}"/><circle cx="320" cy="70" r="36" fill="white" fill-opacity="0.6"/><path d="M0 240 L120 140 L220 220 L300 160 L400 240 L400 300 L0 300 Z" fill="white" fill-opacity="0.35"/><title>${label}</title></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const FILLS = ["teal", "slateblue", "darkorange", "seagreen", "indianred", "steelblue"] as const;

const summary = (id: number, patch: Partial<ProductSummary> & Pick<ProductSummary, "name">): ProductSummary =>
  storyProduct(id, { thumbnail: illustration(patch.name, FILLS[id % FILLS.length] ?? "teal"), ...patch });

export const productsFixture: ProductSummary[] = [
  summary(101, {
    name: "Seoul Lantern Festival",
    kind: "festival",
    category: "festival",
    featured: true,
    price_from: 25,
  }),
  summary(102, {
    name: "Jeju Fire Festival",
    kind: "festival",
    category: "festival",
    region: "jeju",
    featured: true,
    price_from: 39000,
    currency: "KRW",
  }),
  summary(103, { name: "Busan Sea Festival", kind: "festival", category: "festival", region: "busan", featured: true }),
  summary(104, { name: "Gyeongbokgung Night Walk", category: "culture", featured: true, price_from: 35 }),
  summary(105, { name: "Jeju Olle Trail Day Tour", region: "jeju", featured: true, price_from: 89 }),
  summary(106, { name: "DMZ Peace Tour", region: "gyeonggi", featured: true, price_from: 120 }),
  summary(107, {
    name: "Jeonju Hanok Food Walk",
    category: "food",
    region: "jeolla",
    price_from: 55000,
    currency: "KRW",
  }),
  summary(108, { name: "Seoraksan Sunrise Hike", category: "activity", region: "gangwon", price_from: 75 }),
  summary(109, { name: "Temple Stay in Gyeongju", category: "wellness", region: "gyeongsang", price_from: 110 }),
  summary(110, {
    name: "Gamcheon Culture Village Pass",
    kind: "option_ticket",
    category: "culture",
    region: "busan",
    price_from: 12,
    bookable: false,
  }),
  summary(111, { name: "Han River Cruise", category: "activity", price_from: 30 }),
  summary(112, { name: "Boseong Green Tea Fields", category: "food", region: "jeolla", price_from: 45 }),
  summary(113, {
    name: "Andong Mask Dance Festival",
    kind: "festival",
    category: "festival",
    region: "gyeongsang",
    price_from: 20,
  }),
  summary(114, { name: "Chuncheon Rail Bike", category: "activity", region: "gangwon", price_from: 28 }),
];

export const featuredFestivals = productsFixture.filter((p) => p.featured && p.kind === "festival");
export const featuredTours = productsFixture.filter((p) => p.featured && p.kind === "tour");

export const facetsFixture: CatalogFacets = {
  categories: [
    { code: "festival", count: 4 },
    { code: "tour", count: 4 },
    { code: "activity", count: 3 },
    { code: "culture", count: 2 },
    { code: "food", count: 2 },
    { code: "wellness", count: 1 },
  ],
  regions: [
    { code: "seoul", count: 4 },
    { code: "busan", count: 2 },
    { code: "jeju", count: 2 },
    { code: "gyeonggi", count: 1 },
    { code: "gangwon", count: 2 },
    { code: "gyeongsang", count: 2 },
    { code: "jeolla", count: 2 },
    { code: "chungcheong", count: 0 },
  ],
};

export const emptyFacets: CatalogFacets = {
  categories: facetsFixture.categories.map((facet) => ({ ...facet, count: 0 })),
  regions: facetsFixture.regions.map((facet) => ({ ...facet, count: 0 })),
};

/** One page of a list, as the server pages it. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): { data: T[]; meta: PageMeta } {
  const total = rows.length;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}

const option = (id: number, patch: Partial<ProductOption> & Pick<ProductOption, "name">): ProductOption => ({
  id,
  option_start_date: "2026-05-16",
  option_end_date: "2026-08-31",
  price: 49,
  currency: "USD",
  capacity: 30,
  remaining: 12,
  bookable: true,
  pricing: "per_person",
  group_size: null,
  departure_times: ["09:00", "14:00"],
  ...patch,
});

export const productDetailFixture: ProductDetail = {
  ...summary(105, { name: "Jeju Olle Trail Day Tour", region: "jeju", featured: true, price_from: 89 }),
  summary: "Walk the coast of Jeju on route 7 with a local guide, lunch by the sea included.",
  images: [
    illustration("Olle route 7", "teal"),
    illustration("Oedolgae rock", "steelblue"),
    illustration("Seaside lunch", "darkorange"),
  ],
  description:
    "A small-group walk along Olle route 7, from Oedolgae rock to Wolpyeong. Our guide tells the stories of the haenyeo divers and the volcanic coast. Lunch is a seafood set at a family restaurant by the harbour. Comfortable shoes are a must; the route is 15 km with a few steep steps.",
  location: "Seogwipo, Jeju",
  min_date: "2026-05-16",
  max_date: "2026-08-31",
  unavailable_dates: ["2026-05-20", "2026-05-25"],
  options: [
    option(501, { name: "Morning walk with lunch", price: 89 }),
    option(502, {
      name: "Sunset walk",
      option_start_date: "2026-06-01",
      option_end_date: "2026-07-31",
      price: 129000,
      currency: "KRW",
      remaining: 4,
      departure_times: ["18:30"],
    }),
    option(503, {
      name: "Private guide (up to 4)",
      price: 240,
      remaining: 0,
      pricing: "per_group",
      group_size: 4,
    }),
    option(504, { name: "Olle passport stamp book", price: 5, bookable: false, remaining: 0 }),
  ],
};

/** Every option sold out or not bookable: "no reservation options". */
export const unbookableDetailFixture: ProductDetail = {
  ...productDetailFixture,
  id: 110,
  name: "Gamcheon Culture Village Pass",
  kind: "option_ticket",
  bookable: false,
  options: [
    option(601, { name: "Day pass", price: 12, bookable: false, remaining: 0 }),
    option(602, { name: "Guided pass", price: 20, remaining: 0 }),
  ],
};

/** The shop's addresses as the site builds them, for stories. */
export const storyPaths = {
  search: (category: string, region: string, keyword?: string) =>
    `/product/search/${category}/${region}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ""}`,
  product: (id: number) => `/product/detail/${id}`,
};
