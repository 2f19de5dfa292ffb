import {
  type SaveSurveyResponseBody,
  type SurveyArea,
  type SurveyKind,
  type SurveyResponse,
  SurveyResponseSchema,
} from "@contracts/survey";
import { request } from "@lib/http/client";
import useSWRMutation from "swr/mutation";
import { myResponseKey } from "./get-my-response";
import { keyHeaders, responsePath } from "./paths";

/** `PUT .../response` (personal link): the answers so far (draft rules) and the page the guest is on. */
export async function saveResponse(
  kind: SurveyKind,
  area: SurveyArea,
  key: string,
  body: SaveSurveyResponseBody,
): Promise<SurveyResponse> {
  const res = await request(responsePath(kind, area), {
    method: "PUT",
    schema: SurveyResponseSchema,
    body,
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

/**
 * The saved response replaces the loaded one (no reload: the screen keeps its own answers, the cache only has to
 * be right for the next visit of the page).
 */
export function useSaveResponse(kind: SurveyKind, area: SurveyArea, key: string | null) {
  return useSWRMutation<SurveyResponse, Error, ReturnType<typeof myResponseKey>, SaveSurveyResponseBody>(
    myResponseKey(kind, area, key),
    (_key, { arg }) => saveResponse(kind, area, key as string, arg),
    { populateCache: true, revalidate: false },
  );
}
