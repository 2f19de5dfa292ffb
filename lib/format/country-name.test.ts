import { describe, expect, it } from "vitest";
import { countryName } from "./country-name";

describe("countryName", () => {
  it("names a country in the page's language", () => {
    expect(countryName("KR", "en")).toBe("South Korea");
    expect(countryName("KR", "ko")).toBe("대한민국");
    expect(countryName("jp", "en")).toBe("Japan");
  });

  it("keeps what is not a country code", () => {
    expect(countryName("not a code", "en")).toBe("not a code");
  });
});
