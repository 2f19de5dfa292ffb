import type { BadgeCheckInSchema, VisitorRegistration } from "@contracts/mice";
import { HttpError } from "@lib/http/client";
import { PRODUCT_TIME_ZONE, plainSpaces } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import type { z } from "zod";

/** Where one scan stands: on its way, or what the server (or the page) made of it. */
export type ScanOutcome = "checking" | "welcome" | "already" | "notFound" | "foreign" | "failed";

/** One scan of this session: the text read or typed, its outcome, the visitor when the badge is known. */
export type ScanEntry = {
  id: number;
  text: string;
  outcome: ScanOutcome;
  at: Date;
  registration: VisitorRegistration | null;
  /** Why a scan failed, in words (a failure other than an unknown badge). */
  detail: string | null;
};

/** The operator at the door needs the last few scans, not the day's: the visitors' list has the rest. */
export const SCAN_LOG_SIZE = 10;

/** A new scan goes on top; the oldest falls off. */
export function logScan(log: readonly ScanEntry[], entry: ScanEntry): ScanEntry[] {
  return [entry, ...log].slice(0, SCAN_LOG_SIZE);
}

/** The answer of a scan on its way replaces it where it stands (answers may come back out of order). */
export function settleScan(log: readonly ScanEntry[], id: number, settled: Partial<ScanEntry>): ScanEntry[] {
  return log.map((entry) => (entry.id === id ? { ...entry, ...settled } : entry));
}

/** The first scan of a badge lets the visitor in; any later one finds them in already. */
export function answerOutcome(answer: z.infer<typeof BadgeCheckInSchema>): "welcome" | "already" {
  return answer.first_scan ? "welcome" : "already";
}

/** A refused scan: an unknown badge (404), an ended session (401, which the page shows as such), or a failure. */
export function refusalOutcome(error: unknown): "notFound" | "signedOut" | "failed" {
  if (error instanceof HttpError && error.status === 404) return "notFound";
  if (error instanceof HttpError && error.status === 401) return "signedOut";
  return "failed";
}

const clocks = new Map<Lang, Intl.DateTimeFormat>();
/** A scan's time on the door's clock, Korea time to the second: "09:42:05". */
export function scanClock(at: Date, lang: Lang): string {
  let format = clocks.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone: PRODUCT_TIME_ZONE,
    });
    clocks.set(lang, format);
  }
  return plainSpaces(format.format(at));
}
