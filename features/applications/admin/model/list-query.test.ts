import { describe, expect, it } from "vitest";
import { NO_FILTERS, isFiltered, listQuery, listSearch, parseListFilters } from "./list-query";

describe("the list's filters in the address", () => {
  it("reads what it knows and drops the rest", () => {
    expect(parseListFilters(new URLSearchParams("status=submitted&programme=2&year=2026&q=%20kim%20&page=3"))).toEqual({
      status: "submitted",
      programme: 2,
      year: 2026,
      q: "kim",
      report: null,
      page: 3,
    });
    expect(parseListFilters(new URLSearchParams("status=lost&programme=-1&year=1800&report=late&page=0"))).toEqual(
      NO_FILTERS,
    );
  });

  it("writes only what is set, and the page only past the first", () => {
    expect(listSearch(NO_FILTERS)).toBe("");
    expect(listSearch({ report: "overdue" })).toBe("?report=overdue");
    expect(listSearch({ ...NO_FILTERS, status: "approved", q: "a b", page: 2 })).toBe("?status=approved&q=a+b&page=2");
  });

  it("round-trips", () => {
    const filters = { ...NO_FILTERS, status: "waitlisted" as const, programme: 1, year: 2025, q: "lee", page: 4 };
    expect(parseListFilters(new URLSearchParams(listSearch(filters)))).toEqual(filters);
  });

  it("knows whether anything narrows the list (the page does not)", () => {
    expect(isFiltered({ ...NO_FILTERS, page: 5 })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: "x" })).toBe(true);
  });

  it("asks the API with its names, leaving out what is not set", () => {
    expect(listQuery({ ...NO_FILTERS, programme: 3, report: "due" }, "ko")).toEqual({
      lang: "ko",
      status: undefined,
      programme_id: 3,
      year: undefined,
      q: undefined,
      report: "due",
      page: 1,
      per_page: 20,
    });
  });
});
