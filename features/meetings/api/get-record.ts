import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type MeetingRecord, MeetingRecordSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { meetingPath } from "./get-meeting";
import { MEETINGS_PATH } from "./list-my-meetings";

export const recordPath = (meetingId: number) => `${meetingPath(meetingId)}/record`;

export const recordKey = (area: Area, token: string | null, meetingId: number | null, fair: Fair) =>
  token && meetingId !== null ? ([MEETINGS_PATH, area, token, "record", meetingId, fair] as const) : null;

/** My company's record of the meeting, or null while none is filed. */
export async function fetchRecord(area: Area, meetingId: number, fair: Fair): Promise<MeetingRecord | null> {
  const res = await request(recordPath(meetingId), {
    schema: MeetingRecordSchema.nullable(),
    query: fairQuery(fair),
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** `meetingId` null waits (the meeting must be known first: the record is asked only when it may exist). */
export function useRecord(area: Area, meetingId: number | null) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<MeetingRecord | null, Error>(recordKey(area, token, meetingId, fair), () =>
    fetchRecord(area, meetingId as number, fair),
  );
}
