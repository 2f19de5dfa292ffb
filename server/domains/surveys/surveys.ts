import type { Lang } from "@contracts/settings";
import {
  type Answers,
  isAnswered,
  localizePages,
  type MySurveyStatus,
  SURVEY_AREAS,
  SURVEY_KINDS,
  type SurveyAdminDetail,
  type SurveyAdminSummary,
  type SurveyArea,
  type SurveyDetail,
  type SurveyKind,
  type SurveyPage,
  surveyState,
  type SurveySummary,
  type WriteSurveyBodySchema,
} from "@contracts/survey";
import { and, count, eq, inArray, lte, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { surveyInvitees, surveyResponses, surveys } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { hasResponsesError, surveyNotFound } from "./errors";
import { areasOf, type InviteeRow } from "./keys";

export type SurveyRow = typeof surveys.$inferSelect;
export type WriteSurveyInput = z.output<typeof WriteSurveyBodySchema>;

/** The stored pages: written only through WriteSurveyBodySchema (or the seed, which parses the same way). */
export const pagesOf = (row: Pick<SurveyRow, "pages">) => row.pages as SurveyPage[];

const where = (kind: SurveyKind, area: SurveyArea) => and(eq(surveys.kind, kind), eq(surveys.area, area));

/** A survey, or 404 NOT_FOUND for one that is not defined. */
export async function surveyRow(db: DbOrTx, kind: SurveyKind, area: SurveyArea): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(where(kind, area));
  if (!row) throw surveyNotFound();
  return row;
}

/**
 * The survey held against a concurrent definition write until the caller's transaction ends: a save or submit
 * checks answers against the definition it will be stored beside, and a write that removes an answered question
 * sees every answer saved before it.
 */
export async function sharedSurveyRow(db: DbOrTx, kind: SurveyKind, area: SurveyArea): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(where(kind, area)).for("share");
  if (!row) throw surveyNotFound();
  return row;
}

/** The site's order: by course as SURVEY_AREAS lists them, the preliminary survey first. */
export const surveyOrder = (a: Pick<SurveyRow, "kind" | "area">, b: Pick<SurveyRow, "kind" | "area">) =>
  SURVEY_AREAS.indexOf(a.area) - SURVEY_AREAS.indexOf(b.area) ||
  SURVEY_KINDS.indexOf(a.kind) - SURVEY_KINDS.indexOf(b.kind);

/** What every reading of a survey starts with: who, its title in `lang`, its window and its state at `now`. */
export function surveyHead(row: SurveyRow, lang: Lang, now: Date) {
  return {
    kind: row.kind,
    area: row.area,
    title: lang === "ko" ? row.titleKo : row.titleEn,
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    state: surveyState(row.opensAt, row.closesAt, now),
  };
}

export function toDetail(row: SurveyRow, lang: Lang, now: Date): SurveyDetail {
  return {
    ...surveyHead(row, lang, now),
    intro: lang === "ko" ? row.introKo : row.introEn,
    version: row.version,
    pages: localizePages(pagesOf(row), lang),
  };
}

/**
 * The entry list: for a respondent, the surveys of their courses in any state with their own status; for anyone
 * else, the surveys open now.
 */
export async function publicSurveyList(
  db: DbOrTx,
  lang: Lang,
  now: Date,
  invitee: InviteeRow | undefined,
): Promise<SurveySummary[]> {
  if (!invitee) {
    const rows = await db
      .select()
      .from(surveys)
      .where(and(lte(surveys.opensAt, now), gt(surveys.closesAt, now)));
    return rows.sort(surveyOrder).map((row) => ({ ...surveyHead(row, lang, now), my_status: null }));
  }
  const areas = areasOf(invitee);
  const rows = await db.select().from(surveys).where(inArray(surveys.area, areas));
  const mine = await db
    .select({ kind: surveyResponses.kind, area: surveyResponses.area, status: surveyResponses.status })
    .from(surveyResponses)
    .where(eq(surveyResponses.inviteeId, invitee.id));
  const statusOf = (row: SurveyRow): MySurveyStatus =>
    mine.find((r) => r.kind === row.kind && r.area === row.area)?.status ?? "not_started";
  return rows.sort(surveyOrder).map((row) => ({ ...surveyHead(row, lang, now), my_status: statusOf(row) }));
}

// ---- operators ----

type Counts = Record<"submitted" | "in_progress", number>;

/** Responses per survey and status, and invitees per course. */
async function surveyCounts(db: DbOrTx) {
  const byStatus = await db
    .select({
      kind: surveyResponses.kind,
      area: surveyResponses.area,
      status: surveyResponses.status,
      n: count(),
    })
    .from(surveyResponses)
    .groupBy(surveyResponses.kind, surveyResponses.area, surveyResponses.status);
  const invited = await db
    .select({ area: sql<string>`a.area`, n: sql<number>`count(*)::int` })
    .from(sql`${surveyInvitees}, unnest(${surveyInvitees.areas}) as a(area)`)
    .groupBy(sql`a.area`);
  return {
    responses: (kind: SurveyKind, area: SurveyArea): Counts => {
      const n = (status: keyof Counts) =>
        byStatus.find((r) => r.kind === kind && r.area === area && r.status === status)?.n ?? 0;
      return { submitted: n("submitted"), in_progress: n("in_progress") };
    },
    invited: (area: SurveyArea) => invited.find((r) => r.area === area)?.n ?? 0,
  };
}

/** Responses of one survey by status. */
export async function responseCounts(db: DbOrTx, kind: SurveyKind, area: SurveyArea): Promise<Counts> {
  const rows = await db
    .select({ status: surveyResponses.status, n: count() })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.kind, kind), eq(surveyResponses.area, area)))
    .groupBy(surveyResponses.status);
  const n = (status: keyof Counts) => rows.find((r) => r.status === status)?.n ?? 0;
  return { submitted: n("submitted"), in_progress: n("in_progress") };
}

/** `GET /api/v1/admin/surveys`: every survey with its counts, in the site's order. */
export async function adminSurveyList(db: DbOrTx, lang: Lang, now: Date): Promise<SurveyAdminSummary[]> {
  const rows = await db.select().from(surveys);
  const counts = await surveyCounts(db);
  return rows.sort(surveyOrder).map((row) => ({
    ...surveyHead(row, lang, now),
    version: row.version,
    ...counts.responses(row.kind, row.area),
    invited: counts.invited(row.area),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export function toAdminDetail(row: SurveyRow, submitted: number): SurveyAdminDetail {
  return {
    kind: row.kind,
    area: row.area,
    title: { en: row.titleEn, ko: row.titleKo },
    intro: { en: row.introEn, ko: row.introKo },
    opens_at: row.opensAt.toISOString(),
    closes_at: row.closesAt.toISOString(),
    pages: pagesOf(row),
    version: row.version,
    submitted,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function adminSurveyDetail(db: DbOrTx, kind: SurveyKind, area: SurveyArea): Promise<SurveyAdminDetail> {
  const row = await surveyRow(db, kind, area);
  return toAdminDetail(row, (await responseCounts(db, kind, area)).submitted);
}

/** Where a question sits in a page list. */
function placeOf(pages: readonly SurveyPage[], questionId: string) {
  for (const [p, page] of pages.entries()) {
    const i = page.questions.findIndex((q) => q.id === questionId);
    if (i >= 0) return { p, i, question: page.questions[i] as SurveyPage["questions"][number] };
  }
  return undefined;
}

/** The option (single, multiple) or row (matrix) ids an answer uses. */
function choicesIn(value: Answers[string]): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value;
  if (typeof value === "object") return Object.keys(value);
  return [];
}

/**
 * The paths of a new definition that would orphan answers already given (saved or submitted): an answered question
 * removed (path: its old page's question list in the new definition, or `pages` when that page is gone too), its
 * type changed (`...type`), or an answered option or matrix row removed (`...options` / `...rows`). Rewording,
 * reordering and adding are free.
 */
export function orphanedPaths(
  current: readonly SurveyPage[],
  next: readonly SurveyPage[],
  answerSets: readonly Answers[],
): string[] {
  const used = new Map<string, Set<string>>();
  for (const answers of answerSets)
    for (const [id, value] of Object.entries(answers)) {
      if (!isAnswered(value)) continue;
      const set = used.get(id) ?? new Set<string>();
      for (const choice of choicesIn(value)) set.add(choice);
      used.set(id, set);
    }
  const paths: string[] = [];
  for (const page of current)
    for (const old of page.questions) {
      const choices = used.get(old.id);
      if (!choices) continue;
      const found = placeOf(next, old.id);
      if (!found) {
        const samePage = next.findIndex((candidate) => candidate.id === page.id);
        paths.push(samePage >= 0 ? `pages.${samePage}.questions` : "pages");
        continue;
      }
      const at = `pages.${found.p}.questions.${found.i}`;
      const q = found.question;
      if (q.type !== old.type) {
        paths.push(`${at}.type`);
        continue;
      }
      const kept = q.type === "single" || q.type === "multiple" ? q.options : q.type === "matrix" ? q.rows : null;
      if (kept && [...choices].some((id) => !kept.some((c) => c.id === id)))
        paths.push(`${at}.${q.type === "matrix" ? "rows" : "options"}`);
    }
  return [...new Set(paths)];
}

/**
 * `PUT /api/v1/admin/surveys/{kind}/{area}`: replaces the definition and window (creating the survey when it is
 * not defined yet) and bumps the version. The row lock orders it against saves and submits (see sharedSurveyRow),
 * so no answer is stored against a question this write removes.
 */
export async function writeSurvey(
  db: Db,
  kind: SurveyKind,
  area: SurveyArea,
  input: WriteSurveyInput,
  accountId: number,
  now: Date,
): Promise<SurveyAdminDetail> {
  const values = {
    titleEn: input.title.en,
    titleKo: input.title.ko,
    introEn: input.intro.en,
    introKo: input.intro.ko,
    opensAt: new Date(input.opens_at),
    closesAt: new Date(input.closes_at),
    pages: input.pages,
    updatedAt: now,
    updatedBy: accountId,
  };
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(surveys)
      .values({ kind, area, ...values, version: 1 })
      .onConflictDoNothing()
      .returning();
    if (created) return toAdminDetail(created, 0);
    const [row] = await tx.select().from(surveys).where(where(kind, area)).for("update");
    if (!row) throw surveyNotFound();
    const given = await tx
      .select({ answers: surveyResponses.answers })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.kind, kind), eq(surveyResponses.area, area)));
    const orphaned = orphanedPaths(
      pagesOf(row),
      input.pages,
      given.map((r) => r.answers as Answers),
    );
    if (orphaned.length > 0) throw hasResponsesError(orphaned);
    const [updated] = await tx
      .update(surveys)
      .set({ ...values, version: sql`${surveys.version} + 1` })
      .where(where(kind, area))
      .returning();
    if (!updated) throw surveyNotFound();
    return toAdminDetail(updated, (await responseCounts(tx, kind, area)).submitted);
  });
}
