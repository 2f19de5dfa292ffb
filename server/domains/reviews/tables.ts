import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { products } from "../catalog/tables";
import { createdAt, id, instant, ownedBy, timestamps } from "../../platform/db/columns";
import { reservations } from "../reservations/tables";

/** A member's review of a product from one completed booking (one per booking and product). */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    productId: ownedBy("product_id", () => products.id),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    memberId: ownedBy("member_id", () => accounts.id),
    title: text("title").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    /** Kept with the votes in one transaction, so "recommended" sorts without counting. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    /** Set while an operator hides the review: it leaves the product's page and averages; its author still sees it. */
    hiddenAt: instant("hidden_at"),
    /** The operator's reason, shown to the author beside the hidden review (empty while shown). */
    hiddenReason: text("hidden_reason").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_content_check", sql`char_length(${t.content}) >= 10`),
    check("reviews_helpful_check", sql`${t.helpfulCount} >= 0`),
    check("reviews_hidden_reason_check", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} = '')`),
    uniqueIndex("reviews_reservation_product_uq").on(t.reservationId, t.productId),
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_member_idx").on(t.memberId, t.createdAt),
  ],
);

export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: ownedBy("review_id", () => reviews.id),
    memberId: ownedBy("member_id", () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.memberId] })],
);
