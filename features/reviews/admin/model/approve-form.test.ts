import { SOCIAL_REVIEW_MAX_POINTS } from "@contracts/social-reviews";
import { describe, expect, it } from "vitest";
import { pointsOf } from "./approve-form";

describe("the points of an approval", () => {
  it("takes a whole number from 0 to the most one approval grants", () => {
    expect(pointsOf("1000")).toBe(1000);
    expect(pointsOf(" 0 ")).toBe(0);
    expect(pointsOf(String(SOCIAL_REVIEW_MAX_POINTS))).toBe(SOCIAL_REVIEW_MAX_POINTS);
  });

  it("refuses anything else", () => {
    for (const text of ["", "  ", "-5", "1.5", "1e3", "abc", "+3", String(SOCIAL_REVIEW_MAX_POINTS + 1)]) {
      expect(pointsOf(text), text).toBeNull();
    }
  });
});
