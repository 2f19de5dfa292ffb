import { describe, expect, it } from "vitest";
import {
  DEFAULT_SEARCH_PARAMS,
  changeSearch,
  cleanKeyword,
  parseSearchParams,
  searchHref,
  searchQueryString,
  toProductQuery,
} from "./search-params";

const builder = (category: string, region: string) => `/product/search/${category}/${region}`;
const builderWithKeyword = (category: string, region: string, keyword?: string) =>
  `/product/search/${category}/${region}${keyword ? `?keyword=${encodeURIComponent(keyword)}` : ""}`;

describe("search params", () => {
  it("reads the path segments and the query", () => {
    expect(
      parseSearchParams({ category: "festival", region: "jeju" }, "?keyword=lantern&sort=price_asc&page=3"),
    ).toEqual({ category: "festival", region: "jeju", keyword: "lantern", sort: "price_asc", page: 3 });
  });

  it("falls back to the defaults, each value on its own", () => {
    expect(parseSearchParams({ category: "all", region: "all" })).toEqual(DEFAULT_SEARCH_PARAMS);
    expect(parseSearchParams({ category: "spaceflight", region: "jeju" }, "sort=cheapest&page=-2")).toEqual({
      ...DEFAULT_SEARCH_PARAMS,
      region: "jeju",
    });
    expect(parseSearchParams({ category: "tour", region: "mars" }, "page=abc").region).toBe("all");
    expect(parseSearchParams({}, "page=0").page).toBe(1);
    expect(parseSearchParams({}, "page=2.5").page).toBe(1);
    expect(parseSearchParams({ category: undefined, region: null }).category).toBe("all");
  });

  it("drops a blank keyword and trims and caps a long one", () => {
    expect(parseSearchParams({}, "keyword=%20%20").keyword).toBeUndefined();
    expect(cleanKeyword("  hanok  ")).toBe("hanok");
    expect(cleanKeyword("x".repeat(150))).toHaveLength(100);
    expect(cleanKeyword(undefined)).toBeUndefined();
  });

  it("writes the query string without the defaults", () => {
    expect(searchQueryString(DEFAULT_SEARCH_PARAMS)).toBe("");
    expect(searchQueryString({ ...DEFAULT_SEARCH_PARAMS, keyword: "night market", sort: "name", page: 2 })).toBe(
      "?keyword=night+market&sort=name&page=2",
    );
  });

  it("round-trips through the address", () => {
    const params = { category: "food", region: "busan", keyword: "fish", sort: "newest", page: 4 } as const;
    const href = searchHref(params, builder);
    expect(href).toBe("/product/search/food/busan?keyword=fish&sort=newest&page=4");
    const url = new URL(href, "http://shop.test");
    const [, , , category, region] = url.pathname.split("/");
    expect(parseSearchParams({ category, region }, url.search)).toEqual(params);
  });

  it("does not repeat a keyword the site's builder already placed", () => {
    expect(searchHref({ ...DEFAULT_SEARCH_PARAMS, keyword: "tea", page: 2 }, builderWithKeyword)).toBe(
      "/product/search/all/all?keyword=tea&page=2",
    );
    expect(searchHref(DEFAULT_SEARCH_PARAMS, builderWithKeyword)).toBe("/product/search/all/all");
  });

  it("starts on page 1 after any change but paging", () => {
    const current = { ...DEFAULT_SEARCH_PARAMS, keyword: "tea", page: 5 };
    expect(changeSearch(current, { region: "jeju" })).toEqual({ ...current, region: "jeju", page: 1 });
    expect(changeSearch(current, { keyword: undefined })).toEqual({ ...DEFAULT_SEARCH_PARAMS });
  });

  it("asks the API for the same thing", () => {
    expect(toProductQuery({ ...DEFAULT_SEARCH_PARAMS, keyword: "tea" }, "ko")).toEqual({
      category: "all",
      region: "all",
      keyword: "tea",
      sort: "recommended",
      page: 1,
      lang: "ko",
    });
    expect(toProductQuery(DEFAULT_SEARCH_PARAMS, "en", 4)).not.toHaveProperty("keyword");
    expect(toProductQuery(DEFAULT_SEARCH_PARAMS, "en", 4).per_page).toBe(4);
  });
});
