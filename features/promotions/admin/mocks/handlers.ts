import { auditEntryFixture, auditHandlers, consoleHandlers } from "@blocks/console";
import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import type { AdminRole } from "@contracts/auth-area";
import {
  ADMIN_PROMOTIONS_PATH,
  CreatePromotionBodySchema,
  type PromotionLink,
  PROMOTIONS_ADMIN_MESSAGES,
  PutPromotionBodySchema,
} from "@contracts/promotions";
import { delay, http } from "msw";
import type { z } from "zod";

export const STORY_ADMIN_TOKEN = "story-promotions-admin-token";

const link = (code: string, overrides: Partial<PromotionLink> = {}): PromotionLink => ({
  code,
  target_path: "/main",
  active: true,
  visits: 0,
  last_visit_at: null,
  created_at: "2026-11-01T09:00:00+09:00",
  signups: 0,
  bookings: 0,
  revenue: { usd: 0, krw: 0 },
  ...overrides,
});

/**
 * Three links, newest first: one busy (sign-ups, bookings, revenue in both currencies), one never visited, one
 * switched off that brought bookings paid in won only.
 */
export const promotionsFixture: readonly PromotionLink[] = [
  link("WINTER26", {
    target_path: "/product/search/festival/all",
    visits: 1284,
    last_visit_at: "2026-11-24T18:20:00+09:00",
    created_at: "2026-11-20T09:00:00+09:00",
    signups: 37,
    bookings: 52,
    revenue: { usd: 4820.5, krw: 12850000 },
  }),
  link("JEJU", { target_path: "/product/search/tour/jeju", created_at: "2026-11-10T09:00:00+09:00" }),
  link("SPRING26", {
    target_path: "/event",
    active: false,
    visits: 342,
    last_visit_at: "2026-05-30T12:00:00+09:00",
    created_at: "2026-03-01T09:00:00+09:00",
    signups: 12,
    bookings: 9,
    revenue: { usd: 0, krw: 3250000 },
  }),
];

function invalid(result: z.ZodSafeParseError<unknown>) {
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return apiError(400, "VALIDATION_ERROR", issue?.message ?? "", {
    field,
    issues: [{ field, message: issue?.message ?? "" }],
  });
}

/** A link's trail: made by an operator, sent elsewhere by a clerk. */
export const promotionHistory = [
  auditEntryFixture({
    id: 1,
    subject: "promotion",
    subject_id: "WINTER26",
    action: "created",
    detail: { target_path: "/product/search/tour/all", active: true },
  }),
  auditEntryFixture({
    id: 2,
    at: "2026-11-22T02:00:00Z",
    actor: { id: 8, name: "Lee Clerk", role: "clerk" },
    subject: "promotion",
    subject_id: "WINTER26",
    action: "edited",
    detail: { target_path: { from: "/product/search/tour/all", to: "/product/search/festival/all" } },
  }),
];

/** The console's promotion links API, remembering every write: the list, a new code (409 when taken), a change. */
export function promotionsAdminApi(options: { links?: readonly PromotionLink[]; role?: AdminRole } = {}) {
  let links = (options.links ?? promotionsFixture).map((each) => structuredClone(each));
  return {
    handlers: [
      ...consoleHandlers({ role: options.role ?? "operator" }),
      auditHandlers.entries(promotionHistory),
      http.get(ADMIN_PROMOTIONS_PATH, () => ok(links)),
      http.post(ADMIN_PROMOTIONS_PATH, async ({ request }) => {
        const parsed = CreatePromotionBodySchema.safeParse(await request.json());
        await delay(20);
        if (!parsed.success) return invalid(parsed);
        if (links.some((each) => each.code === parsed.data.code))
          return apiError(409, "PROMOTION_DUPLICATE", PROMOTIONS_ADMIN_MESSAGES.duplicate, { field: "code" });
        const made = link(parsed.data.code, {
          target_path: parsed.data.target_path,
          active: parsed.data.active,
          created_at: "2026-11-25T10:00:00+09:00",
        });
        links = [made, ...links];
        return ok(made, {}, 201);
      }),
      http.put(`${ADMIN_PROMOTIONS_PATH}/:code`, async ({ params, request }) => {
        const parsed = PutPromotionBodySchema.safeParse(await request.json());
        await delay(20);
        if (!parsed.success) return invalid(parsed);
        const code = String(params.code);
        links = links.map((each) => (each.code === code ? { ...each, ...parsed.data } : each));
        return ok(links.find((each) => each.code === code));
      }),
    ],
  };
}

export const emptyPromotionsApi = () => promotionsAdminApi({ links: [] });
export const loadingHandlers = [...consoleHandlers(), http.get(ADMIN_PROMOTIONS_PATH, never)];
export const errorHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_PROMOTIONS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute."),
  ),
];
export const unauthorizedHandlers = [
  http.get(ADMIN_PROMOTIONS_PATH, () => unauthorized()),
  http.get("/api/v1/admin/me", () => unauthorized()),
];
export const forbiddenHandlers = [
  http.get(ADMIN_PROMOTIONS_PATH, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
  http.get("/api/v1/admin/me", () => apiError(403, "FORBIDDEN", "This account may not do this.")),
];
