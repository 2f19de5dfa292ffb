import { DepartureTicketsSchema } from "@contracts/tours";
import { z } from "zod";
import type { GateBook } from "./gate-book";

/** Where the device keeps what it must still have with no network: the browser's local storage, or a stand-in. */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "tour-gate";
export const DEVICE_KEY = `${PREFIX}.device`;
export const bookKey = (departureId: number) => `${PREFIX}.departure.${departureId}`;

const PassageSchema = z.object({ at: z.string(), device: z.string() });
const GateBookSchema = z.object({
  tickets: DepartureTicketsSchema,
  passed: z.record(z.string(), PassageSchema),
  queue: z.array(z.object({ nonce: z.string(), scanned: z.string(), scanned_at: z.string(), ticket_id: z.string() })),
});

/** A departure's book as kept on this device; null when there is none or it cannot be read (an older shape). */
export function loadBook(store: KeyValueStore, departureId: number): GateBook | null {
  try {
    const raw = store.getItem(bookKey(departureId));
    if (!raw) return null;
    const parsed = GateBookSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.tickets.departure_id === departureId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps a departure's book; false when the device refused (storage full or off), so the page can say so. */
export function saveBook(store: KeyValueStore, book: GateBook): boolean {
  try {
    store.setItem(bookKey(book.tickets.departure_id), JSON.stringify(book));
    return true;
  } catch {
    return false;
  }
}

/**
 * The scanner's name, made once and kept on the device: the server records it with each passage, so another gate
 * told "already used" learns which scanner let the ticket through.
 */
export function deviceId(store: KeyValueStore, makeId: () => string = () => crypto.randomUUID()): string {
  try {
    const kept = store.getItem(DEVICE_KEY);
    if (kept && /^gate-[a-z0-9]{6}$/.test(kept)) return kept;
  } catch {
    // storage is off: a name for this visit only
  }
  const made = `gate-${makeId()
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 6)
    .toLowerCase()}`;
  try {
    store.setItem(DEVICE_KEY, made);
  } catch {
    // as above
  }
  return made;
}

/** A stand-in store held in memory (storage refused, and tests). */
export function memoryStore(): KeyValueStore & { keys: () => string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}
