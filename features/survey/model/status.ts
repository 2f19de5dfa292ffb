import type { LocalQuestion, SurveySummary } from "@contracts/survey";
import { PRODUCT_TIME_ZONE, formatDate, formatDateTime } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";
import type { SaveStatus } from "@blocks/feature-kit";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * What the entry list says about one survey. A guest with a link sees their own progress (Start, Continue,
 * Answered); everyone else sees the surveys open now (`open`).
 */
export type EntryStatus =
  | { kind: "start" }
  | { kind: "continue" }
  | { kind: "answered" }
  | { kind: "opens"; on: string }
  | { kind: "closed" }
  | { kind: "open" };

/** Answered wins over the window (a guest who answered a closed survey sees their tick, not "Closed"). */
export function entryStatus(survey: SurveySummary): EntryStatus {
  if (survey.my_status === "submitted") return { kind: "answered" };
  if (survey.state === "upcoming") return { kind: "opens", on: survey.opens_at };
  if (survey.state === "closed") return { kind: "closed" };
  if (survey.my_status === "in_progress") return { kind: "continue" };
  if (survey.my_status === "not_started") return { kind: "start" };
  return { kind: "open" };
}

/** Whether the entry links to the survey (Start, Continue, or the public list's "Open"). */
export const entryLinks = (status: EntryStatus) =>
  status.kind === "start" || status.kind === "continue" || status.kind === "open";

/** Korea's calendar day of a moment (`2026-06-14`): the tour's days are Korean days, wherever the guest is. */
export function koreaDay(moment: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  // en-CA writes the ISO order (YYYY-MM-DD)
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: PRODUCT_TIME_ZONE,
  }).format(date);
}

/** The entry's status in words: "Opens on June 14, 2026", "Answered", ... */
export function entryStatusText(status: EntryStatus, t: Translate, lang: Lang): string {
  if (status.kind === "opens") return t("entry.status.opens", { date: formatDate(koreaDay(status.on), lang) });
  return t(`entry.status.${status.kind}`);
}

/**
 * Until when a survey is open, as a guest reads it. The window ends at `closes_at` (exclusive); a close at midnight
 * (Korea) makes the day before the last day ("until July 13"), any other close keeps its time.
 */
export function openUntil(closesAt: string, lang: Lang): string {
  const close = new Date(closesAt);
  if (Number.isNaN(close.getTime())) return closesAt;
  const lastDay = koreaDay(new Date(close.getTime() - 1).toISOString());
  return lastDay === koreaDay(closesAt) ? formatDateTime(closesAt, lang) : formatDate(lastDay, lang);
}

/** The line under a survey's title: how long it is open, when it opens, or when it closed. */
export function windowText(survey: Pick<SurveySummary, "state" | "opens_at" | "closes_at">, t: Translate, lang: Lang) {
  if (survey.state === "upcoming") {
    return t("window.upcoming", {
      from: formatDate(koreaDay(survey.opens_at), lang),
      to: openUntil(survey.closes_at, lang),
    });
  }
  if (survey.state === "closed") return t("window.closed", { date: formatDate(koreaDay(survey.closes_at), lang) });
  return t("window.open", { when: openUntil(survey.closes_at, lang) });
}

/** The answering screen's saving line; null before anything was changed. */
export function saveStatusKey(status: SaveStatus): string {
  switch (status) {
    case "idle":
      return "save.idle";
    case "pending":
    case "saving":
      return "save.saving";
    case "saved":
      return "save.saved";
    case "failed":
      return "save.failed";
  }
}

/** The hint of a multiple-choice question: how many to choose ("Choose up to 3", "Choose 1 to 3", ...). */
export function choiceHint(question: LocalQuestion, t: Translate): string | null {
  if (question.type !== "multiple") return null;
  const min = question.min_choices;
  const max =
    question.max_choices !== undefined && question.max_choices < question.options.length
      ? question.max_choices
      : undefined;
  if (min !== undefined && max !== undefined) {
    return min === max ? t("hint.exactly", { count: min }) : t("hint.between", { min, max });
  }
  if (max !== undefined) return t("hint.upTo", { count: max });
  if (min !== undefined && min > 1) return t("hint.atLeast", { count: min });
  return t("hint.any");
}

/** Whether one more option may be chosen: once the maximum is reached, the others wait (disabled). */
export function choiceFull(question: LocalQuestion, chosen: number): boolean {
  return question.type === "multiple" && question.max_choices !== undefined && chosen >= question.max_choices;
}
