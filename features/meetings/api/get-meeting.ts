import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Meeting, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { MEETINGS_PATH } from "./list-my-meetings";

export const meetingPath = (id: number) => `${MEETINGS_PATH}/${id}`;

export const meetingKey = (area: Area, token: string | null, id: number | null, lang: Lang, fair: Fair) =>
  token && id !== null ? ([MEETINGS_PATH, area, token, "one", id, lang, fair] as const) : null;

/** One of my company's meetings, its companies named in `lang`; another company's answers 404 (the page says "not found", no toast). */
export async function fetchMeeting(area: Area, id: number, lang: Lang, fair: Fair): Promise<Meeting> {
  const res = await request(meetingPath(id), {
    schema: MeetingSchema,
    query: { lang, ...fairQuery(fair) },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useMeeting(area: Area, id: number | null, lang: Lang) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<Meeting, Error>(meetingKey(area, token, id, lang, fair), () =>
    fetchMeeting(area, id as number, lang, fair),
  );
}
