import { EduApplicationSummarySchema, type EduApplicationSummary } from "@contracts/applications";
import type { PageMeta } from "@contracts/envelope";
import { requestPage } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { type ListFilters, listQuery } from "../model/list-query";
import { APPLICATIONS_PATH, KEY_ROOT, OPERATOR_AREA, REPORTS_PATH } from "./paths";

export type ApplicationPage = { rows: EduApplicationSummary[]; meta: PageMeta };
export type ListKind = "applications" | "reports";

const PATHS: Record<ListKind, string> = { applications: APPLICATIONS_PATH, reports: REPORTS_PATH };

/** `GET /admin/edu/applications` or `/admin/edu/reports` with the filters and the page. */
export async function fetchApplicationPage(kind: ListKind, filters: ListFilters, lang: Lang): Promise<ApplicationPage> {
  return requestPage(PATHS[kind], {
    row: EduApplicationSummarySchema,
    query: listQuery(filters, lang),
    auth: true,
    area: OPERATOR_AREA,
  });
}

export function useApplicationPage(kind: ListKind, filters: ListFilters, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const key = token ? ([KEY_ROOT, kind, token, JSON.stringify(listQuery(filters, lang))] as const) : null;
  return useSWR<ApplicationPage, Error>(key, () => fetchApplicationPage(kind, filters, lang), {
    keepPreviousData: true,
  });
}
