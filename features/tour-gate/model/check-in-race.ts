import type { CheckInAnswer } from "@contracts/tours";
import {
  type GateBook,
  type OfflineScan,
  type Verdict,
  decideOffline,
  notePassage,
  settleUpload,
  verdictOf,
} from "./gate-book";

/** Runs `run` once after `ms` and returns what cancels it: the browser's timers in the page, a hand-moved clock in tests. */
export type After = (ms: number, run: () => void) => () => void;

/** The device's book as the page holds it: read fresh at each step, since other scans change it meanwhile. */
export type BookHolder = { get: () => GateBook | null; set: (book: GateBook) => void };

/** What became of the device's early decision once the server had its say. */
export type Confirmation =
  /** The server answered the same: its answer (and passage) replaces the device's without a visible change. */
  | { kind: "confirmed"; answer: CheckInAnswer; verdict: Verdict }
  /** The server answered otherwise (another gate passed the ticket first, the booking was cancelled): it holds. */
  | { kind: "overruled"; answer: CheckInAnswer; verdict: Verdict }
  /** No answer by the deadline, or a failure: the device's decision stands, a passage queued with its nonce. */
  | { kind: "unanswered"; error: unknown; verdict: Verdict };

export type RaceResult =
  /** The server answered within `answerMs`: the gate shows its answer, as before this rule. */
  | { kind: "answered"; answer: CheckInAnswer }
  /** The server was slow: the device decided (queued when valid) and the request goes on. */
  | { kind: "decided"; verdict: Verdict; confirmation: Promise<Confirmation> }
  /** The request failed before the device decided (or the device had no list to decide from). */
  | { kind: "unanswered"; error: unknown };

export type RaceOptions = {
  scan: Omit<OfflineScan, "hash">;
  /** The token's hash (`tokenHash`), started with the request so it is ready when the device must decide. */
  hash: Promise<string | null>;
  book: BookHolder;
  /** The single check-in, carrying the scan's nonce; the signal aborts it at the deadline. */
  ask: (signal: AbortSignal) => Promise<CheckInAnswer>;
  after: After;
  /** How long the gate waits for the server before it shows the device's own decision (ms). */
  answerMs: number;
  /** How long the request may run at all before the gate goes offline (ms). */
  deadlineMs: number;
};

/** The gate's deadline passed: a network failure to the gate (`isNetworkFailure`), as the browser's own timeout is. */
export const deadlineError = () => new DOMException("The server did not answer in time.", "TimeoutError");

/**
 * The server's answer to a scan the device had already decided. A passage the device queued is settled as an upload
 * of it would be (the same nonce, so the server recorded one passage either way); otherwise the server's passage is
 * noted, as for any answer.
 */
export function settleLate(book: GateBook, answer: CheckInAnswer, device: string): GateBook {
  if (book.queue.some((scan) => scan.nonce === answer.nonce)) return settleUpload(book, [answer], device).book;
  return notePassage(book, answer, device);
}

/** The scans to upload: the queue, less those whose own request is still on its way (the server will answer it). */
export const awaitingUpload = (book: GateBook, inFlight: ReadonlySet<string>) =>
  book.queue.filter((scan) => !inFlight.has(scan.nonce));

/**
 * One scan, online: asked of the server; if it has not answered within `answerMs`, decided on the device from the
 * downloaded list and its own passages (the offline rule, so a valid scan is queued with the request's nonce) while
 * the request goes on; at `deadlineMs` the request is given up and the queued passage waits for the upload. Each
 * step checks where the race stands, so a late answer never settles a scan twice.
 */
export function raceCheckIn({ scan, hash, book, ask, after, answerMs, deadlineMs }: RaceOptions): Promise<RaceResult> {
  const controller = new AbortController();
  let stage: "asking" | "decided" | "done" = "asking";
  let early: Verdict | null = null;
  let answerFirst: (result: RaceResult) => void = () => undefined;
  let answerLater: (confirmation: Confirmation) => void = () => undefined;
  const first = new Promise<RaceResult>((resolve) => (answerFirst = resolve));
  const confirmation = new Promise<Confirmation>((resolve) => (answerLater = resolve));
  const cancels: (() => void)[] = [];
  const stop = () => {
    stage = "done";
    for (const cancel of cancels) cancel();
  };

  const unanswered = (error: unknown) => {
    if (stage === "done") return;
    const decided = stage === "decided" ? early : null;
    stop();
    if (decided) answerLater({ kind: "unanswered", error, verdict: decided });
    else answerFirst({ kind: "unanswered", error });
  };

  cancels.push(
    after(answerMs, () => {
      hash.then(
        (hashed) => {
          const current = book.get();
          // the server answered while the token was hashed, or there is nothing to decide from: wait for it
          if (stage !== "asking" || !current) return;
          const decided = decideOffline(current, { ...scan, hash: hashed });
          if (decided.book !== current) book.set(decided.book);
          early = decided.verdict;
          stage = "decided";
          answerFirst({ kind: "decided", verdict: decided.verdict, confirmation });
        },
        () => undefined,
      );
    }),
  );
  cancels.push(
    after(deadlineMs, () => {
      const error = deadlineError();
      controller.abort(error);
      unanswered(error);
    }),
  );

  ask(controller.signal).then((answer) => {
    if (stage === "done") return;
    const decided = stage === "decided" ? early : null;
    stop();
    const current = book.get();
    if (!decided) {
      if (current) book.set(notePassage(current, answer, scan.device));
      answerFirst({ kind: "answered", answer });
      return;
    }
    if (current) book.set(settleLate(current, answer, scan.device));
    const verdict = verdictOf(answer);
    answerLater({ kind: verdict.result === decided.result ? "confirmed" : "overruled", answer, verdict });
  }, unanswered);

  return first;
}
