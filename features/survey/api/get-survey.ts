import { type SurveyArea, type SurveyDetail, SurveyDetailSchema, type SurveyKind } from "@contracts/survey";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { SURVEYS_PATH, keyHeaders, surveyPath } from "./paths";

/** The language is part of the key: the survey comes in the reader's language, and a switch loads the other. */
export const surveyKey = (kind: SurveyKind, area: SurveyArea, lang: Lang) =>
  [SURVEYS_PATH, "detail", kind, area, lang] as const;

/** `GET /surveys/{kind}/{area}?lang=` (public): the questions, the window and its state; 404 when not defined. */
export async function fetchSurvey(
  kind: SurveyKind,
  area: SurveyArea,
  lang: Lang,
  key: string | null,
): Promise<SurveyDetail> {
  const res = await request(surveyPath(kind, area), {
    schema: SurveyDetailSchema,
    query: { lang },
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

/**
 * A switch of language keeps the survey on screen until it arrives in the other language: the answering page stays
 * mounted, with the guest's answers and page (the ids do not change with the words).
 */
export function useSurvey(kind: SurveyKind, area: SurveyArea, lang: Lang, key: string | null) {
  return useSWR<SurveyDetail, Error>(surveyKey(kind, area, lang), () => fetchSurvey(kind, area, lang, key), {
    keepPreviousData: true,
  });
}
