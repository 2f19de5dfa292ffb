import type { LiveState } from "@contracts/live";

export type ClockedState = { state: LiveState; offsetMs: number };

/**
 * The newer of two states by version: the operator's page shows its own push's answer at once, and the stream's
 * state when that is newer (another operator's push, or the same one arriving through the stream).
 */
export function latestState(a: ClockedState | null, b: ClockedState | null): ClockedState | null {
  if (!a) return b;
  if (!b) return a;
  return b.state.version > a.state.version ? b : a;
}
