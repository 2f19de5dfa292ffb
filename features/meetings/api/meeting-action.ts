import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Meeting, type MeetingAction, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { meetingPath } from "./get-meeting";
import { MEETINGS_PATH, isScheduleKey, myMeetingsKey } from "./list-my-meetings";

export type MeetingActionArg = { id: number; action: MeetingAction; reason?: string };

/**
 * `POST /meetings/{id}/{action}`: the answer is the meeting in its new status, named in `lang` as the list it
 * replaces a row of. Reject and request_cancel carry a reason.
 */
export async function runMeetingAction(
  area: Area,
  { id, action, reason = "" }: MeetingActionArg,
  lang: Lang,
  fair: Fair,
): Promise<Meeting> {
  const res = await request(`${meetingPath(id)}/${action}`, {
    method: "POST",
    schema: MeetingSchema,
    query: { lang, ...fairQuery(fair) },
    body: { reason },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/**
 * The answer replaces the meeting in my list at once; then the schedule reloads, since one answer can move others
 * (the slot it now holds, a request the server closed). A refusal reloads it too: the status has moved on.
 */
export function useMeetingAction(area: Area, lang: Lang) {
  const token = useToken(area);
  const fair = useFair();
  const { mutate } = useSWRConfig();
  const refresh = () => mutate((key) => isScheduleKey(key, area));
  return useSWRMutation<Meeting, Error, readonly [string, Area, "action"], MeetingActionArg>(
    [MEETINGS_PATH, area, "action"] as const,
    async (_key, { arg }) => {
      let meeting: Meeting;
      try {
        meeting = await runMeetingAction(area, arg, lang, fair);
      } catch (error) {
        void refresh();
        throw error;
      }
      await mutate(
        myMeetingsKey(area, token, lang, fair),
        (list: Meeting[] | undefined) => list?.map((m) => (m.id === meeting.id ? meeting : m)),
        { revalidate: false },
      );
      void refresh();
      return meeting;
    },
  );
}
