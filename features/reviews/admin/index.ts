// The operators' part of the reviews feature, for the shop's console: the reviews (hidden with a reason, shown
// again) and the members' social review requests (approved with points, refused with a reason). Its own door, so
// members never download it; each screen its own chunk behind a loader, which a route awaits (with the messages)
// before it renders.
export type { ReviewsAdminScreenProps } from "./screens/reviews-admin-screen";
export type { SocialReviewsAdminScreenProps } from "./screens/social-reviews-admin-screen";
export { REVIEWS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadReviewsAdminScreen = async () => (await import("./screens/reviews-admin-screen")).ReviewsAdminScreen;
export const loadSocialReviewsAdminScreen = async () =>
  (await import("./screens/social-reviews-admin-screen")).SocialReviewsAdminScreen;
