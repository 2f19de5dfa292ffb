import { type SurveyRespondent, SurveyListResponseSchema, type SurveySummary } from "@contracts/survey";
import { HttpError, request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { SURVEYS_PATH, keyHeaders } from "./paths";

export type SurveyList = { surveys: SurveySummary[]; respondent: SurveyRespondent | null };

/** The key is part of the SWR key: the list differs for a guest with a link and for everyone else. */
export const surveyListKey = (lang: Lang, key: string | null) => [SURVEYS_PATH, "list", lang, key] as const;

export const isSurveyListKey = (value: unknown) =>
  Array.isArray(value) && value[0] === SURVEYS_PATH && value[1] === "list";

/**
 * `GET /surveys?lang=`: with a personal link, the surveys of the guest's courses in any state and who they are;
 * without one, the surveys open now.
 */
export async function fetchSurveyList(lang: Lang, key: string | null): Promise<SurveyList> {
  const res = await request(SURVEYS_PATH, {
    schema: SurveyListResponseSchema.shape.data,
    query: { lang },
    headers: keyHeaders(key),
    errorToast: false,
  });
  // `request` checks `data`; the respondent travels in `meta`, checked here against the same contract
  const meta = SurveyListResponseSchema.shape.meta.safeParse(res.meta);
  if (!meta.success) throw new HttpError({ status: 200, code: "BAD_RESPONSE", message: "An error has occurred!" });
  return { surveys: res.data, respondent: meta.data.respondent };
}

export function useSurveyList(lang: Lang, key: string | null, onError?: (error: unknown) => void) {
  return useSWR<SurveyList, Error>(surveyListKey(lang, key), () => fetchSurveyList(lang, key), {
    onError: onError ? (error) => onError(error) : undefined,
  });
}
