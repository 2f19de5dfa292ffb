import { never, ok, unauthorized } from "@blocks/mock-api";
import { nationalityHandlers } from "@blocks/countries";
import {
  COUPONS_PATH,
  memberFixture,
  memberHandlers as blockMemberHandlers,
  pointsTotalHandlers,
} from "@blocks/member";
import type { UpdateMemberBody } from "@contracts/members";
import { HttpResponse, http } from "msw";
import { POINTS_PATH } from "../api/points";
import { POINTS_HISTORY_PATH } from "../api/points-history";
import { UPDATE_MEMBER_PATH } from "../api/update-member";
import { couponsFixture, earnedRows, historyRows, inLang, pageOf } from "./fixtures";

const apiError = (status: number, code: string, message: string, issues?: { field: string; message: string }[]) =>
  HttpResponse.json({ message, code, ...(issues ? { issues, field: issues[0]?.field } : {}) }, { status });
const pageParam = (url: string) => Number(new URL(url).searchParams.get("page") ?? "1");

/** Who is signed in (the shell's current-user lookup). */
export const sessionHandlers = {
  signedIn: blockMemberHandlers.signedIn,
};

export const memberHandlers = {
  /** The profile, and saving it: the answer is the profile with the changes, as the server sends it. */
  success: [
    blockMemberHandlers.profile,
    http.put(UPDATE_MEMBER_PATH, async ({ request }) => {
      const body = (await request.json()) as UpdateMemberBody;
      return ok({ ...memberFixture, ...body });
    }),
  ],
  saveError: http.put(UPDATE_MEMBER_PATH, () =>
    apiError(500, "INTERNAL_ERROR", "Profiles cannot be changed during the nightly backup."),
  ),
  saveFieldIssue: http.put(UPDATE_MEMBER_PATH, () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", [
      { field: "passport", message: "This passport number is registered to another member." },
    ]),
  ),
  error: blockMemberHandlers.profileError,
  unauthorized: blockMemberHandlers.profileUnauthorized,
  loading: blockMemberHandlers.profileLoading,
};

export { nationalityHandlers };

export const pointsHandlers = {
  total: pointsTotalHandlers.success,
  totalError: pointsTotalHandlers.error,
  totalUnauthorized: pointsTotalHandlers.unauthorized,
  totalLoading: pointsTotalHandlers.loading,
  earned: http.get(POINTS_PATH, ({ request }) => {
    const { data, meta } = pageOf(earnedRows, pageParam(request.url));
    return ok(data, meta);
  }),
  /** Reasons in the asked language (`?lang=`), as the server gives them. */
  history: http.get(POINTS_HISTORY_PATH, ({ request }) => {
    const lang = new URL(request.url).searchParams.get("lang");
    const { data, meta } = pageOf(historyRows, pageParam(request.url));
    return ok(
      data.map((row) => ({ ...row, reason: inLang(row.reason, lang) })),
      meta,
    );
  }),
  empty: [
    http.get(POINTS_PATH, () => ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 })),
    http.get(POINTS_HISTORY_PATH, () => ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 })),
  ],
  error: http.get(POINTS_PATH, () => apiError(500, "INTERNAL_ERROR", "The points ledger is being recounted.")),
  unauthorized: http.get(POINTS_PATH, unauthorized),
  loading: http.get(POINTS_PATH, never),
};

export const couponHandlers = {
  /** Names in the asked language (`?lang=`), as the server gives them. */
  success: http.get(COUPONS_PATH, ({ request }) => {
    const lang = new URL(request.url).searchParams.get("lang");
    const coupons = couponsFixture.map((coupon) => ({ ...coupon, name: inLang(coupon.name, lang) }));
    return ok(coupons, { count: coupons.length });
  }),
  empty: http.get(COUPONS_PATH, () => ok([], { count: 0 })),
  error: http.get(COUPONS_PATH, () => apiError(500, "INTERNAL_ERROR", "The coupon wallet is being updated.")),
  unauthorized: http.get(COUPONS_PATH, unauthorized),
  loading: http.get(COUPONS_PATH, never),
};
