// The member block's only door: the signed-in member's own lookups (profile, points balance, coupons) that
// several features show. Writes stay with the feature that owns them (the profile update is the account's).
export { fetchMember, loadSignedInMember, memberKey, memberPath, useMember, useSignedInMember } from "./api/get-member";
export type { MemberLookupOptions } from "./api/get-member";
export { POINTS_TOTAL_PATH, fetchPointsTotal, pointsTotalKey, usePointsTotal } from "./api/points-total";
export type { PointsTotalOptions } from "./api/points-total";
export { COUPONS_PATH, couponsKey, fetchCoupons, useCoupons } from "./api/coupons";
export type { CouponsQuery } from "./api/coupons";
// For stories only: nothing in a site imports these, so the build leaves them (and msw) out.
export { memberFixture } from "./mocks/fixtures";
export { memberHandlers, pointsTotalHandlers } from "./mocks/handlers";
