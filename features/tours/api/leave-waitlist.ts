import { WAITLIST_PATH, type WaitlistEntry, WaitlistEntrySchema } from "@contracts/tours-waitlist";
import { request } from "@lib/http/client";
import useSWRMutation from "swr/mutation";

export const LEAVE_PATH = `${WAITLIST_PATH}/leave`;

/** `POST /tours/waitlist/leave`: the mail's token; a held offer's seats go back at once. */
export async function leaveWaitlist(token: string): Promise<WaitlistEntry> {
  const res = await request(LEAVE_PATH, {
    method: "POST",
    schema: WaitlistEntrySchema,
    body: { token },
    errorToast: false,
  });
  return res.data;
}

export function useLeaveWaitlist(token: string) {
  return useSWRMutation<WaitlistEntry, Error, readonly [string, string]>([LEAVE_PATH, token] as const, () =>
    leaveWaitlist(token),
  );
}
