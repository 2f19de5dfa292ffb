import { describe, expect, it } from "vitest";
import { type EditionValues, editionBody, editionIssues, editionValues } from "./edition-form";

const t = (key: string) => key;

const values = (overrides: Partial<EditionValues> = {}): EditionValues => ({
  ...editionValues({
    fair: "mice",
    year: 2026,
    name_en: "Korea MICE Fair",
    name_ko: "코리아 마이스 페어",
    venue_en: "Songdo Convensia",
    venue_ko: "송도컨벤시아",
    city_en: "Incheon",
    city_ko: "인천",
    first_day: "2026-12-08",
    last_day: "2026-12-09",
    opens: "10:00",
    closes: "18:00",
    registration_closes_on: "2026-12-07",
  }),
  ...overrides,
});

describe("the edition's form", () => {
  it("sends the saved edition's fields, texts trimmed", () => {
    expect(editionIssues(values(), t)).toEqual([]);
    expect(editionBody(values({ name_en: "  Korea MICE Expo " })).name_en).toBe("Korea MICE Expo");
  });

  it("says each rule on its field, in the locale's words", () => {
    expect(editionIssues(values({ name_ko: " " }), t)).toEqual([{ field: "name_ko", message: "messages.required" }]);
    expect(editionIssues(values({ opens: "9:00" }), t)).toEqual([{ field: "opens", message: "messages.time" }]);
    expect(editionIssues(values({ first_day: "2026-02-30", last_day: "2026-03-01" }), t)).toContainEqual({
      field: "first_day",
      message: "messages.dateNotADay",
    });
    expect(editionIssues(values({ last_day: "2026-12-07" }), t)).toEqual([
      { field: "last_day", message: "messages.lastDayBeforeFirst" },
    ]);
    expect(editionIssues(values({ closes: "10:00" }), t)).toEqual([
      { field: "closes", message: "messages.closesBeforeOpens" },
    ]);
    expect(editionIssues(values({ registration_closes_on: "2026-12-10" }), t)).toEqual([
      { field: "registration_closes_on", message: "messages.registrationAfterLastDay" },
    ]);
  });
});
