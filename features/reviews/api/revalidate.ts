import { useSWRConfig } from "swr";

const REVIEW_KEYS = new Set(["product-reviews", "rating-summary", "completed-bookings", "my-reviews", "review"]);
const SOCIAL_KEYS = new Set(["social-reviews", "social-review"]);

/** After a write: every cached review list, summary and detail is fetched again (they all may show it). */
export function useRevalidateReviews() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && REVIEW_KEYS.has(String(key[0])));
}

/** After a social review request is written: its lists and details. */
export function useRevalidateSocialReviews() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && SOCIAL_KEYS.has(String(key[0])));
}
