import { memoryStore } from "@blocks/qr-scanner";
import type { DepartureTickets } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { decideOffline, newBook } from "./gate-book";
import { bookKey, deviceId, loadBook, saveBook } from "./gate-store";

const DEPARTURE: DepartureTickets = {
  departure_id: 3,
  course_name: "Temple by the Sea",
  date: "2026-12-01",
  time: "10:00",
  fetched_at: "2026-12-01T00:00:00.000Z",
  tickets: [
    {
      id: "5.1",
      token_hash: "hash-5.1",
      reservation_number: "R251201-AAAAAA",
      holder: "Minji Kim",
      valid: true,
      checked_in_at: null,
      checked_in_by: null,
    },
  ],
};

describe("the device's store", () => {
  it("keeps each departure's book under its own key, queue included", () => {
    const store = memoryStore();
    const book = decideOffline(newBook(DEPARTURE), {
      hash: "hash-5.1",
      scanned: "token",
      nonce: "nonce-0001",
      at: "2026-12-01T00:01:00.000Z",
      device: "gate-abcdef",
    }).book;
    expect(saveBook(store, book)).toBe(true);
    expect(store.keys()).toEqual([bookKey(3)]);
    expect(loadBook(store, 3)).toEqual(book);
    expect(loadBook(store, 4)).toBeNull();
  });

  it("reads nothing from a broken or foreign entry, and says when the device refuses to keep one", () => {
    const store = memoryStore();
    store.setItem(bookKey(3), "{not json");
    expect(loadBook(store, 3)).toBeNull();
    store.setItem(bookKey(3), JSON.stringify({ tickets: { ...DEPARTURE, departure_id: 9 }, passed: {}, queue: [] }));
    expect(loadBook(store, 3)).toBeNull();
    const full = {
      ...memoryStore(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveBook(full, newBook(DEPARTURE))).toBe(false);
  });

  it("names the scanner once and keeps the name", () => {
    const store = memoryStore();
    const first = deviceId(store, () => "3F2A9C1B-0000-4000-8000-000000000000");
    expect(first).toBe("gate-3f2a9c");
    expect(deviceId(store, () => "ffffffff-0000-4000-8000-000000000000")).toBe(first);
  });
});
