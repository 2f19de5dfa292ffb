import type { CheckInAnswer, DepartureTickets, Ticket } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { type After, type RaceResult, awaitingUpload, raceCheckIn } from "./check-in-race";
import { type GateBook, decideOffline, newBook, uploadOf } from "./gate-book";

const ANSWER_MS = 300;
const DEADLINE_MS = 2500;
const DEVICE = "gate-aaaaaa";

const DEPARTURE: DepartureTickets = {
  departure_id: 7,
  course_name: "Royal Palaces",
  date: "2026-12-01",
  time: "09:00",
  fetched_at: "2026-12-01T00:00:00.000Z",
  tickets: [
    {
      id: "10.1",
      token_hash: "hash-10.1",
      reservation_number: "R251201-ABCDEF",
      holder: "Holder 10.1",
      valid: true,
      checked_in_at: null,
      checked_in_by: null,
    },
  ],
};

/** A clock moved by hand: timers run in order as it passes them, and nothing waits for real time. */
function handClock() {
  let now = 0;
  const timers: { at: number; run: () => void; live: boolean }[] = [];
  const after: After = (ms, run) => {
    const timer = { at: now + ms, run, live: true };
    timers.push(timer);
    return () => void (timer.live = false);
  };
  const settle = async () => {
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = timers.filter((timer) => timer.live && timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      now = next.at;
      next.live = false;
      next.run();
      await settle();
    }
    now = until;
    await settle();
  };
  return { after, advance, settle, pending: () => timers.filter((timer) => timer.live).length };
}

/** The server's side of one request: answered, failed or never, when the test says; aborted by the gate's signal. */
function server() {
  let answer: (value: CheckInAnswer) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | null = null;
  let asked = 0;
  const ask = (given: AbortSignal) => {
    asked += 1;
    signal = given;
    return new Promise<CheckInAnswer>((resolve, reject) => {
      answer = resolve;
      fail = reject;
      given.addEventListener("abort", () => reject(given.reason as DOMException));
    });
  };
  return {
    ask,
    answer: (value: CheckInAnswer) => answer(value),
    fail: (error: unknown) => fail(error),
    aborted: () => signal?.aborted ?? false,
    asked: () => asked,
  };
}

const answerOf = (
  result: CheckInAnswer["result"],
  nonce: string,
  first: CheckInAnswer["first"] = null,
): CheckInAnswer => ({
  result,
  nonce,
  first,
  ticket: {
    id: "10.1",
    holder: "Holder 10.1",
    reservation_number: "R251201-ABCDEF",
    checked_in_at: first?.at ?? "2026-12-01T00:10:00.000Z",
  } as Ticket,
});

/** One scan of ticket 10.1 at the gate, the book held as the page holds it. */
function race(start: GateBook = newBook(DEPARTURE), nonce = "nonce-0001") {
  const clock = handClock();
  const api = server();
  let book: GateBook | null = start;
  let first: RaceResult | null = null;
  void raceCheckIn({
    scan: { scanned: "T1.10.1.token", nonce, at: "2026-12-01T00:10:00.000Z", device: DEVICE },
    hash: Promise.resolve("hash-10.1"),
    book: { get: () => book, set: (next) => void (book = next) },
    ask: api.ask,
    after: clock.after,
    answerMs: ANSWER_MS,
    deadlineMs: DEADLINE_MS,
  }).then((result) => void (first = result));
  return { clock, api, book: () => book as GateBook, first: () => first };
}

describe("raceCheckIn", () => {
  it("shows a quick server's answer as it is: no decision on the device, nothing queued, no request aborted", async () => {
    const scan = race();
    await scan.clock.advance(120);
    expect(scan.first()).toBeNull();
    scan.api.answer(answerOf("valid", "nonce-0001"));
    await scan.clock.settle();
    expect(scan.first()).toEqual({ kind: "answered", answer: answerOf("valid", "nonce-0001") });
    expect(scan.clock.pending()).toBe(0);
    await scan.clock.advance(DEADLINE_MS);
    expect(scan.api.aborted()).toBe(false);
    expect(scan.book().queue).toEqual([]);
    // the server's passage is noted, so the device knows the ticket used should the network go
    expect(decideOffline(scan.book(), { ...scanOf("nonce-0002"), hash: "hash-10.1" }).verdict.result).toBe(
      "already_used",
    );
  });

  it("decides on the device at the answer time, then the agreeing server confirms and settles the queued passage", async () => {
    const scan = race();
    await scan.clock.advance(ANSWER_MS - 1);
    expect(scan.first()).toBeNull();
    await scan.clock.advance(1);
    const first = scan.first();
    expect(first).toMatchObject({ kind: "decided", verdict: { result: "valid", holder: "Holder 10.1" } });
    // queued with the request's own nonce: should the answer never come, the upload is the same scan
    expect(scan.book().queue.map((entry) => entry.nonce)).toEqual(["nonce-0001"]);
    expect(scan.api.asked()).toBe(1);

    await scan.clock.advance(500);
    scan.api.answer(answerOf("valid", "nonce-0001"));
    const confirmation = await (first as Extract<RaceResult, { kind: "decided" }>).confirmation;
    expect(confirmation).toMatchObject({ kind: "confirmed", verdict: { result: "valid", offline: false } });
    expect(scan.book().queue).toEqual([]);
    expect(scan.book().passed).toEqual({});
    expect(scan.book().tickets.tickets[0]?.checked_in_at).toBe("2026-12-01T00:10:00.000Z");
    await scan.clock.advance(DEADLINE_MS);
    expect(scan.api.aborted()).toBe(false);
  });

  it("gives way to a slow server that answers otherwise: its verdict holds, the device's passage is dropped", async () => {
    const scan = race();
    await scan.clock.advance(ANSWER_MS);
    const first = scan.first() as Extract<RaceResult, { kind: "decided" }>;
    expect(first.verdict.result).toBe("valid");

    const elsewhere = { at: "2026-12-01T00:09:00.000Z", device: "gate-cccccc" };
    await scan.clock.advance(900);
    scan.api.answer(answerOf("already_used", "nonce-0001", elsewhere));
    expect(await first.confirmation).toMatchObject({
      kind: "overruled",
      verdict: { result: "already_used", first: elsewhere, offline: false },
    });
    expect(scan.book().queue).toEqual([]);
    expect(uploadOf(scan.book())).toEqual([]);
    // the next scan of the ticket, decided here, names the gate that passed it first
    expect(decideOffline(scan.book(), { ...scanOf("nonce-0002"), hash: "hash-10.1" }).verdict.first).toEqual(elsewhere);
  });

  it("gives way to a slow server that refuses a ticket cancelled since the download", async () => {
    const scan = race();
    await scan.clock.advance(ANSWER_MS);
    const first = scan.first() as Extract<RaceResult, { kind: "decided" }>;
    scan.api.answer(answerOf("invalid", "nonce-0001"));
    expect(await first.confirmation).toMatchObject({ kind: "overruled", verdict: { result: "invalid" } });
    expect(scan.book().queue).toEqual([]);
    expect(scan.book().passed).toEqual({});
  });

  it("gives the request up at the deadline: the device's decision stands, queued once under the same nonce", async () => {
    const scan = race();
    await scan.clock.advance(ANSWER_MS);
    const first = scan.first() as Extract<RaceResult, { kind: "decided" }>;
    await scan.clock.advance(DEADLINE_MS - ANSWER_MS - 1);
    expect(scan.api.aborted()).toBe(false);
    await scan.clock.advance(1);
    expect(scan.api.aborted()).toBe(true);
    const confirmation = await first.confirmation;
    expect(confirmation).toMatchObject({ kind: "unanswered", verdict: { result: "valid", offline: true } });
    expect(confirmation.kind === "unanswered" && confirmation.error).toMatchObject({ name: "TimeoutError" });
    expect(uploadOf(scan.book())).toEqual([
      { nonce: "nonce-0001", scanned: "T1.10.1.token", scanned_at: "2026-12-01T00:10:00.000Z", departure_id: 7 },
    ]);
    // an answer arriving after all changes nothing: the upload settles the scan
    const before = scan.book();
    scan.api.answer(answerOf("valid", "nonce-0001"));
    await scan.clock.settle();
    expect(scan.book()).toBe(before);
  });

  it("keeps the device's decision when the request fails after it, the scan left queued", async () => {
    const scan = race();
    await scan.clock.advance(ANSWER_MS);
    const first = scan.first() as Extract<RaceResult, { kind: "decided" }>;
    scan.api.fail(new TypeError("network"));
    expect(await first.confirmation).toMatchObject({ kind: "unanswered", verdict: { result: "valid" } });
    expect(scan.book().queue).toHaveLength(1);
    expect(scan.clock.pending()).toBe(0);
  });

  it("reports a quick failure as before, deciding nothing itself", async () => {
    const scan = race();
    const error = new TypeError("network");
    scan.api.fail(error);
    await scan.clock.settle();
    expect(scan.first()).toEqual({ kind: "unanswered", error });
    await scan.clock.advance(DEADLINE_MS);
    expect(scan.book().queue).toEqual([]);
  });

  it("decides a ticket used from the device's own passages, and the agreeing server confirms it", async () => {
    const passed = decideOffline(newBook(DEPARTURE), { ...scanOf("nonce-0000"), hash: "hash-10.1" }).book;
    const scan = race(passed, "nonce-0001");
    await scan.clock.advance(ANSWER_MS);
    const first = scan.first() as Extract<RaceResult, { kind: "decided" }>;
    expect(first.verdict).toMatchObject({ result: "already_used", first: { device: DEVICE } });
    expect(scan.book().queue.map((entry) => entry.nonce)).toEqual(["nonce-0000"]);
    scan.api.answer(answerOf("already_used", "nonce-0001", { at: "2026-12-01T00:10:00.000Z", device: DEVICE }));
    expect(await first.confirmation).toMatchObject({ kind: "confirmed" });
    // the earlier offline passage is the upload's business, not this answer's
    expect(scan.book().queue.map((entry) => entry.nonce)).toEqual(["nonce-0000"]);
  });
});

describe("awaitingUpload", () => {
  it("leaves out the scans whose own request is still on its way", () => {
    let book = newBook({
      ...DEPARTURE,
      tickets: [...DEPARTURE.tickets, { ...DEPARTURE.tickets[0]!, id: "10.2", token_hash: "hash-10.2" }],
    });
    book = decideOffline(book, { ...scanOf("nonce-a"), hash: "hash-10.1" }).book;
    book = decideOffline(book, { ...scanOf("nonce-b"), hash: "hash-10.2" }).book;
    expect(awaitingUpload(book, new Set(["nonce-a"])).map((scan) => scan.nonce)).toEqual(["nonce-b"]);
    expect(awaitingUpload(book, new Set())).toHaveLength(2);
  });
});

function scanOf(nonce: string) {
  return { scanned: "T1.10.1.token", nonce, at: "2026-12-01T00:10:00.000Z", device: DEVICE };
}
