import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { id, instant, ownedBy, timestamps } from "../../platform/db/columns";
import { reservations } from "../reservations/tables";

/** A link to a review the member published on a social network, for one booking; an operator approves it. */
export const socialReviewRequests = pgTable(
  "social_review_requests",
  {
    id: id(),
    memberId: ownedBy("member_id", () => accounts.id),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    platform: text("platform", {
      enum: ["instagram", "facebook", "youtube", "tiktok", "x", "blog", "other"],
    }).notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    operatorNote: text("operator_note").notNull().default(""),
    pointsGranted: integer("points_granted").notNull().default(0),
    reviewedAt: instant("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => accounts.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("social_review_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("social_review_requests_url_check", sql`${t.url} ~ '^https://'`),
    check("social_review_requests_points_check", sql`${t.pointsGranted} >= 0`),
    uniqueIndex("social_review_requests_reservation_url_uq").on(t.reservationId, t.url),
    index("social_review_requests_member_idx").on(t.memberId, t.createdAt),
    index("social_review_requests_status_idx").on(t.status, t.createdAt),
  ],
);
