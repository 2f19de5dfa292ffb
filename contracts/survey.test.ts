import { describe, expect, it } from "vitest";
import {
  type Answers,
  checkAnswer,
  cleanAnswers,
  definitionIssues,
  localizePages,
  type SurveyPage,
  SurveyPagesSchema,
  summarizeAnswers,
  surveyIssueMessage,
  surveyProgress,
  surveyState,
  validateAnswers,
  visiblePages,
  visibleQuestionIds,
  WriteSurveyBodySchema,
} from "./survey";

const t = (en: string, ko = `${en}(ko)`) => ({ en, ko });
const opts = (...ids: string[]) => ids.map((id) => ({ id, label: t(id) }));

const pages: SurveyPage[] = SurveyPagesSchema.parse([
  {
    id: "about",
    title: t("About you"),
    questions: [
      { id: "first", type: "single", title: t("First visit?"), required: true, options: opts("yes", "no") },
      {
        id: "before",
        type: "multiple",
        title: t("Where have you been?"),
        required: true,
        options: opts("seoul", "busan", "jeju"),
        min_choices: 1,
        max_choices: 2,
        show_if: { question: "first", any_of: ["no"] },
      },
      {
        id: "liked",
        type: "short_text",
        title: t("What did you like there?"),
        max_length: 10,
        show_if: { question: "before", any_of: ["jeju"] },
      },
    ],
  },
  {
    id: "rate",
    title: t("Ratings"),
    questions: [
      { id: "overall", type: "rating", title: t("Overall"), required: true, scale_min: 1, scale_max: 5 },
      {
        id: "parts",
        type: "matrix",
        title: t("Parts"),
        required: true,
        rows: opts("guide", "bus"),
        scale_min: 1,
        scale_max: 5,
      },
      { id: "notes", type: "long_text", title: t("Anything else?") },
    ],
  },
]);

describe("conditional display", () => {
  it("hides a question until its condition's option is chosen, and the branch behind it too", () => {
    expect([...visibleQuestionIds(pages, {})]).toEqual(["first", "overall", "parts", "notes"]);
    expect(visibleQuestionIds(pages, { first: "no" }).has("before")).toBe(true);
    expect(visibleQuestionIds(pages, { first: "no", before: ["jeju"] }).has("liked")).toBe(true);
    // changing the first answer hides "before" and, through it, "liked", although "before" still holds jeju
    const ids = visibleQuestionIds(pages, { first: "yes", before: ["jeju"] });
    expect(ids.has("before")).toBe(false);
    expect(ids.has("liked")).toBe(false);
  });

  it("drops a page whose questions are all hidden and counts progress over the pages shown", () => {
    const onlyHidden: SurveyPage[] = [
      pages[0]!,
      { id: "extra", title: t("Extra"), questions: [{ ...pages[0]!.questions[2]! }] },
    ];
    expect(visiblePages(onlyHidden, { first: "yes" }).map((p) => p.id)).toEqual(["about"]);
    expect(surveyProgress(pages, {}, "rate")).toEqual({ page: 2, pages: 2, percent: 50 });
    expect(surveyProgress(pages, {}, null)).toEqual({ page: 1, pages: 2, percent: 0 });
  });
});

describe("answer rules", () => {
  const q = (id: string) => pages.flatMap((p) => p.questions).find((x) => x.id === id)!;

  it("asks for required answers only on submit, and blank text is no answer", () => {
    expect(checkAnswer(q("first"), undefined, false)).toBeNull();
    expect(checkAnswer(q("first"), undefined, true)).toEqual({ question: "first", code: "required" });
    expect(checkAnswer(q("notes"), "   ", true)).toBeNull();
  });

  it("checks each type's shape and limits", () => {
    expect(checkAnswer(q("first"), "maybe", false)?.code).toBe("unknown_option");
    expect(checkAnswer(q("first"), 3, false)?.code).toBe("invalid");
    expect(checkAnswer(q("before"), ["seoul", "busan", "jeju"], false)).toEqual({
      question: "before",
      code: "too_many",
      count: 2,
    });
    expect(checkAnswer(q("before"), ["seoul", "seoul"], false)?.code).toBe("invalid");
    expect(checkAnswer(q("overall"), 6, false)?.code).toBe("out_of_range");
    expect(checkAnswer(q("overall"), 2.5, false)?.code).toBe("invalid");
    expect(checkAnswer(q("parts"), { guide: 5 }, false)).toBeNull();
    expect(checkAnswer(q("parts"), { guide: 5 }, true)?.code).toBe("matrix_incomplete");
    expect(checkAnswer(q("parts"), { driver: 5 }, false)?.code).toBe("unknown_option");
    expect(checkAnswer(q("liked"), "x".repeat(11), false)).toEqual({ question: "liked", code: "too_long", count: 10 });
    expect(checkAnswer(q("liked"), ` ${"x".repeat(10)} `, false)).toBeNull();
  });

  it("validates a draft leniently and a submission wholly, skipping hidden questions", () => {
    expect(validateAnswers(pages, { first: "no" }, "draft")).toEqual([]);
    const submit = validateAnswers(pages, { first: "no" }, "submit");
    expect(submit.map((i) => `${i.question}:${i.code}`)).toEqual([
      "before:required",
      "overall:required",
      "parts:required",
    ]);
    // a hidden required question asks nothing; an answer to a question the survey lacks does
    const whole: Answers = { first: "yes", overall: 4, parts: { guide: 5, bus: 3 }, ghost: "x" };
    expect(validateAnswers(pages, whole, "submit")).toEqual([{ question: "ghost", code: "invalid" }]);
    expect(validateAnswers(pages, { first: "no" }, "submit", "rate").map((i) => i.question)).toEqual([
      "overall",
      "parts",
    ]);
  });

  it("keeps only known, visible, non-blank answers on submit, trimmed", () => {
    const answers: Answers = { first: "yes", before: ["jeju"], notes: "  lovely  ", ghost: "x", liked: "" };
    expect(cleanAnswers(pages, answers, "submit")).toEqual({ first: "yes", notes: "lovely" });
    expect(cleanAnswers(pages, answers, "draft")).toEqual({ first: "yes", before: ["jeju"], notes: "lovely" });
  });

  it("gives English messages with their numbers", () => {
    expect(surveyIssueMessage({ question: "x", code: "too_many", count: 2 })).toBe("Choose at most 2.");
    expect(surveyIssueMessage({ question: "x", code: "required" })).toBe("Please answer this question.");
  });
});

describe("definition rules", () => {
  it("accepts the sample and names each broken rule's path", () => {
    expect(definitionIssues(pages)).toEqual([]);
    const broken = SurveyPagesSchema.parse([
      {
        id: "p",
        title: t("P"),
        questions: [
          { id: "a", type: "rating", title: t("A"), scale_min: 1, scale_max: 1 + 1 },
          { id: "a", type: "single", title: t("Dup"), options: opts("x", "x") },
          { id: "b", type: "short_text", title: t("B"), show_if: { question: "a", any_of: ["x"] } },
          { id: "c", type: "multiple", title: t("C"), options: opts("x", "y"), min_choices: 2, max_choices: 3 },
          { id: "d", type: "short_text", title: t("D"), show_if: { question: "later", any_of: ["x"] } },
          { id: "later", type: "single", title: t("L"), options: opts("x", "y") },
        ],
      },
    ]);
    expect(definitionIssues(broken)).toEqual([
      { path: "pages.0.questions.1.id", message: "Each page, question, option and row needs its own id." },
      { path: "pages.0.questions.1.options", message: "Each page, question, option and row needs its own id." },
      // "a" is the rating question (the first of that id), so a choice condition on it is wrong
      {
        path: "pages.0.questions.2.show_if",
        message: "A condition must name an earlier choice question and its options.",
      },
      { path: "pages.0.questions.3.max_choices", message: "The minimum and maximum choices must fit the options." },
      {
        path: "pages.0.questions.4.show_if",
        message: "A condition must name an earlier choice question and its options.",
      },
    ]);
  });

  it("refuses a write whose window closes before it opens, at the field", () => {
    const result = WriteSurveyBodySchema.safeParse({
      title: t("S"),
      intro: t("I"),
      opens_at: "2026-05-02T00:00:00+09:00",
      closes_at: "2026-05-01T00:00:00+09:00",
      pages,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["closes_at"]);
  });

  it("reads a survey in one language", () => {
    const [about] = localizePages(pages, "ko");
    expect(about?.title).toBe("About you(ko)");
    const first = about?.questions[0];
    expect(first?.type === "single" && first.options.map((o) => o.label)).toEqual(["yes(ko)", "no(ko)"]);
  });
});

describe("results", () => {
  it("counts choices, averages scales per row and lists text answers newest first", () => {
    const local = localizePages(pages, "en");
    const results = summarizeAnswers(local, [
      { first: "no", before: ["seoul", "jeju"], overall: 5, parts: { guide: 5, bus: 2 }, notes: "newest" },
      { first: "yes", overall: 4, parts: { guide: 4 } },
      { first: "no", before: ["jeju"], overall: 4 },
    ]);
    const by = Object.fromEntries(results.map((r) => [r.id, r]));
    expect(by.first).toMatchObject({
      answered: 3,
      options: [
        { id: "yes", count: 1 },
        { id: "no", count: 2 },
      ],
    });
    expect(by.before).toMatchObject({ answered: 2, options: [{ count: 1 }, { count: 0 }, { count: 2 }] });
    expect(by.overall).toMatchObject({ answered: 3, average: 4.33 });
    expect(by.overall?.type === "rating" && by.overall.distribution.map((d) => d.count)).toEqual([0, 0, 0, 2, 1]);
    expect(by.parts).toMatchObject({
      answered: 2,
      rows: [
        { id: "guide", answered: 2, average: 4.5 },
        { id: "bus", answered: 1, average: 2 },
      ],
    });
    expect(by.notes).toMatchObject({ answered: 1, texts: ["newest"] });
    expect(by.liked).toMatchObject({ answered: 0, texts: [] });
  });

  it("tells the window's state at its edges", () => {
    const opens = new Date("2026-05-01T00:00:00Z");
    const closes = new Date("2026-05-10T00:00:00Z");
    expect(surveyState(opens, closes, new Date("2026-04-30T23:59:59Z"))).toBe("upcoming");
    expect(surveyState(opens, closes, opens)).toBe("open");
    expect(surveyState(opens, closes, closes)).toBe("closed");
  });
});
