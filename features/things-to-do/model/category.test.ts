import { EVENT_CATEGORIES } from "@contracts/things-to-do";
import { describe, expect, it } from "vitest";
import { categoryOf } from "./category";

describe("categoryOf", () => {
  it("reads every category the events have", () => {
    for (const category of EVENT_CATEGORIES) expect(categoryOf(category)).toBe(category);
  });

  it("is every category (undefined) for none, an empty value or an unknown one", () => {
    expect(categoryOf(null)).toBeUndefined();
    expect(categoryOf(undefined)).toBeUndefined();
    expect(categoryOf("")).toBeUndefined();
    expect(categoryOf("Sports")).toBeUndefined();
    expect(categoryOf("sports ")).toBeUndefined();
    expect(categoryOf("all")).toBeUndefined();
    expect(categoryOf("<script>")).toBeUndefined();
  });
});
