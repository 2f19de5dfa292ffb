import type { CheckInAnswer, DepartureTickets, Ticket } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { type GateBook, decideOffline, newBook, notePassage, refreshBook, settleUpload, uploadOf } from "./gate-book";

const ticket = (id: string, extra: Partial<DepartureTickets["tickets"][number]> = {}) => ({
  id,
  token_hash: `hash-${id}`,
  reservation_number: "R251201-ABCDEF",
  holder: `Holder ${id}`,
  valid: true,
  checked_in_at: null,
  checked_in_by: null,
  ...extra,
});

const DEPARTURE: DepartureTickets = {
  departure_id: 7,
  course_name: "Royal Palaces",
  date: "2026-12-01",
  time: "09:00",
  fetched_at: "2026-12-01T00:00:00.000Z",
  tickets: [
    ticket("10.1"),
    ticket("10.2"),
    ticket("11.1", { checked_in_at: "2026-12-01T00:05:00.000Z", checked_in_by: "gate-bbbbbb" }),
    ticket("12.1", { valid: false }),
  ],
};

const scan = (hash: string | null, nonce: string, at = "2026-12-01T00:10:00.000Z") => ({
  hash,
  scanned: `token-of-${hash}`,
  nonce,
  at,
  device: "gate-aaaaaa",
});

const answer = (result: CheckInAnswer["result"], nonce: string, id: string, first: CheckInAnswer["first"] = null) =>
  ({
    result,
    nonce,
    first,
    ticket: {
      id,
      holder: `Holder ${id}`,
      reservation_number: "R251201-ABCDEF",
      checked_in_at: first?.at ?? null,
    } as Ticket,
  }) satisfies CheckInAnswer;

describe("decideOffline", () => {
  it("lets a ticket of the departure through once and queues its passage with nonce and scan time", () => {
    const first = decideOffline(newBook(DEPARTURE), scan("hash-10.1", "nonce-0001"));
    expect(first.verdict).toMatchObject({ result: "valid", holder: "Holder 10.1", offline: true });
    expect(first.book.queue).toEqual([
      { nonce: "nonce-0001", scanned: "token-of-hash-10.1", scanned_at: "2026-12-01T00:10:00.000Z", ticket_id: "10.1" },
    ]);

    const again = decideOffline(first.book, scan("hash-10.1", "nonce-0002", "2026-12-01T00:11:00.000Z"));
    expect(again.verdict).toMatchObject({
      result: "already_used",
      first: { at: "2026-12-01T00:10:00.000Z", device: "gate-aaaaaa" },
    });
    expect(again.book.queue).toHaveLength(1);
  });

  it("knows the passages downloaded with the list: used, by the device that passed it", () => {
    const { verdict, book } = decideOffline(newBook(DEPARTURE), scan("hash-11.1", "nonce-0003"));
    expect(verdict).toMatchObject({
      result: "already_used",
      first: { at: "2026-12-01T00:05:00.000Z", device: "gate-bbbbbb" },
    });
    expect(book.queue).toEqual([]);
  });

  it("refuses an unpaid ticket, a token not on the list and a text that is no ticket, queueing nothing", () => {
    const start = newBook(DEPARTURE);
    for (const hash of ["hash-12.1", "hash-elsewhere", null]) {
      const { verdict, book } = decideOffline(start, scan(hash, "nonce-0004"));
      expect(verdict.result).toBe("invalid");
      expect(book).toBe(start);
    }
  });
});

describe("settleUpload", () => {
  const queued = () => {
    let book: GateBook = newBook(DEPARTURE);
    book = decideOffline(book, scan("hash-10.1", "nonce-a")).book;
    book = decideOffline(book, scan("hash-10.2", "nonce-b")).book;
    return book;
  };

  it("clears what the server accepted and keeps its passage, so the ticket stays used", () => {
    const { book, accepted, conflicts } = settleUpload(queued(), [answer("valid", "nonce-a", "10.1")], "gate-aaaaaa");
    expect(accepted).toBe(1);
    expect(conflicts).toEqual([]);
    expect(book.queue.map((entry) => entry.nonce)).toEqual(["nonce-b"]);
    expect(decideOffline(book, scan("hash-10.1", "nonce-c")).verdict.result).toBe("already_used");
  });

  it("reports a ticket another device passed first as a conflict, with the first passage", () => {
    const first = { at: "2026-12-01T00:09:00.000Z", device: "gate-cccccc" };
    const { book, accepted, conflicts } = settleUpload(
      queued(),
      [answer("valid", "nonce-a", "10.1"), answer("already_used", "nonce-b", "10.2", first)],
      "gate-aaaaaa",
    );
    expect(accepted).toBe(1);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      nonce: "nonce-b",
      holder: "Holder 10.2",
      answer: { result: "already_used", first },
    });
    expect(book.queue).toEqual([]);
    expect(decideOffline(book, scan("hash-10.2", "nonce-d")).verdict.first).toEqual(first);
  });

  it("sends the queue in the batch endpoint's shape and ignores answers to scans it does not hold", () => {
    const book = queued();
    expect(uploadOf(book)).toEqual([
      { nonce: "nonce-a", scanned: "token-of-hash-10.1", scanned_at: "2026-12-01T00:10:00.000Z", departure_id: 7 },
      { nonce: "nonce-b", scanned: "token-of-hash-10.2", scanned_at: "2026-12-01T00:10:00.000Z", departure_id: 7 },
    ]);
    expect(settleUpload(book, [answer("valid", "nonce-zzz", "10.1")], "gate-aaaaaa").book.queue).toHaveLength(2);
  });
});

describe("refreshBook and notePassage", () => {
  it("keeps the queue and this device's passages through a fresh download of the same departure", () => {
    const book = decideOffline(newBook(DEPARTURE), scan("hash-10.1", "nonce-a")).book;
    const refreshed = refreshBook(book, { ...DEPARTURE, fetched_at: "2026-12-01T00:20:00.000Z" });
    expect(refreshed.queue).toHaveLength(1);
    expect(decideOffline(refreshed, scan("hash-10.1", "nonce-e")).verdict.result).toBe("already_used");
    expect(refreshBook(book, { ...DEPARTURE, departure_id: 8 }).queue).toEqual([]);
  });

  it("marks a ticket the server let through online, so a later offline scan finds it used", () => {
    const book = notePassage(newBook(DEPARTURE), answer("valid", "nonce-f", "10.2"), "gate-aaaaaa");
    expect(decideOffline(book, scan("hash-10.2", "nonce-g")).verdict.result).toBe("already_used");
  });
});
