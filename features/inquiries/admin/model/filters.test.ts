import { describe, expect, it } from "vitest";
import { questionFilters, questionSearch } from "./filters";

describe("question filters", () => {
  it("reads a known filter and a page", () => {
    expect(questionFilters(new URLSearchParams("status=replied&page=3"))).toEqual({ status: "replied", page: 3 });
    expect(questionFilters(new URLSearchParams("status=all"))).toEqual({ status: "all", page: 1 });
  });

  it("falls back to the first page of open questions", () => {
    expect(questionFilters(new URLSearchParams("status=closed&page=-2"))).toEqual({ status: "open", page: 1 });
    expect(questionFilters(new URLSearchParams("page=1.5"))).toEqual({ status: "open", page: 1 });
  });

  it("writes the address without the defaults", () => {
    expect(questionSearch("open", 1)).toBe("");
    expect(questionSearch("replied", 1)).toBe("?status=replied");
    expect(questionSearch("open", 2)).toBe("?page=2");
  });
});
