import { describe, expect, it } from "vitest";
import { MART_DAY_1, MART_DAY_2, PAST_DAY, meeting, meetingsFixture, slot, slotsFixture } from "../mocks/fixtures";
import {
  NO_FILTER,
  companiesOf,
  defaultDay,
  filterMeetings,
  groupBySlot,
  koreaDay,
  operatorMaySet,
  slotDays,
  slotPeriod,
  slotsOfDay,
  statusCounts,
} from "./grid";

const day1Meetings = meetingsFixture.filter((m) => m.slot.day === MART_DAY_1);

describe("mart days", () => {
  it("reads today in Korea, not in the browser's zone", () => {
    // 2026-05-14 20:00 in UTC is already the 15th in Seoul
    expect(koreaDay(new Date("2026-05-14T20:00:00Z"))).toBe("2026-05-15");
    expect(koreaDay(new Date("2026-05-14T14:59:00Z"))).toBe("2026-05-14");
  });

  it("lists each day once, in calendar order", () => {
    expect(slotDays([...slotsFixture].reverse())).toEqual([PAST_DAY, MART_DAY_1, MART_DAY_2]);
    expect(slotDays([])).toEqual([]);
  });

  it("opens on today or the next mart day, else the last one", () => {
    const days = [PAST_DAY, MART_DAY_1, MART_DAY_2];
    expect(defaultDay(days, "2026-05-15")).toBe(MART_DAY_1);
    expect(defaultDay(days, MART_DAY_2)).toBe(MART_DAY_2);
    expect(defaultDay(days, "2026-06-01")).toBe(MART_DAY_2);
    expect(defaultDay([], "2026-05-15")).toBeNull();
  });

  it("orders a day's slots by time", () => {
    const late = slot(9, MART_DAY_1, "14:00", "14:30");
    const early = slot(8, MART_DAY_1, "09:30", "10:00");
    expect(slotsOfDay([late, ...slotsFixture, early], MART_DAY_1).map(slotPeriod)).toEqual([
      "09:30–10:00",
      "10:00–10:30",
      "10:30–11:00",
      "11:00–11:30",
      "11:30–12:00",
      "14:00–14:30",
    ]);
  });
});

describe("the grid", () => {
  it("gives every slot of the day a row with its meetings, empty rows included", () => {
    const rows = groupBySlot(slotsFixture, meetingsFixture, MART_DAY_2);
    expect(rows.map((row) => [row.slot.id, row.meetings.map((m) => m.id)])).toEqual([
      [201, [601]],
      [202, []],
    ]);
  });

  it("keeps a row's meetings oldest first and leaves other days out", () => {
    const rows = groupBySlot(slotsFixture, [...meetingsFixture].reverse(), MART_DAY_1);
    expect(rows.map((row) => [row.slot.id, row.meetings.map((m) => m.id)])).toEqual([
      [101, [501, 503]],
      [102, [502, 506]],
      [103, [505]],
      [104, [504, 507]],
    ]);
  });

  it("still shows a meeting whose slot the list does not have yet", () => {
    const lone = meeting({
      id: 900,
      slotId: 101,
      status: "requested",
      buyerId: 11,
      sellerId: 22,
      requestedBy: "buyer",
    });
    const rows = groupBySlot([], [lone], MART_DAY_1);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slot.id).toBe(101);
    expect(rows[0]?.meetings.map((m) => m.id)).toEqual([900]);
  });

  it("counts every status of the day, zeros included", () => {
    expect(statusCounts(day1Meetings)).toEqual({
      requested: 1,
      confirmed: 2,
      rejected: 1,
      canceled: 1,
      cancel_requested: 1,
      admin_matching: 1,
    });
    expect(Object.values(statusCounts([]))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("filters by status and by a company on either side", () => {
    expect(filterMeetings(day1Meetings, NO_FILTER)).toHaveLength(day1Meetings.length);
    expect(filterMeetings(day1Meetings, { status: "confirmed", companyId: null }).map((m) => m.id)).toEqual([501, 506]);
    // Seoul Bright Clinic sells in 501, 502, 506 and 507
    expect(filterMeetings(day1Meetings, { status: null, companyId: 21 }).map((m) => m.id)).toEqual([
      501, 502, 506, 507,
    ]);
    expect(filterMeetings(day1Meetings, { status: "confirmed", companyId: 13 }).map((m) => m.id)).toEqual([506]);
    expect(filterMeetings(day1Meetings, { status: "canceled", companyId: 12 })).toEqual([]);
  });

  it("offers each company of the day once, buyers first, by name", () => {
    expect(companiesOf(day1Meetings).map((c) => `${c.role}:${c.name}`)).toEqual([
      "buyer:Almaty Health Travel",
      "buyer:Dubai MedConnect",
      "buyer:Hanoi Care Tours",
      "buyer:Tashkent MediTour",
      "seller:Busan Wellness Center",
      "seller:Seoul Bright Clinic",
    ]);
  });

  it("lets operators set any status but a company's cancel request", () => {
    expect(operatorMaySet("confirmed")).toBe(true);
    expect(operatorMaySet("canceled")).toBe(true);
    expect(operatorMaySet("cancel_requested")).toBe(false);
  });
});
