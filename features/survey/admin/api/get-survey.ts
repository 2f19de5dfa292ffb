import { type SurveyAdminDetail, SurveyAdminDetailSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import type { SurveyChoice } from "../model/selection";
import { KEY_ROOT, OPERATOR_AREA, adminSurveyPath } from "./paths";

export const adminSurveyKey = (token: string | null, choice: SurveyChoice | null) =>
  token && choice ? ([KEY_ROOT, "survey", token, choice.kind, choice.area] as const) : null;

/** `GET /admin/surveys/{kind}/{area}`: the whole survey in both languages, as the edit dialog writes it back. */
export async function fetchAdminSurvey(choice: SurveyChoice): Promise<SurveyAdminDetail> {
  const res = await request(adminSurveyPath(choice.kind, choice.area), {
    schema: SurveyAdminDetailSchema,
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

/**
 * The definition also gives the results their scales (a matrix's "4.1 / 5"); a `null` choice waits. The dialog and
 * the results share this one read.
 */
export function useAdminSurvey(choice: SurveyChoice | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<SurveyAdminDetail, Error>(adminSurveyKey(token, choice), () =>
    fetchAdminSurvey(choice as SurveyChoice),
  );
}
