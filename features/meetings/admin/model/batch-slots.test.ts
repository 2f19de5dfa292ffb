import { describe, expect, it } from "vitest";
import { MAX_BATCH_SLOTS, batchSlotTimes, planSlots, toMinutes, toTime } from "./batch-slots";

const t = (key: string, options?: Record<string, unknown>) =>
  options && "min" in options ? `${key}|${String(options.min)}|${String(options.max)}` : key;
const periods = (result: ReturnType<typeof batchSlotTimes>) =>
  result.ok ? result.slots.map((s) => `${s.start_time}-${s.end_time}`) : result.problem;

describe("clock times", () => {
  it("reads and writes HH:MM", () => {
    expect(toMinutes("00:00")).toBe(0);
    expect(toMinutes("10:30")).toBe(630);
    expect(toMinutes("23:59")).toBe(1439);
    expect(toMinutes("24:00")).toBeNull();
    expect(toMinutes("9:30")).toBeNull();
    expect(toTime(630)).toBe("10:30");
    expect(toTime(65)).toBe("01:05");
  });
});

describe("a batch of slots", () => {
  it("cuts 10:00-12:00 every 30 minutes into four slots", () => {
    expect(periods(batchSlotTimes("10:00", "12:00", 30))).toEqual([
      "10:00-10:30",
      "10:30-11:00",
      "11:00-11:30",
      "11:30-12:00",
    ]);
  });

  it("makes one slot when the step is the whole span", () => {
    expect(periods(batchSlotTimes("14:00", "14:45", 45))).toEqual(["14:00-14:45"]);
  });

  it("refuses a step that does not divide the span", () => {
    expect(periods(batchSlotTimes("10:00", "12:00", 45))).toBe("divide");
    expect(periods(batchSlotTimes("10:00", "11:10", 20))).toBe("divide");
  });

  it("refuses a step too short, longer than the span, or not whole minutes", () => {
    expect(periods(batchSlotTimes("10:00", "12:00", 4))).toBe("step");
    expect(periods(batchSlotTimes("10:00", "12:00", 150))).toBe("step");
    expect(periods(batchSlotTimes("10:00", "12:00", 7.5))).toBe("step");
    expect(periods(batchSlotTimes("10:00", "12:00", Number.NaN))).toBe("step");
  });

  it("refuses bad times and an end before the start", () => {
    expect(periods(batchSlotTimes("10:00", "25:00", 30))).toBe("times");
    expect(periods(batchSlotTimes("12:00", "10:00", 30))).toBe("order");
    expect(periods(batchSlotTimes("12:00", "12:00", 30))).toBe("order");
  });

  it("refuses more slots than one batch may send", () => {
    expect(periods(batchSlotTimes("08:00", "12:05", 5))).toBe("tooMany");
    const most = batchSlotTimes("08:00", "12:00", 5);
    expect(most.ok && most.slots).toHaveLength(MAX_BATCH_SLOTS);
  });
});

describe("the add form's plan", () => {
  const draft = { day: "2026-05-22", start_time: "10:00", end_time: "12:00", step: "" };

  it("sends one slot from start to end without a length", () => {
    expect(planSlots(draft, t)).toEqual({
      ok: true,
      bodies: [{ day: "2026-05-22", start_time: "10:00", end_time: "12:00", active: true }],
    });
  });

  it("sends a batch with a length", () => {
    const plan = planSlots({ ...draft, step: " 60 " }, t);
    expect(plan.ok && plan.bodies).toEqual([
      { day: "2026-05-22", start_time: "10:00", end_time: "11:00", active: true },
      { day: "2026-05-22", start_time: "11:00", end_time: "12:00", active: true },
    ]);
  });

  it("says the contract's rules beside their fields", () => {
    expect(planSlots({ ...draft, day: "", start_time: "" }, t)).toEqual({
      ok: false,
      issues: { day: "messages.required", start_time: "messages.required" },
    });
    // the contract's "end after start" rule, in the page's language
    expect(planSlots({ ...draft, end_time: "09:00" }, t)).toEqual({
      ok: false,
      issues: { end_time: "messages.meeting.slotTimes" },
    });
  });

  it("says the batch's rules beside the length", () => {
    expect(planSlots({ ...draft, step: "45" }, t)).toEqual({
      ok: false,
      issues: { step: "slots.form.problems.divide|5|48" },
    });
    expect(planSlots({ ...draft, step: "half" }, t)).toEqual({
      ok: false,
      issues: { step: "slots.form.problems.step|5|48" },
    });
    expect(planSlots({ ...draft, start_time: "00:00", end_time: "23:55", step: "5" }, t)).toEqual({
      ok: false,
      issues: { step: "slots.form.problems.tooMany|5|48" },
    });
  });
});
