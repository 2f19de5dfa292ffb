/**
 * A keyboard-wedge scanner types a code as keystrokes a few milliseconds apart and presses Enter; a person types far
 * slower. Keys closer than this belong to one scan.
 */
export const WEDGE_KEY_GAP_MS = 50;
/** Shorter bursts are a person's quick keys, not a scan (a ticket's token is over 50 characters). */
export const WEDGE_MIN_LENGTH = 8;

export type WedgeState = { text: string; last: number };
export const WEDGE_START: WedgeState = { text: "", last: Number.NEGATIVE_INFINITY };

/**
 * One key of a wedge scanner heard outside any field (the page's focus elsewhere): the code when Enter ends a fast
 * burst, null otherwise. A pause longer than the gap starts a new burst.
 */
export function feedWedge(state: WedgeState, key: string, at: number): { state: WedgeState; code: string | null } {
  const fast = at - state.last <= WEDGE_KEY_GAP_MS;
  if (key === "Enter") {
    const code = fast && state.text.length >= WEDGE_MIN_LENGTH ? state.text : null;
    return { state: WEDGE_START, code };
  }
  if (key.length !== 1) return { state, code: null };
  return { state: { text: fast ? state.text + key : key, last: at }, code: null };
}
