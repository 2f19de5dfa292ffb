import { describe, expect, it } from "vitest";
import { EventsQuerySchema, resolveEventRange, THINGS_TO_DO_MESSAGES } from "./things-to-do";

describe("the events' range of days", () => {
  it("defaults to today in Korea and the 30 days after it, although UTC is still on the day before", () => {
    const now = new Date("2026-05-31T15:30:00Z");
    expect(resolveEventRange({}, now)).toEqual({ range: { from: "2026-06-01", to: "2026-07-01" } });
    expect(resolveEventRange({ from: "2026-12-20" }, now)).toEqual({
      range: { from: "2026-12-20", to: "2027-01-19" },
    });
  });

  it("allows 62 days apart, and names the last day for 63 or for one before the first", () => {
    const now = new Date("2026-05-15T01:00:00Z");
    expect(resolveEventRange({ from: "2026-05-01", to: "2026-07-02" }, now)).toHaveProperty("range");
    expect(resolveEventRange({ from: "2026-05-01", to: "2026-07-03" }, now)).toEqual({ problem: "rangeTooLong" });
    expect(resolveEventRange({ to: "2026-05-14" }, now)).toEqual({ problem: "toBeforeFrom" });
    const parsed = EventsQuerySchema.safeParse({ from: "2026-05-02", to: "2026-05-01" });
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["to"], message: THINGS_TO_DO_MESSAGES.toBeforeFrom });
    expect(EventsQuerySchema.safeParse({ from: "2026-02-30" }).error?.issues[0]?.path).toEqual(["from"]);
    expect(EventsQuerySchema.safeParse({ category: "karaoke" }).success).toBe(false);
  });
});
