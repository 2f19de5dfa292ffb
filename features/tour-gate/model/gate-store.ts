import { type KeyValueStore, deviceName } from "@blocks/qr-scanner";
import { DepartureTicketsSchema } from "@contracts/tours";
import { z } from "zod";
import type { GateBook } from "./gate-book";

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
 * The scanner's name (`gate-xxxxxx`), made once and kept on the device: the server records it with each passage, so
 * another gate told "already used" learns which scanner let the ticket through.
 */
export function deviceId(store: KeyValueStore, makeId?: () => string): string {
  return deviceName(store, { key: DEVICE_KEY, prefix: "gate" }, makeId);
}
