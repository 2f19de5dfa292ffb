import { type TrackState, TrackStateSchema } from "@contracts/tracking";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { trackStatePath } from "./paths";

/**
 * `GET /protocol/tracking/watch/{key}/state?lang=` (the key is the permission: a share link's token or a member's
 * watch key): the tour, its window, route and stops, every vehicle with its newest positions, and the `seq` the
 * stream goes on from.
 */
export async function fetchTrackState(key: string, lang: Lang): Promise<ClockedTrackState> {
  const res = await request(trackStatePath(key), { schema: TrackStateSchema, query: { lang }, errorToast: false });
  // taken as the answer arrives: the server's clock minus this device's
  return { ...res.data, offset_ms: Date.parse(res.data.server_now) - Date.now() };
}

/** The state with how far the server's clock is ahead of this device's (ms). */
export type ClockedTrackState = TrackState & { offset_ms: number };

/** While the window has not opened, the state is read again every minute, so the map appears when it does. */
export const BEFORE_WINDOW_REFRESH_MS = 60_000;

export function useTrackState(key: string | null, lang: Lang) {
  return useSWR<ClockedTrackState, Error>(
    key === null ? null : [trackStatePath(key), lang],
    () => fetchTrackState(key as string, lang),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      refreshInterval: (state) => (state?.window.state === "before" ? BEFORE_WINDOW_REFRESH_MS : 0),
    },
  );
}
