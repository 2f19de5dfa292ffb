import { describe, expect, it } from "vitest";
import { zoneChoices, zoneForCountry, zoneLabel, zonesOf } from "./time-zones";

describe("time zones by country", () => {
  it("knows a country's zones", () => {
    expect(zonesOf("KR")).toEqual(["Asia/Seoul"]);
    expect(zonesOf("KZ")).toContain("Asia/Almaty");
    expect(zonesOf("")).toEqual([]);
    expect(zonesOf("korea")).toEqual([]);
  });

  it("offers the country's zones with the chosen one kept, or every zone before a country is chosen", () => {
    expect(zoneChoices("KR", "Asia/Seoul")).toEqual(["Asia/Seoul"]);
    expect(zoneChoices("KR", "Europe/Berlin")).toEqual(["Europe/Berlin", "Asia/Seoul"]);
    const every = zoneChoices("", "Asia/Seoul");
    expect(every.length).toBeGreaterThan(300);
    expect(every).toContain("Asia/Seoul");
  });

  it("moves the zone to the new country's when it does not belong there", () => {
    expect(zoneForCountry("KZ", "Asia/Seoul")).toBe(zonesOf("KZ")[0]);
    expect(zoneForCountry("KZ", "Asia/Oral")).toBe("Asia/Oral");
    expect(zoneForCountry("", "Asia/Seoul")).toBe("Asia/Seoul");
  });

  it("labels a zone for people", () => {
    expect(zoneLabel("America/Argentina/Buenos_Aires")).toBe("America / Argentina / Buenos Aires");
  });
});
