import type { CompletedBooking, RatingSummary, Review } from "@contracts/reviews";
import type { SocialReviewRequest } from "@contracts/social-reviews";

import { BLANK_IMAGE } from "@blocks/shop-kit";

export { BLANK_IMAGE, STORY_TOKEN } from "@blocks/shop-kit";

export const PRODUCT_ID = 31;
export const PRODUCT_NAME = "Seoul Lantern Festival night walk";

const review = (patch: Partial<Review> & Pick<Review, "id">): Review => ({
  product_id: PRODUCT_ID,
  product_name: PRODUCT_NAME,
  reservation_id: 700,
  author: "J***",
  mine: false,
  title: "Magical evening",
  rating: 5,
  content: "The lanterns along the stream were beautiful.",
  helpful_count: 0,
  voted: false,
  hidden: false,
  hidden_reason: "",
  created_at: "2026-05-10T20:00:00+09:00",
  updated_at: "2026-05-10T20:00:00+09:00",
  ...patch,
});

/** Newest first, as `sort=latest` answers. */
export const productReviews: Review[] = [
  review({
    id: 905,
    author: "M***",
    mine: true,
    reservation_id: 801,
    title: "Worth the crowds",
    rating: 4,
    content: "Busy on a Saturday, but the guide found quiet spots.\n\nBring a warm jacket.",
    helpful_count: 2,
    created_at: "2026-05-12T21:00:00+09:00",
    updated_at: "2026-05-12T21:00:00+09:00",
  }),
  review({ id: 904, author: "S***", title: "Magical evening", rating: 5, helpful_count: 7, voted: true }),
  review({
    id: 903,
    author: "D***",
    title: "Good, a little long",
    rating: 3,
    content: "Two hours of walking; seats would help.",
    helpful_count: 1,
    created_at: "2026-05-02T19:00:00+09:00",
  }),
  review({
    id: 902,
    author: "Y***",
    title: "Unforgettable",
    rating: 5,
    content: "We came for one night and stayed for three.",
    helpful_count: 4,
    created_at: "2026-04-28T19:00:00+09:00",
  }),
];

export const ratingSummary: RatingSummary = {
  product_id: PRODUCT_ID,
  average: 4.3,
  count: 4,
  distribution: [0, 0, 1, 1, 2],
};

export const emptySummary: RatingSummary = {
  product_id: PRODUCT_ID,
  average: 0,
  count: 0,
  distribution: [0, 0, 0, 0, 0],
};

/** Newest trip first: one product waits for a review, one is reviewed (905), another trip waits too. */
export const completedBookings: CompletedBooking[] = [
  {
    reservation_id: 801,
    reservation_number: "R-20260501-0801",
    product_id: 42,
    product_name: "Jeju Olle Trail day tour",
    thumbnail: BLANK_IMAGE,
    departure_date: "2026-05-03",
    review_id: null,
  },
  {
    reservation_id: 801,
    reservation_number: "R-20260501-0801",
    product_id: PRODUCT_ID,
    product_name: PRODUCT_NAME,
    thumbnail: BLANK_IMAGE,
    departure_date: "2026-05-03",
    review_id: 905,
  },
  {
    reservation_id: 790,
    reservation_number: "R-20260410-0790",
    product_id: 55,
    product_name: "Gyeongbokgung palace morning tour",
    thumbnail: BLANK_IMAGE,
    departure_date: "2026-04-12",
    review_id: null,
  },
];

/** The member's own reviews. */
export const myReviews: Review[] = [
  productReviews[0] as Review,
  review({
    id: 880,
    product_id: 60,
    product_name: "Busan night market food walk",
    reservation_id: 760,
    author: "M***",
    mine: true,
    title: "Come hungry",
    rating: 5,
    content: "Twelve stalls in two hours, every one worth it.",
    helpful_count: 0,
    created_at: "2026-03-20T22:00:00+09:00",
    updated_at: "2026-03-20T22:00:00+09:00",
  }),
];

const request = (patch: Partial<SocialReviewRequest> & Pick<SocialReviewRequest, "id">): SocialReviewRequest => ({
  reservation_id: 801,
  reservation_number: "R-20260501-0801",
  product_name: "Jeju Olle Trail day tour, Seoul Lantern Festival night walk",
  platform: "instagram",
  url: "https://www.instagram.com/p/C7lantern/",
  status: "pending",
  operator_note: "",
  points_granted: 0,
  can_edit: true,
  reviewed_at: null,
  created_at: "2026-05-13T09:00:00+09:00",
  updated_at: "2026-05-13T09:00:00+09:00",
  ...patch,
});

export const socialRequests = {
  pending: request({ id: 41 }),
  approved: request({
    id: 40,
    reservation_id: 790,
    reservation_number: "R-20260410-0790",
    product_name: "Gyeongbokgung palace morning tour",
    platform: "blog",
    url: "https://blog.naver.com/traveller/223344",
    status: "approved",
    operator_note: "Thank you for the lovely photos!",
    points_granted: 1000,
    can_edit: false,
    reviewed_at: "2026-04-20T14:30:00+09:00",
    created_at: "2026-04-18T09:00:00+09:00",
  }),
  rejected: request({
    id: 39,
    reservation_id: 760,
    reservation_number: "R-20260301-0760",
    product_name: "Busan night market food walk",
    platform: "youtube",
    url: "https://youtu.be/abc123",
    status: "rejected",
    operator_note: "The video is private: please make it public and send it again.",
    can_edit: false,
    reviewed_at: "2026-03-25T11:00:00+09:00",
    created_at: "2026-03-22T09:00:00+09:00",
  }),
} satisfies Record<string, SocialReviewRequest>;
