import { type MatchBody, type Meeting, MeetingSchema, type MeetingStatus } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { ADMIN_MEETINGS_PATH, KEY_ROOT, OPERATOR_AREA, isKeyOf, meetingStatusPath } from "./paths";

// The grid says a refusal beside the meeting or under the form, in the page's language, so the transport shows no
// toast; a 401 still clears the session, and the site's guard sends the operator to sign in.

/**
 * `POST /admin/mart/meetings`: books a buyer and a seller into a slot as admin matching (409 when the rule refuses);
 * the answer names them in `lang`.
 */
export async function matchMeeting(body: MatchBody, lang: Lang): Promise<Meeting> {
  const res = await request(ADMIN_MEETINGS_PATH, {
    method: "POST",
    schema: MeetingSchema,
    query: { lang },
    body,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** `PUT /admin/mart/meetings/{id}/status`: any status; a booked one is still held to the booking rule (409). */
export async function setMeetingStatus(id: number, status: MeetingStatus, lang: Lang, reason = ""): Promise<Meeting> {
  const res = await request(meetingStatusPath(id), {
    method: "PUT",
    schema: MeetingSchema,
    query: { lang },
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
  return useSWRMutation<Meeting, Error, readonly [string, "match"], MatchBody>(
    [KEY_ROOT, "match"] as const,
    async (_key, { arg }) => {
      const meeting = await matchMeeting(arg, lang);
      await mutate(isKeyOf("meetings"));
      return meeting;
    },
  );
}

export type StatusChange = { id: number; status: MeetingStatus };

/** A status change shows in the grid and its counts: the day's meetings are read again. */
export function useSetMeetingStatus(lang: Lang) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Meeting, Error, readonly [string, "status"], StatusChange>(
    [KEY_ROOT, "status"] as const,
    async (_key, { arg }) => {
      const meeting = await setMeetingStatus(arg.id, arg.status, lang);
      await mutate(isKeyOf("meetings"));
      return meeting;
    },
  );
}
