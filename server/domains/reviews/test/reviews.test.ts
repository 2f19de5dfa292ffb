import { CATALOG_MESSAGES } from "@contracts/catalog";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import {
  CompletedBookingsResponseSchema,
  HelpfulResponseSchema,
  ProductReviewsResponseSchema,
  RatingSummaryResponseSchema,
  REVIEW_MESSAGES,
  ReviewListResponseSchema,
  ReviewResponseSchema,
} from "@contracts/reviews";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviews, reviewVotes } from "../tables";
import { body, call } from "../../../platform/test/auth-fixtures";
import {
  as,
  dataOf,
  failure,
  reviewBody,
  settleTrip,
  type TestProduct,
  tripOf,
  writeReview,
} from "../../../platform/test/community-review-fixtures";
import {
  addCartItem,
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let carol: Member;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([shop.member("alice"), shop.member("bob"), shop.member("carol")]);
});

const post = (token: string | undefined, payload: unknown) => as(shop, token, "POST", "/api/v1/reviews", payload);
const newProduct = (name?: string) => insertProduct(shop.db.db, shop.clock.now(), { name });
const productReviews = async (product: TestProduct, query = "", token?: string) =>
  ProductReviewsResponseSchema.parse(
    await body(await call(shop.app, "GET", `/api/v1/products/${product.productId}/reviews${query}`, { token })),
  );

describe("POST /api/v1/reviews", () => {
  it("reviews a product of the member's completed booking: 201, masked author, shown on the product", async () => {
    const product = await newProduct("Palace Night Walk");
    const trip = await tripOf(shop, alice, product);
    const res = await as(
      shop,
      alice.token,
      "POST",
      "/api/v1/reviews",
      reviewBody(product, trip, { title: "  Lovely  " }),
    );
    expect(res.status).toBe(201);
    const { data } = ReviewResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      product_id: product.productId,
      product_name: "Palace Night Walk",
      reservation_id: trip,
      author: "M***",
      mine: true,
      title: "Lovely",
      rating: 5,
      helpful_count: 0,
      voted: false,
    });
    const list = await productReviews(product);
    expect(list.data.map((review) => review.id)).toEqual([data.id]);
    expect(list.data[0]).toMatchObject({ mine: false, voted: false, author: "M***" });
  });

  it("a product the member did not book is 404: another member's booking, a product not in it, no booking", async () => {
    const product = await newProduct();
    const other = await newProduct();
    const alicesTrip = await tripOf(shop, alice, product);
    const stranger = await failure(await post(bob.token, reviewBody(product, alicesTrip)), 404);
    expect(stranger).toEqual({
      code: "RESERVATION_NOT_FOUND",
      message: RESERVATION_MESSAGES.reservationNotFound,
      field: "reservation_id",
    });
    const wrongProduct = await failure(await post(alice.token, reviewBody(other, alicesTrip)), 404);
    expect(wrongProduct).toMatchObject({ code: "RESERVATION_NOT_FOUND", field: "product_id" });
    await failure(await post(alice.token, reviewBody(product, 999_999)), 404);
    expect((await productReviews(product)).data).toEqual([]);
  });

  it("a trip that has not happened, is unpaid or was cancelled is 409 notCompleted", async () => {
    const product = await newProduct();
    const cases = [
      await tripOf(shop, alice, product, { daysAgo: 0 }),
      await tripOf(shop, alice, product, { daysAgo: -5 }),
      await tripOf(shop, alice, product, { status: "pending" }),
      await tripOf(shop, alice, product, { status: "waiting" }),
      await tripOf(shop, alice, product, { status: "cancelled" }),
    ];
    for (const trip of cases) {
      const error = await failure(await post(alice.token, reviewBody(product, trip)), 409);
      expect(error).toEqual({
        code: "REVIEW_NOT_COMPLETED",
        message: REVIEW_MESSAGES.notCompleted,
        field: "reservation_id",
      });
    }
    // "requested" (paid, waiting for the operator) counts as completed once the day has passed
    const requested = await tripOf(shop, alice, product, { status: "requested", daysAgo: 1 });
    expect((await post(alice.token, reviewBody(product, requested))).status).toBe(201);
  });

  it("once per booking and product: a second review is 409; each product of a two-product booking once", async () => {
    const first = await newProduct();
    const second = await newProduct();
    const trip = await tripOf(shop, alice, first);
    await writeReview(shop, alice, first, trip);
    const again = await failure(await post(alice.token, reviewBody(first, trip)), 409);
    expect(again).toEqual({
      code: "REVIEW_ALREADY_REVIEWED",
      message: REVIEW_MESSAGES.alreadyReviewed,
      field: "reservation_id",
    });

    const cart = [
      await addCartItem(shop.db.db, alice.id, first.productId, [{ optionId: first.optionIds[0] ?? 0, quantity: 1 }]),
      await addCartItem(shop.db.db, alice.id, second.productId, [{ optionId: second.optionIds[0] ?? 0, quantity: 1 }]),
    ];
    const both = await book(
      shop,
      alice,
      reservationBody(shop.clock.now(), first, { product_id: undefined, options: undefined, cart_item_ids: cart }),
    );
    await settleTrip(shop, both.id, { daysAgo: 10 });
    await writeReview(shop, alice, first, both.id);
    await writeReview(shop, alice, second, both.id, { rating: 3 });
    expect((await post(alice.token, reviewBody(second, both.id))).status).toBe(409);
  });

  it("checks title, rating and content with the contract's messages; needs a member token", async () => {
    const product = await newProduct();
    const trip = await tripOf(shop, alice, product);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "   " }, "title", REVIEW_MESSAGES.titleRequired],
      [{ title: undefined }, "title", REVIEW_MESSAGES.titleRequired],
      [{ title: "x".repeat(101) }, "title", ""],
      [{ rating: 0 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 6 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: 4.5 }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ rating: undefined }, "rating", REVIEW_MESSAGES.ratingRequired],
      [{ content: "too short" }, "content", REVIEW_MESSAGES.contentMin],
      [{ content: "  short      " }, "content", REVIEW_MESSAGES.contentMin],
      [{ content: "x".repeat(3001) }, "content", ""],
      [{ product_id: "one" }, "product_id", ""],
      [{ reservation_id: -1 }, "reservation_id", ""],
    ];
    for (const [overrides, field, message] of cases) {
      const error = await failure(await post(alice.token, reviewBody(product, trip, overrides)), 400);
      expect(error.field, JSON.stringify(overrides)).toBe(field);
      if (message) expect(error.issues?.[0]?.message).toBe(message);
    }
    // exactly ten characters after trimming is enough
    const ten = await as(
      shop,
      alice.token,
      "POST",
      "/api/v1/reviews",
      reviewBody(product, trip, { content: " 1234567890 " }),
    );
    expect(ReviewResponseSchema.parse(await body(ten)).data.content).toBe("1234567890");
    expect((await post(undefined, reviewBody(product, trip))).status).toBe(401);
    expect((await post(shop.admin, reviewBody(product, trip))).status).toBe(401);
  });
});

describe("GET /api/v1/reviews/bookings", () => {
  it("lists the member's completed bookings newest trip first, each product once, with its review", async () => {
    const dana = await shop.member("dana");
    const product = await newProduct("Harbour Cruise");
    const older = await tripOf(shop, dana, product, { daysAgo: 20 });
    const newer = await tripOf(shop, dana, product, { daysAgo: 2 });
    await tripOf(shop, dana, product, { daysAgo: 0 });
    await tripOf(shop, dana, product, { status: "cancelled" });
    await tripOf(shop, bob, product);
    const review = await writeReview(shop, dana, product, older);
    const res = await as(shop, dana.token, "GET", "/api/v1/reviews/bookings");
    const { data } = CompletedBookingsResponseSchema.parse(await body(res));
    expect(data.map((row) => [row.reservation_id, row.review_id])).toEqual([
      [newer, null],
      [older, review.id],
    ]);
    expect(data[0]).toMatchObject({ product_id: product.productId, product_name: "Harbour Cruise" });
    expect(data[0]?.thumbnail).toMatch(/^\/images\/catalog\//);
    expect(data[0]?.reservation_number).toMatch(/^R\d{6}-/);
    const ko = CompletedBookingsResponseSchema.parse(
      await body(await as(shop, dana.token, "GET", "/api/v1/reviews/bookings?lang=ko")),
    );
    expect(ko.data[0]?.product_name).toMatch(/^테스트 투어/);
    expect((await as(shop, undefined, "GET", "/api/v1/reviews/bookings")).status).toBe(401);
    expect((await as(shop, dana.token, "GET", "/api/v1/reviews/bookings?lang=fr")).status).toBe(400);
  });
});

describe("the member's own reviews", () => {
  it("lists them newest first with paging; another member's review is 404 to read, edit and delete", async () => {
    const erin = await shop.member("erin");
    const product = await newProduct();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await writeReview(shop, erin, product, await tripOf(shop, erin, product), { rating: i + 1 })).id);
      shop.clock.advance(60);
    }
    const page1 = ReviewListResponseSchema.parse(
      await body(await as(shop, erin.token, "GET", "/api/v1/reviews/mine?per_page=2")),
    );
    expect(page1.data.map((review) => review.id)).toEqual([ids[2], ids[1]]);
    expect(page1.meta).toEqual({ page: 1, per_page: 2, total: 3, total_pages: 2 });
    expect(page1.data.every((review) => review.mine)).toBe(true);
    const page2 = ReviewListResponseSchema.parse(
      await body(await as(shop, erin.token, "GET", "/api/v1/reviews/mine?per_page=2&page=2")),
    );
    expect(page2.data.map((review) => review.id)).toEqual([ids[0]]);
    const bobs = ReviewListResponseSchema.parse(await body(await as(shop, bob.token, "GET", "/api/v1/reviews/mine")));
    expect(bobs.data.some((review) => ids.includes(review.id))).toBe(false);

    const target = ids[0] ?? 0;
    const notFound = { code: "REVIEW_NOT_FOUND", message: REVIEW_MESSAGES.notFound };
    expect(await failure(await as(shop, bob.token, "GET", `/api/v1/reviews/${target}`), 404)).toEqual(notFound);
    const edit = { title: "Taken over", rating: 1, content: "Someone else wrote this text." };
    expect(await failure(await as(shop, bob.token, "PUT", `/api/v1/reviews/${target}`, edit), 404)).toEqual(notFound);
    expect(await failure(await as(shop, bob.token, "DELETE", `/api/v1/reviews/${target}`), 404)).toEqual(notFound);
    const still = ReviewResponseSchema.parse(
      await body(await as(shop, erin.token, "GET", `/api/v1/reviews/${target}`)),
    );
    expect(still.data).toMatchObject({ id: target, rating: 1, title: "A wonderful evening" });
    expect((await as(shop, erin.token, "GET", "/api/v1/reviews/999999")).status).toBe(404);
    expect((await as(shop, erin.token, "GET", "/api/v1/reviews/abc")).status).toBe(400);
    expect((await as(shop, undefined, "GET", `/api/v1/reviews/${target}`)).status).toBe(401);
    expect((await as(shop, undefined, "GET", "/api/v1/reviews/mine")).status).toBe(401);
  });

  it("edits its own review (validated) and deletes it with its votes; the booking can then be reviewed again", async () => {
    const product = await newProduct();
    const trip = await tripOf(shop, carol, product);
    const review = await writeReview(shop, carol, product, trip);
    await dataOf(await as(shop, alice.token, "POST", `/api/v1/reviews/${review.id}/helpful`));
    shop.clock.advance(3600);
    const edited = ReviewResponseSchema.parse(
      await body(
        await as(shop, carol.token, "PUT", `/api/v1/reviews/${review.id}?lang=ko`, {
          title: "Edited title",
          rating: 2,
          content: "Changed my mind after all.",
        }),
      ),
    ).data;
    expect(edited).toMatchObject({ title: "Edited title", rating: 2, helpful_count: 1 });
    expect(edited.product_name).toMatch(/^테스트 투어/);
    expect(edited.updated_at > edited.created_at).toBe(true);
    const bad = await failure(
      await as(shop, carol.token, "PUT", `/api/v1/reviews/${review.id}`, {
        title: "",
        rating: 2,
        content: "long enough text",
      }),
      400,
    );
    expect(bad).toMatchObject({ field: "title" });

    const deleted = await as(shop, carol.token, "DELETE", `/api/v1/reviews/${review.id}`);
    expect(await dataOf(deleted)).toEqual({ id: review.id });
    expect((await as(shop, carol.token, "GET", `/api/v1/reviews/${review.id}`)).status).toBe(404);
    expect((await as(shop, carol.token, "DELETE", `/api/v1/reviews/${review.id}`)).status).toBe(404);
    const votes = await shop.db.db.select().from(reviewVotes).where(eq(reviewVotes.reviewId, review.id));
    expect(votes).toEqual([]);
    expect((await productReviews(product)).data).toEqual([]);
    expect((await post(carol.token, reviewBody(product, trip))).status).toBe(201);
  });
});

describe("GET /api/v1/products/{productId}/reviews", () => {
  it("sorts by latest, recommended and rating (ties newest first), pages, and carries the summary", async () => {
    const product = await newProduct();
    const write = async (member: Member, rating: number) => {
      const review = await writeReview(shop, member, product, await tripOf(shop, member, product), { rating });
      shop.clock.advance(60);
      return review.id;
    };
    const a = await write(alice, 4);
    const b = await write(bob, 5);
    const c = await write(carol, 4);
    const d = await write(alice, 2);
    // b gets two votes, c one
    await dataOf(await as(shop, alice.token, "POST", `/api/v1/reviews/${b}/helpful`));
    await dataOf(await as(shop, carol.token, "POST", `/api/v1/reviews/${b}/helpful`));
    await dataOf(await as(shop, bob.token, "POST", `/api/v1/reviews/${c}/helpful`));

    const ids = async (query: string) => (await productReviews(product, query)).data.map((review) => review.id);
    expect(await ids("")).toEqual([d, c, b, a]);
    expect(await ids("?sort=latest")).toEqual([d, c, b, a]);
    expect(await ids("?sort=recommended")).toEqual([b, c, d, a]);
    expect(await ids("?sort=rating")).toEqual([b, c, a, d]);

    const paged = await productReviews(product, "?sort=rating&per_page=3&page=2");
    expect(paged.data.map((review) => review.id)).toEqual([d]);
    expect(paged.meta).toEqual({
      page: 2,
      per_page: 3,
      total: 4,
      total_pages: 2,
      summary: { product_id: product.productId, average: 3.8, count: 4, distribution: [0, 1, 0, 2, 1] },
    });
  });

  it("fills mine and voted for a member; a guest or a stale token sees neither", async () => {
    const product = await newProduct();
    const mine = await writeReview(shop, alice, product, await tripOf(shop, alice, product));
    const theirs = await writeReview(shop, bob, product, await tripOf(shop, bob, product));
    await dataOf(await as(shop, alice.token, "POST", `/api/v1/reviews/${theirs.id}/helpful`));
    const flags = (list: Awaited<ReturnType<typeof productReviews>>) =>
      Object.fromEntries(list.data.map((review) => [review.id, [review.mine, review.voted]]));
    expect(flags(await productReviews(product, "", alice.token))).toEqual({
      [mine.id]: [true, false],
      [theirs.id]: [false, true],
    });
    expect(flags(await productReviews(product, "", bob.token))).toEqual({
      [mine.id]: [false, false],
      [theirs.id]: [true, false],
    });
    expect(flags(await productReviews(product))).toEqual({ [mine.id]: [false, false], [theirs.id]: [false, false] });
    expect(flags(await productReviews(product, "", "not-a-token"))).toEqual({
      [mine.id]: [false, false],
      [theirs.id]: [false, false],
    });
    // an operator's token is not a member's: read as a guest
    expect(flags(await productReviews(product, "", shop.admin))[mine.id]).toEqual([false, false]);
  });

  it("answers 404 for an unknown product and 400 for a bad sort or page size", async () => {
    const missing = await call(shop.app, "GET", "/api/v1/products/999999/reviews");
    expect(await failure(missing, 404)).toMatchObject({ message: CATALOG_MESSAGES.productNotFound });
    const product = await newProduct();
    for (const query of ["?sort=best", "?per_page=51", "?page=0", "?lang=de"]) {
      const res = await call(shop.app, "GET", `/api/v1/products/${product.productId}/reviews${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await call(shop.app, "GET", "/api/v1/products/abc/reviews")).status).toBe(400);
  });
});

describe("GET /api/v1/products/{productId}/reviews/summary", () => {
  it("averages to one decimal with the star distribution; zero without reviews; 404 for no product", async () => {
    const product = await newProduct();
    const summary = async () =>
      RatingSummaryResponseSchema.parse(
        await body(await call(shop.app, "GET", `/api/v1/products/${product.productId}/reviews/summary`)),
      ).data;
    expect(await summary()).toEqual({
      product_id: product.productId,
      average: 0,
      count: 0,
      distribution: [0, 0, 0, 0, 0],
    });
    for (const [member, rating] of [
      [alice, 5],
      [bob, 4],
      [carol, 4],
    ] as const) {
      await writeReview(shop, member, product, await tripOf(shop, member, product), { rating });
    }
    expect(await summary()).toEqual({
      product_id: product.productId,
      average: 4.3,
      count: 3,
      distribution: [0, 0, 0, 2, 1],
    });
    await writeReview(shop, alice, product, await tripOf(shop, alice, product), { rating: 1 });
    expect(await summary()).toMatchObject({ average: 3.5, count: 4, distribution: [1, 0, 0, 2, 1] });
    expect((await call(shop.app, "GET", "/api/v1/products/999999/reviews/summary")).status).toBe(404);
  });
});

describe("POST|DELETE /api/v1/reviews/{id}/helpful", () => {
  it("marks and takes back idempotently; the count follows the vote rows", async () => {
    const product = await newProduct();
    const review = await writeReview(shop, alice, product, await tripOf(shop, alice, product));
    const path = `/api/v1/reviews/${review.id}/helpful`;
    const vote = async (member: Member, method: "POST" | "DELETE") =>
      HelpfulResponseSchema.parse(await body(await as(shop, member.token, method, path))).data;
    expect(await vote(bob, "POST")).toEqual({ review_id: review.id, helpful_count: 1, voted: true });
    expect(await vote(bob, "POST")).toEqual({ review_id: review.id, helpful_count: 1, voted: true });
    expect(await vote(carol, "POST")).toEqual({ review_id: review.id, helpful_count: 2, voted: true });
    expect(await vote(bob, "DELETE")).toEqual({ review_id: review.id, helpful_count: 1, voted: false });
    expect(await vote(bob, "DELETE")).toEqual({ review_id: review.id, helpful_count: 1, voted: false });
    const [row] = await shop.db.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.helpfulCount).toBe(1);
  });

  it("refuses a vote on one's own review (403) and answers 404 for no review, 401 without a member", async () => {
    const product = await newProduct();
    const review = await writeReview(shop, alice, product, await tripOf(shop, alice, product));
    for (const method of ["POST", "DELETE"]) {
      const own = await failure(await as(shop, alice.token, method, `/api/v1/reviews/${review.id}/helpful`), 403);
      expect(own).toEqual({ code: "REVIEW_OWN_VOTE", message: REVIEW_MESSAGES.ownVote });
      const none = await failure(await as(shop, bob.token, method, "/api/v1/reviews/999999/helpful"), 404);
      expect(none).toEqual({ code: "REVIEW_NOT_FOUND", message: REVIEW_MESSAGES.notFound });
      expect((await as(shop, undefined, method, `/api/v1/reviews/${review.id}/helpful`)).status).toBe(401);
      expect((await as(shop, shop.admin, method, `/api/v1/reviews/${review.id}/helpful`)).status).toBe(401);
    }
    const [row] = await shop.db.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.helpfulCount).toBe(0);
  });
});
