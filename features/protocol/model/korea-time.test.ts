import { describe, expect, it } from "vitest";
import { koreaClock, koreaDay, koreaInstant, koreaLocal } from "./korea-time";

describe("Korea time", () => {
  it("shows an instant as Korea's local time and back", () => {
    expect(koreaLocal("2026-12-01T00:30:00Z")).toBe("2026-12-01T09:30");
    expect(koreaInstant("2026-12-01T09:30")).toBe("2026-12-01T09:30:00+09:00");
    expect(new Date(koreaInstant(koreaLocal("2026-12-01T00:30:00Z"))).toISOString()).toBe("2026-12-01T00:30:00.000Z");
  });

  it("leaves nothing as nothing", () => {
    expect(koreaLocal(null)).toBe("");
    expect(koreaLocal("not a time")).toBe("");
    expect(koreaInstant("")).toBe("");
  });

  it("gives Korea's calendar day and clock", () => {
    expect(koreaDay("2026-11-30T16:00:00Z")).toBe("2026-12-01");
    expect(koreaClock("2026-11-30T16:05:00Z", "en")).toBe("01:05");
    expect(koreaClock("2026-11-30T16:05:00Z", "ko")).toBe("01:05");
  });
});
