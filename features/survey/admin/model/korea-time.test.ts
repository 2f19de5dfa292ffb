import { describe, expect, it } from "vitest";
import { fromKoreaInput, koreaDay, toKoreaInput } from "./korea-time";

describe("Korea-time date-time inputs", () => {
  it("shows a moment in Korea time whatever offset it was written with", () => {
    expect(toKoreaInput("2026-05-15T10:00:00+09:00")).toBe("2026-05-15T10:00");
    expect(toKoreaInput("2026-05-15T01:00:00Z")).toBe("2026-05-15T10:00");
    // late evening UTC is already the next morning in Seoul
    expect(toKoreaInput("2026-05-14T20:30:00Z")).toBe("2026-05-15T05:30");
    expect(toKoreaInput("2026-05-15T10:00:00-07:00")).toBe("2026-05-16T02:00");
  });

  it("gives nothing for a value that is no moment", () => {
    expect(toKoreaInput("")).toBe("");
    expect(toKoreaInput("soon")).toBe("");
  });

  it("reads an input as Korea time and writes it with +09:00", () => {
    expect(fromKoreaInput("2026-05-15T10:00")).toBe("2026-05-15T10:00:00+09:00");
    expect(fromKoreaInput("2026-12-31T23:59:30")).toBe("2026-12-31T23:59:30+09:00");
    expect(fromKoreaInput(" 2026-05-15T00:00 ")).toBe("2026-05-15T00:00:00+09:00");
  });

  it("round-trips: what the dialog shows is what it saves", () => {
    for (const iso of ["2026-05-08T09:00:00+09:00", "2026-07-14T18:00:00+09:00", "2026-01-01T00:00:00+09:00"])
      expect(fromKoreaInput(toKoreaInput(iso))).toBe(iso);
    const saved = fromKoreaInput("2026-03-01T08:15") as string;
    expect(Date.parse(saved)).toBe(Date.parse("2026-02-28T23:15:00Z"));
  });

  it("refuses what is not a real date and time instead of moving it", () => {
    for (const value of ["", "2026-05-15", "2026-02-30T10:00", "2026-05-15T24:00", "2026-13-01T10:00", "10:00"])
      expect(fromKoreaInput(value), value).toBeNull();
  });

  it("gives the Korea calendar day of a moment", () => {
    expect(koreaDay("2026-05-14T15:00:00Z")).toBe("2026-05-15");
    expect(koreaDay("2026-05-14T14:59:00Z")).toBe("2026-05-14");
  });
});
