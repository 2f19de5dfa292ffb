import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { idField, idParam, intParam, pageQuery, text, whenMissing } from "./fields";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { type ReservationStatus, shopToday } from "./reservations";
import { LangSchema } from "./settings";

/**
 * Reviews (spec points 3, 5 and 8): title, rating and content; sorted by latest, recommended (helpful votes) or
 * rating; one helpful vote per member per review. Only the member who completed a booking of the product may
 * review it for that booking, once.
 */

export const REVIEW_MIN_CONTENT = 10;
export const REVIEW_MAX_CONTENT = 3000;
export const REVIEW_TITLE_MAX = 100;

export const REVIEW_MESSAGES = {
  titleRequired: "Please enter a review title.",
  contentMin: "Please write at least 10 characters.",
  ratingRequired: "Please choose a rating.",
  notCompleted: "You can review a product after your trip with it.",
  alreadyReviewed: "You have already reviewed this booking.",
  notFound: "This review was not found.",
  ownVote: "You cannot mark your own review as helpful.",
  reasonRequired: "Please give a reason for hiding this review.",
  alreadyHidden: "This review is already hidden.",
  notHidden: "This review is not hidden.",
} as const;

/**
 * A booking is completed once it is paid or confirmed and its departure day (Korean calendar) has passed: the
 * trip has happened. Cancelled, cancel-requested and unpaid bookings are not.
 */
export function isBookingCompleted(status: ReservationStatus, departureDate: string, now: Date): boolean {
  return (status === "confirmed" || status === "requested") && departureDate < shopToday(now);
}

/** Shows a reviewer as their first letter and stars ("J***"), never their full name. */
export function maskReviewerName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? `${first}***` : "***";
}

export const ReviewSortSchema = z.enum(["latest", "recommended", "rating"]);
export type ReviewSort = z.infer<typeof ReviewSortSchema>;

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    reservation_id: z.number().int(),
    author: z.string(),
    /** The asking member wrote it (false for guests). */
    mine: z.boolean(),
    title: z.string(),
    rating: z.number().int().min(1).max(5),
    content: z.string(),
    helpful_count: z.number().int(),
    /** The asking member marked it helpful (false for guests). */
    voted: z.boolean(),
    /** An operator hid it: it is off the product's page and averages; only its author still sees it, with the reason. */
    hidden: z.boolean(),
    /** Why it was hidden (empty while shown). */
    hidden_reason: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSummarySchema = z
  .object({
    product_id: z.number().int(),
    /** Rounded to one decimal; 0 when there are no reviews. */
    average: z.number(),
    count: z.number().int(),
    /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
    distribution: z.array(z.number().int()).length(5),
  })
  .meta({ id: "RatingSummary" });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** `GET /api/v1/products/{productId}/reviews?sort=&page=&per_page=&lang=` (public; a member token adds `mine`/`voted`). */
export const ProductReviewsParamsSchema = z.object({ productId: idParam() });
export const ProductReviewsQuerySchema = z.object({
  lang: LangSchema.default("en"),
  sort: ReviewSortSchema.default("latest"),
  ...pageQuery(50, 10),
});
export type ProductReviewsQuery = Partial<z.output<typeof ProductReviewsQuerySchema>>;
export const ProductReviewsResponseSchema = envelopeSchema(
  z.array(ReviewSchema),
  PageMetaSchema.extend({ summary: RatingSummarySchema }),
);
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponseSchema>;

/** `GET /api/v1/products/{productId}/reviews/summary` (public): for the product page. */
export const RatingSummaryResponseSchema = envelopeSchema(RatingSummarySchema);

/** One product of one completed booking, with the member's review of it if there is one. */
export const CompletedBookingSchema = z
  .object({
    reservation_id: z.number().int(),
    reservation_number: z.string(),
    product_id: z.number().int(),
    product_name: z.string(),
    thumbnail: z.string(),
    departure_date: IsoDateSchema,
    review_id: z.number().int().nullable(),
  })
  .meta({ id: "CompletedBooking" });
export type CompletedBooking = z.infer<typeof CompletedBookingSchema>;

/** `GET /api/v1/reviews/bookings?lang=` (member): completed bookings, newest trip first; those without a review can be reviewed. */
export const CompletedBookingsQuerySchema = z.object({ lang: LangSchema.default("en") });
export const CompletedBookingsResponseSchema = envelopeSchema(z.array(CompletedBookingSchema));
export type CompletedBookingsResponse = z.infer<typeof CompletedBookingsResponseSchema>;

export const ReviewFieldsSchema = z.object({
  title: text({ error: whenMissing(REVIEW_MESSAGES.titleRequired) })
    .trim()
    .min(1, REVIEW_MESSAGES.titleRequired)
    .max(REVIEW_TITLE_MAX),
  rating: z
    .number({ error: whenMissing(REVIEW_MESSAGES.ratingRequired) })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  content: text({ error: whenMissing(REVIEW_MESSAGES.contentMin) })
    .trim()
    .min(REVIEW_MIN_CONTENT, REVIEW_MESSAGES.contentMin)
    .max(REVIEW_MAX_CONTENT),
});
export type ReviewFields = z.infer<typeof ReviewFieldsSchema>;

/** `POST /api/v1/reviews` (member). */
export const CreateReviewBodySchema = ReviewFieldsSchema.extend({
  product_id: idField(),
  reservation_id: idField(),
});
export type CreateReviewBody = z.infer<typeof CreateReviewBodySchema>;

/** `GET /api/v1/reviews/mine?page=&per_page=&lang=`, `GET|PUT|DELETE /api/v1/reviews/{id}` (own only; another member's is 404). */
export const MyReviewsQuerySchema = z.object({
  lang: LangSchema.default("en"),
  ...pageQuery(50, 10),
});
export type MyReviewsQuery = Partial<z.output<typeof MyReviewsQuerySchema>>;
export const ReviewListResponseSchema = envelopeSchema(z.array(ReviewSchema), PageMetaSchema);
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;
export const ReviewParamsSchema = z.object({ id: idParam() });
export const ReviewQuerySchema = z.object({ lang: LangSchema.default("en") });
export const ReviewResponseSchema = envelopeSchema(ReviewSchema);
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
export const UpdateReviewBodySchema = ReviewFieldsSchema;

/** `POST /api/v1/reviews/{id}/helpful` marks, `DELETE` takes the mark back; both idempotent. */
export const HelpfulResponseSchema = envelopeSchema(
  z.object({ review_id: z.number().int(), helpful_count: z.number().int(), voted: z.boolean() }),
);
export type HelpfulResponse = z.infer<typeof HelpfulResponseSchema>;

/**
 * Operators (the shop's console): `GET /api/v1/admin/reviews?product_id=&rating=&hidden=&q=&page=&per_page=&lang=`
 * (every console role), `POST /api/v1/admin/reviews/{id}/hide` with a reason and `POST .../{id}/unhide` (clerk).
 */
export const AdminReviewSchema = ReviewSchema.extend({
  /** The author as the console sees them (the public page shows only their first letter). */
  member_id: z.number().int(),
  member_name: z.string(),
  member_email: z.string(),
  hidden_at: z.string().nullable(),
}).meta({ id: "AdminReview" });
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const ReviewHiddenFilterSchema = z.enum(["all", "shown", "hidden"]);
export type ReviewHiddenFilter = z.infer<typeof ReviewHiddenFilterSchema>;

export const AdminReviewListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  product_id: idParam().optional(),
  rating: intParam(1, 5).optional(),
  hidden: ReviewHiddenFilterSchema.default("all"),
  /** Words of the title or content, or the author's name or e-mail. */
  q: text().trim().max(100).default(""),
  ...pageQuery(100, 20),
});
export type AdminReviewListQuery = Partial<z.output<typeof AdminReviewListQuerySchema>>;
export const AdminReviewListResponseSchema = envelopeSchema(z.array(AdminReviewSchema), PageMetaSchema);
export type AdminReviewListResponse = z.infer<typeof AdminReviewListResponseSchema>;
export const AdminReviewResponseSchema = envelopeSchema(AdminReviewSchema);
export type AdminReviewResponse = z.infer<typeof AdminReviewResponseSchema>;

export const REVIEW_HIDE_REASON_MAX = 500;
export const HideReviewBodySchema = z.object({
  reason: text({ error: whenMissing(REVIEW_MESSAGES.reasonRequired) })
    .trim()
    .min(1, REVIEW_MESSAGES.reasonRequired)
    .max(REVIEW_HIDE_REASON_MAX),
});
export type HideReviewBody = z.infer<typeof HideReviewBodySchema>;
