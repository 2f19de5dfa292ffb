import { type SurveyAdminSummary, SurveyAdminSummarySchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_SURVEYS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const adminSurveysKey = (token: string | null, lang: Lang) =>
  token ? ([KEY_ROOT, "surveys", token, lang] as const) : null;

/** `GET /admin/surveys?lang=`: all 16 surveys with their windows and counts, titles in the page's language. */
export async function fetchAdminSurveys(lang: Lang): Promise<SurveyAdminSummary[]> {
  const res = await request(ADMIN_SURVEYS_PATH, {
    schema: z.array(SurveyAdminSummarySchema),
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

export function useAdminSurveys(lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<SurveyAdminSummary[], Error>(adminSurveysKey(token, lang), () => fetchAdminSurveys(lang));
}
