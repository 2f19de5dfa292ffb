import { describe, expect, it } from "vitest";
import { profileFixture } from "../mocks/fixtures";
import { applicationStage, canApply, canWithdraw } from "./application-status";
import { countryName, sortByCountryName } from "./countries";
import { initials } from "./display";

describe("initials", () => {
  it("takes the first letters of two words, or two Korean syllables", () => {
    expect(initials("Bright Eye Clinic Seoul")).toBe("BE");
    expect(initials("almaty")).toBe("AL");
    expect(initials("서울밝은안과")).toBe("서울");
    expect(initials("K-Medi Partners")).toBe("KM");
    expect(initials("  ")).toBe("?");
  });
});

describe("countries", () => {
  it("names a country in the page's language and sorts by that name", () => {
    expect(countryName("KZ", "en")).toBe("Kazakhstan");
    expect(countryName("kr", "ko")).toBe("대한민국");
    expect(sortByCountryName(["MN", "AE", "KZ"], "en")).toEqual(["KZ", "MN", "AE"]);
  });
});

describe("application stage", () => {
  it("follows the profile and this year's application", () => {
    expect(applicationStage(null)).toBe("no_profile");
    expect(applicationStage({ ...profileFixture, application: null })).toBe("not_applied");
    expect(applicationStage(profileFixture)).toBe("approved");
  });

  it("lets a company apply once, again after withdrawing, and withdraw only while it waits", () => {
    const withApplication = (status: "submitted" | "approved" | "rejected" | "withdrawn") => ({
      ...profileFixture,
      application: { ...profileFixture.application!, status },
    });
    expect(canApply(null)).toBe(false);
    expect(canApply({ ...profileFixture, application: null })).toBe(true);
    expect(canApply(withApplication("withdrawn"))).toBe(true);
    expect(canApply(withApplication("rejected"))).toBe(false);
    expect(canApply(withApplication("submitted"))).toBe(false);
    expect(canWithdraw(withApplication("submitted").application)).toBe(true);
    expect(canWithdraw(withApplication("approved").application)).toBe(false);
    expect(canWithdraw(null)).toBe(false);
  });
});
