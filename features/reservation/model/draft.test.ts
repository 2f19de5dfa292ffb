import { describe, expect, it } from "vitest";
import {
  DRAFT_STORAGE_KEY,
  clearReservationDraft,
  readReservationDraft,
  saveDraftValues,
  startReservation,
} from "./draft";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("reservation draft", () => {
  it("starts a draft with a fresh request id and reads it back after a reload", () => {
    const storage = memoryStorage();
    const draft = startReservation({ source: { kind: "cart", cart_item_ids: [11, 12] } }, storage);
    expect(draft.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readReservationDraft(storage)).toEqual(draft);
  });

  it("keeps what the product page chose", () => {
    const storage = memoryStorage();
    startReservation(
      {
        source: { kind: "product", product_id: 31, options: [{ product_option_id: 301, quantity: 2 }] },
        departure_date: "2026-06-10",
        travelers: 3,
        luggage: 4,
      },
      storage,
    );
    expect(readReservationDraft(storage)).toMatchObject({ departure_date: "2026-06-10", travelers: 3, luggage: 4 });
  });

  it("makes a new request id per draft, and keeps it while values are saved", () => {
    const storage = memoryStorage();
    const first = startReservation({ source: { kind: "cart", cart_item_ids: [1] } }, storage);
    saveDraftValues({ contact: "01012345678", same_as_representative: true }, storage);
    const saved = readReservationDraft(storage);
    expect(saved?.request_id).toBe(first.request_id);
    expect(saved?.values).toEqual({ contact: "01012345678", same_as_representative: true });
    const second = startReservation({ source: { kind: "cart", cart_item_ids: [1] } }, storage);
    expect(second.request_id).not.toBe(first.request_id);
    expect(readReservationDraft(storage)?.values).toEqual({});
  });

  it("forgets the draft, and ignores what is not a draft", () => {
    const storage = memoryStorage();
    startReservation({ source: { kind: "cart", cart_item_ids: [1] } }, storage);
    clearReservationDraft(storage);
    expect(readReservationDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, "{not json");
    expect(readReservationDraft(storage)).toBeNull();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ source: { kind: "elsewhere" } }));
    expect(readReservationDraft(storage)).toBeNull();
    saveDraftValues({ contact: "1" }, storage);
    expect(readReservationDraft(storage)).toBeNull();
  });

  it("refuses a start without lines of a known kind", () => {
    const storage = memoryStorage();
    expect(() => startReservation({ source: { kind: "nothing" } } as never, storage)).toThrow();
    expect(storage.map.size).toBe(0);
  });
});
