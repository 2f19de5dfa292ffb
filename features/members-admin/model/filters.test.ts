import { describe, expect, it } from "vitest";
import { memberFilters, memberSearch, statusOf } from "./filters";

describe("the members list's address", () => {
  it("reads the tab, the search and the page, all and the first page by default", () => {
    expect(memberFilters(new URLSearchParams(""))).toEqual({ tab: "all", q: "", page: 1 });
    expect(memberFilters(new URLSearchParams("status=inactive&q=%20kim%20&page=3"))).toEqual({
      tab: "inactive",
      q: "kim",
      page: 3,
    });
  });

  it("takes anything else as the defaults", () => {
    expect(memberFilters(new URLSearchParams("status=gone&page=-2"))).toEqual({ tab: "all", q: "", page: 1 });
    expect(memberFilters(new URLSearchParams("page=1.5"))).toEqual({ tab: "all", q: "", page: 1 });
  });

  it("writes the address with the defaults left out, and asks the API for no status on the all tab", () => {
    expect(memberSearch({ tab: "all", q: "", page: 1 })).toBe("");
    expect(memberSearch({ tab: "deleted", q: "lee jun", page: 2 })).toBe("?status=deleted&q=lee+jun&page=2");
    expect(statusOf("all")).toBeUndefined();
    expect(statusOf("active")).toBe("active");
  });
});
