import { describe, expect, it } from "vitest";
import { canRequestMeeting, pairNote, slotNote } from "./slot-reasons";

const NOW = new Date("2026-05-15T01:00:00.000Z");
const later = "2026-05-20T10:00:00+09:00";
const earlier = "2026-05-14T10:00:00+09:00";

describe("slotNote", () => {
  it("offers an open slot that has not started", () => {
    expect(slotNote({ open: true, reason: null, starts_at: later }, NOW)).toBeNull();
  });

  it("gives the server's reason for a slot it refuses", () => {
    for (const reason of ["pair_booked", "self_busy", "counterpart_unavailable", "already_requested"] as const) {
      expect(slotNote({ open: false, reason, starts_at: later }, NOW)).toBe(reason);
    }
  });

  it("says a slot has started even when the list was read before it did", () => {
    expect(slotNote({ open: true, reason: null, starts_at: earlier }, NOW)).toBe("slot_started");
  });
});

describe("pairNote", () => {
  const slot = (reason: Parameters<typeof slotNote>[0]["reason"]) => ({
    open: reason === null,
    reason,
    starts_at: later,
  });

  it("is the company-wide reason when one holds: we meet, or a request between us waits", () => {
    expect(pairNote([slot("self_busy"), slot("pair_booked"), slot("pair_booked")])).toBe("pair_booked");
    expect(pairNote([slot("pair_requested_by_them")])).toBe("pair_requested_by_them");
    expect(pairNote([slot("already_requested"), slot("pair_requested_by_me")])).toBe("pair_requested_by_me");
    // my request for the only slot left is still "already asked this company"
    expect(pairNote([slot("self_busy"), slot("already_requested")])).toBe("pair_requested_by_me");
  });

  it("is null when only times are taken", () => {
    expect(
      pairNote([slot(null), slot("self_busy"), slot("counterpart_unavailable"), slot("slot_inactive")]),
    ).toBeNull();
  });
});

describe("canRequestMeeting", () => {
  const seller = { id: 7, role: "seller" as const };

  it("is offered between a buyer and a seller only", () => {
    expect(canRequestMeeting({ id: 3, role: "buyer" }, seller)).toBe(true);
    expect(canRequestMeeting({ id: 3, role: "seller" }, { id: 8, role: "buyer" })).toBe(true);
    expect(canRequestMeeting({ id: 9, role: "seller" }, seller)).toBe(false);
  });

  it("is not offered on my own company's page, nor to an account without a company side", () => {
    expect(canRequestMeeting({ id: 7, role: "seller" }, seller)).toBe(false);
    expect(canRequestMeeting({ id: null, role: null }, seller)).toBe(false);
  });

  it("waits while my company is not known", () => {
    expect(canRequestMeeting(undefined, seller)).toBeUndefined();
  });
});
