import { type SurveyResults, SurveyResultsSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import type { SurveyChoice } from "../model/selection";
import { KEY_ROOT, OPERATOR_AREA, surveyResultsPath } from "./paths";

export const surveyResultsKey = (token: string | null, choice: SurveyChoice | null, lang: Lang) =>
  token && choice ? ([KEY_ROOT, "results", token, choice.kind, choice.area, lang] as const) : null;

/** `GET /admin/surveys/{kind}/{area}/results?lang=`: per question counts and averages of submitted answers. */
export async function fetchSurveyResults(choice: SurveyChoice, lang: Lang): Promise<SurveyResults> {
  const res = await request(surveyResultsPath(choice.kind, choice.area), {
    schema: SurveyResultsSchema,
    query: { lang },
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

/** A `null` choice waits (the default survey comes from the list). */
export function useSurveyResults(choice: SurveyChoice | null, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<SurveyResults, Error>(surveyResultsKey(token, choice, lang), () =>
    fetchSurveyResults(choice as SurveyChoice, lang),
  );
}
