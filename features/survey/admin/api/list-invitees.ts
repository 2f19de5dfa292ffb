import { type SurveyArea, type SurveyInvitee, SurveyInviteeSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { INVITEES_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const inviteesKey = (token: string | null, area: SurveyArea | null) =>
  token && area ? ([KEY_ROOT, "invitees", token, area] as const) : null;

/** `GET /admin/survey-invitees?area=`: the guests invited to one course, with their status in each survey. */
export async function fetchInvitees(area: SurveyArea): Promise<SurveyInvitee[]> {
  const res = await request(INVITEES_PATH, {
    schema: z.array(SurveyInviteeSchema),
    query: { area },
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

/** A `null` course waits (the dialog is closed). */
export function useInvitees(area: SurveyArea | null) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<SurveyInvitee[], Error>(inviteesKey(token, area), () => fetchInvitees(area as SurveyArea));
}
