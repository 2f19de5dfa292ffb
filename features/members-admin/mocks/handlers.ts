import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { consoleHandlers } from "@blocks/console";
import { ADMIN_AUDIT_PATH, type AuditEntry } from "@contracts/audit";
import type { AdminRole } from "@contracts/auth-area";
import type { Coupon } from "@contracts/members";
import {
  ADMIN_SHOP_MEMBERS_PATH,
  DeactivateMemberBodySchema,
  GrantCouponBodySchema,
  GrantPointsBodySchema,
  type MemberAdminDetail,
  type MemberAdminPointRow,
  type MemberAdminRow,
  MEMBERS_ADMIN_MESSAGES,
  RevokeCouponBodySchema,
} from "@contracts/members-admin";
import { delay, http } from "msw";
import type { z } from "zod";
import { longPointsHistory, memberDetailFixture, membersFixture, STORY_OPERATOR } from "./fixtures";

const MEMBER = `${ADMIN_SHOP_MEMBERS_PATH}/:id`;
const NOW = "2026-11-25T10:00:00+09:00";

export type MembersAdminApiOptions = {
  members?: readonly MemberAdminRow[];
  /** The signed-in operator's role (`GET /admin/me`). */
  role?: AdminRole;
  /** Another operator deactivates these members just before this one tries (409). */
  deactivatedElsewhere?: readonly number[];
  /** The writes never answer: the dialog stays busy. */
  writesWait?: boolean;
  /** Kim Minji's (30) points history holds this many rows (pages of 20) instead of her two. */
  longHistory?: number;
  /** The points history never answers (`"wait"`) or fails (`"fail"`, 503) while the member reads fine. */
  points?: "wait" | "fail";
  /** The member books with these coupons just before the operator revokes them (409, used). */
  usedElsewhere?: readonly number[];
  /** The first this many revokes fail for a moment (503): the operator may try again. */
  revokeFailures?: number;
};

function invalid(result: z.ZodSafeParseError<unknown>) {
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  return apiError(400, "VALIDATION_ERROR", issue?.message ?? "", {
    field,
    issues: [{ field, message: issue?.message ?? "" }],
  });
}

/**
 * The console's members API as the server answers it, remembering every write: the list by `q` and `status`,
 * newest first and paged; a member's page; deactivating and reactivating (409 when already so), points (409 below
 * zero), coupons; and the member's audit trail, which each write adds to.
 */
export function membersAdminApi(options: MembersAdminApiOptions = {}) {
  const rows = (options.members ?? membersFixture).map((row) => structuredClone(row));
  const details = new Map<number, MemberAdminDetail>(rows.map((row) => [row.id, memberDetailFixture(row)]));
  const elsewhere = new Set(options.deactivatedElsewhere ?? []);
  const usedElsewhere = new Set(options.usedElsewhere ?? []);
  let revokeFailures = options.revokeFailures ?? 0;
  // each member's whole history, newest first; the member's page carries its newest rows and the count
  const histories = new Map<number, MemberAdminPointRow[]>(
    [...details].map(([id, detail]) => [
      id,
      id === 30 && options.longHistory
        ? longPointsHistory(options.longHistory)
        : detail.points.history.map((row) => ({ ...row, granted_by: row.kind === "adjust" ? STORY_OPERATOR : null })),
    ]),
  );
  for (const [id, history] of histories) {
    const detail = details.get(id);
    if (detail) detail.points = { ...detail.points, history: history.slice(0, 50), history_total: history.length };
  }
  const audit: AuditEntry[] = [];
  const writes = { calls: [] as { path: string; body: unknown }[] };
  let nextId = 100;

  const note = (id: number, action: string, detail: Record<string, unknown>) =>
    audit.push({
      id: (nextId += 1),
      at: NOW,
      actor: { ...STORY_OPERATOR, role: options.role ?? "operator" },
      subject: "member",
      subject_id: String(id),
      action,
      detail,
    });
  const setStatus = (id: number, status: "active" | "inactive") => {
    const row = rows.find((each) => each.id === id);
    const detail = details.get(id);
    if (row) row.status = status;
    if (detail) detail.account.status = status;
  };
  const write = async (request: Request, path: string) => {
    const body: unknown = await request.json();
    writes.calls.push({ path, body });
    await delay(20);
    return body;
  };

  return {
    writes,
    handlers: [
      ...consoleHandlers({ role: options.role ?? "operator" }),
      http.get(ADMIN_SHOP_MEMBERS_PATH, ({ request }) => {
        const url = new URL(request.url);
        const q = (url.searchParams.get("q") ?? "").toLowerCase();
        const status = url.searchParams.get("status");
        const found = rows.filter(
          (row) =>
            (status ? row.status === status : row.status !== "deleted") &&
            (!q ||
              [row.name, row.email, row.login_id, row.phone ?? ""].some((value) => value.toLowerCase().includes(q))),
        );
        return paged(found, url);
      }),
      http.get(MEMBER, ({ params }) => {
        const detail = details.get(Number(params.id));
        return detail ? ok(detail) : apiError(404, "MEMBER_ADMIN_NOT_FOUND", MEMBERS_ADMIN_MESSAGES.notFound);
      }),
      http.get(`${MEMBER}/points`, async ({ params, request }) => {
        if (options.points === "wait") return never();
        if (options.points === "fail")
          return apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.");
        const history = histories.get(Number(params.id));
        if (!history) return apiError(404, "MEMBER_ADMIN_NOT_FOUND", MEMBERS_ADMIN_MESSAGES.notFound);
        await delay(20);
        return paged(history, new URL(request.url));
      }),
      http.get(ADMIN_AUDIT_PATH, ({ request }) => {
        const id = new URL(request.url).searchParams.get("subject_id");
        return ok(audit.filter((entry) => entry.subject_id === id));
      }),
      http.post(`${MEMBER}/deactivate`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = await write(request, "deactivate");
        if (options.writesWait) return never();
        const parsed = DeactivateMemberBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed);
        if (elsewhere.delete(id)) {
          setStatus(id, "inactive");
          return apiError(409, "MEMBER_ADMIN_ALREADY_INACTIVE", MEMBERS_ADMIN_MESSAGES.alreadyInactive);
        }
        if (details.get(id)?.account.status !== "active")
          return apiError(409, "MEMBER_ADMIN_ALREADY_INACTIVE", MEMBERS_ADMIN_MESSAGES.alreadyInactive);
        setStatus(id, "inactive");
        note(id, "deactivated", { status: { from: "active", to: "inactive" }, reason: parsed.data.reason });
        return ok({ id, status: "inactive" });
      }),
      http.post(`${MEMBER}/reactivate`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await write(request, "reactivate")) as { reason?: string };
        if (options.writesWait) return never();
        if (details.get(id)?.account.status !== "inactive")
          return apiError(409, "MEMBER_ADMIN_ALREADY_ACTIVE", MEMBERS_ADMIN_MESSAGES.alreadyActive);
        setStatus(id, "active");
        note(id, "reactivated", {
          status: { from: "inactive", to: "active" },
          ...(body.reason ? { reason: body.reason } : {}),
        });
        return ok({ id, status: "active" });
      }),
      http.post(`${MEMBER}/points`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = await write(request, "points");
        if (options.writesWait) return never();
        const parsed = GrantPointsBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed);
        const detail = details.get(id);
        if (!detail) return apiError(404, "MEMBER_ADMIN_NOT_FOUND", MEMBERS_ADMIN_MESSAGES.notFound);
        const balance = detail.points.balance + parsed.data.amount;
        if (balance < 0)
          return apiError(409, "MEMBER_ADMIN_BELOW_ZERO", MEMBERS_ADMIN_MESSAGES.belowZero, { field: "amount" });
        const row = {
          id: (nextId += 1),
          kind: "adjust" as const,
          amount: parsed.data.amount,
          reason: parsed.data.reason,
          created_at: NOW,
          expires_at: null,
          is_valid: parsed.data.amount > 0,
        };
        const history = [{ ...row, granted_by: STORY_OPERATOR }, ...(histories.get(id) ?? [])];
        histories.set(id, history);
        detail.points = { balance, history: history.slice(0, 50), history_total: history.length };
        const listed = rows.find((each) => each.id === id);
        if (listed) listed.points = balance;
        note(id, parsed.data.amount > 0 ? "points_granted" : "points_taken_back", {
          amount: parsed.data.amount,
          reason: parsed.data.reason,
        });
        return ok({ balance, row }, {}, 201);
      }),
      http.post(`${MEMBER}/coupons`, async ({ params, request }) => {
        const id = Number(params.id);
        const body = await write(request, "coupons");
        if (options.writesWait) return never();
        const parsed = GrantCouponBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed);
        const detail = details.get(id);
        if (!detail) return apiError(404, "MEMBER_ADMIN_NOT_FOUND", MEMBERS_ADMIN_MESSAGES.notFound);
        const coupon: Coupon = {
          id: (nextId += 1),
          code: `OP-STORY${nextId}-${id}`,
          name: parsed.data.name,
          discount_type: parsed.data.discount_type,
          discount_value: parsed.data.discount_value,
          currency: parsed.data.currency,
          min_amount: parsed.data.min_amount,
          product_id: parsed.data.product_id,
          expires_at: "2026-12-25T10:00:00+09:00",
          used_at: null,
        };
        detail.coupons.held = [...detail.coupons.held, { ...coupon, revoked_at: null, revoke_reason: null }];
        note(id, "coupon_granted", { coupon_id: coupon.id, name: coupon.name, reason: parsed.data.reason });
        return ok(coupon, {}, 201);
      }),
      http.post(`${MEMBER}/coupons/:couponId/revoke`, async ({ params, request }) => {
        const id = Number(params.id);
        const couponId = Number(params.couponId);
        const body = await write(request, "revoke");
        if (options.writesWait) return never();
        const parsed = RevokeCouponBodySchema.safeParse(body);
        if (!parsed.success) return invalid(parsed);
        if (revokeFailures > 0) {
          revokeFailures -= 1;
          return apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.");
        }
        const detail = details.get(id);
        const all = detail ? [...detail.coupons.held, ...detail.coupons.used, ...detail.coupons.expired] : [];
        const coupon = all.find((each) => each.id === couponId);
        if (!detail || !coupon)
          return apiError(404, "MEMBER_ADMIN_COUPON_NOT_FOUND", MEMBERS_ADMIN_MESSAGES.couponNotFound);
        if (usedElsewhere.delete(couponId)) {
          detail.coupons.held = detail.coupons.held.filter((each) => each.id !== couponId);
          detail.coupons.used = [...detail.coupons.used, { ...coupon, used_at: NOW }];
        }
        if (detail.coupons.used.some((each) => each.id === couponId))
          return apiError(409, "MEMBER_ADMIN_COUPON_USED", MEMBERS_ADMIN_MESSAGES.couponUsed);
        const revoked = { ...coupon, revoked_at: NOW, revoke_reason: parsed.data.reason };
        detail.coupons = {
          ...detail.coupons,
          held: detail.coupons.held.filter((each) => each.id !== couponId),
          expired: detail.coupons.expired.filter((each) => each.id !== couponId),
          revoked: [...detail.coupons.revoked, revoked],
        };
        note(id, "coupon_revoked", { coupon_id: couponId, name: coupon.name, reason: parsed.data.reason });
        return ok(revoked);
      }),
    ],
  };
}

/** No member yet (or none matching). */
export const emptyMembersApi = () => membersAdminApi({ members: [] });
/** The list and the member waiting forever: the loading state. */
export const loadingHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_SHOP_MEMBERS_PATH, never),
  http.get(MEMBER, never),
  http.get(`${MEMBER}/points`, never),
];
/** The reads failing: the server is down for a moment. */
export const errorHandlers = [
  ...consoleHandlers(),
  http.get(ADMIN_SHOP_MEMBERS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute."),
  ),
  http.get(MEMBER, () => apiError(503, "SERVICE_UNAVAILABLE", "The service is being updated. Try again in a minute.")),
];
/** Every call answering 401: the session ended elsewhere. */
export const unauthorizedHandlers = [
  http.get(ADMIN_SHOP_MEMBERS_PATH, () => unauthorized()),
  http.get(MEMBER, () => unauthorized()),
  http.get("/api/v1/admin/me", () => unauthorized()),
];
/** Every call answering 403: a staff account of another role (a gate's scanner). */
export const forbiddenHandlers = [
  http.get(ADMIN_SHOP_MEMBERS_PATH, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
  http.get(MEMBER, () => apiError(403, "FORBIDDEN", "This account may not do this.")),
  http.get("/api/v1/admin/me", () => apiError(403, "FORBIDDEN", "This account may not do this.")),
];
