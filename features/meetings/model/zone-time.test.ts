import { describe, expect, it } from "vitest";
import {
  koreaDay,
  koreaPeriodText,
  showsOwnClock,
  timeLine,
  wallClock,
  zonePeriod,
  zonePeriodText,
  zonePlace,
} from "./zone-time";

const t = (key: string, options?: Record<string, unknown>) => {
  const o = options ?? {};
  if (key === "time.korea") return `${String(o.time)} KST`;
  if (key === "time.inPlace") return `${String(o.time)} in ${String(o.place)}`;
  if (key === "time.dayBefore") return `${String(o.text)} (previous day)`;
  if (key === "time.dayAfter") return `${String(o.text)} (next day)`;
  return key;
};

const slot = { starts_at: "2026-05-20T10:00:00+09:00", ends_at: "2026-05-20T10:30:00+09:00" };

describe("wallClock", () => {
  it("reads a moment on a zone's clock, whatever offset the moment was written in", () => {
    expect(wallClock("2026-05-20T10:00:00+09:00", "Asia/Almaty")).toEqual({ time: "06:00", day: "2026-05-20" });
    expect(wallClock("2026-05-20T01:00:00Z", "Asia/Seoul")).toEqual({ time: "10:00", day: "2026-05-20" });
    // summer time in Berlin: UTC+2
    expect(wallClock("2026-05-20T10:00:00+09:00", "Europe/Berlin")).toEqual({ time: "03:00", day: "2026-05-20" });
  });

  it("has no answer for an unknown zone or a broken moment", () => {
    expect(wallClock("2026-05-20T10:00:00+09:00", "Mars/Olympus")).toBeNull();
    expect(wallClock("not a time", "Asia/Seoul")).toBeNull();
  });
});

describe("zonePlace", () => {
  it("names the place of the zone", () => {
    expect(zonePlace("Asia/Almaty")).toBe("Almaty");
    expect(zonePlace("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(zonePlace("Asia/Ho_Chi_Minh")).toBe("Ho Chi Minh");
  });

  it("keeps the id of a zone that names no place", () => {
    expect(zonePlace("UTC")).toBe("UTC");
    expect(zonePlace("Etc/GMT+5")).toBe("Etc/GMT+5");
  });
});

describe("zonePeriod", () => {
  it("gives the slot's start and end there and the day it is there", () => {
    expect(zonePeriod(slot, "Asia/Almaty")).toEqual({
      zone: "Asia/Almaty",
      place: "Almaty",
      start: "06:00",
      end: "06:30",
      dayShift: 0,
    });
    expect(zonePeriod(slot, "America/Los_Angeles")?.dayShift).toBe(-1);
    expect(
      zonePeriod({ starts_at: "2026-05-20T23:30:00+09:00", ends_at: "2026-05-21T00:00:00+09:00" }, "Pacific/Kiritimati")
        ?.dayShift,
    ).toBe(1);
  });
});

describe("texts", () => {
  it("writes Korea time and a zone's time with the day when it differs", () => {
    expect(koreaPeriodText(slot, t)).toBe("10:00–10:30 KST");
    expect(zonePeriodText(slot, "Asia/Almaty", t)).toBe("06:00–06:30 in Almaty");
    expect(zonePeriodText(slot, "America/Los_Angeles", t)).toBe("18:00–18:30 in Los Angeles (previous day)");
    expect(zonePeriodText(slot, "Nowhere/Land", t)).toBeNull();
  });

  it("puts Korea time first and each other zone once", () => {
    expect(timeLine(slot.starts_at, ["Asia/Almaty"], t)).toBe("10:00 KST · 06:00 in Almaty");
    expect(timeLine(slot.starts_at, ["Asia/Almaty", "Asia/Seoul", "Asia/Almaty", null, "Europe/Berlin"], t)).toBe(
      "10:00 KST · 06:00 in Almaty · 03:00 in Berlin",
    );
    expect(timeLine(slot.starts_at, [], t)).toBe("10:00 KST");
  });

  it("shows no second clock for Korea itself", () => {
    expect(showsOwnClock("Asia/Seoul")).toBe(false);
    expect(showsOwnClock(null)).toBe(false);
    expect(showsOwnClock("Asia/Tokyo")).toBe(true);
  });
});

describe("koreaDay", () => {
  it("is the day in Seoul, where the mart is held", () => {
    expect(koreaDay("2026-05-19T16:00:00Z")).toBe("2026-05-20");
    expect(koreaDay(new Date("2026-05-19T14:59:00Z"))).toBe("2026-05-19");
  });
});
