import { REVIEW_MESSAGES } from "@contracts/reviews";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews, reviewVotes } from "../tables";
import { as, reviewBody, tripOf, writeReview } from "../../../platform/test/community-review-fixtures";
import { createShop, insertProduct } from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

// On PostgreSQL (npm run test:postgres) these requests really run at the same time; on PGlite they interleave.
const shop = await forTheFile(createShop());

const newProduct = () => insertProduct(shop.db.db, shop.clock.now());

async function helpfulCount(reviewId: number): Promise<{ counter: number; rows: number }> {
  const [row] = await shop.db.db.select().from(reviews).where(eq(reviews.id, reviewId));
  const [votes] = await shop.db.db.select({ n: count() }).from(reviewVotes).where(eq(reviewVotes.reviewId, reviewId));
  return { counter: row?.helpfulCount ?? -1, rows: votes?.n ?? -1 };
}

describe("reviews under a race", () => {
  it("two simultaneous posts for one booking give one review; the other is 409 alreadyReviewed", async () => {
    const member = await shop.member("twice");
    const product = await newProduct();
    const trip = await tripOf(shop, member, product);
    const answers = await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        as(shop, member.token, "POST", "/api/v1/reviews", reviewBody(product, trip, { title: `Try ${i}` })),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.status === 409);
    expect(await refused?.json()).toMatchObject({ message: REVIEW_MESSAGES.alreadyReviewed });
    const [stored] = await shop.db.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.reservationId, trip), eq(reviews.productId, product.productId)));
    expect(stored?.n).toBe(1);
  });

  it("15 members marking one review at once give exactly 15; all taking it back at once give 0", async () => {
    const author = await shop.member("author");
    const product = await newProduct();
    const review = await writeReview(shop, author, product, await tripOf(shop, author, product));
    const voters = await Promise.all(Array.from({ length: 15 }, () => shop.member("voter")));
    const path = `/api/v1/reviews/${review.id}/helpful`;
    const added = await Promise.all(voters.map((voter) => as(shop, voter.token, "POST", path)));
    expect(added.every((res) => res.status === 200)).toBe(true);
    expect(await helpfulCount(review.id)).toEqual({ counter: 15, rows: 15 });
    const removed = await Promise.all(voters.map((voter) => as(shop, voter.token, "DELETE", path)));
    expect(removed.every((res) => res.status === 200)).toBe(true);
    expect(await helpfulCount(review.id)).toEqual({ counter: 0, rows: 0 });
  });

  it("one member's burst of marks counts once; a burst of marks and unmarks never goes below zero", async () => {
    const author = await shop.member("author");
    const voter = await shop.member("clicker");
    const product = await newProduct();
    const review = await writeReview(shop, author, product, await tripOf(shop, author, product));
    const path = `/api/v1/reviews/${review.id}/helpful`;
    await Promise.all(Array.from({ length: 6 }, () => as(shop, voter.token, "POST", path)));
    expect(await helpfulCount(review.id)).toEqual({ counter: 1, rows: 1 });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => as(shop, voter.token, i % 2 === 0 ? "DELETE" : "POST", path)),
    );
    const after = await helpfulCount(review.id);
    expect(after.counter).toBe(after.rows);
    expect([0, 1]).toContain(after.counter);
  });
});
