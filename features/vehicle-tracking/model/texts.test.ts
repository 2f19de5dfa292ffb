import { describe, expect, it } from "vitest";
import { etaText, readerTime, updatedText } from "./texts";

/** The keys with their values, as a test's `t`. */
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ""}`;
const NOW = Date.parse("2026-12-03T00:10:00Z");

describe("updatedText", () => {
  it("says seconds, then minutes, then hours since the server received the position", () => {
    expect(updatedText(t, null, NOW)).toBe("vehicle.updatedNever");
    expect(updatedText(t, "2026-12-03T00:09:48Z", NOW)).toBe('vehicle.updatedSeconds {"count":12}');
    // a clock a little behind the server's: never "in the future"
    expect(updatedText(t, "2026-12-03T00:10:01Z", NOW)).toBe('vehicle.updatedSeconds {"count":0}');
    expect(updatedText(t, "2026-12-03T00:05:30Z", NOW)).toBe('vehicle.updatedMinutes {"count":4}');
    expect(updatedText(t, "2026-12-02T21:00:00Z", NOW)).toBe('vehicle.updatedHours {"count":3}');
  });
});

describe("etaText", () => {
  const stop = { number: 3, name: "Gyeongbokgung", lat: 37.5796, lng: 126.977, planned_at: null };
  it("rounds the time up to whole minutes, at least one", () => {
    const eta = { stop, remainingMetres: 3000, speedMps: 10, seconds: 300.2 };
    expect(etaText(t, eta)).toBe('vehicle.etaMinutes {"number":3,"name":"Gyeongbokgung","minutes":6}');
    expect(etaText(t, { ...eta, seconds: 5 })).toContain('"minutes":1');
  });
  it("names the stop without a time while the speed is unknown, and nothing past the last stop", () => {
    expect(etaText(t, { stop, remainingMetres: 3000, speedMps: null, seconds: null })).toBe(
      'vehicle.etaUnknown {"number":3,"name":"Gyeongbokgung"}',
    );
    expect(etaText(t, { stop: null, remainingMetres: 0, speedMps: 10, seconds: null })).toBe("vehicle.etaNone");
    expect(etaText(t, null)).toBe("vehicle.etaNone");
  });
});

describe("readerTime", () => {
  it("gives the reader's own clock when it differs from Korea's, and nothing when it is Korea's", () => {
    expect(readerTime("2026-12-02T23:00:00Z", "en", "Europe/Tallinn")).toBe("December 3, 2026 at 1:00 AM GMT+2");
    expect(readerTime("2026-12-02T23:00:00Z", "en", "Asia/Seoul")).toBeNull();
    // Tokyo's clock reads as Seoul's
    expect(readerTime("2026-12-02T23:00:00Z", "en", "Asia/Tokyo")).toBeNull();
    expect(readerTime("not a time", "en", "UTC")).toBeNull();
  });
});
