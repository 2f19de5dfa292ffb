import type { Lang } from "@contracts/settings";
import {
  type Answers,
  type AnswerValue,
  type LocalPage,
  localizePages,
  summarizeAnswers,
  type SurveyArea,
  type SurveyKind,
  type SurveyResults,
} from "@contracts/survey";
import { and, asc, desc, eq } from "drizzle-orm";
import { surveyInvitees, surveyResponses } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { pagesOf, responseCounts, surveyHead, surveyRow } from "./surveys";
import { csvFile } from "../../platform/csv";
import { koreaIso } from "../../platform/clock";

const submittedOf = (kind: SurveyKind, area: SurveyArea) =>
  and(eq(surveyResponses.kind, kind), eq(surveyResponses.area, area), eq(surveyResponses.status, "submitted"));

/** `GET .../results`: counts and averages per question over the submitted answers, newest first, in `lang`. */
export async function surveyResults(
  db: DbOrTx,
  kind: SurveyKind,
  area: SurveyArea,
  lang: Lang,
  now: Date,
): Promise<SurveyResults> {
  const row = await surveyRow(db, kind, area);
  const counts = await responseCounts(db, kind, area);
  const given = await db
    .select({ answers: surveyResponses.answers })
    .from(surveyResponses)
    .where(submittedOf(kind, area))
    .orderBy(desc(surveyResponses.submittedAt), desc(surveyResponses.id));
  return {
    ...surveyHead(row, lang, now),
    ...counts,
    questions: summarizeAnswers(
      localizePages(pagesOf(row), lang),
      given.map((r) => r.answers as Answers),
    ),
  };
}

/** The CSV's question columns: one per question, one per row of a matrix (`<question>.<row>`). */
type Column = { header: string; cell: (answers: Answers) => string | number | null };

function columnsOf(pages: readonly LocalPage[]): Column[] {
  const columns: Column[] = [];
  for (const q of pages.flatMap((page) => page.questions)) {
    const value = (answers: Answers): AnswerValue | undefined => answers[q.id];
    switch (q.type) {
      case "single":
      case "multiple": {
        const label = (id: string) => q.options.find((o) => o.id === id)?.label ?? id;
        columns.push({
          header: q.id,
          cell: (answers) => {
            const v = value(answers);
            if (typeof v === "string") return label(v);
            return Array.isArray(v) && v.length > 0 ? v.map(label).join("; ") : null;
          },
        });
        break;
      }
      case "rating":
        columns.push({
          header: q.id,
          cell: (answers) => {
            const v = value(answers);
            return typeof v === "number" ? v : null;
          },
        });
        break;
      case "matrix":
        for (const row of q.rows)
          columns.push({
            header: `${q.id}.${row.id}`,
            cell: (answers) => {
              const v = value(answers);
              const n = v && typeof v === "object" && !Array.isArray(v) ? v[row.id] : undefined;
              return typeof n === "number" ? n : null;
            },
          });
        break;
      case "short_text":
      case "long_text":
        columns.push({
          header: q.id,
          cell: (answers) => {
            const v = value(answers);
            return typeof v === "string" ? v : null;
          },
        });
        break;
    }
  }
  return columns;
}

/** ISO 8601 in Korea time: the operators read the tour's own clock (the platform's helper). */
export { koreaIso };

export const SURVEY_CSV_FIXED_COLUMNS = ["response_id", "submitted_at", "name", "email"] as const;

/**
 * `GET .../results.csv`: one row per submitted response in submission order (response id, submitted at in Korea
 * time, the guest's name and e-mail, then the question columns with labels in `lang`); UTF-8 with a BOM so
 * spreadsheets read Korean, RFC 4180 lines, every field through csvField (formula-looking text defused).
 */
export async function surveyResultsCsv(db: DbOrTx, kind: SurveyKind, area: SurveyArea, lang: Lang): Promise<string> {
  const row = await surveyRow(db, kind, area);
  const columns = columnsOf(localizePages(pagesOf(row), lang));
  const rows = await db
    .select({
      id: surveyResponses.id,
      submittedAt: surveyResponses.submittedAt,
      answers: surveyResponses.answers,
      name: surveyInvitees.name,
      email: surveyInvitees.email,
    })
    .from(surveyResponses)
    .innerJoin(surveyInvitees, eq(surveyInvitees.id, surveyResponses.inviteeId))
    .where(submittedOf(kind, area))
    .orderBy(asc(surveyResponses.submittedAt), asc(surveyResponses.id));
  return csvFile(
    [...SURVEY_CSV_FIXED_COLUMNS, ...columns.map((c) => c.header)],
    rows.map((r) => {
      const answers = r.answers as Answers;
      const fixed = [r.id, r.submittedAt ? koreaIso(r.submittedAt) : null, r.name, r.email];
      return [...fixed, ...columns.map((c) => c.cell(answers))];
    }),
  );
}
