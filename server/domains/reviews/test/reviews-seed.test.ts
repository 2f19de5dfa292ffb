import { QuotationListResponseSchema } from "@contracts/quotations";
import { addDays, shopToday } from "@contracts/reservations";
import { CompletedBookingsResponseSchema, isBookingCompleted, ProductReviewsResponseSchema } from "@contracts/reviews";
import { SocialReviewListResponseSchema } from "@contracts/social-reviews";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../../catalog/tables";
import { quotations } from "../../quotations/tables";
import { reservations } from "../../reservations/tables";
import { reviews, reviewVotes } from "../tables";
import { DEMO_PASSWORD, SEED_MEMBER_EMAIL } from "../../../platform/db/seed-data";
import { REVIEW_SEED_STEPS, SEED_REVIEWED_SLUG, SEED_REVIEWERS, SEED_TO_REVIEW_SLUG } from "../seed";
import { body, call, seededDemoApp, signIn } from "../../../platform/test/auth-fixtures";
import { acceptBody } from "../../../platform/test/community-review-fixtures";
import { createTestDb } from "../../../platform/test/db";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app } = await forTheFile(seededDemoApp());
let member: { token: string; id: number };

beforeAll(async () => {
  member = await signIn(app, SEED_MEMBER_EMAIL, DEMO_PASSWORD);
});

async function productId(slug: string): Promise<number> {
  const [row] = await db.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (!row) throw new Error(`no product ${slug}`);
  return row.id;
}

describe("reviews-demo-v1", () => {
  it("gives member@demo.test two completed trips: one reviewed, the palace night tour still to review", async () => {
    const res = await call(app, "GET", "/api/v1/reviews/bookings", { token: member.token });
    const { data } = CompletedBookingsResponseSchema.parse(await body(res));
    expect(data).toHaveLength(2);
    const [toReview, reviewed] = data;
    expect(toReview).toMatchObject({ product_id: await productId(SEED_TO_REVIEW_SLUG), review_id: null });
    expect(reviewed?.product_id).toBe(await productId(SEED_REVIEWED_SLUG));
    expect(reviewed?.review_id).not.toBeNull();
    const today = shopToday(new Date());
    expect(data.every((row) => row.departure_date < today)).toBe(true);
    const rows = await db.db.select().from(reservations).where(eq(reservations.memberId, member.id));
    const completed = rows.filter((row) => isBookingCompleted(row.status, row.departureDate, new Date()));
    expect(completed.map((row) => row.status)).toEqual(["confirmed", "confirmed"]);
  });

  it("fills the product review pages with varied ratings and votes that match their counts", async () => {
    const palace = await productId(SEED_TO_REVIEW_SLUG);
    const res = await call(app, "GET", `/api/v1/products/${palace}/reviews?sort=recommended`, { token: member.token });
    const list = ProductReviewsResponseSchema.parse(await body(res));
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.data.map((review) => review.rating)).size).toBeGreaterThanOrEqual(3);
    expect(list.data[0]?.helpful_count).toBeGreaterThan(0);
    expect(list.data.some((review) => review.voted)).toBe(true);
    expect(list.data.every((review) => /^.\*\*\*$/u.test(review.author))).toBe(true);
    expect(list.meta.summary.count).toBe(list.data.length);

    const reviewedProducts = await db.db.selectDistinct({ id: reviews.productId }).from(reviews);
    expect(reviewedProducts.length).toBeGreaterThanOrEqual(4);
    for (const review of await db.db.select().from(reviews)) {
      const [votes] = await db.db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
      expect(review.helpfulCount).toBe(votes?.n);
    }
  });

  it("lets the demo reviewers sign in, and gives the member one pending social review request", async () => {
    for (const reviewer of SEED_REVIEWERS) {
      expect((await signIn(app, reviewer.email, DEMO_PASSWORD)).token).toBeTruthy();
    }
    const res = await call(app, "GET", "/api/v1/social-reviews", { token: member.token });
    const { data } = SocialReviewListResponseSchema.parse(await body(res));
    expect(data.map((row) => [row.status, row.platform, row.can_edit])).toEqual([["pending", "instagram", true]]);
  });
});

describe("quotations-demo-v1", () => {
  it("gives member@demo.test an open quotation (14 days, 2 travellers, two USD options), an expired and a declined one", async () => {
    const res = await call(app, "GET", "/api/v1/quotations", { token: member.token });
    const { data } = QuotationListResponseSchema.parse(await body(res));
    expect(data.map((q) => q.display_status).sort()).toEqual(["declined", "expired", "sent"]);
    const open = data.find((q) => q.display_status === "sent");
    expect(open).toMatchObject({
      currency: "USD",
      travelers: 2,
      valid_until: addDays(shopToday(new Date()), 14),
      can_respond: true,
      revision: 1,
    });
    expect(open?.items).toHaveLength(2);
    expect(new Set(open?.items.map((item) => item.product_id)).size).toBe(2);
    expect(open?.total).toBe((open?.subtotal ?? 0) + (open?.luggage_fee ?? 0));
    expect(data.find((q) => q.display_status === "declined")?.member_comment).not.toBe("");

    // the open one is real enough to book: its options take the places like any order
    const accepted = await call(app, "POST", `/api/v1/quotations/${open?.id}/respond`, {
      token: member.token,
      body: acceptBody(1),
    });
    expect(accepted.status).toBe(200);
    expect((await body<{ data: { reservation_id: number | null } }>(accepted)).data.reservation_id).not.toBeNull();
  });
});

describe("without the demo member", () => {
  it("the steps do nothing", async () => {
    const empty = await createTestDb();
    try {
      await empty.db.transaction(async (tx) => {
        for (const step of REVIEW_SEED_STEPS) await step.run(tx);
      });
      expect(await empty.db.select().from(reviews)).toEqual([]);
      expect(await empty.db.select().from(quotations)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
