import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { isoDateTime, text } from "./fields";
import { LangSchema } from "./settings";

/**
 * Surveys of the ROK–US friendship tour (spec point 2, /rok-us; ADR 0016).
 *
 * - Two kinds per tour course (area): a preliminary survey before the tour and a satisfaction survey after it.
 * - A survey is data: pages of questions, written in English and Korean, with an open and close window. Operators
 *   change it through the API without a release; every write bumps its version.
 * - A respondent is an invited guest with a personal survey link (a key sent by e-mail), valid for the tour courses
 *   of the invitation. A respondent has at most one response per survey; it is saved as they go (resume after a
 *   reload or on another device) and submitted once.
 *
 * The engine below (which questions show, what an answer must look like, the results) is pure and shared: the
 * answering screen uses it for instant messages, the server again on every save and on submit.
 */

export const SURVEY_KINDS = ["preliminary", "satisfaction"] as const;
export const SurveyKindSchema = z.enum(SURVEY_KINDS);
export type SurveyKind = z.infer<typeof SurveyKindSchema>;

/** The tour courses of the spec's route list, in the order the site shows them. */
export const SURVEY_AREAS = ["seoul", "seorak", "jeonju", "busan1", "busan2", "jeju1", "jeju2", "jeju3"] as const;
export const SurveyAreaSchema = z.enum(SURVEY_AREAS);
export type SurveyArea = z.infer<typeof SurveyAreaSchema>;
export const isSurveyArea = (value: string | undefined): value is SurveyArea =>
  (SURVEY_AREAS as readonly string[]).includes(value ?? "");

export const QUESTION_TYPES = ["single", "multiple", "rating", "matrix", "short_text", "long_text"] as const;
export const QuestionTypeSchema = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionTypeSchema>;

/** The personal link's key travels in this header, never in an address the server logs. */
export const SURVEY_KEY_HEADER = "X-Survey-Key";
/** The address parameter of the personal link (`/rok-us/survey?key=...`). */
export const SURVEY_KEY_PARAM = "key";

export const SURVEY_LIMITS = {
  pages: 20,
  questionsPerPage: 30,
  options: 12,
  rows: 12,
  shortText: 200,
  longText: 4000,
  titleLength: 300,
  helpLength: 2000,
} as const;

export const SURVEY_MESSAGES = {
  required: "Please answer this question.",
  invalid: "This answer is not valid.",
  unknownOption: "Choose one of the options.",
  tooFew: "Choose at least {{count}}.",
  tooMany: "Choose at most {{count}}.",
  outOfRange: "Choose a value on the scale.",
  tooLong: "Use at most {{count}} characters.",
  matrixIncomplete: "Please rate every row.",
  closed: "This survey is closed.",
  notOpenYet: "This survey is not open yet.",
  alreadySubmitted: "You have already answered this survey. Thank you!",
  keyRequired: "Open the survey with the personal link from your invitation e-mail.",
  keyInvalid: "This survey link is not valid. Ask for a new link below.",
  otherArea: "Your invitation is for another tour course.",
  notFound: "This survey was not found.",
  hasResponses: "Questions and options that already have answers cannot be removed or change type.",
  windowOrder: "The closing time must be after the opening time.",
  duplicateId: "Each page, question, option and row needs its own id.",
  badCondition: "A condition must name an earlier choice question and its options.",
  choiceLimits: "The minimum and maximum choices must fit the options.",
  scaleOrder: "The scale's highest value must be above its lowest.",
} as const;

/** Error codes the survey calls answer with, beside VALIDATION_ERROR and NOT_FOUND. */
export const SURVEY_ERROR_CODES = {
  keyRequired: "SURVEY_KEY_REQUIRED", // 403: no personal link (403, not 401: there is no sign-in to go to)
  keyInvalid: "SURVEY_KEY_INVALID", // 403
  otherArea: "SURVEY_OTHER_AREA", // 403
  notOpenYet: "SURVEY_NOT_OPEN", // 409
  closed: "SURVEY_CLOSED", // 409
  alreadySubmitted: "SURVEY_ALREADY_SUBMITTED", // 409
  hasResponses: "SURVEY_HAS_RESPONSES", // 409
} as const;

/** Fills `{{count}}` in a message; the client's i18next messages use the same placeholder. */
export const surveyMessage = (message: string, count?: number) =>
  count === undefined ? message : message.replace("{{count}}", String(count));

// ---------------------------------------------------------------------------------------------------------------
// Definition: the same shape in two readings, bilingual (stored, written by operators) and one language (answered).

const IdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, "Use lower-case letters, digits and _ (start with a letter, at most 40).");

export const BilingualTextSchema = z.object({
  en: text().trim().min(1).max(SURVEY_LIMITS.helpLength),
  ko: text().trim().min(1).max(SURVEY_LIMITS.helpLength),
});
export type BilingualText = z.infer<typeof BilingualTextSchema>;

const ScaleSchema = {
  scale_min: z.number().int().min(0).max(1),
  scale_max: z.number().int().min(2).max(10),
};

function definitionSchemas<T extends z.ZodType>(text: T) {
  const option = z.object({ id: IdSchema, label: text });
  const base = {
    id: IdSchema,
    title: text,
    help: text.optional(),
    required: z.boolean().default(false),
    /** Shown only when an earlier single or multiple choice question has one of these options chosen. */
    show_if: z.object({ question: IdSchema, any_of: z.array(IdSchema).min(1) }).optional(),
  };
  const question = z.discriminatedUnion("type", [
    z.object({ ...base, type: z.literal("single"), options: z.array(option).min(2).max(SURVEY_LIMITS.options) }),
    z.object({
      ...base,
      type: z.literal("multiple"),
      options: z.array(option).min(2).max(SURVEY_LIMITS.options),
      min_choices: z.number().int().min(1).optional(),
      max_choices: z.number().int().min(1).optional(),
    }),
    z.object({
      ...base,
      type: z.literal("rating"),
      ...ScaleSchema,
      low_label: text.optional(),
      high_label: text.optional(),
    }),
    z.object({
      ...base,
      type: z.literal("matrix"),
      rows: z.array(option).min(1).max(SURVEY_LIMITS.rows),
      ...ScaleSchema,
      low_label: text.optional(),
      high_label: text.optional(),
    }),
    z.object({
      ...base,
      type: z.literal("short_text"),
      max_length: z.number().int().min(1).max(SURVEY_LIMITS.shortText).default(SURVEY_LIMITS.shortText),
    }),
    z.object({
      ...base,
      type: z.literal("long_text"),
      max_length: z.number().int().min(1).max(SURVEY_LIMITS.longText).default(2000),
    }),
  ]);
  const page = z.object({
    id: IdSchema,
    title: text,
    questions: z.array(question).min(1).max(SURVEY_LIMITS.questionsPerPage),
  });
  return { option, question, page, pages: z.array(page).min(1).max(SURVEY_LIMITS.pages) };
}

const bilingual = definitionSchemas(BilingualTextSchema);
const local = definitionSchemas(z.string());

export const SurveyQuestionSchema = bilingual.question;
export type SurveyQuestion = z.output<typeof SurveyQuestionSchema>;
export const SurveyPageSchema = bilingual.page;
export type SurveyPage = z.output<typeof SurveyPageSchema>;
export const SurveyPagesSchema = bilingual.pages;

/** A question in the reader's language (what the answering screen gets). */
export const LocalQuestionSchema = local.question;
export type LocalQuestion = z.output<typeof LocalQuestionSchema>;
export const LocalPageSchema = local.page;
export type LocalPage = z.output<typeof LocalPageSchema>;

/** What the engine reads of a question: its structure, never its words, so both readings fit. */
export type EngineQuestion = SurveyQuestion | LocalQuestion;
export type EnginePage = { id: string; questions: readonly EngineQuestion[] };

/** Reads a bilingual page list in one language. */
export function localizePages(pages: readonly SurveyPage[], lang: "en" | "ko"): LocalPage[] {
  const t = (text: BilingualText) => text[lang];
  return pages.map((page) => ({
    id: page.id,
    title: t(page.title),
    questions: page.questions.map((q): LocalQuestion => {
      const common = {
        id: q.id,
        title: t(q.title),
        ...(q.help ? { help: t(q.help) } : {}),
        required: q.required,
        ...(q.show_if ? { show_if: q.show_if } : {}),
      };
      switch (q.type) {
        case "single":
          return { ...common, type: q.type, options: q.options.map((o) => ({ id: o.id, label: t(o.label) })) };
        case "multiple":
          return {
            ...common,
            type: q.type,
            options: q.options.map((o) => ({ id: o.id, label: t(o.label) })),
            ...(q.min_choices === undefined ? {} : { min_choices: q.min_choices }),
            ...(q.max_choices === undefined ? {} : { max_choices: q.max_choices }),
          };
        case "rating":
          return {
            ...common,
            type: q.type,
            scale_min: q.scale_min,
            scale_max: q.scale_max,
            ...(q.low_label ? { low_label: t(q.low_label) } : {}),
            ...(q.high_label ? { high_label: t(q.high_label) } : {}),
          };
        case "matrix":
          return {
            ...common,
            type: q.type,
            rows: q.rows.map((r) => ({ id: r.id, label: t(r.label) })),
            scale_min: q.scale_min,
            scale_max: q.scale_max,
            ...(q.low_label ? { low_label: t(q.low_label) } : {}),
            ...(q.high_label ? { high_label: t(q.high_label) } : {}),
          };
        case "short_text":
        case "long_text":
          return { ...common, type: q.type, max_length: q.max_length };
      }
    }),
  }));
}

/** The definition's own rules beyond shape; each issue names the path an operator must fix. */
export function definitionIssues(pages: readonly EnginePage[]): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const pageIds = new Set<string>();
  const seen = new Map<string, EngineQuestion>();
  pages.forEach((page, p) => {
    if (pageIds.has(page.id)) issues.push({ path: `pages.${p}.id`, message: SURVEY_MESSAGES.duplicateId });
    pageIds.add(page.id);
    page.questions.forEach((q, i) => {
      const at = `pages.${p}.questions.${i}`;
      if (seen.has(q.id)) issues.push({ path: `${at}.id`, message: SURVEY_MESSAGES.duplicateId });
      const choices = q.type === "single" || q.type === "multiple" ? q.options : q.type === "matrix" ? q.rows : [];
      if (new Set(choices.map((c) => c.id)).size !== choices.length)
        issues.push({
          path: `${at}.${q.type === "matrix" ? "rows" : "options"}`,
          message: SURVEY_MESSAGES.duplicateId,
        });
      if (q.show_if) {
        const target = seen.get(q.show_if.question);
        const ok =
          (target?.type === "single" || target?.type === "multiple") &&
          q.show_if.any_of.every((id) => target.options.some((o) => o.id === id));
        if (!ok) issues.push({ path: `${at}.show_if`, message: SURVEY_MESSAGES.badCondition });
      }
      if (q.type === "multiple") {
        const min = q.min_choices ?? 0;
        const max = q.max_choices ?? q.options.length;
        if (min > max || max > q.options.length)
          issues.push({ path: `${at}.max_choices`, message: SURVEY_MESSAGES.choiceLimits });
      }
      if ((q.type === "rating" || q.type === "matrix") && q.scale_max <= q.scale_min)
        issues.push({ path: `${at}.scale_max`, message: SURVEY_MESSAGES.scaleOrder });
      if (!seen.has(q.id)) seen.set(q.id, q);
    });
  });
  return issues;
}

// ---------------------------------------------------------------------------------------------------------------
// Answers and the engine

/** One answer: an option id (single) or the text (short/long), option ids (multiple), a scale value (rating), a
 * scale value per row id (matrix). */
export const AnswerValueSchema = z.union([
  text().max(SURVEY_LIMITS.longText + 100),
  z.array(text().max(40)).max(SURVEY_LIMITS.options),
  z.number(),
  z.record(text().max(40), z.number()),
]);
export type AnswerValue = z.infer<typeof AnswerValueSchema>;
export const AnswersSchema = z.record(text().max(40), AnswerValueSchema);
export type Answers = Record<string, AnswerValue>;

export type SurveyIssueCode =
  | "required"
  | "invalid"
  | "unknown_option"
  | "too_few"
  | "too_many"
  | "out_of_range"
  | "too_long"
  | "matrix_incomplete";
export type SurveyIssue = { question: string; code: SurveyIssueCode; count?: number };

const ISSUE_MESSAGE: Record<SurveyIssueCode, string> = {
  required: SURVEY_MESSAGES.required,
  invalid: SURVEY_MESSAGES.invalid,
  unknown_option: SURVEY_MESSAGES.unknownOption,
  too_few: SURVEY_MESSAGES.tooFew,
  too_many: SURVEY_MESSAGES.tooMany,
  out_of_range: SURVEY_MESSAGES.outOfRange,
  too_long: SURVEY_MESSAGES.tooLong,
  matrix_incomplete: SURVEY_MESSAGES.matrixIncomplete,
};
/** The English message of an issue (the server's field error; the client shows its own words for the code). */
export const surveyIssueMessage = (issue: SurveyIssue) => surveyMessage(ISSUE_MESSAGE[issue.code], issue.count);
/** The field name a server error gives an answer: `answers.<question id>`. */
export const answerField = (questionId: string) => `answers.${questionId}`;

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Whether a value counts as an answer at all (blank text, no choice and no rated row do not). */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return true;
  if (Array.isArray(value)) return value.length > 0;
  return Object.keys(value).length > 0;
}

/**
 * The ids of the questions a respondent sees with these answers, in order. A question whose condition names a
 * hidden question is hidden too, so a changed early answer hides the whole branch behind it.
 */
export function visibleQuestionIds(pages: readonly EnginePage[], answers: Answers): Set<string> {
  const visible = new Set<string>();
  for (const page of pages)
    for (const q of page.questions) {
      if (!q.show_if) {
        visible.add(q.id);
        continue;
      }
      const { question, any_of } = q.show_if;
      if (!visible.has(question)) continue;
      const value = answers[question];
      const chosen = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
      if (chosen.some((id) => any_of.includes(id))) visible.add(q.id);
    }
  return visible;
}

/** The pages with at least one visible question, each with only its visible questions. */
export function visiblePages<P extends EnginePage>(pages: readonly P[], answers: Answers): P[] {
  const visible = visibleQuestionIds(pages, answers);
  return pages
    .map((page) => ({ ...page, questions: page.questions.filter((q) => visible.has(q.id)) }))
    .filter((page) => page.questions.length > 0);
}

/** Checks one answer; `required` also asks for an answer when the question is required. */
export function checkAnswer(q: EngineQuestion, value: AnswerValue | undefined, required: boolean): SurveyIssue | null {
  const issue = (code: SurveyIssueCode, count?: number): SurveyIssue =>
    count === undefined ? { question: q.id, code } : { question: q.id, code, count };
  if (!isAnswered(value)) return required && q.required ? issue("required") : null;
  switch (q.type) {
    case "single":
      if (typeof value !== "string") return issue("invalid");
      return q.options.some((o) => o.id === value) ? null : issue("unknown_option");
    case "multiple": {
      if (!Array.isArray(value)) return issue("invalid");
      if (new Set(value).size !== value.length) return issue("invalid");
      if (!value.every((id) => q.options.some((o) => o.id === id))) return issue("unknown_option");
      if (q.max_choices !== undefined && value.length > q.max_choices) return issue("too_many", q.max_choices);
      // a draft may hold fewer than the minimum while the respondent is still choosing
      if (required && q.min_choices !== undefined && value.length < q.min_choices)
        return issue("too_few", q.min_choices);
      return null;
    }
    case "rating":
      if (!isInt(value)) return issue("invalid");
      return value >= q.scale_min && value <= q.scale_max ? null : issue("out_of_range");
    case "matrix": {
      if (typeof value !== "object" || Array.isArray(value)) return issue("invalid");
      for (const [row, v] of Object.entries(value)) {
        if (!q.rows.some((r) => r.id === row)) return issue("unknown_option");
        if (!isInt(v)) return issue("invalid");
        if (v < q.scale_min || v > q.scale_max) return issue("out_of_range");
      }
      if (required && q.required && q.rows.some((r) => !(r.id in value))) return issue("matrix_incomplete");
      return null;
    }
    case "short_text":
    case "long_text":
      if (typeof value !== "string") return issue("invalid");
      return value.trim().length > q.max_length ? issue("too_long", q.max_length) : null;
  }
}

/**
 * Checks answers against a survey. `draft`: every answer given must have the right shape (a half-filled survey
 * saves); `submit`: every visible question is checked, required ones must be answered. `pageId` limits the check to
 * one page (the Next button). Answers to questions the survey does not have are issues only on submit.
 */
export function validateAnswers(
  pages: readonly EnginePage[],
  answers: Answers,
  mode: "draft" | "submit",
  pageId?: string,
): SurveyIssue[] {
  const visible = visibleQuestionIds(pages, answers);
  const issues: SurveyIssue[] = [];
  for (const page of pages) {
    if (pageId !== undefined && page.id !== pageId) continue;
    for (const q of page.questions) {
      if (mode === "submit" && !visible.has(q.id)) continue;
      const found = checkAnswer(q, answers[q.id], mode === "submit");
      if (found) issues.push(found);
    }
  }
  if (mode === "submit" && pageId === undefined) {
    const known = new Set(pages.flatMap((p) => p.questions.map((q) => q.id)));
    for (const id of Object.keys(answers)) if (!known.has(id)) issues.push({ question: id, code: "invalid" });
  }
  return issues;
}

/**
 * What is kept of the answers: only known questions, text trimmed, blanks dropped; on submit also only visible
 * questions (an answer behind a branch the respondent left is not theirs any more).
 */
export function cleanAnswers(pages: readonly EnginePage[], answers: Answers, mode: "draft" | "submit"): Answers {
  const known = new Set(pages.flatMap((p) => p.questions.map((q) => q.id)));
  const visible = mode === "submit" ? visibleQuestionIds(pages, answers) : known;
  const out: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    if (!known.has(id) || !visible.has(id) || !isAnswered(value)) continue;
    out[id] = typeof value === "string" ? value.trim() : value;
  }
  return out;
}

/** Where a respondent stands: the page's place among the visible pages (1-based) and the share done. */
export function surveyProgress(pages: readonly EnginePage[], answers: Answers, pageId: string | null) {
  const shown = visiblePages(pages, answers);
  const index = Math.max(
    0,
    shown.findIndex((p) => p.id === pageId),
  );
  return { page: index + 1, pages: shown.length, percent: shown.length ? Math.round((index / shown.length) * 100) : 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Results

const round2 = (n: number) => Math.round(n * 100) / 100;
const average = (values: readonly number[]) =>
  values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null;

export const QuestionResultSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.enum(["single", "multiple"]),
    id: z.string(),
    title: z.string(),
    answered: z.number().int(),
    options: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  }),
  z.object({
    type: z.literal("rating"),
    id: z.string(),
    title: z.string(),
    answered: z.number().int(),
    average: z.number().nullable(),
    distribution: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
  }),
  z.object({
    type: z.literal("matrix"),
    id: z.string(),
    title: z.string(),
    answered: z.number().int(),
    rows: z.array(
      z.object({ id: z.string(), label: z.string(), answered: z.number().int(), average: z.number().nullable() }),
    ),
  }),
  z.object({
    type: z.enum(["short_text", "long_text"]),
    id: z.string(),
    title: z.string(),
    answered: z.number().int(),
    /** The newest answers first, at most RESULT_TEXTS_MAX (the CSV has them all). */
    texts: z.array(z.string()),
  }),
]);
export type QuestionResult = z.infer<typeof QuestionResultSchema>;
export const RESULT_TEXTS_MAX = 50;

/** Counts and averages per question over submitted answers (newest first), in the pages' language. */
export function summarizeAnswers(pages: readonly LocalPage[], responses: readonly Answers[]): QuestionResult[] {
  const results: QuestionResult[] = [];
  for (const q of pages.flatMap((p) => p.questions)) {
    const given = responses.map((r) => r[q.id]).filter((v): v is AnswerValue => isAnswered(v));
    const base = { id: q.id, title: q.title, answered: given.length };
    switch (q.type) {
      case "single":
      case "multiple":
        results.push({
          ...base,
          type: q.type,
          options: q.options.map((o) => ({
            id: o.id,
            label: o.label,
            count: given.filter((v) => v === o.id || (Array.isArray(v) && v.includes(o.id))).length,
          })),
        });
        break;
      case "rating": {
        const values = given.filter(isInt);
        const scale = Array.from({ length: q.scale_max - q.scale_min + 1 }, (_, i) => q.scale_min + i);
        results.push({
          ...base,
          type: q.type,
          answered: values.length,
          average: average(values),
          distribution: scale.map((value) => ({ value, count: values.filter((v) => v === value).length })),
        });
        break;
      }
      case "matrix": {
        const maps = given.filter((v): v is Record<string, number> => typeof v === "object" && !Array.isArray(v));
        results.push({
          ...base,
          type: q.type,
          answered: maps.length,
          rows: q.rows.map((r) => {
            const values = maps.map((m) => m[r.id]).filter(isInt);
            return { id: r.id, label: r.label, answered: values.length, average: average(values) };
          }),
        });
        break;
      }
      case "short_text":
      case "long_text":
        results.push({
          ...base,
          type: q.type,
          texts: given.filter((v): v is string => typeof v === "string").slice(0, RESULT_TEXTS_MAX),
        });
        break;
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// API payloads

export const SurveyParamsSchema = z.object({ kind: SurveyKindSchema, area: SurveyAreaSchema });
export const SurveyLangQuerySchema = z.object({ lang: LangSchema.default("en") });

export const SURVEY_STATES = ["upcoming", "open", "closed"] as const;
export const SurveyStateSchema = z.enum(SURVEY_STATES);
export type SurveyState = z.infer<typeof SurveyStateSchema>;
export const surveyState = (opensAt: Date, closesAt: Date, now: Date): SurveyState =>
  now < opensAt ? "upcoming" : now >= closesAt ? "closed" : "open";

export const MY_SURVEY_STATUSES = ["not_started", "in_progress", "submitted"] as const;
export const MySurveyStatusSchema = z.enum(MY_SURVEY_STATUSES);
export type MySurveyStatus = z.infer<typeof MySurveyStatusSchema>;

const SurveyHeadSchema = z.object({
  kind: SurveyKindSchema,
  area: SurveyAreaSchema,
  title: z.string(),
  opens_at: z.iso.datetime({ offset: true }),
  closes_at: z.iso.datetime({ offset: true }),
  state: SurveyStateSchema,
});

/** A survey in the entry list; `my_status` only for the holder of a personal link whose courses include it. */
export const SurveySummarySchema = SurveyHeadSchema.extend({ my_status: MySurveyStatusSchema.nullable() });
export type SurveySummary = z.infer<typeof SurveySummarySchema>;

export const SurveyRespondentSchema = z.object({ name: z.string(), areas: z.array(SurveyAreaSchema) });
export type SurveyRespondent = z.infer<typeof SurveyRespondentSchema>;

/**
 * `GET /api/v1/surveys?lang=`: with a valid personal link (header), the surveys of the respondent's courses (any
 * state) and who they are; without one, the surveys open now. A wrong key is 403 SURVEY_KEY_INVALID.
 */
export const SurveyListResponseSchema = envelopeSchema(
  z.array(SurveySummarySchema),
  z.object({ respondent: SurveyRespondentSchema.nullable() }),
);

/** `GET /api/v1/surveys/{kind}/{area}?lang=` (public): the survey in one language; 404 for a survey not defined. */
export const SurveyDetailSchema = SurveyHeadSchema.extend({
  intro: z.string(),
  version: z.number().int(),
  pages: z.array(LocalPageSchema),
});
export type SurveyDetail = z.infer<typeof SurveyDetailSchema>;
export const SurveyDetailResponseSchema = envelopeSchema(SurveyDetailSchema);

/** A respondent's response: saved as they go (`in_progress`) until submitted once. */
export const SurveyResponseSchema = z.object({
  status: z.enum(["in_progress", "submitted"]),
  answers: AnswersSchema,
  /** The page they were on, so a reload resumes there. */
  page_id: z.string().nullable(),
  started_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  submitted_at: z.iso.datetime({ offset: true }).nullable(),
});
export type SurveyResponse = z.infer<typeof SurveyResponseSchema>;

/** `GET .../response` (personal link): null before the first save. */
export const SurveyResponseResponseSchema = envelopeSchema(SurveyResponseSchema.nullable());

/**
 * `PUT .../response` (personal link): saves the answers so far (draft rules) and the page. 409 SURVEY_CLOSED or
 * SURVEY_NOT_OPEN outside the window, 409 SURVEY_ALREADY_SUBMITTED after submitting, 400 with `answers.<id>` fields.
 */
export const SaveSurveyResponseBodySchema = z.object({
  answers: AnswersSchema,
  page_id: text().max(40).nullable().default(null),
});
export type SaveSurveyResponseBody = z.input<typeof SaveSurveyResponseBodySchema>;

/** `POST .../response/submit` (personal link): the whole answers, checked with the submit rules; once only. */
export const SubmitSurveyResponseBodySchema = z.object({ answers: AnswersSchema });
export type SubmitSurveyResponseBody = z.infer<typeof SubmitSurveyResponseBodySchema>;

/**
 * `POST /api/v1/surveys/link` (public): mails the personal link again to an invited address (a new key; the old link
 * works until the new one is first used). Always 202 with the same answer, so nobody learns who is invited; throttled
 * per address.
 */
export const SurveyLinkRequestBodySchema = z.object({
  email: z.email("Enter a valid e-mail address."),
  lang: LangSchema.default("en"),
});
export const SurveyLinkResponseSchema = envelopeSchema(z.object({ accepted: z.literal(true) }));

// --- operators (admin token) ------------------------------------------------------------------------------------

/** `GET /api/v1/admin/surveys?lang=`: all surveys with their counts. */
export const SurveyAdminSummarySchema = SurveyHeadSchema.extend({
  version: z.number().int(),
  submitted: z.number().int(),
  in_progress: z.number().int(),
  invited: z.number().int(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SurveyAdminSummary = z.infer<typeof SurveyAdminSummarySchema>;
export const SurveyAdminListResponseSchema = envelopeSchema(z.array(SurveyAdminSummarySchema));

/** `GET /api/v1/admin/surveys/{kind}/{area}/results?lang=`: per question counts and averages of submitted answers. */
export const SurveyResultsSchema = SurveyHeadSchema.extend({
  submitted: z.number().int(),
  in_progress: z.number().int(),
  questions: z.array(QuestionResultSchema),
});
export type SurveyResults = z.infer<typeof SurveyResultsSchema>;
export const SurveyResultsResponseSchema = envelopeSchema(SurveyResultsSchema);

/** `GET .../results.csv?lang=`: one row per submitted response, a column per question (a matrix: one per row). */
export const surveyCsvFileName = (kind: SurveyKind, area: SurveyArea) => `rok-us-${kind}-${area}.csv`;

/** `GET` and `PUT /api/v1/admin/surveys/{kind}/{area}`: the whole survey in both languages. */
export const SurveyDefinitionSchema = z.object({
  title: BilingualTextSchema,
  intro: BilingualTextSchema,
  opens_at: isoDateTime(),
  closes_at: isoDateTime(),
  pages: SurveyPagesSchema,
});
export type SurveyDefinition = z.output<typeof SurveyDefinitionSchema>;

/** The write body: the definition, its window in order and its own rules (`definitionIssues`). Once a survey has
 * responses, a question or option id that has answers may not be removed or change type (409 SURVEY_HAS_RESPONSES). */
export const WriteSurveyBodySchema = SurveyDefinitionSchema.superRefine((body, ctx) => {
  if (Date.parse(body.closes_at) <= Date.parse(body.opens_at))
    ctx.addIssue({ code: "custom", path: ["closes_at"], message: SURVEY_MESSAGES.windowOrder });
  for (const issue of definitionIssues(body.pages))
    ctx.addIssue({
      code: "custom",
      path: issue.path.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      message: issue.message,
    });
});
export type WriteSurveyBody = z.input<typeof WriteSurveyBodySchema>;

export const SurveyAdminDetailSchema = SurveyDefinitionSchema.extend({
  kind: SurveyKindSchema,
  area: SurveyAreaSchema,
  version: z.number().int(),
  submitted: z.number().int(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SurveyAdminDetail = z.infer<typeof SurveyAdminDetailSchema>;
export const SurveyAdminDetailResponseSchema = envelopeSchema(SurveyAdminDetailSchema);

/** An invited guest; the link itself is shown only once, when it is made (the server keeps a hash). */
export const SurveyInviteeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  areas: z.array(SurveyAreaSchema),
  lang: LangSchema,
  invited_at: z.iso.datetime({ offset: true }),
  link_sent_at: z.iso.datetime({ offset: true }).nullable(),
  responses: z.array(z.object({ kind: SurveyKindSchema, area: SurveyAreaSchema, status: MySurveyStatusSchema })),
});
export type SurveyInvitee = z.infer<typeof SurveyInviteeSchema>;
export const SurveyInviteeListResponseSchema = envelopeSchema(z.array(SurveyInviteeSchema));

/**
 * `POST /api/v1/admin/survey-invitees`: invites a guest to tour courses (an address already invited gets the new
 * courses added) and mails the personal link in their language. Answers the invitee and the link.
 */
export const InviteSurveyBodySchema = z.object({
  name: text().trim().min(1, "Enter the guest's name.").max(100),
  email: z.email("Enter a valid e-mail address."),
  areas: z.array(SurveyAreaSchema).min(1, "Choose at least one tour course."),
  lang: LangSchema.default("en"),
});
export type InviteSurveyBody = z.input<typeof InviteSurveyBodySchema>;
export const InviteSurveyResponseSchema = envelopeSchema(z.object({ invitee: SurveyInviteeSchema, link: z.string() }));
