import { SURVEY_MESSAGES, type SurveyAdminDetail, WriteSurveyBodySchema } from "@contracts/survey";
import { describe, expect, it } from "vitest";
import { PRELIMINARY_PAGES } from "../mocks/templates";
import { type EditDraft, checkDraft, draftFrom, jsonErrorPlace } from "./edit-form";

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).map(String).join("|")})` : key;

const detail: SurveyAdminDetail = {
  kind: "preliminary",
  area: "seoul",
  title: { en: "Seoul tour: before you go", ko: "서울 투어 사전 설문" },
  intro: { en: "A few questions.", ko: "몇 가지 질문." },
  opens_at: "2026-05-08T00:00:00Z",
  closes_at: "2026-07-14T09:00:00Z",
  pages: PRELIMINARY_PAGES,
  version: 3,
  submitted: 10,
  updated_at: "2026-05-01T10:00:00+09:00",
};

describe("the edit dialog's draft", () => {
  it("opens with the window in Korea time and the pages pretty-printed", () => {
    const draft = draftFrom(detail);
    expect(draft.opens_at).toBe("2026-05-08T09:00");
    expect(draft.closes_at).toBe("2026-07-14T18:00");
    expect(draft["title.ko"]).toBe("서울 투어 사전 설문");
    expect(draft.pages.split("\n")[1]).toBe("  {");
    expect(JSON.parse(draft.pages)).toEqual(PRELIMINARY_PAGES);
  });

  it("saves an untouched survey as the same survey, in a body the contract accepts", () => {
    const check = checkDraft(draftFrom(detail), t);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body.opens_at).toBe("2026-05-08T09:00:00+09:00");
    expect(Date.parse(check.body.closes_at)).toBe(Date.parse(detail.closes_at));
    expect(check.body.pages).toEqual(PRELIMINARY_PAGES);
    expect(WriteSurveyBodySchema.safeParse(check.body).success).toBe(true);
  });

  it("trims the texts it sends", () => {
    const check = checkDraft({ ...draftFrom(detail), "title.en": "  Seoul  " }, t);
    expect(check.ok && check.body.title.en).toBe("Seoul");
  });

  it("says at once what is missing or the wrong way round", () => {
    const draft: EditDraft = {
      ...draftFrom(detail),
      opens_at: "",
      "intro.ko": "   ",
    };
    expect(checkDraft(draft, t)).toEqual({
      ok: false,
      issues: { opens_at: "edit.errors.dateTime", "intro.ko": "edit.errors.required" },
    });
    const reversed = { ...draftFrom(detail), opens_at: "2026-07-14T18:00", closes_at: "2026-07-14T18:00" };
    expect(checkDraft(reversed, t)).toEqual({
      ok: false,
      issues: { closes_at: "messages.windowOrder" },
    });
    expect(SURVEY_MESSAGES.windowOrder).toMatch(/closing time/);
  });

  it("tells where the JSON breaks, or that it is not a list", () => {
    const broken = checkDraft({ ...draftFrom(detail), pages: '[\n  {\n    "id": "about",\n    oops\n' }, t);
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    // V8 names the position of the first bad character: line 4, after the indentation
    expect(broken.issues.pages).toBe("edit.errors.jsonAt(4|5)");
    const object = checkDraft({ ...draftFrom(detail), pages: '{"id":"about"}' }, t);
    expect(object).toEqual({ ok: false, issues: { pages: "edit.errors.notList" } });
  });

  it("finds the line and column of a position in a syntax error", () => {
    const text = '[\n  {\n    "id": x\n';
    expect(jsonErrorPlace(text, new SyntaxError("Unexpected token 'x', ... is not valid JSON at position 16"))).toEqual(
      {
        line: 3,
        column: 11,
      },
    );
    expect(jsonErrorPlace(text, new SyntaxError("Unexpected end of JSON input"))).toBeNull();
    expect(jsonErrorPlace(text, "not an error")).toBeNull();
  });
});
