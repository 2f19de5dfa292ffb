import { describe, expect, it } from "vitest";
import { categoryFilter, districtFilter, readVenueFilters, venueIdOf, withVenueFilters } from "./filters";

describe("readVenueFilters", () => {
  it("reads a known category and district", () => {
    expect(readVenueFilters(new URLSearchParams("category=palace&district=jongno"))).toEqual({
      category: "palace",
      district: "jongno",
    });
  });

  it("ignores each unknown or missing value on its own", () => {
    expect(readVenueFilters(new URLSearchParams(""))).toEqual({});
    expect(readVenueFilters(new URLSearchParams("category=zoo&district=mapo"))).toEqual({ district: "mapo" });
    expect(readVenueFilters(new URLSearchParams("category=museum&district=busan"))).toEqual({ category: "museum" });
    expect(readVenueFilters(new URLSearchParams("category=Palace"))).toEqual({});
  });
});

describe("withVenueFilters", () => {
  it("sets, replaces and removes the filters, keeping the rest of the query", () => {
    const query = new URLSearchParams("lang=ko&category=palace");
    expect(withVenueFilters(query, { category: "museum", district: "yongsan" }).toString()).toBe(
      "lang=ko&category=museum&district=yongsan",
    );
    expect(withVenueFilters(query, {}).toString()).toBe("lang=ko");
    // the query it was given is left as it was
    expect(query.toString()).toBe("lang=ko&category=palace");
  });
});

describe("select values", () => {
  it("turn 'all' and unknown values into no filter", () => {
    expect(categoryFilter("all")).toBeUndefined();
    expect(categoryFilter("show")).toBe("show");
    expect(districtFilter("all")).toBeUndefined();
    expect(districtFilter("gangnam")).toBe("gangnam");
    expect(districtFilter("palace")).toBeUndefined();
  });
});

describe("venueIdOf", () => {
  it("takes a positive whole number only", () => {
    expect(venueIdOf("12")).toBe(12);
    for (const segment of [undefined, "", "0", "-1", "1.5", "01", "abc", "12abc", "99999999999"]) {
      expect(venueIdOf(segment)).toBeNull();
    }
  });
});
