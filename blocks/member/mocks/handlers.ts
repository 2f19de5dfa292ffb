import { apiError, never, ok } from "@blocks/mock-api";
import { http } from "msw";
import { POINTS_TOTAL_PATH } from "../api/points-total";
import { memberFixture } from "./fixtures";

const IS_LOGIN_PATH = "/api/v1/auth/isLogin";
/** Also matches `/members/coupons`: a story that answers coupons lists that handler before these. */
const MEMBER_PATH = "/api/v1/members/:id";

export const memberHandlers = {
  /** Who is signed in (the shell's current-user lookup). */
  signedIn: http.get(IS_LOGIN_PATH, () => ok({ id: memberFixture.id })),
  profile: http.get(MEMBER_PATH, () => ok(memberFixture)),
  profileError: http.get(MEMBER_PATH, () => apiError(500, "INTERNAL_ERROR", "The member directory is resting.")),
  profileUnauthorized: http.get(MEMBER_PATH, () => apiError(401, "UNAUTHORIZED", "Please sign in.")),
  profileLoading: http.get(MEMBER_PATH, never),
};

export const pointsTotalHandlers = {
  success: http.get(POINTS_TOTAL_PATH, () => ok({ total: 1250 })),
  error: http.get(POINTS_TOTAL_PATH, () => apiError(503, "SERVICE_UNAVAILABLE", "Points are being recounted.")),
  unauthorized: http.get(POINTS_TOTAL_PATH, () => apiError(401, "UNAUTHORIZED", "Please sign in.")),
  loading: http.get(POINTS_TOTAL_PATH, never),
};
