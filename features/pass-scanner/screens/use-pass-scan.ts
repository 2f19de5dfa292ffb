import { isForbidden, isNetworkFailure, isSignedOut, scanNonce } from "@blocks/qr-scanner";
import type { PassScanAnswer } from "@contracts/passes";
import { passTokenIn } from "@contracts/pass-rules";
import type { Lang } from "@lib/i18n/locale";
import { useCallback, useEffect, useRef, useState } from "react";
import { scanPass } from "../api/scan-pass";
import { notAPass } from "../model/answer";

/** Where the scanner stands: the server answers, the device has no network, or the server did not answer. */
export type Connection = "online" | "offline" | "unreachable";

/**
 * A scan's outcome: the server's answer (or the device's `invalid` for what is no pass), no answer because the
 * server cannot be reached (nothing is kept to send later), or a failure in the server's words.
 */
export type ScanOutcome =
  { kind: "answer"; answer: PassScanAnswer } | { kind: "unchecked" } | { kind: "failed"; error: unknown };

export type PassScanOptions = {
  venueId: number;
  /** Operators name the venue; a partner's venue is the account's, so nothing is sent. */
  sendVenue: boolean;
  device: string;
  lang: Lang;
  /** How long a scan waits for the server before the scanner says it cannot check (ms). */
  deadlineMs: number;
};

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * The scanner at one venue: each pass read goes to the server with the device's name and a fresh one-time id, and
 * only the server decides (a pass is good at every venue in the city, so no device alone knows its other scans).
 * With no network, or no answer in time, the scan is not checked and nothing is kept to send later.
 */
export function usePassScan({ venueId, sendVenue, device, lang, deadlineMs }: PassScanOptions) {
  const [connection, setConnectionState] = useState<Connection>(() => (browserOnline() ? "online" : "offline"));
  const connectionRef = useRef(connection);
  const [signedOut, setSignedOut] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const setConnection = useCallback((next: Connection) => {
    connectionRef.current = next;
    setConnectionState(next);
  }, []);

  useEffect(() => {
    const onOnline = () => setConnection("online");
    const onOffline = () => setConnection("offline");
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [setConnection]);

  const scan = useCallback(
    async (scanned: string): Promise<ScanOutcome> => {
      const nonce = scanNonce();
      const token = passTokenIn(scanned);
      // not a pass of ours at all: nothing to ask anyone
      if (!token) return { kind: "answer", answer: notAPass(nonce, venueId, new Date()) };
      // the device knows it has no network: asking would only make the staff wait
      if (connectionRef.current === "offline") return { kind: "unchecked" };
      const controller = new AbortController();
      const timer = window.setTimeout(
        () => controller.abort(new DOMException("No answer in time", "TimeoutError")),
        deadlineMs,
      );
      try {
        const answer = await scanPass(
          { scanned: token, device, nonce, ...(sendVenue ? { venue_id: venueId } : {}) },
          lang,
          controller.signal,
        );
        setConnection("online");
        return { kind: "answer", answer };
      } catch (error) {
        if (isSignedOut(error)) setSignedOut(true);
        else if (isForbidden(error)) setForbidden(true);
        else if (isNetworkFailure(error)) {
          setConnection(browserOnline() ? "unreachable" : "offline");
          return { kind: "unchecked" };
        }
        return { kind: "failed", error };
      } finally {
        window.clearTimeout(timer);
      }
    },
    [deadlineMs, device, lang, sendVenue, setConnection, venueId],
  );

  return { connection, signedOut, forbidden, scan };
}
