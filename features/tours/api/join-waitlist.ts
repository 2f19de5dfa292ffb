import {
  type JoinWaitlistBody,
  WAITLIST_PATH,
  type WaitlistEntry,
  WaitlistEntrySchema,
} from "@contracts/tours-waitlist";
import { request } from "@lib/http/client";
import useSWRMutation from "swr/mutation";

/**
 * `POST /tours/waitlist`: a signed-in member's token goes along (the entry is then theirs too), a guest joins
 * without. The dialog shows the errors beside their fields, so the transport shows no toast.
 */
export async function joinWaitlist(body: JoinWaitlistBody): Promise<WaitlistEntry> {
  const res = await request(WAITLIST_PATH, {
    method: "POST",
    schema: WaitlistEntrySchema,
    body,
    auth: true,
    area: "member",
    errorToast: false,
  });
  return res.data;
}

export function useJoinWaitlist() {
  return useSWRMutation<WaitlistEntry, Error, readonly [string, "join"], JoinWaitlistBody>(
    [WAITLIST_PATH, "join"] as const,
    (_key, { arg }) => joinWaitlist(arg),
  );
}
