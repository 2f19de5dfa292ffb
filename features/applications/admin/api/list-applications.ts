import { EduApplicationSummarySchema, type EduApplicationSummary } from "@contracts/applications";
import { PageMetaSchema, type PageMeta } from "@contracts/envelope";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { type ListFilters, listQuery } from "../model/list-query";
import { APPLICATIONS_PATH, KEY_ROOT, OPERATOR_AREA, REPORTS_PATH } from "./paths";

export type ApplicationPage = { rows: EduApplicationSummary[]; meta: PageMeta };
export type ListKind = "applications" | "reports";

const PATHS: Record<ListKind, string> = { applications: APPLICATIONS_PATH, reports: REPORTS_PATH };

/** `GET /admin/edu/applications` or `/admin/edu/reports` with the filters and the page. */
export async function fetchApplicationPage(kind: ListKind, filters: ListFilters, lang: Lang): Promise<ApplicationPage> {
  const res = await request(PATHS[kind], {
    schema: z.array(EduApplicationSummarySchema),
    query: listQuery(filters, lang),
    auth: true,
    area: OPERATOR_AREA,
  });
  return { rows: res.data, meta: pageMeta(res.meta, res.data.length) };
}

/** A list answered without paging is one page holding everything. */
export function pageMeta(meta: unknown, length: number): PageMeta {
  const parsed = PageMetaSchema.safeParse(meta);
  return parsed.success ? parsed.data : { page: 1, per_page: length || 1, total: length, total_pages: 1 };
}

export function useApplicationPage(kind: ListKind, filters: ListFilters, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const key = token ? ([KEY_ROOT, kind, token, JSON.stringify(listQuery(filters, lang))] as const) : null;
  return useSWR<ApplicationPage, Error>(key, () => fetchApplicationPage(kind, filters, lang), {
    keepPreviousData: true,
  });
}
