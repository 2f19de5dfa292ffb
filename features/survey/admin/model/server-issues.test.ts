import { SURVEY_ERROR_CODES, SURVEY_MESSAGES } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { describe, expect, it } from "vitest";
import { pathLabel, placeIssues } from "./server-issues";

// keys with their options, so a test sees which words and numbers the label asks for
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).map(String).join("|")})` : key === "path.separator" ? " / " : key;

const validation = (issues: { field: string; message: string }[]) =>
  new HttpError({
    status: 400,
    code: "VALIDATION_ERROR",
    message: `${issues[0]?.field}: ${issues[0]?.message}`,
    field: issues[0]?.field,
    issues,
  });

describe("the label of a server path", () => {
  it("counts pages, questions, options and rows from one", () => {
    expect(pathLabel("pages.0.questions.2.show_if", t)).toBe("path.page(1) / path.question(3)");
    expect(pathLabel("pages.1.questions.0.options.3.label.ko", t)).toBe(
      "path.page(2) / path.question(1) / path.option(4)",
    );
    expect(pathLabel("pages.2.questions.1.rows.0", t)).toBe("path.page(3) / path.question(2) / path.row(1)");
    expect(pathLabel("pages.0.questions.4.show_if.any_of.1", t)).toBe(
      "path.page(1) / path.question(5) / path.choice(2)",
    );
  });

  it("names the page list when the path points at no page", () => {
    expect(pathLabel("pages", t)).toBe("path.pages");
  });

  it("does not count a named part that merely looks like an array", () => {
    expect(pathLabel("pages.0.title.en", t)).toBe("path.page(1)");
    expect(pathLabel("pages.0.questions", t)).toBe("path.page(1)");
  });
});

describe("placing a failed save", () => {
  it("puts the form's fields beside them and the pages' paths in the list, translated", () => {
    const placed = placeIssues(
      validation([
        { field: "closes_at", message: SURVEY_MESSAGES.windowOrder },
        { field: "title.ko", message: "Too small: expected string to have >=1 characters" },
        { field: "pages.0.questions.2.show_if", message: SURVEY_MESSAGES.badCondition },
        { field: "pages.1.id", message: SURVEY_MESSAGES.duplicateId },
      ]),
      t,
    );
    expect(placed.fields).toEqual({
      closes_at: "messages.windowOrder",
      "title.ko": "Too small: expected string to have >=1 characters",
    });
    expect(placed.pages).toEqual([
      {
        path: "pages.0.questions.2.show_if",
        label: "path.page(1) / path.question(3)",
        message: "messages.badCondition",
      },
      { path: "pages.1.id", label: "path.page(2)", message: "messages.duplicateId" },
    ]);
    expect(placed.message).toBeNull();
  });

  it("keeps the first message of a field and says what has no place above the form", () => {
    const placed = placeIssues(
      validation([
        { field: "opens_at", message: "Invalid ISO datetime" },
        { field: "opens_at", message: "second" },
        { field: "body", message: "Invalid input" },
      ]),
      t,
    );
    expect(placed.fields).toEqual({ opens_at: "Invalid ISO datetime" });
    expect(placed.message).toBe("body: Invalid input");
  });

  it("says SURVEY_HAS_RESPONSES in words, with where it happened", () => {
    const conflict = (field?: string) =>
      new HttpError({
        status: 409,
        code: SURVEY_ERROR_CODES.hasResponses,
        message: SURVEY_MESSAGES.hasResponses,
        field,
      });
    expect(placeIssues(conflict("pages.0.questions.1"), t)).toEqual({
      fields: {},
      pages: [],
      message: "edit.hasResponsesAt(path.page(1) / path.question(2)|pages.0.questions.1)",
    });
    expect(placeIssues(conflict(), t).message).toBe("messages.hasResponses");
  });

  it("falls back to the failure's own words when nothing names a field", () => {
    expect(placeIssues(new HttpError({ status: 0, code: "TIMEOUT", message: "slow" }), t).message).toBe(
      "shared.errors.TIMEOUT",
    );
    expect(placeIssues(new Error("boom"), t).message).toBe("shared.errors.generic");
  });
});
