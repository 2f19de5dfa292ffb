import { type Meeting, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { MART_PATH } from "./list-my-slots";

export const MEETINGS_PATH = `${MART_PATH}/meetings`;

export const myMeetingsKey = (area: Area, token: string | null) =>
  token ? ([MEETINGS_PATH, area, token, "list"] as const) : null;

/** Every meeting of my company, sent and received, in any status: the schedule sorts them into its rows. */
export async function fetchMyMeetings(area: Area): Promise<Meeting[]> {
  const res = await request(MEETINGS_PATH, { schema: z.array(MeetingSchema), auth: true, area, errorToast: false });
  return res.data;
}

export function useMyMeetings(area: Area) {
  const token = useToken(area);
  return useSWR<Meeting[], Error>(myMeetingsKey(area, token), () => fetchMyMeetings(area));
}

/** Whether an SWR key is one of the meeting lists or the slot list (both change when a meeting does). */
export function isScheduleKey(key: unknown, area: Area): boolean {
  if (!Array.isArray(key) || key[1] !== area) return false;
  return (key[0] === MEETINGS_PATH && key[3] === "list") || key[0] === `${MART_PATH}/slots`;
}
