import type { VerdictTone } from "@blocks/qr-scanner";
import type { Verdict } from "./gate-book";

/** Where one scan stands on the page: on its way, decided, or left undecided (and why). */
export type EntryState = "checking" | "decided" | "failed" | "noList";

/**
 * Where the server stands on a decision the device made while it was slow: its answer awaited, the same, or another
 * (which replaced the device's). Null for a decision that was the server's from the start, or the device's alone.
 */
export type Confirm = "confirming" | "confirmed" | "overruled";

/** One scan of this session: what was read, when, and what became of it. */
export type GateEntry = {
  id: number;
  at: Date;
  text: string;
  state: EntryState;
  verdict: Verdict | null;
  confirm: Confirm | null;
  /** A failure in words (the server's, or the page's own). */
  detail: string | null;
};

/** The colour family of an entry: green lets in, amber is a second passage, red refuses or failed. */
export function entryTone(entry: Pick<GateEntry, "state" | "verdict">): VerdictTone {
  if (entry.state === "checking") return "idle";
  if (entry.state !== "decided" || !entry.verdict) return "refuse";
  if (entry.verdict.result === "valid") return "accept";
  return entry.verdict.result === "already_used" ? "caution" : "refuse";
}
