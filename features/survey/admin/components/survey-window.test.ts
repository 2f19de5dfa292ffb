import { describe, expect, it } from "vitest";
import { openUntil } from "../../model/status";
import { windowText } from "./survey-window";

const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

describe("the admin list's survey window", () => {
  it("ends on the guest's last day: a close at midnight in Korea is the day before (exclusive end)", () => {
    // the seed closes at midnight Korea time: open through 26 January, closed from 27 January
    const survey = { opens_at: "2026-11-21T00:00:00+09:00", closes_at: "2027-01-27T00:00:00+09:00" };
    expect(windowText(survey, t, "en")).toBe('shared.window {"from":"November 21, 2026","to":"January 26, 2027"}');
    expect(windowText(survey, t, "en")).toContain(openUntil(survey.closes_at, "en"));
  });

  it("ends on the close's day and time when the survey closes during the day", () => {
    const survey = { opens_at: "2026-11-21T00:00:00+09:00", closes_at: "2027-01-27T18:00:00+09:00" };
    expect(windowText(survey, t, "en")).toContain(openUntil(survey.closes_at, "en"));
  });
});
