import { type SurveyAdminDetail, SurveyAdminDetailSchema, type WriteSurveyBody } from "@contracts/survey";
import { request } from "@lib/http/client";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { SurveyChoice } from "../model/selection";
import { KEY_ROOT, OPERATOR_AREA, adminSurveyPath, isKeyOf } from "./paths";

/**
 * `PUT /admin/surveys/{kind}/{area}`: replaces the whole survey (every write bumps its version). The dialog says a
 * refusal beside its fields (400 with paths, 409 SURVEY_HAS_RESPONSES), so the transport shows no toast; a 401
 * still clears the session, and the site's guard sends the operator to sign in.
 */
export async function writeSurvey(choice: SurveyChoice, body: WriteSurveyBody): Promise<SurveyAdminDetail> {
  const res = await request(adminSurveyPath(choice.kind, choice.area), {
    method: "PUT",
    schema: SurveyAdminDetailSchema,
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

export type SurveyWrite = { choice: SurveyChoice; body: WriteSurveyBody };

/** A saved survey shows at once: its definition, its results (new titles) and the overview (window, state). */
export function useWriteSurvey() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<SurveyAdminDetail, Error, readonly [string, "write"], SurveyWrite>(
    [KEY_ROOT, "write"] as const,
    async (_key, { arg }) => {
      const saved = await writeSurvey(arg.choice, arg.body);
      await Promise.all([mutate(isKeyOf("survey")), mutate(isKeyOf("results")), mutate(isKeyOf("surveys"))]);
      return saved;
    },
  );
}
