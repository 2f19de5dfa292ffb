import type { SurveyArea, SurveyKind } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import { FALLBACK_CHOICE, choiceSearch, chosenSurvey, orderSurveys } from "./selection";

const survey = (kind: SurveyKind, area: SurveyArea, submitted = 0) => ({ kind, area, submitted });
const params = (search: string) => new URLSearchParams(search);

describe("which survey the page shows", () => {
  const list = [
    survey("satisfaction", "busan1", 4),
    survey("preliminary", "seoul"),
    survey("preliminary", "busan1", 5),
    survey("satisfaction", "seoul"),
  ];

  it("orders courses as the site does, preliminary before satisfaction", () => {
    expect(orderSurveys(list).map((s) => `${s.kind}/${s.area}`)).toEqual([
      "preliminary/seoul",
      "satisfaction/seoul",
      "preliminary/busan1",
      "satisfaction/busan1",
    ]);
  });

  it("takes the address's choice", () => {
    expect(chosenSurvey(params("?area=jeju2&kind=satisfaction"), list)).toEqual({
      kind: "satisfaction",
      area: "jeju2",
    });
    // the address decides even before the list has arrived
    expect(chosenSurvey(params("?area=jeju2&kind=satisfaction"), undefined)).toEqual({
      kind: "satisfaction",
      area: "jeju2",
    });
  });

  it("fills a missing or unknown part of the address with the first course or kind", () => {
    expect(chosenSurvey(params("?area=busan2"), list)).toEqual({ kind: "preliminary", area: "busan2" });
    expect(chosenSurvey(params("?kind=satisfaction&area=mars"), list)).toEqual({
      kind: "satisfaction",
      area: "seoul",
    });
  });

  it("defaults to the first survey in order with submitted responses", () => {
    expect(chosenSurvey(params(""), list)).toEqual({ kind: "preliminary", area: "busan1" });
    expect(chosenSurvey(params("?area=mars&kind=later"), list)).toEqual({ kind: "preliminary", area: "busan1" });
  });

  it("defaults to Seoul's preliminary survey when nothing has responses, or the list failed", () => {
    expect(chosenSurvey(params(""), [survey("preliminary", "jeju1")])).toEqual(FALLBACK_CHOICE);
    expect(chosenSurvey(params(""), [])).toEqual({ kind: "preliminary", area: "seoul" });
  });

  it("waits for the list when the address chooses nothing", () => {
    expect(chosenSurvey(params(""), undefined)).toBeNull();
  });

  it("writes a choice as the address's parameters", () => {
    expect(choiceSearch({ kind: "satisfaction", area: "jeju3" })).toBe("?area=jeju3&kind=satisfaction");
  });
});
