import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type MatchBody, type Meeting, MeetingSchema, type MeetingStatus } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { ADMIN_MEETINGS_PATH, KEY_ROOT, OPERATOR_AREA, isKeyOf, meetingStatusPath } from "./paths";

// The grid says a refusal beside the meeting or under the form, in the page's language, so the transport shows no
// toast; a 401 still clears the session, and the site's guard sends the operator to sign in.

/**
 * `POST /admin/mart/meetings?fair=`: books a buyer and a seller of the fair into one of its slots as admin matching
 * (409 when the rule refuses); the answer names them in `lang`.
 */
export async function matchMeeting(body: MatchBody, lang: Lang, fair: Fair): Promise<Meeting> {
  const res = await request(ADMIN_MEETINGS_PATH, {
    method: "POST",
    schema: MeetingSchema,
    query: { lang, ...fairQuery(fair) },
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** `PUT /admin/mart/meetings/{id}/status`: any status; a booked one is still held to the booking rule (409). */
export async function setMeetingStatus(
  id: number,
  status: MeetingStatus,
  lang: Lang,
  fair: Fair,
  reason = "",
): Promise<Meeting> {
  const res = await request(meetingStatusPath(id), {
    method: "PUT",
    schema: MeetingSchema,
    query: { lang, ...fairQuery(fair) },
    body: { status, reason },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** A new match shows in the grid: the day's meetings are read again. */
export function useMatchMeeting(lang: Lang) {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<Meeting, Error, readonly [string, "match", Fair], MatchBody>(
    [KEY_ROOT, "match", fair] as const,
    async (_key, { arg }) => {
      const meeting = await matchMeeting(arg, lang, fair);
      await mutate(isKeyOf("meetings"));
      return meeting;
    },
  );
}

export type StatusChange = { id: number; status: MeetingStatus };

/** A status change shows in the grid and its counts: the day's meetings are read again. */
export function useSetMeetingStatus(lang: Lang) {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<Meeting, Error, readonly [string, "status", Fair], StatusChange>(
    [KEY_ROOT, "status", fair] as const,
    async (_key, { arg }) => {
      const meeting = await setMeetingStatus(arg.id, arg.status, lang, fair);
      await mutate(isKeyOf("meetings"));
      return meeting;
    },
  );
}
