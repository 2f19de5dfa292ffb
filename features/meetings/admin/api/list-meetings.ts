import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Meeting, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_MEETINGS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

/** The contract's largest page: one mart day's meetings fit in it, so counts and filters see the whole day. */
export const DAY_PAGE_SIZE = 500;

export const adminMeetingsKey = (token: string | null, day: string | null, lang: Lang, fair: Fair) =>
  token && day ? ([KEY_ROOT, "meetings", token, day, lang, fair] as const) : null;

/**
 * `GET /admin/mart/meetings?day=&lang=&fair=`: every meeting of the fair on one day, of every company and status,
 * named in `lang`.
 */
export async function fetchAdminMeetings(day: string, lang: Lang, fair: Fair): Promise<Meeting[]> {
  const res = await request(ADMIN_MEETINGS_PATH, {
    schema: z.array(MeetingSchema),
    query: { day, per_page: DAY_PAGE_SIZE, lang, ...fairQuery(fair) },
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

/** A `null` day waits (the day tabs come from the slot list). */
export function useAdminMeetings(day: string | null, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  const fair = useFair();
  return useSWR<Meeting[], Error>(adminMeetingsKey(token, day, lang, fair), () =>
    fetchAdminMeetings(day as string, lang, fair),
  );
}
