import { describe, expect, it } from "vitest";
import en from "../../../locales/en/fair.json";
import ko from "../../../locales/ko/fair.json";
import { dayMonthText, fairDayText, fairDaysText, weekdayText } from "./fair-dates";

/** The locale files' own words with their placeholders filled, as i18next fills them. */
const textsOf =
  (messages: unknown) =>
  (key: string, options: Record<string, unknown> = {}) => {
    const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(options[name]));
  };
const tEn = textsOf(en);
const tKo = textsOf(ko);

describe("the fair's days", () => {
  it("writes two days of one month with the month and year once", () => {
    expect(fairDaysText(["2026-12-30", "2026-12-31"], "en", tEn)).toBe("30–31 December 2026");
    expect(fairDaysText(["2026-12-30", "2026-12-31"], "ko", tKo)).toBe("2026년 12월 30일–31일");
  });

  it("names both months across a month's end, and both years across a year's", () => {
    expect(fairDaysText(["2026-06-30", "2026-07-01"], "en", tEn)).toBe("30 June – 1 July 2026");
    expect(fairDaysText(["2026-06-30", "2026-07-01"], "ko", tKo)).toBe("2026년 6월 30일–7월 1일");
    expect(fairDaysText(["2026-12-31", "2027-01-01", "2027-01-02"], "en", tEn)).toBe(
      "31 December 2026 – 2 January 2027",
    );
    expect(fairDaysText(["2026-12-31", "2027-01-02"], "ko", tKo)).toBe("2026년 12월 31일–2027년 1월 2일");
  });

  it("writes a single day once, and nothing for no days", () => {
    expect(fairDaysText(["2026-12-30"], "en", tEn)).toBe("30 December 2026");
    expect(fairDaysText([], "en", tEn)).toBe("");
  });

  it("writes one day, a day without its year and a day with its weekday", () => {
    expect(fairDayText("2026-12-27", "en", tEn)).toBe("27 December 2026");
    expect(fairDayText("2026-12-27", "ko", tKo)).toBe("2026년 12월 27일");
    expect(dayMonthText("2026-12-29", "ko", tKo)).toBe("12월 29일");
    expect(weekdayText("2026-12-30", "en", tEn)).toBe("Wed 30 December");
    expect(weekdayText("2026-12-30", "ko", tKo)).toBe("12월 30일 (수)");
  });

  it("shows a value that is no date as it came", () => {
    expect(fairDayText("soon", "en", tEn)).toBe("soon");
  });
});
