import { describe, expect, it } from "vitest";
import { announcementIn } from "./announcement";

const at = "2026-05-15T01:00:00.000Z";

describe("announcementIn", () => {
  it("gives the screen's language", () => {
    const both = { en: "Lunch at noon", ko: "정오에 점심", at };
    expect(announcementIn(both, "en")).toEqual({ text: "Lunch at noon", lang: "en" });
    expect(announcementIn(both, "ko")).toEqual({ text: "정오에 점심", lang: "ko" });
  });

  it("falls back to the other language rather than showing nothing", () => {
    expect(announcementIn({ en: "Lunch at noon", ko: " ", at }, "ko")).toEqual({ text: "Lunch at noon", lang: "en" });
    expect(announcementIn({ en: "", ko: "정오에 점심", at }, "en")).toEqual({ text: "정오에 점심", lang: "ko" });
  });

  it("gives nothing when there is no announcement", () => {
    expect(announcementIn(null, "en")).toBeNull();
    expect(announcementIn({ en: "", ko: "", at }, "ko")).toBeNull();
  });
});
