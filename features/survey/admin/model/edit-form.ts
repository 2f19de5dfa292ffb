import { SURVEY_MESSAGES, type SurveyAdminDetail, type WriteSurveyBody } from "@contracts/survey";
import { fromKoreaInput, toKoreaInput } from "./korea-time";
import { translateMessage } from "./messages";
import type { EditField } from "./server-issues";
import type { Translate } from "@lib/i18n/feature-text";

/** Every field of the edit dialog as the operator types it: date-times in Korea time, the pages as JSON text. */
export type EditDraft = Record<EditField | "pages", string>;
export type DraftField = keyof EditDraft;
export type DraftIssues = Partial<Record<DraftField, string>>;

/** The fields in the dialog's order: the first one with an issue takes the focus. */
export const DRAFT_FIELDS: readonly DraftField[] = [
  "opens_at",
  "closes_at",
  "title.en",
  "title.ko",
  "intro.en",
  "intro.ko",
  "pages",
];

/** The survey as the dialog opens it; the pages pretty-printed, two spaces deep, so they read as a document. */
export function draftFrom(detail: SurveyAdminDetail): EditDraft {
  return {
    opens_at: toKoreaInput(detail.opens_at),
    closes_at: toKoreaInput(detail.closes_at),
    "title.en": detail.title.en,
    "title.ko": detail.title.ko,
    "intro.en": detail.intro.en,
    "intro.ko": detail.intro.ko,
    pages: JSON.stringify(detail.pages, null, 2),
  };
}

/** Line and column of a JSON syntax error, when the browser's message says where ("... at position 42"). */
export function jsonErrorPlace(text: string, error: unknown): { line: number; column: number } | null {
  const position = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  if (!position) return null;
  const before = text.slice(0, Number(position[1]));
  const lines = before.split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

export type DraftCheck = { ok: true; body: WriteSurveyBody } | { ok: false; issues: DraftIssues };

/**
 * What the dialog can tell at once, before the server is asked: a date-time that is not one, a window the wrong
 * way round, an empty text, JSON that does not parse or is not a list of pages. The definition's own rules (ids,
 * conditions, scales) are the server's: it answers them with paths the dialog lists above the JSON.
 */
export function checkDraft(draft: EditDraft, t: Translate): DraftCheck {
  const issues: DraftIssues = {};
  const opens = fromKoreaInput(draft.opens_at);
  const closes = fromKoreaInput(draft.closes_at);
  if (!opens) issues.opens_at = t("edit.errors.dateTime");
  if (!closes) issues.closes_at = t("edit.errors.dateTime");
  if (opens && closes && Date.parse(closes) <= Date.parse(opens))
    issues.closes_at = translateMessage(SURVEY_MESSAGES.windowOrder, t);
  for (const field of ["title.en", "title.ko", "intro.en", "intro.ko"] as const)
    if (draft[field].trim() === "") issues[field] = t("edit.errors.required");

  let pages: unknown = null;
  try {
    pages = JSON.parse(draft.pages) as unknown;
    if (!Array.isArray(pages)) issues.pages = t("edit.errors.notList");
  } catch (error) {
    const place = jsonErrorPlace(draft.pages, error);
    issues.pages = place ? t("edit.errors.jsonAt", place) : t("edit.errors.json");
  }

  if (Object.keys(issues).length > 0 || !opens || !closes) return { ok: false, issues };
  return {
    ok: true,
    body: {
      title: { en: draft["title.en"].trim(), ko: draft["title.ko"].trim() },
      intro: { en: draft["intro.en"].trim(), ko: draft["intro.ko"].trim() },
      opens_at: opens,
      closes_at: closes,
      // the server checks every page against the contract; the dialog only knows it is a list
      pages: pages as WriteSurveyBody["pages"],
    },
  };
}
