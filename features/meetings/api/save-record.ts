import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type MeetingRecord, MeetingRecordSchema, type MeetingRecordValues } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import { useRefresh } from "@lib/http/use-refresh";
import useSWRMutation from "swr/mutation";
import { recordKey, recordPath } from "./get-record";
import { isScheduleKey } from "./list-my-meetings";

/** `PUT /meetings/{id}/record`: files my company's record, or corrects it. */
export async function saveRecord(
  area: Area,
  meetingId: number,
  body: MeetingRecordValues,
  fair: Fair,
): Promise<MeetingRecord> {
  const res = await request(recordPath(meetingId), {
    method: "PUT",
    schema: MeetingRecordSchema,
    query: fairQuery(fair),
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The saved record replaces the loaded one; the schedule then shows "Record filed". */
export function useSaveRecord(area: Area, meetingId: number) {
  const token = useToken(area);
  const fair = useFair();
  const refresh = useRefresh();
  return useSWRMutation<MeetingRecord, Error, ReturnType<typeof recordKey>, MeetingRecordValues>(
    recordKey(area, token, meetingId, fair),
    async (_key, { arg }) => {
      const record = await saveRecord(area, meetingId, arg, fair);
      refresh((key) => isScheduleKey(key, area));
      return record;
    },
    { populateCache: true, revalidate: false },
  );
}
