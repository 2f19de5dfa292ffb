import {
  type SubmitSurveyResponseBody,
  type SurveyArea,
  type SurveyKind,
  type SurveyResponse,
  SurveyResponseSchema,
} from "@contracts/survey";
import { request } from "@lib/http/client";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { myResponseKey } from "./get-my-response";
import { isSurveyListKey } from "./list-surveys";
import { keyHeaders, submitPath } from "./paths";

/** `POST .../response/submit` (personal link): the whole answers, checked with the submit rules; once only. */
export async function submitResponse(
  kind: SurveyKind,
  area: SurveyArea,
  key: string,
  body: SubmitSurveyResponseBody,
): Promise<SurveyResponse> {
  const res = await request(submitPath(kind, area), {
    method: "POST",
    schema: SurveyResponseSchema,
    body,
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

/** The submitted response replaces the saved one (the screen turns to its thanks); the lists show "Answered". */
export function useSubmitResponse(kind: SurveyKind, area: SurveyArea, key: string | null) {
  const refresh = useRefresh();
  return useSWRMutation<SurveyResponse, Error, ReturnType<typeof myResponseKey>, SubmitSurveyResponseBody>(
    myResponseKey(kind, area, key),
    async (_key, { arg }) => {
      const response = await submitResponse(kind, area, key as string, arg);
      refresh(isSurveyListKey);
      return response;
    },
    { populateCache: true, revalidate: false },
  );
}
