import { type SurveyArea, type SurveyKind, type SurveyResponse, SurveyResponseResponseSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { SURVEYS_PATH, keyHeaders, responsePath } from "./paths";

/** Waits (null) until there is a key: without a personal link there is no response to read. */
export const myResponseKey = (kind: SurveyKind, area: SurveyArea, key: string | null) =>
  key ? ([SURVEYS_PATH, "response", kind, area, key] as const) : null;

/** `GET .../response` (personal link): the saved answers and page, or null before the first save. */
export async function fetchMyResponse(kind: SurveyKind, area: SurveyArea, key: string): Promise<SurveyResponse | null> {
  const res = await request(responsePath(kind, area), {
    schema: SurveyResponseResponseSchema.shape.data,
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

export function useMyResponse(
  kind: SurveyKind,
  area: SurveyArea,
  key: string | null,
  onError?: (error: unknown) => void,
) {
  return useSWR<SurveyResponse | null, Error>(
    myResponseKey(kind, area, key),
    () => fetchMyResponse(kind, area, key as string),
    { onError: onError ? (error) => onError(error) : undefined },
  );
}
