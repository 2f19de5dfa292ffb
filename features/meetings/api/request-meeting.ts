import { type Meeting, type MeetingRequestBody, MeetingSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { MEETINGS_PATH, isScheduleKey } from "./list-my-meetings";

/** `POST /meetings`: a meeting schedule request to a company of the other side. */
export async function requestMeeting(area: Area, body: MeetingRequestBody): Promise<Meeting> {
  const res = await request(MEETINGS_PATH, {
    method: "POST",
    schema: MeetingSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** My schedule shows the new request. */
export function useRequestMeeting(area: Area) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Meeting, Error, readonly [string, Area, "request"], MeetingRequestBody>(
    [MEETINGS_PATH, area, "request"] as const,
    async (_key, { arg }) => {
      const meeting = await requestMeeting(area, arg);
      void mutate((key) => isScheduleKey(key, area));
      return meeting;
    },
  );
}
