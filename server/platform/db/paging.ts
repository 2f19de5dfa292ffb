import type { PageMeta } from "@contracts/envelope";

/** A list query's page: which one (from 1) and how many rows a page holds. */
export type Paging = { page: number; per_page: number };

/** Rows to skip before the page. */
export const pageOffset = (paging: Paging) => (paging.page - 1) * paging.per_page;

/** The envelope's page facts for a list of `total` rows. */
export const pageMeta = (paging: Paging, total: number): PageMeta => ({
  page: paging.page,
  per_page: paging.per_page,
  total,
  total_pages: Math.ceil(total / paging.per_page),
});
