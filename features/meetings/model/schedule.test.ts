import { describe, expect, it } from "vitest";
import { MART_DAYS, allMeetings, meetings, mySlotsFor, slotAt, slots } from "../mocks/fixtures";
import {
  bookedMeetingOf,
  counterpartOf,
  defaultDay,
  groupSlotsByDay,
  meetingsBySlot,
  myParty,
  myTimeZone,
  needsProfileZone,
  recordState,
  slotAvailability,
  visibleActions,
  waitingForMe,
} from "./schedule";

const NOW = new Date("2026-05-15T10:00:00+09:00");

describe("groupSlotsByDay", () => {
  it("gives the days in order, each with its slots in time order", () => {
    const shuffled = [slots.second1400, slots.first1030, slots.past1000, slots.first1000, slots.second1000];
    expect(groupSlotsByDay(shuffled).map(({ day, slots: list }) => [day, list.map((s) => s.id)])).toEqual([
      [MART_DAYS.past, [101]],
      [MART_DAYS.first, [201, 202]],
      [MART_DAYS.second, [301, 303]],
    ]);
  });

  it("is empty without slots", () => {
    expect(groupSlotsByDay([])).toEqual([]);
  });
});

describe("defaultDay", () => {
  const days = [MART_DAYS.past, MART_DAYS.first, MART_DAYS.second];

  it("opens on the first mart day from today (Korea's calendar) on", () => {
    expect(defaultDay(days, NOW)).toBe(MART_DAYS.first);
    expect(defaultDay(days, new Date("2026-05-20T23:59:00+09:00"))).toBe(MART_DAYS.first);
    // 00:30 on the 21st in Seoul is still the 20th in UTC
    expect(defaultDay(days, new Date("2026-05-20T15:30:00Z"))).toBe(MART_DAYS.second);
  });

  it("opens on the last day once the mart is over, and on nothing without days", () => {
    expect(defaultDay(days, new Date("2026-06-01T10:00:00+09:00"))).toBe(MART_DAYS.second);
    expect(defaultDay([], NOW)).toBeNull();
  });
});

describe("meetingsBySlot", () => {
  it("lists every meeting of a slot, the one that holds it first", () => {
    const bySlot = meetingsBySlot(allMeetings);
    expect(bySlot.get(slots.first1030.id)?.map((m) => m.id)).toEqual([meetings.incoming.id, meetings.sent.id]);
    const accepted = { ...meetings.sent, status: "confirmed" as const };
    expect(
      meetingsBySlot([meetings.incoming, accepted])
        .get(slots.first1030.id)
        ?.map((m) => m.id),
    ).toEqual([accepted.id, meetings.incoming.id]);
    expect(bySlot.get(slots.first1400.id)).toBeUndefined();
  });

  it("puts ended meetings after open requests", () => {
    const ended = { ...meetings.rejected, slot: slots.first1030, updated_at: "2026-05-14T00:00:00+09:00" };
    expect(
      meetingsBySlot([ended, meetings.sent])
        .get(slots.first1030.id)
        ?.map((m) => m.id),
    ).toEqual([meetings.sent.id, ended.id]);
  });
});

describe("bookedMeetingOf", () => {
  it("finds the confirmed, matched or cancel-requested meeting", () => {
    expect(bookedMeetingOf([meetings.sent, meetings.matched])).toBe(meetings.matched);
    expect(bookedMeetingOf([meetings.cancelAsked])).toBe(meetings.cancelAsked);
    expect(bookedMeetingOf([meetings.sent, meetings.rejected])).toBeUndefined();
    expect(bookedMeetingOf(undefined)).toBeUndefined();
  });
});

describe("parties", () => {
  it("tells my company from the other one by my side", () => {
    expect(myParty(meetings.confirmed)?.name).toBe("Steppe Medical Travel");
    expect(counterpartOf(meetings.confirmed)?.name).toBe("Hanbit Hospital");
    const asSeller = { ...meetings.confirmed, my_role: "seller" as const };
    expect(counterpartOf(asSeller)?.name).toBe("Steppe Medical Travel");
  });

  it("falls back to the profile's side, and knows nobody without one", () => {
    const unknown = { ...meetings.confirmed, my_role: null };
    expect(counterpartOf(unknown, "buyer")?.name).toBe("Hanbit Hospital");
    expect(counterpartOf(unknown)).toBeNull();
  });

  it("takes my zone from my meetings, else from the profile", () => {
    expect(myTimeZone([meetings.confirmed], "Asia/Seoul")).toBe("Asia/Almaty");
    expect(myTimeZone([], "Europe/Berlin")).toBe("Europe/Berlin");
    expect(myTimeZone(undefined, undefined)).toBeNull();
    expect(needsProfileZone([])).toBe(true);
    expect(needsProfileZone([meetings.confirmed])).toBe(false);
    expect(needsProfileZone(undefined)).toBe(false);
  });
});

describe("slotAvailability", () => {
  const mine = mySlotsFor(allMeetings);
  const row = (id: number) => mine.find((s) => s.id === id)!;
  const bySlot = meetingsBySlot(allMeetings);

  it("offers the switch on a free, open, future slot, also where requests wait or one was rejected", () => {
    expect(slotAvailability(row(slots.first1400.id), undefined, NOW)).toBe("switch");
    expect(slotAvailability(row(slots.first1430.id), undefined, NOW)).toBe("switch");
    expect(slotAvailability(row(slots.first1030.id), bySlot.get(slots.first1030.id), NOW)).toBe("switch");
    expect(slotAvailability(row(slots.second1000.id), bySlot.get(slots.second1000.id), NOW)).toBe("switch");
  });

  it("offers none on a booked slot, a slot the organiser closed, or one that has started", () => {
    expect(slotAvailability(row(slots.first1000.id), bySlot.get(slots.first1000.id), NOW)).toBe("booked");
    // booked by a meeting the list has not caught up with yet
    expect(slotAvailability({ ...row(slots.first1400.id), meeting_id: 999 }, undefined, NOW)).toBe("booked");
    expect(slotAvailability(row(slots.second1030.id), undefined, NOW)).toBe("closed");
    const startedNow = { ...slotAt(401, "2026-05-15", "10:00", "10:30"), available: true, meeting_id: null };
    expect(slotAvailability(startedNow, undefined, NOW)).toBe("past");
  });
});

describe("recordState", () => {
  it("opens the record once a booked meeting has started, and says when it is filed", () => {
    expect(recordState(meetings.pastOpen, NOW)).toBe("open");
    expect(recordState(meetings.pastFiled, NOW)).toBe("filed");
    expect(recordState(meetings.confirmed, NOW)).toBe("too_early");
    expect(recordState(meetings.confirmed, new Date("2026-05-20T10:00:00+09:00"))).toBe("open");
    expect(recordState({ ...meetings.pastOpen, status: "canceled" }, NOW)).toBe("not_booked");
    expect(recordState({ ...meetings.pastOpen, status: "requested" }, NOW)).toBe("not_booked");
  });
});

describe("waitingForMe", () => {
  it("counts the day's requests I must answer", () => {
    expect(waitingForMe(allMeetings, MART_DAYS.first)).toBe(1);
    expect(waitingForMe(allMeetings, MART_DAYS.second)).toBe(0);
  });
});

describe("visibleActions", () => {
  it("offers the server's actions until the slot starts", () => {
    expect(visibleActions(meetings.confirmed, NOW)).toEqual(["request_cancel"]);
    expect(visibleActions(meetings.incoming, NOW)).toEqual(["confirm", "reject"]);
  });

  it("offers no cancelling once the meeting has started", () => {
    expect(visibleActions(meetings.pastOpen, NOW)).toEqual([]);
    const late = { ...meetings.cancelAsked, slot: slots.past1000 };
    expect(visibleActions(late, NOW)).toEqual(["accept_cancel", "decline_cancel"]);
  });
});
