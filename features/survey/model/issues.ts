import {
  type Answers,
  type EnginePage,
  type SurveyIssue,
  answerField,
  checkAnswer,
  cleanAnswers,
  validateAnswers,
  visiblePages,
} from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import type { Translate } from "@lib/i18n/feature-text";

/** Issues by question id: what the answering screen shows beside each question. */
export type IssueMap = Readonly<Record<string, SurveyIssue>>;

export const issueMap = (issues: readonly SurveyIssue[]): IssueMap => {
  const map: Record<string, SurveyIssue> = {};
  // the engine reports one issue per question; should the server send two, the first is the one to fix
  for (const issue of issues) map[issue.question] ??= issue;
  return map;
};

/** An issue in the reader's words, from the engine's code (never the server's English). */
export function issueText(issue: SurveyIssue, t: Translate): string {
  return t(`issues.${issue.code}`, issue.count === undefined ? {} : { count: issue.count });
}

const FIELD_PREFIX = answerField("");

/**
 * A refused save or submit (400 VALIDATION_ERROR with `answers.<id>` fields) as issues on the questions: the engine
 * runs again on that answer to learn its code; when the engine finds nothing (the server knew better: a survey
 * changed meanwhile), the question says "This answer is not valid". Fields that name no answer are left out.
 */
export function issuesFromError(error: unknown, pages: readonly EnginePage[], answers: Answers): SurveyIssue[] {
  if (!(error instanceof HttpError) || error.code !== "VALIDATION_ERROR") return [];
  const fields = error.issues.length > 0 ? error.issues.map((i) => i.field) : error.field ? [error.field] : [];
  const questions = new Map(pages.flatMap((p) => p.questions).map((q) => [q.id, q]));
  const issues: SurveyIssue[] = [];
  for (const field of fields) {
    if (!field.startsWith(FIELD_PREFIX)) continue;
    const id = field.slice(FIELD_PREFIX.length);
    const question = questions.get(id);
    const found = question ? checkAnswer(question, answers[id], true) : null;
    issues.push(found ?? { question: id, code: "invalid" });
  }
  return issues;
}

/** Checks one page before Next: the submit rules, for the questions shown on it. */
export const pageIssues = (pages: readonly EnginePage[], answers: Answers, pageId: string) =>
  validateAnswers(pages, answers, "submit", pageId);

/**
 * Checks the whole survey before Submit, on the answers that will be sent (hidden branches left out, text trimmed),
 * and names the first shown page with an issue: the screen goes there.
 */
export function submitCheck(pages: readonly EnginePage[], answers: Answers) {
  const cleaned = cleanAnswers(pages, answers, "submit");
  const issues = validateAnswers(pages, cleaned, "submit");
  return { cleaned, issues, firstPageId: firstPageWithIssue(pages, answers, issues) };
}

/** The first shown page holding one of the questions at fault, or null when none is on a shown page. */
export function firstPageWithIssue(
  pages: readonly EnginePage[],
  answers: Answers,
  issues: readonly SurveyIssue[],
): string | null {
  const faulty = new Set(issues.map((i) => i.question));
  return visiblePages(pages, answers).find((p) => p.questions.some((q) => faulty.has(q.id)))?.id ?? null;
}

/**
 * After a change, a question already marked wrong is checked again, so its message goes away as soon as the answer
 * is right (or changes to the new problem). Questions not marked stay unmarked until Next or Submit.
 */
export function recheck(
  issues: IssueMap,
  pages: readonly EnginePage[],
  questionId: string,
  answers: Answers,
): IssueMap {
  if (!issues[questionId]) return issues;
  const question = pages.flatMap((p) => p.questions).find((q) => q.id === questionId);
  const found = question ? checkAnswer(question, answers[questionId], true) : null;
  const next = { ...issues };
  if (found) next[questionId] = found;
  else delete next[questionId];
  return next;
}
