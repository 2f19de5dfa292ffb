import { describe, expect, it } from "vitest";
import { refundFilters, refundSearch } from "./filters";

describe("the refunds list's address", () => {
  it("reads the tab and page, owed and the first page by default", () => {
    expect(refundFilters(new URLSearchParams(""))).toEqual({ state: "owed", page: 1 });
    expect(refundFilters(new URLSearchParams("state=returned&page=3"))).toEqual({ state: "returned", page: 3 });
    expect(refundFilters(new URLSearchParams("state=all"))).toEqual({ state: "all", page: 1 });
  });

  it("takes anything else as the defaults", () => {
    expect(refundFilters(new URLSearchParams("state=paid&page=-2"))).toEqual({ state: "owed", page: 1 });
    expect(refundFilters(new URLSearchParams("page=1.5"))).toEqual({ state: "owed", page: 1 });
  });

  it("writes the address with the defaults left out", () => {
    expect(refundSearch("owed", 1)).toBe("");
    expect(refundSearch("returned", 1)).toBe("?state=returned");
    expect(refundSearch("owed", 2)).toBe("?page=2");
    expect(refundSearch("all", 4)).toBe("?state=all&page=4");
  });
});
