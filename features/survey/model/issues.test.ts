import { answerField, localizePages } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { PRELIMINARY_PAGES, SATISFACTION_PAGES, completePreliminary } from "../mocks/fixtures";
import { firstPageWithIssue, issueMap, issueText, issuesFromError, pageIssues, recheck, submitCheck } from "./issues";
import type { Translate } from "@lib/i18n/feature-text";

const pages = localizePages(PRELIMINARY_PAGES, "en");
const t: Translate = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

const validation = (...fields: string[]) =>
  new HttpError({
    status: 400,
    code: "VALIDATION_ERROR",
    message: "Please answer this question.",
    field: fields[0],
    issues: fields.map((field) => ({ field, message: "Please answer this question." })),
  });

describe("issues in the reader's words", () => {
  it("uses the engine's code and count, never the server's English", () => {
    expect(issueText({ question: "interests", code: "too_many", count: 3 }, t)).toBe('issues.too_many {"count":3}');
    expect(issueText({ question: "first_visit", code: "required" }, t)).toBe("issues.required");
  });

  it("keeps one issue per question, the first", () => {
    expect(
      issueMap([
        { question: "a", code: "required" },
        { question: "a", code: "invalid" },
        { question: "b", code: "too_long", count: 5 },
      ]),
    ).toEqual({ a: { question: "a", code: "required" }, b: { question: "b", code: "too_long", count: 5 } });
  });
});

describe("a refused save or submit", () => {
  it("re-runs the engine on each answer the server named, to show its code", () => {
    const answers = { first_visit: "no", visited_regions: ["seoul", "jeju", "gangwon", "jeolla"] };
    expect(issuesFromError(validation(answerField("diet"), answerField("visited_regions")), pages, answers)).toEqual([
      { question: "diet", code: "required" },
      { question: "visited_regions", code: "too_many", count: 3 },
    ]);
  });

  it("falls back to 'not valid' when the engine finds nothing (the survey changed on the server)", () => {
    expect(issuesFromError(validation(answerField("first_visit")), pages, { first_visit: "yes" })).toEqual([
      { question: "first_visit", code: "invalid" },
    ]);
    expect(issuesFromError(validation(answerField("gone")), pages, {})).toEqual([
      { question: "gone", code: "invalid" },
    ]);
  });

  it("reads the single `field` when there is no issue list, and ignores fields that name no answer", () => {
    const single = new HttpError({ status: 400, code: "VALIDATION_ERROR", message: "x", field: answerField("diet") });
    expect(issuesFromError(single, pages, {})).toEqual([{ question: "diet", code: "required" }]);
    expect(issuesFromError(validation("page_id"), pages, {})).toEqual([]);
  });

  it("is no answer issue when it is not a validation error", () => {
    expect(issuesFromError(new HttpError({ status: 409, code: "SURVEY_CLOSED", message: "x" }), pages, {})).toEqual([]);
    expect(issuesFromError(new Error("boom"), pages, {})).toEqual([]);
  });
});

describe("checks of Next and Submit", () => {
  it("Next checks the page's shown questions only", () => {
    expect(pageIssues(pages, {}, "about")).toEqual([{ question: "first_visit", code: "required" }]);
    // the regions question shows after "no"; it is optional, so the page passes
    expect(pageIssues(pages, { first_visit: "no" }, "about")).toEqual([]);
    expect(pageIssues(pages, { diet: "allergy" }, "interests")).toEqual([
      { question: "interests", code: "required" },
      { question: "diet_detail", code: "required" },
    ]);
  });

  it("Submit checks everything and names the first shown page with a problem", () => {
    const { excitement: _excitement, ...rest } = completePreliminary;
    const check = submitCheck(pages, { ...rest, diet_detail: "  " });
    expect(check.issues).toEqual([
      { question: "diet_detail", code: "required" },
      { question: "excitement", code: "required" },
    ]);
    expect(check.firstPageId).toBe("interests");
  });

  it("Submit sends the answers cleaned: the hidden branch and blank text left out", () => {
    const answers = { ...completePreliminary, first_visit: "yes", notes: "   ", diet_detail: " Peanuts " };
    const check = submitCheck(pages, answers);
    expect(check.issues).toEqual([]);
    expect(check.cleaned).not.toHaveProperty("visited_regions");
    expect(check.cleaned).not.toHaveProperty("notes");
    expect(check.cleaned.diet_detail).toBe("Peanuts");
  });

  it("finds no page for an issue on a question no page shows", () => {
    expect(firstPageWithIssue(pages, {}, [{ question: "visited_regions", code: "too_many", count: 3 }])).toBeNull();
  });

  it("clears a marked question as soon as its answer is right, and leaves unmarked ones alone", () => {
    const satisfaction = localizePages(SATISFACTION_PAGES, "en");
    const marked = issueMap([{ question: "parts", code: "matrix_incomplete" }]);
    const half = { parts: { guide: 5 } };
    expect(recheck(marked, satisfaction, "parts", half)).toEqual(marked);
    const full = { parts: { guide: 5, transport: 4, meals: 3, schedule: 4, accommodation: 5 } };
    expect(recheck(marked, satisfaction, "parts", full)).toEqual({});
    expect(recheck(marked, satisfaction, "overall", {})).toBe(marked);
    expect(recheck(issueMap([{ question: "overall", code: "required" }]), satisfaction, "overall", {})).toEqual({
      overall: { question: "overall", code: "required" },
    });
  });
});
