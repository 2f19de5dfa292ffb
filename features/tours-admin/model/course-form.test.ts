import { describe, expect, it } from "vitest";
import { palacesCourse } from "../mocks/fixtures";
import { courseBody, courseFieldNames, courseIssues, courseValues, emptyCourse, fieldOfIssue } from "./course-form";
import { daysToAdd, departuresBody, departuresIssues, emptyDepartures } from "./departures-form";

const t = (key: string) => key;

describe("the course form", () => {
  it("gives back the saved course as the contract's body", () => {
    const { id: _id, departures: _departures, ...body } = palacesCourse;
    expect(courseBody(courseValues(palacesCourse))).toEqual(body);
  });

  it("reads numbers and the guide languages as typed, a blank number as missing", () => {
    const body = courseBody({ ...emptyCourse(), languages: " EN, ko ja,, ", duration_minutes: " 90 ", sort_order: "" });
    expect(body.languages).toEqual(["en", "ko", "ja"]);
    expect(body.duration_minutes).toBe(90);
    expect(body.sort_order).toBeUndefined();
    expect(body.parent_slug).toBeNull();
  });

  it("says each broken rule at its field, a language code's at the languages, in the page's words", () => {
    const issues = courseIssues(
      { ...emptyCourse(), slug: "Bad Slug", languages: "en, English", duration_minutes: "", itinerary: [] },
      t,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: "slug", message: "messages.slug" },
        { field: "name_en", message: "messages.required" },
        { field: "languages", message: "messages.languageCode" },
        { field: "duration_minutes", message: "messages.required" },
        { field: "itinerary", message: "messages.itinerary" },
      ]),
    );
  });

  it("sends the pictures' addresses trimmed and in order, and says a refused one at its own row", () => {
    const values = { ...emptyCourse(), images: [{ address: " /images/a.svg " }, { address: "http://x.test/b.jpg" }] };
    expect(courseBody(values).images).toEqual(["/images/a.svg", "http://x.test/b.jpg"]);
    expect(courseIssues(values, t)).toContainEqual({ field: "images.1.address", message: "messages.imageAddress" });
    expect(courseIssues({ ...values, images: [] }, t)).toContainEqual({ field: "images", message: "messages.images" });
    // a new course starts with the placeholder, so it can be saved as it is
    expect(courseBody(emptyCourse()).images).toEqual(["/images/catalog/tour-palace.svg"]);
    expect(fieldOfIssue("images.0", new Set(courseFieldNames(values)))).toBe("images.0.address");
  });

  it("finds the field of a nested issue, or of its parent list", () => {
    const names = new Set(["languages", "itinerary.0.time"]);
    expect(fieldOfIssue("itinerary.0.time", names)).toBe("itinerary.0.time");
    expect(fieldOfIssue("languages.1", names)).toBe("languages");
    expect(fieldOfIssue("nowhere", names)).toBeUndefined();
  });
});

describe("the departures form", () => {
  it("counts the days a range and its weekdays would add", () => {
    const values = { ...emptyDepartures("2026-05-16"), to: "2026-05-29", weekdays: [3, 1], seats: "10", price: "59" };
    expect(daysToAdd(values)).toEqual(["2026-05-18", "2026-05-20", "2026-05-25", "2026-05-27"]);
    expect(departuresBody(values)).toMatchObject({ weekdays: [1, 3], seats: 10, price: 59, currency: "USD" });
    expect(daysToAdd({ ...values, to: "2026-05-10" })).toEqual([]);
  });

  it("starts from the course's latest price and says what is wrong at its field", () => {
    expect(emptyDepartures("2026-05-16", { price: 50000, currency: "KRW" })).toMatchObject({
      price: "50000",
      currency: "KRW",
    });
    expect(departuresIssues({ ...emptyDepartures("2026-05-16"), seats: "", price: "10" }, t)).toEqual([
      { field: "seats", message: "messages.required" },
    ]);
    expect(
      departuresIssues({ ...emptyDepartures("2026-05-16"), to: "2026-05-15", seats: "4", price: "10" }, t),
    ).toEqual([{ field: "to", message: "messages.toBeforeFrom" }]);
  });
});
