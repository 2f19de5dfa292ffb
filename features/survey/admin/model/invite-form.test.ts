import { SURVEY_AREAS } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import { checkInvite, emptyInvite, toggleArea } from "./invite-form";

describe("the invitation form", () => {
  it("starts with the page's course ticked and English", () => {
    expect(emptyInvite("busan1")).toEqual({ name: "", email: "", areas: ["busan1"], lang: "en" });
  });

  it("sends a trimmed, valid invitation", () => {
    expect(checkInvite({ name: "  Alex Morgan ", email: " guest1@demo.test ", areas: ["seoul"], lang: "ko" })).toEqual({
      ok: true,
      body: { name: "Alex Morgan", email: "guest1@demo.test", areas: ["seoul"], lang: "ko" },
    });
  });

  it("names each field the contract refuses, once", () => {
    expect(checkInvite({ name: " ", email: "guest1@", areas: [], lang: "en" })).toEqual({
      ok: false,
      issues: { name: "invite.errors.name", email: "invite.errors.email", areas: "invite.errors.areas" },
    });
  });

  it("keeps the ticked courses in the site's order", () => {
    expect(toggleArea(["jeju1"], "seoul", true, SURVEY_AREAS)).toEqual(["seoul", "jeju1"]);
    expect(toggleArea(["seoul", "jeju1"], "seoul", false, SURVEY_AREAS)).toEqual(["jeju1"]);
    expect(toggleArea(["seoul"], "seoul", true, SURVEY_AREAS)).toEqual(["seoul"]);
  });
});
