import { EduSummarySchema, type EduSummary } from "@contracts/applications";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { KEY_ROOT, OPERATOR_AREA, SUMMARY_PATH } from "./paths";

export const summaryKey = (token: string | null, lang: Lang) =>
  token ? ([KEY_ROOT, "summary", token, lang] as const) : null;

/** `GET /admin/edu/summary`: counts by status, reports due, overdue and submitted, seats per programme. */
export async function fetchSummary(lang: Lang): Promise<EduSummary> {
  const res = await request(SUMMARY_PATH, {
    schema: EduSummarySchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

export function useSummary(lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<EduSummary, Error>(summaryKey(token, lang), () => fetchSummary(lang));
}
