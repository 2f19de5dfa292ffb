import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { REVIEW_MESSAGES, type Review, type ReviewSort } from "@contracts/reviews";
import { SOCIAL_REVIEW_MESSAGES, type SocialReviewRequest, platformForUrl } from "@contracts/social-reviews";
import { delay, http } from "msw";
import { REVIEWS_PATH, SOCIAL_REVIEWS_PATH } from "../api/paths";
import { completedBookings, emptySummary, myReviews, productReviews, ratingSummary, socialRequests } from "./fixtures";

const PRODUCT_REVIEWS = "/api/v1/products/:productId/reviews";

const SORTERS: Record<ReviewSort, (a: Review, b: Review) => number> = {
  latest: (a, b) => b.created_at.localeCompare(a.created_at),
  recommended: (a, b) => b.helpful_count - a.helpful_count || b.created_at.localeCompare(a.created_at),
  rating: (a, b) => b.rating - a.rating || b.created_at.localeCompare(a.created_at),
};

/**
 * A product's reviews as the server keeps them: sorted and paged by the query, votes counted per review (one per
 * member, idempotent), and the summary in the meta. Every list request is remembered, so a story can see the sort.
 */
export function productReviewsApi(initial: readonly Review[] = productReviews, options: { guest?: boolean } = {}) {
  const rows = initial.map((review) => ({ ...review }));
  const requests: URL[] = [];
  const vote = (id: number, helpful: boolean) => {
    const review = rows.find((r) => r.id === id);
    if (!review) return apiError(404, "REVIEW_NOT_FOUND", REVIEW_MESSAGES.notFound);
    if (review.mine) return apiError(403, "OWN_VOTE", REVIEW_MESSAGES.ownVote);
    if (review.voted !== helpful) {
      review.voted = helpful;
      review.helpful_count = Math.max(0, review.helpful_count + (helpful ? 1 : -1));
    }
    return ok({ review_id: id, helpful_count: review.helpful_count, voted: review.voted });
  };
  return {
    requests,
    handlers: [
      http.get(`${PRODUCT_REVIEWS}/summary`, () => ok(ratingSummary)),
      http.get(PRODUCT_REVIEWS, ({ request }) => {
        const url = new URL(request.url);
        requests.push(url);
        const sort = (url.searchParams.get("sort") ?? "latest") as ReviewSort;
        const visible = rows.map((r) => (options.guest ? { ...r, mine: false, voted: false } : r)).sort(SORTERS[sort]);
        return paged(visible, url, { summary: rows.length === 0 ? emptySummary : ratingSummary });
      }),
      http.post(`${REVIEWS_PATH}/:id/helpful`, ({ params }) => vote(Number(params.id), true)),
      http.delete(`${REVIEWS_PATH}/:id/helpful`, ({ params }) => vote(Number(params.id), false)),
    ],
  };
}

export const summaryHandlers = {
  rated: http.get(`${PRODUCT_REVIEWS}/summary`, () => ok(ratingSummary)),
  none: http.get(`${PRODUCT_REVIEWS}/summary`, () => ok(emptySummary)),
  loading: http.get(`${PRODUCT_REVIEWS}/summary`, never),
};

export const productReviewsHandlers = {
  error: http.get(PRODUCT_REVIEWS, () => apiError(500, "INTERNAL_ERROR", "The review service is being restarted.")),
  loading: http.get(PRODUCT_REVIEWS, never),
};

export const bookingsHandlers = {
  success: http.get(`${REVIEWS_PATH}/bookings`, () => ok(completedBookings)),
  empty: http.get(`${REVIEWS_PATH}/bookings`, () => ok([])),
  error: http.get(`${REVIEWS_PATH}/bookings`, () =>
    apiError(500, "INTERNAL_ERROR", "The booking records are being moved."),
  ),
  unauthorized: http.get(`${REVIEWS_PATH}/bookings`, unauthorized),
};

export const myReviewsHandlers = {
  success: http.get(`${REVIEWS_PATH}/mine`, ({ request }) => paged(myReviews, new URL(request.url))),
  empty: http.get(`${REVIEWS_PATH}/mine`, ({ request }) => paged([], new URL(request.url))),
  /** The first review hidden by the shop, with its reason. */
  hidden: http.get(`${REVIEWS_PATH}/mine`, ({ request }) =>
    paged(
      myReviews.map((review, index) =>
        index === 0 ? { ...review, hidden: true, hidden_reason: "It names a private phone number." } : review,
      ),
      new URL(request.url),
    ),
  ),
  unauthorized: http.get(`${REVIEWS_PATH}/mine`, unauthorized),
};

/** Creates a review from the body it gets, and remembers every body (a double submit shows up here). */
export function recordingCreate(answer?: () => Response) {
  const bodies: unknown[] = [];
  return {
    bodies,
    handler: http.post(REVIEWS_PATH, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      await delay(100);
      if (answer) return answer();
      return ok({
        ...(myReviews[0] as Review),
        ...body,
        id: 990,
        helpful_count: 0,
        created_at: "2026-05-15T10:00:00+09:00",
        updated_at: "2026-05-15T10:00:00+09:00",
      });
    }),
  };
}

export const createAnswers = {
  fieldErrors: () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", {
      field: "title",
      issues: [
        { field: "title", message: "Please keep the title to your trip." },
        { field: "content", message: "Please leave out web addresses." },
      ],
    }),
  alreadyReviewed: () => apiError(409, "REVIEW_EXISTS", REVIEW_MESSAGES.alreadyReviewed),
};

/** One of the member's reviews, editable and deletable once; what was saved or deleted is remembered. */
export function ownReviewApi(initial: Review = myReviews[0] as Review) {
  let current: Review | null = { ...initial };
  const saved: unknown[] = [];
  return {
    saved,
    handlers: [
      http.get(`${REVIEWS_PATH}/:id`, () =>
        current ? ok(current) : apiError(404, "REVIEW_NOT_FOUND", REVIEW_MESSAGES.notFound),
      ),
      http.put(`${REVIEWS_PATH}/:id`, async ({ request }) => {
        const body = (await request.json()) as Partial<Review>;
        saved.push(body);
        current = { ...(current as Review), ...body, updated_at: "2026-05-15T10:00:00+09:00" };
        return ok(current);
      }),
      http.delete(`${REVIEWS_PATH}/:id`, () => {
        current = null;
        return ok(null);
      }),
    ],
  };
}

export const reviewHandlers = {
  notFound: http.get(`${REVIEWS_PATH}/:id`, () => apiError(404, "REVIEW_NOT_FOUND", REVIEW_MESSAGES.notFound)),
};

const allRequests = [socialRequests.pending, socialRequests.approved, socialRequests.rejected];

/** The member's social review requests: listed, read, created (the same address twice is 409) and changed. */
export function socialReviewsApi(initial: readonly SocialReviewRequest[] = allRequests) {
  const rows = initial.map((r) => ({ ...r }));
  const bodies: unknown[] = [];
  return {
    bodies,
    handlers: [
      http.get(SOCIAL_REVIEWS_PATH, ({ request }) => paged(rows, new URL(request.url))),
      http.get(`${SOCIAL_REVIEWS_PATH}/:id`, ({ params }) => {
        const found = rows.find((r) => r.id === Number(params.id));
        return found ? ok(found) : apiError(404, "SOCIAL_REVIEW_NOT_FOUND", SOCIAL_REVIEW_MESSAGES.notFound);
      }),
      http.post(SOCIAL_REVIEWS_PATH, async ({ request }) => {
        const body = (await request.json()) as { reservation_id: number; url: string };
        bodies.push(body);
        if (rows.some((r) => r.reservation_id === body.reservation_id && r.url === body.url)) {
          return apiError(409, "SOCIAL_REVIEW_DUPLICATE", SOCIAL_REVIEW_MESSAGES.duplicate, { field: "url" });
        }
        const created: SocialReviewRequest = {
          ...socialRequests.pending,
          id: 50,
          reservation_id: body.reservation_id,
          url: body.url,
          platform: platformForUrl(body.url),
          created_at: "2026-05-15T10:00:00+09:00",
          updated_at: "2026-05-15T10:00:00+09:00",
        };
        rows.unshift(created);
        return ok(created);
      }),
      http.put(`${SOCIAL_REVIEWS_PATH}/:id`, async ({ params, request }) => {
        const body = (await request.json()) as { url: string };
        bodies.push(body);
        const found = rows.find((r) => r.id === Number(params.id));
        if (!found) return apiError(404, "SOCIAL_REVIEW_NOT_FOUND", SOCIAL_REVIEW_MESSAGES.notFound);
        if (found.status !== "pending") return apiError(409, "NOT_PENDING", SOCIAL_REVIEW_MESSAGES.notPending);
        Object.assign(found, { url: body.url, platform: platformForUrl(body.url) });
        return ok(found);
      }),
    ],
  };
}

export const socialHandlers = {
  empty: http.get(SOCIAL_REVIEWS_PATH, ({ request }) => paged([], new URL(request.url))),
  unauthorized: http.get(SOCIAL_REVIEWS_PATH, unauthorized),
};
