import type { AdminOption, AdminProduct, AdminProductReview, AdminProductSummary } from "@contracts/products-admin";

export const STORY_ADMIN_TOKEN = "story-products-admin-token";

export function optionFixture(partial: Partial<AdminOption> = {}): AdminOption {
  return {
    id: 501,
    name_en: "Evening walk",
    name_ko: "저녁 산책",
    start_date: "2026-12-01",
    end_date: "2027-02-28",
    departure_times: ["19:00"],
    price: 45,
    currency: "USD",
    pricing: "per_person",
    group_size: null,
    capacity: 20,
    sold: 6,
    bookable: true,
    sort_order: 0,
    ...partial,
  };
}

export function productFixture(partial: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 41,
    slug: "lantern-night-walk",
    name_en: "Lantern Night Walk",
    name_ko: "등불 야간 산책",
    summary_en: "An evening walk under lanterns.",
    summary_ko: "등불 아래 저녁 산책.",
    description_en: "Walk the old town by lantern light with a local guide.",
    description_ko: "현지 가이드와 함께 등불 아래 옛 마을을 걷습니다.",
    location_en: "Jongno, Seoul",
    location_ko: "서울 종로",
    kind: "tour",
    category: "culture",
    region: "seoul",
    featured: false,
    rank: 50,
    closed_dates: ["2026-12-25"],
    sales_start: null,
    duration_minutes: 120,
    business_leisure: false,
    images: ["/images/catalog/festival-lanterns.svg", "/images/catalog/culture-hanok.svg"],
    options: [
      optionFixture(),
      optionFixture({
        id: 502,
        name_en: "Family group",
        name_ko: "가족 그룹",
        departure_times: ["18:00", "20:00"],
        price: 150000,
        currency: "KRW",
        pricing: "per_group",
        group_size: 4,
        capacity: 10,
        sold: 10,
        bookable: false,
        sort_order: 1,
      }),
    ],
    created_at: "2026-11-01T01:00:00Z",
    updated_at: "2026-11-20T01:00:00Z",
    ...partial,
  };
}

export const summaryOf = (product: AdminProduct): AdminProductSummary => ({
  id: product.id,
  slug: product.slug,
  name_en: product.name_en,
  name_ko: product.name_ko,
  kind: product.kind,
  category: product.category,
  region: product.region,
  featured: product.featured,
  rank: product.rank,
  thumbnail: product.images[0] ?? "",
  options: product.options.length,
  sold: product.options.reduce((sum, option) => sum + option.sold, 0),
  capacity: product.options.reduce((sum, option) => sum + option.capacity, 0),
  updated_at: product.updated_at,
});

export const productsFixture: AdminProduct[] = [
  productFixture(),
  productFixture({
    id: 40,
    slug: "jeju-tea-fields",
    name_en: "Jeju Tea Fields",
    name_ko: "제주 차밭",
    category: "food",
    region: "jeju",
    images: ["/images/catalog/food-tea-fields.svg"],
    options: [optionFixture({ id: 401, capacity: 30, sold: 12 })],
  }),
  productFixture({
    id: 39,
    slug: "seoul-palace-tour",
    name_en: "Seoul Palace Tour",
    name_ko: "서울 궁궐 투어",
    category: "tour",
    images: ["/images/catalog/tour-palace.svg"],
    options: [],
  }),
];

export const reviewsFixture: AdminProductReview[] = [
  {
    id: 9,
    title: "Magical evening",
    rating: 5,
    content: "The lanterns and the guide's stories made the evening.",
    author: "Emma Park",
    created_at: "2026-11-18T10:00:00Z",
    hidden: false,
    hidden_reason: "",
  },
  {
    id: 8,
    title: "Spam",
    rating: 1,
    content: "Buy cheap tickets at another site, link in my profile.",
    author: "Someone",
    created_at: "2026-11-10T10:00:00Z",
    hidden: true,
    hidden_reason: "Advertising",
  },
];
