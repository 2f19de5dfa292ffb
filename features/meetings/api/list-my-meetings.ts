import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Meeting, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { MART_PATH } from "./list-my-slots";

export const MEETINGS_PATH = `${MART_PATH}/meetings`;

export const myMeetingsKey = (area: Area, token: string | null, lang: Lang, fair: Fair) =>
  token ? ([MEETINGS_PATH, area, token, "list", lang, fair] as const) : null;

/**
 * Every meeting of my company at the fair, sent and received, in any status: the schedule sorts them into its rows. The
 * companies are named in `lang` (the key holds it, so a language switch reads the list again).
 */
export async function fetchMyMeetings(area: Area, lang: Lang, fair: Fair): Promise<Meeting[]> {
  const res = await request(MEETINGS_PATH, {
    schema: z.array(MeetingSchema),
    query: { lang, ...fairQuery(fair) },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useMyMeetings(area: Area, lang: Lang) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<Meeting[], Error>(myMeetingsKey(area, token, lang, fair), () => fetchMyMeetings(area, lang, fair));
}

/** Whether an SWR key is one of the meeting lists or the slot list (both change when a meeting does). */
export function isScheduleKey(key: unknown, area: Area): boolean {
  if (!Array.isArray(key) || key[1] !== area) return false;
  return (key[0] === MEETINGS_PATH && key[3] === "list") || key[0] === `${MART_PATH}/slots`;
}
