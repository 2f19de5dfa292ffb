// The reviews feature's only door (ARCHITECTURE.md rule 2): product reviews with helpful votes, writing, editing
// and listing one's own reviews, social review requests, and the rating summary the product page shows.
// The door is small and imported statically; each screen, and the rating summary, is its own chunk behind a
// loader, which the site awaits (with the reviews' messages) before it renders.
export type { ProductReviewsPaths, ProductReviewsScreenProps } from "./screens/product-reviews-screen";
export type { WriteReviewPaths, WriteReviewScreenProps } from "./screens/write-review-screen";
export type { EditReviewScreenProps } from "./screens/edit-review-screen";
export type { MyReviewsPaths, MyReviewsScreenProps } from "./screens/my-reviews-screen";
export type { SocialReviewsPaths, SocialReviewsScreenProps } from "./screens/social-reviews-screen";
export type { SocialReviewRequestScreenProps } from "./screens/social-review-request-screen";
export type { ProductRatingSummaryProps } from "./components/product-rating-summary";
export const loadProductReviewsScreen = async () =>
  (await import("./screens/product-reviews-screen")).ProductReviewsScreen;
export const loadWriteReviewScreen = async () => (await import("./screens/write-review-screen")).WriteReviewScreen;
export const loadEditReviewScreen = async () => (await import("./screens/edit-review-screen")).EditReviewScreen;
export const loadMyReviewsScreen = async () => (await import("./screens/my-reviews-screen")).MyReviewsScreen;
export const loadSocialReviewsScreen = async () =>
  (await import("./screens/social-reviews-screen")).SocialReviewsScreen;
export const loadSocialReviewRequestScreen = async () =>
  (await import("./screens/social-review-request-screen")).SocialReviewRequestScreen;
export const loadProductRatingSummary = async () =>
  (await import("./components/product-rating-summary")).ProductRatingSummary;
