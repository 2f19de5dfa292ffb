import { type AnswerValue, type Answers, type EnginePage, isAnswered, visiblePages } from "@contracts/survey";

/**
 * Where a guest starts: the page they saved on, if it is still shown with their answers (the survey may have
 * changed, or a branch closed), else the first page.
 */
export function startPageId(pages: readonly EnginePage[], answers: Answers, savedPageId: string | null): string | null {
  const shown = visiblePages(pages, answers);
  return shown.find((p) => p.id === savedPageId)?.id ?? shown[0]?.id ?? null;
}

/** The page on screen among those shown, with its neighbours; an unknown id falls back to the first page. */
export function pagePosition<P extends EnginePage>(pages: readonly P[], answers: Answers, pageId: string | null) {
  const shown = visiblePages(pages, answers);
  const index = Math.max(
    0,
    shown.findIndex((p) => p.id === pageId),
  );
  return {
    page: shown[index] ?? null,
    number: index + 1,
    total: shown.length,
    previousId: shown[index - 1]?.id ?? null,
    nextId: shown[index + 1]?.id ?? null,
    isFirst: index === 0,
    isLast: index >= shown.length - 1,
  };
}

/**
 * The answers with one answer changed; a cleared answer (no choice, empty text) is dropped. Text of spaces only is
 * kept while typing (the input shows what was typed); saving drops it (cleanAnswers).
 */
export function withAnswer(answers: Answers, questionId: string, value: AnswerValue | undefined): Answers {
  const next = { ...answers };
  const empty = value === undefined || (typeof value === "string" ? value === "" : !isAnswered(value));
  if (empty) delete next[questionId];
  else next[questionId] = value;
  return next;
}

/** A multiple-choice answer with one option turned on or off, in the options' order. */
export function toggleChoice(
  options: readonly { id: string }[],
  current: AnswerValue | undefined,
  optionId: string,
  on: boolean,
): string[] {
  const chosen = new Set(Array.isArray(current) ? current : []);
  if (on) chosen.add(optionId);
  else chosen.delete(optionId);
  return options.filter((o) => chosen.has(o.id)).map((o) => o.id);
}

/** One matrix row rated; the other rows keep their values. */
export function rateRow(current: AnswerValue | undefined, rowId: string, value: number): Record<string, number> {
  const rows = typeof current === "object" && current !== null && !Array.isArray(current) ? current : {};
  return { ...rows, [rowId]: value };
}
