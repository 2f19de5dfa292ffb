import { type InviteSurveyBody, InviteSurveyResponseSchema } from "@contracts/survey";
import { request } from "@lib/http/client";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import type { z } from "zod";
import { INVITEES_PATH, KEY_ROOT, OPERATOR_AREA, isKeyOf } from "./paths";

export type Invitation = z.infer<typeof InviteSurveyResponseSchema>["data"];

/**
 * `POST /admin/survey-invitees`: invites a guest (an address already invited gets the new courses) and mails the
 * link; the answer carries the link, the only time it is ever shown. The form says a refusal itself (no toast).
 */
export async function inviteGuest(body: InviteSurveyBody): Promise<Invitation> {
  const res = await request(INVITEES_PATH, {
    method: "POST",
    schema: InviteSurveyResponseSchema.shape.data,
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** A new guest shows in the course's list and in the overview's invited counts. */
export function useInviteGuest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Invitation, Error, readonly [string, "invite"], InviteSurveyBody>(
    [KEY_ROOT, "invite"] as const,
    async (_key, { arg }) => {
      const invitation = await inviteGuest(arg);
      await Promise.all([mutate(isKeyOf("invitees")), mutate(isKeyOf("surveys"))]);
      return invitation;
    },
  );
}
