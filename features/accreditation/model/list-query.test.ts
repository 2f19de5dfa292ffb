import { describe, expect, it } from "vitest";
import {
  businessQuery,
  businessSearch,
  exhibitorQuery,
  isFiltered,
  listCategories,
  parseBusinessFilters,
} from "./list-query";

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

const parsePublic = (search: string) => parseBusinessFilters(new URLSearchParams(search), "seller", "public");

describe("the public's exhibitor list filters", () => {
  it("reads only sellers and a group of sectors as the category, whatever the address says of sides", () => {
    expect(parsePublic("?role=buyer&country=jp&sector=dmc&category=mice&q=%20kyushu&page=2")).toEqual({
      role: "seller",
      country: "JP",
      sector: "dmc",
      category: "mice",
      q: "kyushu",
      page: 2,
    });
    // a buyer category is no group of sectors, and a group is no buyer category
    expect(parsePublic("?category=insurer").category).toBe("");
    expect(parse("?role=buyer&category=mice").category).toBe("");
  });

  it("writes an address without a side, keeping the group of sectors", () => {
    expect(businessSearch({ role: "buyer", country: "KR", category: "mice", page: 2 }, "seller", "public")).toBe(
      "?country=KR&category=mice&page=2",
    );
    expect(businessSearch({ category: "insurer" }, "seller", "public")).toBe("");
    const filters = parsePublic("?country=KR&sector=pco&category=mice&q=congress");
    expect(parsePublic(businessSearch(filters, "seller", "public"))).toEqual(filters);
  });

  it("asks the exhibitors' API without a side, with the group as `category`", () => {
    expect(exhibitorQuery(parsePublic("?country=KR&category=travel&page=3"), "ko")).toEqual({
      lang: "ko",
      country: "KR",
      sector: undefined,
      category: "travel",
      q: undefined,
      page: 3,
      per_page: 12,
    });
  });

  it("offers buyer categories to participants' buyers only, and the sector groups to the public", () => {
    expect(listCategories("participants", "seller")).toEqual([]);
    expect(listCategories("participants", "buyer")).toContain("insurer");
    expect(listCategories("public", "seller")).toEqual(["medical", "travel", "mice", "other"]);
    expect(isFiltered(parsePublic("?category=other"))).toBe(true);
  });
});
