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

/** The person at the gate needs the last few scans; the day's counts have the rest. */
export const GATE_LOG_SIZE = 10;

/** A scan on top, its answer in its place once it comes (answers may come back out of order). */
export function logEntry(log: readonly GateEntry[], entry: GateEntry): GateEntry[] {
  return [entry, ...log].slice(0, GATE_LOG_SIZE);
}

export function settleEntry(log: readonly GateEntry[], id: number, settled: Partial<GateEntry>): GateEntry[] {
  return log.map((entry) => (entry.id === id ? { ...entry, ...settled } : entry));
}

/** The colour family of an entry: green lets in, amber is a second passage, red refuses or failed. */
export function entryTone(entry: Pick<GateEntry, "state" | "verdict">): "waiting" | "valid" | "used" | "refused" {
  if (entry.state === "checking") return "waiting";
  if (entry.state !== "decided" || !entry.verdict) return "refused";
  if (entry.verdict.result === "valid") return "valid";
  return entry.verdict.result === "already_used" ? "used" : "refused";
}

/** The text a ticket's scan shows in lists: the token's short head, never the whole secret. */
export function shortCode(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 18 ? `${trimmed.slice(0, 14)}…` : trimmed;
}
