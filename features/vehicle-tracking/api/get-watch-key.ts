import { type WatchKey, WatchKeySchema } from "@contracts/tracking";
import { request } from "@lib/http/client";
import { areaForPath } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { watchKeyPath } from "./paths";

/**
 * `POST /protocol/tours/{id}/watch` (a member of the tour or an operator, signed in): a key for the tour's state and
 * stream, which an EventSource can carry in its address where it cannot send a header. Asked once per page visit.
 */
export async function fetchWatchKey(tourId: number): Promise<WatchKey> {
  const res = await request(watchKeyPath(tourId), {
    method: "POST",
    schema: WatchKeySchema,
    auth: true,
    errorToast: false,
  });
  return res.data;
}

export function useWatchKey(tourId: number | null) {
  // the page's own area: a member's page or the operators' (the call sends that area's token)
  const token = useToken(typeof window === "undefined" ? "member" : areaForPath(window.location.pathname));
  return useSWR<WatchKey, Error>(
    tourId === null ? null : [watchKeyPath(tourId), token],
    () => fetchWatchKey(tourId as number),
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}
