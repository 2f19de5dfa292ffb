import { type Meeting, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { MEETINGS_PATH } from "./list-my-meetings";

export const meetingPath = (id: number) => `${MEETINGS_PATH}/${id}`;

export const meetingKey = (area: Area, token: string | null, id: number | null) =>
  token && id !== null ? ([MEETINGS_PATH, area, token, "one", id] as const) : null;

/** One of my company's meetings; another company's answers 404 (the page says "not found", no toast). */
export async function fetchMeeting(area: Area, id: number): Promise<Meeting> {
  const res = await request(meetingPath(id), { schema: MeetingSchema, auth: true, area, errorToast: false });
  return res.data;
}

export function useMeeting(area: Area, id: number | null) {
  const token = useToken(area);
  return useSWR<Meeting, Error>(meetingKey(area, token, id), () => fetchMeeting(area, id as number));
}
