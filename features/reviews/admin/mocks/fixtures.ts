import type { ProductSummary } from "@contracts/catalog";
import type { AdminReview } from "@contracts/reviews";
import type { SocialReviewRequest } from "@contracts/social-reviews";

export const STORY_ADMIN_TOKEN = "story-reviews-admin-token";

const review = (id: number, patch: Partial<AdminReview>): AdminReview => ({
  id,
  product_id: 31,
  product_name: "Seoul Lantern Festival night walk",
  reservation_id: 700 + id,
  author: "J***",
  mine: false,
  title: "Magical evening",
  rating: 5,
  content: "The lanterns along the stream were beautiful, and our guide knew every story behind them.",
  helpful_count: 0,
  voted: false,
  hidden: false,
  hidden_reason: "",
  hidden_at: null,
  member_id: 40 + id,
  member_name: "John Carter",
  member_email: "john@example.com",
  created_at: "2026-05-10T20:00:00+09:00",
  updated_at: "2026-05-10T20:00:00+09:00",
  ...patch,
});

/** Newest first, as the list answers. */
export const reviewsFixture: AdminReview[] = [
  review(3, {
    title: "Total rip-off",
    rating: 1,
    content: "Call 010-1234-5678 for a cheaper tour, this one is a scam run by idiots.",
    member_name: "Lee Spam",
    member_email: "spam@example.com",
    product_id: 32,
    product_name: "Han River evening cruise",
    created_at: "2026-05-14T09:00:00+09:00",
  }),
  review(2, {
    title: "Off-topic advert",
    rating: 2,
    content: "Visit my shop for souvenirs, best prices in Myeongdong every day.",
    member_name: "Park Ad",
    member_email: "ad@example.com",
    hidden: true,
    hidden_reason: "Advertising",
    hidden_at: "2026-05-13T10:00:00+09:00",
    created_at: "2026-05-12T21:00:00+09:00",
  }),
  review(1, {}),
];

export const productsFixture: ProductSummary[] = [
  {
    id: 32,
    kind: "tour",
    category: "tour",
    region: "seoul",
    name: "Han River evening cruise",
    summary: "",
    thumbnail: "",
    price_from: 30,
    currency: "USD",
    featured: false,
    bookable: true,
  },
  {
    id: 31,
    kind: "festival",
    category: "festival",
    region: "seoul",
    name: "Seoul Lantern Festival night walk",
    summary: "",
    thumbnail: "",
    price_from: 45,
    currency: "USD",
    featured: false,
    bookable: true,
  },
];

const request = (id: number, patch: Partial<SocialReviewRequest>): SocialReviewRequest => ({
  id,
  reservation_id: 800 + id,
  reservation_number: `R260510-${id}QWERT`,
  product_name: "Seoul Lantern Festival night walk",
  platform: "instagram",
  url: `https://www.instagram.com/p/lanterns-${id}`,
  status: "pending",
  operator_note: "",
  points_granted: 0,
  can_edit: true,
  reviewed_at: null,
  created_at: "2026-05-12T09:00:00+09:00",
  updated_at: "2026-05-12T09:00:00+09:00",
  ...patch,
});

export const socialFixture: SocialReviewRequest[] = [
  request(3, { platform: "blog", url: "https://m.blog.naver.com/minji/2233", created_at: "2026-05-14T09:00:00+09:00" }),
  request(2, { platform: "youtube", url: "https://youtu.be/lantern", created_at: "2026-05-13T09:00:00+09:00" }),
  request(1, {
    status: "approved",
    points_granted: 1000,
    can_edit: false,
    reviewed_at: "2026-05-12T12:00:00+09:00",
  }),
];
