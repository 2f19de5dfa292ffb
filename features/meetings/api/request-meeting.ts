import { sendForm } from "@blocks/feature-kit";
import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Meeting, type MeetingRequestBody, MeetingSchema } from "@contracts/meetings";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { MEETINGS_PATH, isScheduleKey } from "./list-my-meetings";

/** `POST /meetings`: a meeting schedule request to a company of the other side; the answer names them in `lang`. */
export async function requestMeeting(area: Area, body: MeetingRequestBody, lang: Lang, fair: Fair): Promise<Meeting> {
  const query = { lang, ...fairQuery(fair) };
  return sendForm(MEETINGS_PATH, { method: "POST", schema: MeetingSchema, query, body, area });
}

/** My schedule shows the new request. */
export function useRequestMeeting(area: Area, lang: Lang) {
  const refresh = useRefresh();
  const fair = useFair();
  return useSWRMutation<Meeting, Error, readonly [string, Area, "request"], MeetingRequestBody>(
    [MEETINGS_PATH, area, "request"] as const,
    async (_key, { arg }) => {
      const meeting = await requestMeeting(area, arg, lang, fair);
      refresh((key) => isScheduleKey(key, area));
      return meeting;
    },
  );
}
