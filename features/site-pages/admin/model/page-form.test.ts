import { describe, expect, it } from "vitest";
import { EMPTY_PAGE, pageIssues } from "./page-form";

const t = (key: string) => key;

describe("site page form", () => {
  it("needs both titles and nothing else", () => {
    expect(pageIssues(EMPTY_PAGE, t)).toEqual([
      { field: "title_en", message: "messages.required" },
      { field: "title_ko", message: "messages.required" },
    ]);
    expect(pageIssues({ ...EMPTY_PAGE, title_en: "About", title_ko: "소개" }, t)).toEqual([]);
  });

  it("takes a title of spaces as empty", () => {
    const issues = pageIssues({ ...EMPTY_PAGE, title_en: "   ", title_ko: "소개" }, t);
    expect(issues).toEqual([{ field: "title_en", message: "messages.required" }]);
  });

  it("says a summary over the limit", () => {
    const issues = pageIssues({ ...EMPTY_PAGE, title_en: "A", title_ko: "가", summary_ko: "가".repeat(501) }, t);
    expect(issues).toEqual([{ field: "summary_ko", message: "messages.tooLong" }]);
  });
});
