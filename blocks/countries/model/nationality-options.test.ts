import { describe, expect, it } from "vitest";
import { nationalitiesFixture } from "../mocks/fixtures";
import { nationalityOptions } from "./nationality-options";

describe("nationalityOptions", () => {
  it("labels each code in the page's language, in the server's order", () => {
    expect(nationalityOptions(nationalitiesFixture, "en").map((option) => option.label)).toEqual([
      "South Korea",
      "United States",
      "Japan",
      "China",
      "Vietnam",
    ]);
    expect(nationalityOptions(nationalitiesFixture, "ko")[0]).toEqual({
      value: "KR",
      label: "대한민국",
      keywords: ["KR", "South Korea"],
    });
  });

  it("lets the other language's name and the code find a country", () => {
    expect(nationalityOptions(nationalitiesFixture, "en")[4]?.keywords).toEqual(["VN", "베트남"]);
  });

  it("is empty while the list is not there", () => {
    expect(nationalityOptions([], "en")).toEqual([]);
  });
});
