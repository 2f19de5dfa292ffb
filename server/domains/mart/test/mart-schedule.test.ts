import { MART_EVENT_YEAR } from "@contracts/mart";
import { type MartSchedule, MartScheduleResponseSchema } from "@contracts/meetings";
import { describe, expect, it } from "vitest";
import { body } from "../../../platform/test/auth-fixtures";
import { as, createMart, dataOf, insertMeeting, MART_TEST_NOW } from "../../../platform/test/mart-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const mart = await forTheFile(createMart());

const SCHEDULE = "/api/v1/mart/schedule";
const schedule = async (token?: string) => dataOf<MartSchedule>(await as(mart, token, "GET", SCHEDULE));

// The cases run in order on one mart: the first sees no slots at all, the later ones add to what is there.
describe("the mart's schedule", () => {
  it("has no days and no hours while the mart has no open slot", async () => {
    expect(await schedule()).toEqual({ days: [], opens_at: null, closes_at: null });
    // a closed slot and a slot of another year's mart announce nothing either
    await mart.slot({ day: "2026-06-01", start: "10:00", active: false });
    await mart.slot({ day: "2024-09-18", start: "10:00", eventYear: MART_EVENT_YEAR - 1 });
    expect(await schedule()).toEqual({ days: [], opens_at: null, closes_at: null });
  });

  it("names the Korea days of the open slots, in order and once each, from the first start to the latest end", async () => {
    await mart.slot({ day: "2026-06-03", start: "14:00", end: "14:30" });
    await mart.slot({ day: "2026-06-02", start: "10:30", end: "11:00" });
    await mart.slot({ day: "2026-06-02", start: "09:30", end: "10:00" });
    // this one starts before the next but ends after it: the mart closes when the last meeting ends
    await mart.slot({ day: "2026-06-03", start: "15:00", end: "17:30" });
    await mart.slot({ day: "2026-06-03", start: "16:00", end: "16:30" });
    // a day whose only slot an operator closed is not a day of the mart
    await mart.slot({ day: "2026-06-04", start: "10:00", active: false });

    const res = await as(mart, undefined, "GET", SCHEDULE);
    expect(res.status).toBe(200);
    // the whole answer is the contract's envelope, nothing more
    const envelope = MartScheduleResponseSchema.strict().parse(await body(res));
    expect(envelope).toEqual({
      data: {
        days: ["2026-06-02", "2026-06-03"],
        opens_at: "2026-06-02T09:30:00+09:00",
        closes_at: "2026-06-03T17:30:00+09:00",
      },
      meta: {},
    });
  });

  it("is public: the same answer without a token and with any area's token", async () => {
    const expected = await schedule();
    const company = await mart.company("buyer");
    for (const token of [company.token, mart.admin, await mart.member()]) {
      expect(await schedule(token)).toEqual(expected);
    }
  });

  it("tells nothing of the companies or their meetings", async () => {
    const b = await mart.company("buyer", { name: "Steppe Secret Travel" });
    const s = await mart.company("seller_domestic", { name: "Hidden Hanbit Clinic", boothNo: "Z-99" });
    const slot = await mart.slot({ day: "2026-06-05", start: "10:00" });
    await insertMeeting(mart, { slot, buyer: b, seller: s, status: "confirmed", message: "Our private prices" });

    const res = await as(mart, undefined, "GET", SCHEDULE);
    const text = await res.text();
    for (const secret of ["Steppe Secret", "Hidden Hanbit", "Z-99", "private prices"]) {
      expect(text).not.toContain(secret);
    }
    const data = (JSON.parse(text) as { data: MartSchedule }).data;
    expect(Object.keys(data).sort()).toEqual(["closes_at", "days", "opens_at"]);
    expect(data.days).toEqual(["2026-06-02", "2026-06-03", "2026-06-05"]);
  });

  it("announces the days ahead while there are any, and every day once the mart is over", async () => {
    // a day already past (the clock stands at 15 May 2026) is not announced beside the days to come
    await mart.slot({ day: "2026-05-08", start: "10:00" });
    expect((await schedule()).days).toEqual(["2026-06-02", "2026-06-03", "2026-06-05"]);
    mart.clock.set(new Date("2026-07-01T00:00:00Z"));
    try {
      const after = await schedule();
      expect(after.days).toEqual(["2026-05-08", "2026-06-02", "2026-06-03", "2026-06-05"]);
      expect(after.opens_at).toBe("2026-05-08T10:00:00+09:00");
    } finally {
      mart.clock.set(MART_TEST_NOW);
    }
  });
});
