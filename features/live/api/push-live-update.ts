import { type LiveMessage, LiveMessageSchema, type LiveUpdateBody } from "@contracts/live";
import { request } from "@lib/http/client";
import useSWRMutation from "swr/mutation";

export const LIVE_UPDATES_PATH = "/api/v1/admin/live/updates";

/**
 * `POST /api/v1/admin/live/updates` with the admin token: answers the state the update leads to and the server's
 * clock. The page shows every failure beside its fields or in its own alert, so the transport shows no toast (a
 * 401 still clears the admin session, which sends the operator to sign in).
 */
export async function pushLiveUpdate(body: LiveUpdateBody): Promise<LiveMessage> {
  const res = await request(LIVE_UPDATES_PATH, {
    method: "POST",
    schema: LiveMessageSchema,
    body,
    auth: true,
    area: "admin",
    errorToast: false,
  });
  return res.data;
}

/** A push as a mutation; the screens learn of it through the stream, so no cache needs refreshing. */
export function usePushLiveUpdate() {
  return useSWRMutation<LiveMessage, Error, readonly [string, "push"], LiveUpdateBody>(
    [LIVE_UPDATES_PATH, "push"] as const,
    (_key, { arg }) => pushLiveUpdate(arg),
  );
}
