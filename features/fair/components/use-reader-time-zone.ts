import { PRODUCT_TIME_ZONE } from "@lib/format/format";
import { useSyncExternalStore } from "react";
import { browserTimeZone } from "../model/session-times";

const unchanging = () => () => {};

/**
 * The reader's time zone: the one given (a story's, a setting's), else the browser's. The server renders the page
 * in Korea's time and the browser takes over with the same, then shows its own beside it, so the two renders match.
 */
export function useReaderTimeZone(given?: string): string {
  const browser = useSyncExternalStore(unchanging, browserTimeZone, () => PRODUCT_TIME_ZONE);
  return given ?? browser;
}
