import { useEffect } from "react";
import { type Middleware, type SWRConfiguration, unstable_serialize } from "swr";

/** The answers of the reads a page made on the server (SWR's keys, serialised), carried in the page (ADR 0024). */
export type PageData = Record<string, unknown>;

/**
 * What the browser's SWR needs to take over a page rendered with its data: the answers as the fallback, so the
 * first render is the server's, and no read of them again on mount (the page has just been made with them). A key
 * is skipped once: when the same screen is shown again, or the key changes, SWR reads as it always does.
 */
export function pageDataConfig(data: PageData): Pick<SWRConfiguration, "fallback" | "use"> {
  const fresh = new Set(Object.keys(data));
  const readOnce: Middleware = (useSWRNext) => (key, fetcher, config) => {
    let serialized = "";
    try {
      serialized = unstable_serialize(key);
    } catch {
      // a key that depends on data not there yet
    }
    const fromPage = serialized !== "" && fresh.has(serialized);
    useEffect(() => {
      if (fromPage) fresh.delete(serialized);
    }, [fromPage, serialized]);
    return useSWRNext(key, fetcher, fromPage ? { ...config, revalidateOnMount: false } : config);
  };
  return { fallback: data, use: [readOnce] };
}
