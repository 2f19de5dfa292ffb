import { describe, expect, it } from "vitest";
import { businessQuery, businessSearch, isFiltered, parseBusinessFilters } from "./list-query";

const parse = (search: string) => parseBusinessFilters(new URLSearchParams(search), "seller");

describe("business list filters", () => {
  it("reads the address, keeping only filters that exist", () => {
    expect(parse("?role=buyer&country=kz&sector=clinic&category=insurer&q=%20almaty%20&page=2")).toEqual({
      role: "buyer",
      country: "KZ",
      sector: "clinic",
      category: "insurer",
      q: "almaty",
      page: 2,
    });
    expect(parse("?role=visitor&country=Korea&sector=spa&category=insurer&page=-1")).toEqual({
      role: "seller",
      country: "",
      sector: "",
      category: "",
      q: "",
      page: 1,
    });
  });

  it("writes an address without the defaults, and drops a buyer category for sellers", () => {
    expect(businessSearch({ role: "seller", page: 1 }, "seller")).toBe("");
    expect(businessSearch({ role: "buyer", country: "KZ", category: "insurer", q: "care", page: 3 }, "seller")).toBe(
      "?role=buyer&country=KZ&category=insurer&q=care&page=3",
    );
    expect(businessSearch({ role: "seller", category: "insurer" }, "seller")).toBe("");
    const filters = parse("?role=buyer&country=AE&q=dubai");
    expect(parse(businessSearch(filters, "seller"))).toEqual(filters);
  });

  it("asks the API for one page of the side with the filters set", () => {
    expect(businessQuery(parse("?role=buyer&country=KZ&page=2"), "ko")).toEqual({
      lang: "ko",
      role: "buyer",
      country: "KZ",
      sector: undefined,
      category: undefined,
      q: undefined,
      page: 2,
      per_page: 12,
    });
  });

  it("knows when a filter narrows the list", () => {
    expect(isFiltered(parse("?role=buyer&page=3"))).toBe(false);
    expect(isFiltered(parse("?q=eye"))).toBe(true);
  });
});
