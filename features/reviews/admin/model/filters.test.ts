import { describe, expect, it } from "vitest";
import { reviewFilters, reviewSearch, socialFilters, socialSearch } from "./filters";

describe("the reviews console's filters", () => {
  it("reads the address and writes it back, the defaults left out", () => {
    const filters = reviewFilters(new URLSearchParams("hidden=hidden&product=31&rating=1&q=%20rude%20&page=2"));
    expect(filters).toEqual({ hidden: "hidden", productId: 31, rating: 1, q: "rude", page: 2 });
    expect(reviewSearch(filters)).toBe("?hidden=hidden&product=31&rating=1&q=rude&page=2");
    expect(reviewSearch({ ...filters, hidden: "all", productId: null, rating: null, q: "", page: 1 })).toBe("");
  });

  it("drops what it cannot read", () => {
    expect(reviewFilters(new URLSearchParams("hidden=gone&product=x&rating=9&page=-1"))).toEqual({
      hidden: "all",
      productId: null,
      rating: null,
      q: "",
      page: 1,
    });
  });

  it("keeps the social review requests' tab and page, pending first", () => {
    expect(socialFilters(new URLSearchParams(""))).toEqual({ status: "pending", page: 1 });
    expect(socialFilters(new URLSearchParams("status=rejected&page=3"))).toEqual({ status: "rejected", page: 3 });
    expect(socialSearch("pending", 1)).toBe("");
    expect(socialSearch("all", 2)).toBe("?status=all&page=2");
  });
});
