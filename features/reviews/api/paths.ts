/** The review addresses of the API (contracts/reviews.ts and social-reviews.ts). */
export const REVIEWS_PATH = "/api/v1/reviews";
export const SOCIAL_REVIEWS_PATH = "/api/v1/social-reviews";
export const productReviewsPath = (productId: number) => `/api/v1/products/${productId}/reviews`;
export const reviewPath = (id: number) => `${REVIEWS_PATH}/${id}`;
export const socialReviewPath = (id: number) => `${SOCIAL_REVIEWS_PATH}/${id}`;
