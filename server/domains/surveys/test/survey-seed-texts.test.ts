import { describe, expect, it } from "vitest";
import { SURVEY_TEMPLATES } from "../seed";

/** The words the survey screen's own hint uses (locales hint.*): a help saying them again repeats the hint. */
const CHOICE_COUNT = /\bchoose\b.*\b(up to|one|two|three|\d)\b|최대|까지\s*(고르|골라)/i;

describe("the seeded survey questions", () => {
  it("leave how many to choose to the screen's hint, so the page does not say it twice", () => {
    for (const [kind, pages] of Object.entries(SURVEY_TEMPLATES)) {
      for (const question of pages.flatMap((page) => page.questions)) {
        if (question.type !== "multiple" || !question.help) continue;
        if (question.min_choices === undefined && question.max_choices === undefined) continue;
        for (const lang of ["en", "ko"] as const) {
          expect(question.help[lang], `${kind} ${question.id} ${lang}`).not.toMatch(CHOICE_COUNT);
        }
      }
    }
  });
});
