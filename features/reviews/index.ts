// The reviews feature's only door (ARCHITECTURE.md rule 2): product reviews with helpful votes, writing, editing
// and listing one's own reviews, social review requests, and the rating summary the product page shows.
export { ProductReviewsScreen } from "./screens/product-reviews-screen";
export type { ProductReviewsPaths, ProductReviewsScreenProps } from "./screens/product-reviews-screen";
export { WriteReviewScreen } from "./screens/write-review-screen";
export type { WriteReviewPaths, WriteReviewScreenProps } from "./screens/write-review-screen";
export { EditReviewScreen } from "./screens/edit-review-screen";
export type { EditReviewScreenProps } from "./screens/edit-review-screen";
export { MyReviewsScreen } from "./screens/my-reviews-screen";
export type { MyReviewsPaths, MyReviewsScreenProps } from "./screens/my-reviews-screen";
export { SocialReviewsScreen } from "./screens/social-reviews-screen";
export type { SocialReviewsPaths, SocialReviewsScreenProps } from "./screens/social-reviews-screen";
export { SocialReviewRequestScreen } from "./screens/social-review-request-screen";
export type { SocialReviewRequestScreenProps } from "./screens/social-review-request-screen";
export { ProductRatingSummary } from "./components/product-rating-summary";
export type { ProductRatingSummaryProps } from "./components/product-rating-summary";
