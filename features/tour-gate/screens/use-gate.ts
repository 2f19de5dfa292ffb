import type { CheckInAnswer } from "@contracts/tours";
import { ticketTokenIn } from "@contracts/tours";
import type { Lang } from "@lib/i18n/locale";
import { useCallback, useEffect, useRef, useState } from "react";
import { checkIn, checkInBatch } from "../api/check-in";
import { fetchDepartureTickets } from "../api/departure-tickets";
import {
  type Conflict,
  type GateBook,
  type Verdict,
  decideOffline,
  notePassage,
  refreshBook,
  settleUpload,
  uploadOf,
  verdictOf,
} from "../model/gate-book";
import { type KeyValueStore, loadBook, saveBook } from "../model/gate-store";
import { isNetworkFailure, isSignedOut } from "../model/failures";
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
  /** How long a scan waits for the server before the device decides it (ms). */
  deadlineMs: number;
  /** After an answer that changed the day's counts. */
  onCountsChanged?: () => void;
};

/** A scan's outcome: a decision, or no decision (the server failed, or the device has no list to decide from). */
export type ScanOutcome =
  { kind: "verdict"; verdict: Verdict } | { kind: "failed"; error: unknown } | { kind: "noList" };

export type Download = "loading" | "ready" | "failed";

const answerOf = (verdict: Verdict): ScanOutcome => ({ kind: "verdict", verdict });
const notATicket: Verdict = { result: "invalid", holder: null, reservation_number: null, first: null, offline: false };

const browserOnline = () => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * The gate at one departure: its tickets downloaded to the device, each scan decided by the server while it answers
 * and on the device when it does not (queued with its nonce and scan time), the queue uploaded when the network is
 * back (the `online` event and a retry timer), conflicts kept to show.
 */
export function useGate({ departureId, lang, store, device, retryMs, deadlineMs, onCountsChanged }: GateOptions) {
  const [kept] = useState(() => loadBook(store, departureId));
  const [book, setBookState] = useState<GateBook | null>(kept);
  const bookRef = useRef<GateBook | null>(kept);
  const [download, setDownload] = useState<Download>(kept ? "ready" : "loading");
  const [online, setOnline] = useState(browserOnline);
  const onlineRef = useRef(online);
  const [uploading, setUploading] = useState(false);
  const uploadingRef = useRef(false);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
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
    if (current.queue.length === 0) {
      // nothing waiting: a fresh download tells whether the server is back
      if (await refresh(current.tickets.departure_id)) goOnline(true);
      return;
    }
    uploadingRef.current = true;
    setUploading(true);
    try {
      const answers: CheckInAnswer[] = await checkInBatch(device, uploadOf(current).slice(0, BATCH_SIZE), lang);
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

  const waiting = book?.queue.length ?? 0;
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
      if (!ticketTokenIn(scanned)) return answerOf(notATicket);
      const nonce = crypto.randomUUID();
      const at = new Date().toISOString();
      if (onlineRef.current) {
        try {
          const answer = await checkIn(
            { scanned, departure_id: departureId, device, nonce, scanned_at: at },
            lang,
            AbortSignal.timeout(deadlineMs),
          );
          if (bookRef.current) setBook(notePassage(bookRef.current, answer, device));
          if (answer.result === "valid") countsChanged.current?.();
          return answerOf(verdictOf(answer));
        } catch (error) {
          if (isSignedOut(error)) {
            setSignedOut(true);
            return { kind: "failed", error };
          }
          if (!isNetworkFailure(error)) return { kind: "failed", error };
          // the scan may have reached the server: its nonce makes the upload answer as that first time
          goOnline(false);
        }
      }
      return decideHere(scanned, nonce, at);
    },
    [deadlineMs, decideHere, departureId, device, goOnline, lang, setBook],
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
