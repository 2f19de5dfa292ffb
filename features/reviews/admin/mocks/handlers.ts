import { SERVER_MESSAGES } from "@contracts/server-messages";
import { auditEntryFixture, auditHandlers, consoleHandlers } from "@blocks/console";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import { type AdminReview, HideReviewBodySchema, REVIEW_MESSAGES } from "@contracts/reviews";
import {
  ApproveSocialReviewBodySchema,
  RejectSocialReviewBodySchema,
  SOCIAL_REVIEW_MESSAGES,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { delay, http } from "msw";
import { ADMIN_REVIEWS_PATH, ADMIN_SOCIAL_REVIEWS_PATH, PRODUCTS_PATH } from "../api/paths";
import { productsFixture, reviewsFixture, socialFixture } from "./fixtures";

export type ReviewsAdminApiOptions = {
  role?: AdminRole;
  reviews?: readonly AdminReview[];
  requests?: readonly SocialReviewRequest[];
  /** Ids another operator decides (or hides) just before this one does: 409, their decision kept. */
  decidedElsewhere?: readonly number[];
  /** The write never answers: the dialog stays busy. */
  writeWaits?: boolean;
  /** Approvals refused on their points (400 naming `points`, zod's English words), whatever they are. */
  pointsRefused?: boolean;
};

const invalid = (field: string, message: string) =>
  apiError(400, "VALIDATION_ERROR", `${field}: ${message}`, { field, issues: [{ field, message }] });

/**
 * The console's reviews and social review requests API as the server answers it, remembering every write: the
 * lists filtered and paged; hide once with a reason (400 naming `reason`, 409 after), unhide; approve or refuse a
 * waiting request once (409 after). Every record's audit trail answers one entry.
 */
export function reviewsAdminApi(options: ReviewsAdminApiOptions = {}) {
  let reviews = (options.reviews ?? reviewsFixture).map((row) => structuredClone(row));
  let requests = (options.requests ?? socialFixture).map((row) => structuredClone(row));
  const elsewhere = new Set(options.decidedElsewhere ?? []);
  const at = "2026-05-15T12:00:00+09:00";
  const setReview = (id: number, patch: Partial<AdminReview>) => {
    reviews = reviews.map((row) => (row.id === id ? { ...row, ...patch } : row));
    return reviews.find((row) => row.id === id);
  };
  const setRequest = (id: number, patch: Partial<SocialReviewRequest>) => {
    requests = requests.map((row) => (row.id === id ? { ...row, ...patch, can_edit: false, reviewed_at: at } : row));
    return requests.find((row) => row.id === id);
  };
  return {
    handlers: [
      ...consoleHandlers({ role: options.role ?? "operator" }),
      auditHandlers.entries([
        auditEntryFixture({ subject: "review", action: "hidden", detail: { reason: "Advertising" } }),
      ]),
      http.get(PRODUCTS_PATH, () => ok(productsFixture)),
      http.get(ADMIN_REVIEWS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const hidden = url.searchParams.get("hidden") ?? "all";
        const product = url.searchParams.get("product_id");
        const rating = url.searchParams.get("rating");
        const q = (url.searchParams.get("q") ?? "").toLowerCase();
        const rows = reviews.filter(
          (row) =>
            (hidden === "all" || (hidden === "hidden") === row.hidden) &&
            (product === null || row.product_id === Number(product)) &&
            (rating === null || row.rating === Number(rating)) &&
            (!q ||
              [row.title, row.content, row.member_name, row.member_email].some((s) => s.toLowerCase().includes(q))),
        );
        return paged(rows, url);
      }),
      http.post(`${ADMIN_REVIEWS_PATH}/:id/hide`, async ({ params, request }) => {
        const id = Number(params.id);
        const body: unknown = await request.json();
        await delay(20);
        if (options.writeWaits) return never();
        const row = reviews.find((each) => each.id === id);
        if (!row) return apiError(404, "REVIEW_NOT_FOUND", REVIEW_MESSAGES.notFound);
        const parsed = HideReviewBodySchema.safeParse(body);
        if (!parsed.success) return invalid("reason", parsed.error.issues[0]?.message ?? "");
        if (elsewhere.delete(id)) {
          setReview(id, { hidden: true, hidden_reason: "Spam", hidden_at: at });
          return apiError(409, "REVIEW_ALREADY_HIDDEN", REVIEW_MESSAGES.alreadyHidden);
        }
        if (row.hidden) return apiError(409, "REVIEW_ALREADY_HIDDEN", REVIEW_MESSAGES.alreadyHidden);
        return ok(setReview(id, { hidden: true, hidden_reason: parsed.data.reason, hidden_at: at }));
      }),
      http.post(`${ADMIN_REVIEWS_PATH}/:id/unhide`, async ({ params }) => {
        const id = Number(params.id);
        await delay(20);
        const row = reviews.find((each) => each.id === id);
        if (!row) return apiError(404, "REVIEW_NOT_FOUND", REVIEW_MESSAGES.notFound);
        if (!row.hidden) return apiError(409, "REVIEW_NOT_HIDDEN", REVIEW_MESSAGES.notHidden);
        return ok(setReview(id, { hidden: false, hidden_reason: "", hidden_at: null }));
      }),
      http.get(ADMIN_SOCIAL_REVIEWS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const status = url.searchParams.get("status") ?? "pending";
        return paged(
          requests.filter((row) => status === "all" || row.status === status),
          url,
        );
      }),
      http.post(`${ADMIN_SOCIAL_REVIEWS_PATH}/:id/:decision`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await request.json()) as Record<string, unknown>;
        await delay(20);
        if (options.writeWaits) return never();
        const row = requests.find((each) => each.id === id);
        if (!row) return apiError(404, "SOCIAL_REVIEW_NOT_FOUND", SOCIAL_REVIEW_MESSAGES.notFound);
        const approve = params.decision === "approve";
        let note = "";
        if (approve) {
          if (options.pointsRefused) return invalid("points", "Too big: expected number to be <=100000");
          const parsed = ApproveSocialReviewBodySchema.safeParse(body);
          if (!parsed.success) return invalid("points", parsed.error.issues[0]?.message ?? "");
        } else {
          const parsed = RejectSocialReviewBodySchema.safeParse(body);
          if (!parsed.success) return invalid("note", parsed.error.issues[0]?.message ?? "");
          note = parsed.data.note;
        }
        if (elsewhere.delete(id)) {
          setRequest(id, { status: "approved", points_granted: 1000 });
          return apiError(409, "SOCIAL_REVIEW_NOT_PENDING", SOCIAL_REVIEW_MESSAGES.notPending);
        }
        if (row.status !== "pending") {
          return apiError(409, "SOCIAL_REVIEW_NOT_PENDING", SOCIAL_REVIEW_MESSAGES.notPending);
        }
        return ok(
          approve
            ? setRequest(id, { status: "approved", points_granted: Number(body.points ?? 1000) })
            : setRequest(id, { status: "rejected", operator_note: note }),
        );
      }),
    ],
  };
}

/** Nothing yet. */
export const emptyReviewsApi = () => reviewsAdminApi({ reviews: [], requests: [] });

const lists = [ADMIN_REVIEWS_PATH, ADMIN_SOCIAL_REVIEWS_PATH];
/** The product filter's list answers in every state but the signed-out and refused ones: it is not what failed. */
const products = http.get(PRODUCTS_PATH, () => ok(productsFixture));
/** The lists waiting forever: the loading state. */
export const loadingHandlers = [...consoleHandlers(), products, ...lists.map((path) => http.get(path, never))];
/** The lists failing: the server is down for a moment. */
export const errorHandlers = [
  ...consoleHandlers(),
  products,
  ...lists.map((path) => http.get(path, () => apiError(503, "SERVICE_UNAVAILABLE", SERVER_MESSAGES.unavailable))),
];
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  http.get("/api/v1/admin/me", () => unauthorized()),
  ...[...lists, PRODUCTS_PATH].map((path) => http.get(path, () => unauthorized())),
];
/** Every call answering 403: a staff account of another kind (a driver's, a gate's). */
export const forbiddenHandlers = [
  ...consoleHandlers({ role: "gate" }),
  ...[...lists, PRODUCTS_PATH].map((path) =>
    http.get(path, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
  ),
];
