import { describe, expect, it } from "vitest";
import { DEFAULT_RATES } from "./money";
import {
  bankTransferDeadline,
  cancelProblem,
  departureMoment,
  depositInWon,
  hasDeparted,
} from "./reservation-deadlines";

// 10:25 PM in Seoul on 28 November 2026
const NOW = new Date("2026-11-28T13:25:00Z");

describe("departure", () => {
  it("is the Korean day at its time in Seoul", () => {
    expect(departureMoment("2026-12-01", "10:00").toISOString()).toBe("2026-12-01T01:00:00.000Z");
    expect(departureMoment("2026-12-01", "").toISOString()).toBe("2026-11-30T15:00:00.000Z");
  });

  it("has departed from its time on", () => {
    expect(hasDeparted("2026-11-28", "22:24", NOW)).toBe(true);
    expect(hasDeparted("2026-11-28", "22:25", NOW)).toBe(true);
    expect(hasDeparted("2026-11-28", "22:30", NOW)).toBe(false);
    expect(hasDeparted("2026-11-18", "10:00", NOW)).toBe(true);
  });
});

describe("cancelProblem", () => {
  const trip = (status: "confirmed" | "waiting" | "cancel_requested" | "cancelled", day: string) => ({
    status,
    departure_date: day,
    departure_time: "10:00",
  });

  it("refuses a trip that already departed, paid or not", () => {
    expect(cancelProblem(trip("confirmed", "2026-11-18"), NOW)).toBe("departed");
    expect(cancelProblem(trip("waiting", "2026-11-28"), NOW)).toBe("departed");
  });

  it("allows an upcoming trip, and never a second cancel", () => {
    expect(cancelProblem(trip("confirmed", "2026-12-05"), NOW)).toBeUndefined();
    expect(cancelProblem(trip("waiting", "2026-11-29"), NOW)).toBeUndefined();
    expect(cancelProblem(trip("cancel_requested", "2026-12-05"), NOW)).toBe("alreadyCancelRequested");
    expect(cancelProblem(trip("cancelled", "2026-12-05"), NOW)).toBe("alreadyCancelled");
  });
});

describe("bankTransferDeadline", () => {
  it("is 3 days after the order when the departure is far", () => {
    expect(bankTransferDeadline(NOW, "2026-12-20", "10:00")?.toISOString()).toBe("2026-12-01T13:25:00.000Z");
  });

  it("is 3 days before the departure when that comes first, never on the departure day", () => {
    // the case: three days ahead at 10:00 was due at 10:25 PM on the departure day
    expect(bankTransferDeadline(NOW, "2026-12-01", "10:00")).toBeNull();
    // departure on 3 Dec 10:00 KST: due 30 Nov 10:00 KST, 35.5 hours from now
    expect(bankTransferDeadline(NOW, "2026-12-03", "10:00")?.toISOString()).toBe("2026-11-30T01:00:00.000Z");
  });

  it("is not offered with less than a day left to transfer", () => {
    // due 29 Nov 19:00 KST: under a day from 22:25 on the 28th
    expect(bankTransferDeadline(NOW, "2026-12-02", "19:00")).toBeNull();
    // due 29 Nov 22:30 KST: just over a day
    expect(bankTransferDeadline(NOW, "2026-12-02", "22:30")?.toISOString()).toBe("2026-11-29T13:30:00.000Z");
    expect(bankTransferDeadline(NOW, "2026-11-20", "10:00")).toBeNull();
  });
});

describe("depositInWon", () => {
  it("converts once from the order's currency, and keeps a won total", () => {
    expect(depositInWon(60, "USD", DEFAULT_RATES)).toBe(87900);
    expect(depositInWon(71785, "KRW", DEFAULT_RATES)).toBe(71785);
  });
});
