import { useCallback } from "react";
import { useSWRConfig } from "swr";

/** Which of the page's reads a write changed (SWR's key filter). */
export type ReadsMatcher = (key?: unknown) => boolean;

/**
 * After a write, reads again what it changed. The page may be gone by the time the write ends (closed mid-save, a
 * story over): its cache has nothing left to read again and SWR's mutate rejects. That is not the write's failure,
 * so it is dropped rather than left as an unhandled rejection.
 */
export function useRefresh(): (matcher: ReadsMatcher) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (matcher: ReadsMatcher) => {
      mutate(matcher).catch(() => undefined);
    },
    [mutate],
  );
}
