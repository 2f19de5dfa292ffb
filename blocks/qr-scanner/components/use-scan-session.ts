import { useCallback, useEffect, useRef, useState } from "react";
import { createRepeatFilter } from "../model/repeat-filter";
import { addToLog, settleInLog } from "../model/scan-log";
import type { ScanVerdict } from "../model/scan-loop";
import { useWedgeScanner } from "./use-wedge-scanner";

/** What every entry of a scanning page's log holds; the feature adds what became of the scan. */
export type ScanLogEntry = { id: number; at: Date; text: string };

/** One scan on its way: how the feature puts its outcome in the log, once it has one. */
export type ScanInProgress<Entry> = {
  /** Puts what became of the scan in its log entry (an entry already dropped from the log stays dropped). */
  settle: (settled: Partial<Entry>) => void;
  /** Whether the page is still there to hear the answer (no beep for a page that was left). */
  live: () => boolean;
};

export type ScanSessionOptions<Entry extends ScanLogEntry> = {
  /** A scan's entry while it is checked; its id, time and code are added. */
  checking: Omit<Entry, keyof ScanLogEntry>;
  /** Checks a code (trimmed) and settles its entry when the answer comes. */
  onScan: (code: string, scan: ScanInProgress<Entry>) => void;
  /** Whether a keyboard-wedge scanner typing outside the code field is heard (the page ready to take a code). */
  listening: boolean;
  /** The same code read by the camera within this long is one scan (ms). */
  repeatWindowMs: number;
};

export type ScanSession<Entry> = {
  /** The last scans, newest first. */
  log: Entry[];
  /** Whether the camera's last read was the code just scanned, ignored as a repeat. */
  repeat: boolean;
  /** Scans a code meant as one: typed, or sent by a handheld scanner. */
  scan: (text: string) => void;
  /** The camera's reader: a new code is scanned, one read again within the window only noted; the camera stays on. */
  cameraCode: (text: string) => ScanVerdict;
};

/**
 * A scanning page's session: the codes that come in (typed, from a handheld scanner in the field or outside it, or
 * read by the camera, whose re-reads of a code held in view are dropped), and the log of what became of each.
 */
export function useScanSession<Entry extends ScanLogEntry>({
  checking,
  onScan,
  listening,
  repeatWindowMs,
}: ScanSessionOptions<Entry>): ScanSession<Entry> {
  const [log, setLog] = useState<Entry[]>([]);
  const [repeat, setRepeat] = useState(false);
  const [filter] = useState(() => createRepeatFilter(repeatWindowMs));
  const nextId = useRef(1);
  const mounted = useRef(true);
  // the latest feature's callbacks, without a new scan function (and the wedge's listener) each render
  const latest = useRef({ checking, onScan });
  useEffect(() => {
    latest.current = { checking, onScan };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const scan = useCallback((text: string) => {
    const code = text.trim();
    setRepeat(false);
    const id = nextId.current++;
    const entry = { ...latest.current.checking, id, at: new Date(), text: code } as Entry;
    setLog((entries) => addToLog(entries, entry));
    latest.current.onScan(code, {
      settle: (settled) => setLog((entries) => settleInLog(entries, id, settled)),
      live: () => mounted.current,
    });
  }, []);

  // a wedge scanner typing while the focus is elsewhere on the page (a button just pressed) still scans
  useWedgeScanner(listening, scan);

  const cameraCode = useCallback(
    (text: string): ScanVerdict => {
      // a camera reads a code held in view many times a second; a code typed or sent by a scanner is meant
      if (filter.accept(text.trim(), performance.now())) scan(text);
      else setRepeat(true);
      // a door scans code after code: the camera stays on, the repeat filter drops the re-reads
      return "reject";
    },
    [filter, scan],
  );

  return { log, repeat, scan, cameraCode };
}
