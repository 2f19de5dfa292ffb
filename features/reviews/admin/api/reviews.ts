import { type Page, requestPage, sendForm } from "@blocks/feature-kit";
import { isAuditKey } from "@blocks/console";
import { ProductSummarySchema } from "@contracts/catalog";
import { type AdminReview, AdminReviewSchema, type ReviewHiddenFilter } from "@contracts/reviews";
import { type SocialReviewRequest, SocialReviewRequestSchema } from "@contracts/social-reviews";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import type { ReviewFilters, SocialTab } from "../model/filters";
import {
  ADMIN_REVIEWS_PATH,
  ADMIN_SOCIAL_REVIEWS_PATH,
  isReviewsAdminKey,
  KEY_ROOT,
  OPERATOR_AREA,
  PRODUCTS_PATH,
} from "./paths";

export const REVIEWS_PAGE_SIZE = 20;

async function page<Row>(path: string, schema: z.ZodType<Row>, query: Record<string, string | number>) {
  return requestPage(path, {
    row: schema,
    query,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

/** The query of a reviews list: the filters given, the rest left to the server's defaults. */
export function reviewsQuery(filters: ReviewFilters, lang: Lang): Record<string, string | number> {
  const query: Record<string, string | number> = {
    hidden: filters.hidden,
    page: filters.page,
    per_page: REVIEWS_PAGE_SIZE,
    lang,
  };
  if (filters.productId !== null) query.product_id = filters.productId;
  if (filters.rating !== null) query.rating = filters.rating;
  if (filters.q) query.q = filters.q;
  return query;
}

/** `GET /admin/reviews`: every review, newest first, with the filters of the address. */
export function useAdminReviews(filters: ReviewFilters, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const query = reviewsQuery(filters, lang);
  return useSWR<Page<AdminReview>, Error>(
    token ? [KEY_ROOT, "reviews", token, JSON.stringify(query)] : null,
    () => page(ADMIN_REVIEWS_PATH, AdminReviewSchema, query),
    { keepPreviousData: true },
  );
}

/** The shop's products for the product filter (the public list, by name). */
export function useProductChoices(lang: Lang) {
  return useSWR([KEY_ROOT, "products", lang], async () => {
    const res = await request(PRODUCTS_PATH, {
      schema: z.array(ProductSummarySchema),
      query: { sort: "name", per_page: 48, lang },
      errorToast: false,
    });
    return res.data;
  });
}

/** `GET /admin/social-reviews?status=`: the members' links to their published reviews, newest first. */
export function useSocialReviews(status: SocialTab, pageNumber: number, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<Page<SocialReviewRequest>, Error>(
    token ? [KEY_ROOT, "social", token, status, pageNumber, lang] : null,
    () =>
      page(ADMIN_SOCIAL_REVIEWS_PATH, SocialReviewRequestSchema, {
        status,
        page: pageNumber,
        per_page: REVIEWS_PAGE_SIZE,
        lang,
      }),
    { keepPreviousData: true },
  );
}

/** Reads the lists and the audit trails again after a write, whatever its outcome (a 409 means someone else did it). */
function useAfterWrite() {
  const refresh = useRefresh();
  return async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      refresh((key) => isReviewsAdminKey(key) || isAuditKey(key));
    }
  };
}

/** `POST /admin/reviews/{id}/hide` with a reason, and `/unhide`. */
export function useReviewActions(lang: Lang) {
  const after = useAfterWrite();
  const send = (path: string, body?: unknown) =>
    after(() =>
      sendForm(path, { method: "POST", schema: AdminReviewSchema, query: { lang }, body, area: OPERATOR_AREA }),
    );
  return {
    hide: (id: number, reason: string) => send(`${ADMIN_REVIEWS_PATH}/${id}/hide`, { reason }),
    unhide: (id: number) => send(`${ADMIN_REVIEWS_PATH}/${id}/unhide`),
  };
}

/** `POST /admin/social-reviews/{id}/approve` (points) and `/reject` (a reason for the member). */
export function useSocialReviewActions(lang: Lang) {
  const after = useAfterWrite();
  const send = (path: string, body: unknown) =>
    after(() =>
      sendForm(path, { method: "POST", schema: SocialReviewRequestSchema, query: { lang }, body, area: OPERATOR_AREA }),
    );
  return {
    approve: (id: number, points: number) => send(`${ADMIN_SOCIAL_REVIEWS_PATH}/${id}/approve`, { points }),
    refuse: (id: number, note: string) => send(`${ADMIN_SOCIAL_REVIEWS_PATH}/${id}/reject`, { note }),
  };
}

export type { ReviewHiddenFilter };
