import { describe, expect, it } from "vitest";
import { apiQuery, isFiltered, listFilters, listSearch } from "./filters";

describe("the list's filters in the address", () => {
  it("reads what it knows and leaves the rest out", () => {
    const filters = listFilters(
      new URLSearchParams(
        "status=waiting&page=3&q=%20kim%20&product_id=7&departure_from=2026-12-01&departure_to=nope&payment_method=cash",
      ),
    );
    expect(filters).toEqual({
      status: "waiting",
      page: 3,
      q: "kim",
      product_id: 7,
      departure_from: "2026-12-01",
      departure_to: "",
      payment_method: null,
    });
    expect(isFiltered(filters)).toBe(true);
    expect(listFilters(new URLSearchParams("status=lost&page=-2&product_id=0"))).toMatchObject({
      status: "all",
      page: 1,
      product_id: null,
    });
  });

  it("writes the address back without defaults, and the API's query without empties", () => {
    const filters = listFilters(new URLSearchParams("q=R26&payment_method=card"));
    expect(listSearch(filters)).toBe("?q=R26&payment_method=card");
    expect(listSearch(listFilters(new URLSearchParams()))).toBe("");
    expect(apiQuery(filters)).toEqual({
      status: "all",
      q: "R26",
      product_id: undefined,
      departure_from: undefined,
      departure_to: undefined,
      payment_method: "card",
    });
  });
});
