/** Staff at a door need the last few scans; the day's counts and the server's records have the rest. */
export const SCAN_LOG_SIZE = 10;

/** A scan on top, the oldest dropped past `size` (answers come back later, out of order, by id). */
export function addToLog<Entry>(log: readonly Entry[], entry: Entry, size = SCAN_LOG_SIZE): Entry[] {
  return [entry, ...log].slice(0, size);
}

/** A scan's answer in its place, whenever it comes; an entry already dropped from the log stays dropped. */
export function settleInLog<Entry extends { id: number }>(
  log: readonly Entry[],
  id: number,
  settled: Partial<Entry>,
): Entry[] {
  return log.map((entry) => (entry.id === id ? { ...entry, ...settled } : entry));
}

/** What a scan shows in lists when its holder is unknown: the code's short head, never the whole secret. */
export function shortCode(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 18 ? `${trimmed.slice(0, 14)}…` : trimmed;
}
