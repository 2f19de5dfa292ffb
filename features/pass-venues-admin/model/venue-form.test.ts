import { describe, expect, it } from "vitest";
import { venuesFixture } from "../mocks/fixtures";
import { venueFilters, venueSearch } from "./filters";
import { EMPTY_VENUE, type VenueValues, toVenueBody, toVenueValues, venueIssues } from "./venue-form";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const [palace, , pottery] = venuesFixture;
if (!palace || !pottery) throw new Error("fixtures missing");
const filled: VenueValues = toVenueValues(pottery);

describe("the venue form's rules (the contract's)", () => {
  it("finds nothing wrong with a venue as the server answered it, and sends numbers as numbers", () => {
    expect(venueIssues(filled, t)).toEqual([]);
    const body = toVenueBody(filled);
    expect(body).toMatchObject({ benefit: { kind: "discount", percent: 15 }, lat: 37.58, lng: 126.97, sort_order: 2 });
    expect(toVenueValues(palace).benefit).toEqual({ kind: "free_entry", percent: "" });
  });

  it("sends free entry without a percent, and an empty order as 0", () => {
    const body = toVenueBody({ ...filled, benefit: { kind: "free_entry", percent: "30" }, sort_order: " " });
    expect(body.benefit).toEqual({ kind: "free_entry" });
    expect(body.sort_order).toBe(0);
  });

  it("says each field at fault of the empty form, in the page's words, the benefit beside its kind", () => {
    const fields = venueIssues(EMPTY_VENUE, t).map((issue) => issue.field);
    expect(fields).toEqual(
      expect.arrayContaining(["slug", "name_en", "name_ko", "category", "district", "benefit.kind", "lat", "lng"]),
    );
    const lat = venueIssues({ ...filled, lat: "40" }, t);
    expect(lat).toEqual([{ field: "lat", message: "messages.lat" }]);
    expect(venueIssues({ ...filled, lng: "east" }, t)).toEqual([{ field: "lng", message: "messages.lng" }]);
    expect(venueIssues({ ...filled, benefit: { kind: "discount", percent: "100" } }, t)).toEqual([
      { field: "benefit.percent", message: "messages.percentInvalid" },
    ]);
    expect(venueIssues({ ...filled, name_en: "x".repeat(201) }, t)).toEqual([
      { field: "name_en", message: 'messages.tooLong {"max":200}' },
    ]);
  });
});

describe("the list's tabs in the address", () => {
  it("reads ?published= as a tab, anything else as all", () => {
    expect(venueFilters(new URLSearchParams("published=true&page=2"))).toEqual({ filter: "published", page: 2 });
    expect(venueFilters(new URLSearchParams("published=false"))).toEqual({ filter: "unpublished", page: 1 });
    expect(venueFilters(new URLSearchParams("published=maybe&page=-1"))).toEqual({ filter: "all", page: 1 });
  });

  it("writes a tab and page, the defaults left out", () => {
    expect(venueSearch("all", 1)).toBe("");
    expect(venueSearch("published", 1)).toBe("?published=true");
    expect(venueSearch("unpublished", 3)).toBe("?published=false&page=3");
  });
});
