import { type ReviewHiddenFilter, ReviewHiddenFilterSchema } from "@contracts/reviews";
import { SocialReviewStatusSchema } from "@contracts/social-reviews";

/** The reviews list's tabs: all, shown, hidden. */
export const REVIEW_TABS = ReviewHiddenFilterSchema.options;

export type ReviewFilters = {
  hidden: ReviewHiddenFilter;
  productId: number | null;
  rating: number | null;
  q: string;
  page: number;
};

const wholeAbove = (value: string | null, min: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

/** The filters of the address (`?hidden=hidden&product=31&rating=1&q=rude&page=2`); anything else is left out. */
export function reviewFilters(params: URLSearchParams): ReviewFilters {
  const asked = params.get("hidden");
  return {
    hidden: REVIEW_TABS.find((tab) => tab === asked) ?? "all",
    productId: wholeAbove(params.get("product"), 1),
    rating: wholeAbove(params.get("rating"), 1, 5),
    q: (params.get("q") ?? "").trim().slice(0, 100),
    page: wholeAbove(params.get("page"), 2) ?? 1,
  };
}

/** The address of the filters, the defaults left out. */
export function reviewSearch(filters: ReviewFilters): string {
  const search = new URLSearchParams();
  if (filters.hidden !== "all") search.set("hidden", filters.hidden);
  if (filters.productId !== null) search.set("product", String(filters.productId));
  if (filters.rating !== null) search.set("rating", String(filters.rating));
  if (filters.q) search.set("q", filters.q);
  if (filters.page > 1) search.set("page", String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** The social review requests' tabs, the waiting ones first: they are what operators come for. */
export const SOCIAL_TABS = [...SocialReviewStatusSchema.options, "all"] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number];

export function socialFilters(params: URLSearchParams): { status: SocialTab; page: number } {
  const asked = params.get("status");
  return {
    status: SOCIAL_TABS.find((tab) => tab === asked) ?? "pending",
    page: wholeAbove(params.get("page"), 2) ?? 1,
  };
}

export function socialSearch(status: SocialTab, page: number): string {
  const search = new URLSearchParams();
  if (status !== "pending") search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
