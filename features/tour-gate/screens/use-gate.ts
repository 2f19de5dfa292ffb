import { type KeyValueStore, isNetworkFailure, isSignedOut, scanNonce } from "@blocks/qr-scanner";
import type { CheckInAnswer } from "@contracts/tours";
import { ticketTokenIn } from "@contracts/tours";
import type { Lang } from "@lib/i18n/locale";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkIn, checkInBatch } from "../api/check-in";
import { fetchDepartureTickets } from "../api/departure-tickets";
import { type After, type Confirmation, awaitingUpload, raceCheckIn } from "../model/check-in-race";
import {
  type Conflict,
  type GateBook,
  type Verdict,
  decideOffline,
  refreshBook,
  settleUpload,
  uploadOf,
  verdictOf,
} from "../model/gate-book";
import { loadBook, saveBook } from "../model/gate-store";
import { tokenHash } from "../model/token-hash";

/** The batch endpoint takes this many scans at a time. */
const BATCH_SIZE = 500;

export type GateOptions = {
  departureId: number;
  lang: Lang;
  store: KeyValueStore;
  device: string;
  /** How often an offline gate tries the server again (ms). */
  retryMs: number;
  /** How long a scan waits for the server before the device shows its own decision, the request going on (ms). */
  answerMs: number;
  /** How long a scan's request may run before the gate gives it up and goes offline (ms). */
  deadlineMs: number;
  /** The scan's timers; the browser's by default. */
  after?: After;
  /** After an answer that changed the day's counts. */
  onCountsChanged?: () => void;
};

/**
 * A scan's outcome: a decision (the device's, while the server is slow, with the server's word to come), or no
 * decision (the server failed, or the device has no list to decide from).
 */
export type ScanOutcome =
  | { kind: "verdict"; verdict: Verdict; confirming?: Promise<Confirmation> }
  | { kind: "failed"; error: unknown }
  | { kind: "noList" };

export type Download = "loading" | "ready" | "failed";

const answerOf = (verdict: Verdict): ScanOutcome => ({ kind: "verdict", verdict });
const notATicket: Verdict = { result: "invalid", holder: null, reservation_number: null, first: null, offline: false };

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

const browserAfter: After = (ms, run) => {
  const timer = window.setTimeout(run, ms);
  return () => window.clearTimeout(timer);
};

/**
 * The gate at one departure: its tickets downloaded to the device, each scan decided by the server when it answers
 * quickly, on the device meanwhile when it is slow (the server's answer following), and on the device alone when it
 * does not answer (queued with its nonce and scan time); the queue uploaded when the network is back (the `online`
 * event and a retry timer), conflicts kept to show.
 */
export function useGate({
  departureId,
  lang,
  store,
  device,
  retryMs,
  answerMs,
  deadlineMs,
  after = browserAfter,
  onCountsChanged,
}: GateOptions) {
  const [kept] = useState(() => loadBook(store, departureId));
  const [book, setBookState] = useState<GateBook | null>(kept);
  const bookRef = useRef<GateBook | null>(kept);
  const [download, setDownload] = useState<Download>(kept ? "ready" : "loading");
  const [online, setOnline] = useState(browserOnline);
  const onlineRef = useRef(online);
  const [uploading, setUploading] = useState(false);
  const uploadingRef = useRef(false);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  // scans decided here while their own request still runs: queued, but the server's answer settles them, not an upload
  const [inFlight, setInFlightState] = useState<ReadonlySet<string>>(() => new Set());
  const inFlightRef = useRef<ReadonlySet<string>>(inFlight);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const [storageFailed, setStorageFailed] = useState(false);
  const countsChanged = useRef(onCountsChanged);
  useEffect(() => {
    countsChanged.current = onCountsChanged;
  });

  const setBook = useCallback(
    (next: GateBook) => {
      bookRef.current = next;
      setBookState(next);
      setStorageFailed(!saveBook(store, next));
    },
    [store],
  );
  const markInFlight = useCallback((nonce: string, running: boolean) => {
    const next = new Set(inFlightRef.current);
    if (running) next.add(nonce);
    else next.delete(nonce);
    inFlightRef.current = next;
    setInFlightState(next);
  }, []);
  const goOnline = useCallback((value: boolean) => {
    onlineRef.current = value;
    setOnline(value);
  }, []);

  const refresh = useCallback(
    async (id: number) => {
      try {
        const tickets = await fetchDepartureTickets(id, lang);
        setBook(refreshBook(bookRef.current, tickets));
        setDownload("ready");
        return true;
      } catch (error) {
        if (isSignedOut(error)) setSignedOut(true);
        else if (isNetworkFailure(error)) goOnline(false);
        setDownload(bookRef.current ? "ready" : "failed");
        return false;
      }
    },
    [goOnline, lang, setBook],
  );

  // what the device kept of the departure is there at once; a fresh download follows
  useEffect(() => {
    void refresh(departureId);
  }, [departureId, refresh]);

  const upload = useCallback(async () => {
    const current = bookRef.current;
    if (!current || uploadingRef.current) return;
    const scans = uploadOf({ ...current, queue: awaitingUpload(current, inFlightRef.current) });
    if (scans.length === 0) {
      // nothing waiting: a fresh download tells whether the server is back
      if (await refresh(current.tickets.departure_id)) goOnline(true);
      return;
    }
    uploadingRef.current = true;
    setUploading(true);
    try {
      const answers: CheckInAnswer[] = await checkInBatch(device, scans.slice(0, BATCH_SIZE), lang);
      const settled = settleUpload(bookRef.current ?? current, answers, device);
      setBook(settled.book);
      setUploaded(settled.accepted);
      if (settled.conflicts.length > 0) setConflicts((before) => [...settled.conflicts, ...before]);
      goOnline(true);
      countsChanged.current?.();
    } catch (error) {
      if (isSignedOut(error)) setSignedOut(true);
      else if (isNetworkFailure(error)) goOnline(false);
    } finally {
      uploadingRef.current = false;
      setUploading(false);
    }
  }, [device, goOnline, lang, refresh, setBook]);

  useEffect(() => {
    const onOnline = () => {
      goOnline(true);
      void upload();
    };
    const onOffline = () => goOnline(false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [goOnline, upload]);

  const waiting = book ? awaitingUpload(book, inFlight).length : 0;
  // offline, or scans still to upload: try the server again now and then
  useEffect(() => {
    if ((online && waiting === 0) || signedOut) return;
    const timer = window.setInterval(() => {
      if (browserOnline()) void upload();
    }, retryMs);
    return () => window.clearInterval(timer);
  }, [departureId, online, waiting, signedOut, retryMs, upload]);

  const decideHere = useCallback(
    async (scanned: string, nonce: string, at: string): Promise<ScanOutcome> => {
      const token = ticketTokenIn(scanned);
      const hash = token ? await tokenHash(token) : null;
      const current = bookRef.current;
      if (!current) return { kind: "noList" };
      const decided = decideOffline(current, { hash, scanned, nonce, at, device });
      if (decided.book !== current) setBook(decided.book);
      return answerOf(decided.verdict);
    },
    [device, setBook],
  );

  const scan = useCallback(
    async (scanned: string): Promise<ScanOutcome> => {
      // not a ticket of ours at all: nothing to ask anyone
      const token = ticketTokenIn(scanned);
      if (!token) return answerOf(notATicket);
      const nonce = scanNonce();
      const at = new Date().toISOString();
      if (onlineRef.current) {
        // marked before the device may queue it, so the status line never counts it as waiting in between
        markInFlight(nonce, true);
        const raced = await raceCheckIn({
          scan: { scanned, nonce, at, device },
          hash: tokenHash(token),
          book: { get: () => bookRef.current, set: setBook },
          ask: (signal) => checkIn({ scanned, departure_id: departureId, device, nonce, scanned_at: at }, lang, signal),
          after,
          answerMs,
          deadlineMs,
        });
        if (raced.kind !== "decided") markInFlight(nonce, false);
        if (raced.kind === "answered") {
          if (raced.answer.result === "valid") countsChanged.current?.();
          return answerOf(verdictOf(raced.answer));
        }
        if (raced.kind === "decided") {
          const confirming = raced.confirmation.then((confirmation) => {
            markInFlight(nonce, false);
            if (confirmation.kind !== "unanswered") {
              if (confirmation.verdict.result === "valid") countsChanged.current?.();
            } else if (isSignedOut(confirmation.error)) setSignedOut(true);
            // the passage stays queued under the request's nonce: the upload is that same scan to the server
            else if (isNetworkFailure(confirmation.error)) goOnline(false);
            return confirmation;
          });
          return { kind: "verdict", verdict: raced.verdict, confirming };
        }
        const { error } = raced;
        if (isSignedOut(error)) {
          setSignedOut(true);
          return { kind: "failed", error };
        }
        if (!isNetworkFailure(error)) return { kind: "failed", error };
        // the scan may have reached the server: its nonce makes the upload answer as that first time
        goOnline(false);
      }
      return decideHere(scanned, nonce, at);
    },
    [after, answerMs, deadlineMs, decideHere, departureId, device, goOnline, lang, markInFlight, setBook],
  );

  return {
    book,
    download,
    online,
    uploading,
    waiting,
    conflicts,
    uploaded,
    signedOut,
    storageFailed,
    scan,
    upload,
    redownload: () => void refresh(departureId),
    dismissConflicts: () => setConflicts([]),
  };
}
