import { describe, expect, it } from "vitest";
import { PROFILE_SECTIONS, sectionsFor } from "./sections";

describe("sectionsFor", () => {
  it("shows the buyer section to buyers only", () => {
    expect(sectionsFor("buyer")).toEqual([...PROFILE_SECTIONS]);
    expect(sectionsFor("seller")).not.toContain("buyer");
    expect(sectionsFor("seller")).toHaveLength(PROFILE_SECTIONS.length - 1);
  });
});
