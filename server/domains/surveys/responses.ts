import {
  type Answers,
  cleanAnswers,
  type SaveSurveyResponseBodySchema,
  type SurveyArea,
  type SurveyKind,
  type SurveyResponse,
  surveyState,
  validateAnswers,
} from "@contracts/survey";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { surveyResponses } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { answerIssuesError, surveyError } from "./errors";
import { assertCovers, type InviteeRow } from "./keys";
import { pagesOf, sharedSurveyRow, type SurveyRow, surveyRow } from "./surveys";

export type ResponseRow = typeof surveyResponses.$inferSelect;
export type SaveInput = z.output<typeof SaveSurveyResponseBodySchema>;

export function toResponse(row: ResponseRow): SurveyResponse {
  return {
    status: row.status,
    answers: row.answers as Answers,
    page_id: row.pageId,
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

const mine = (invitee: InviteeRow, kind: SurveyKind, area: SurveyArea) =>
  and(eq(surveyResponses.kind, kind), eq(surveyResponses.area, area), eq(surveyResponses.inviteeId, invitee.id));

async function responseRow(db: DbOrTx, invitee: InviteeRow, kind: SurveyKind, area: SurveyArea) {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(mine(invitee, kind, area));
  return row;
}

/** `GET .../response`: the respondent's own response (null before the first save), whatever the window. */
export async function myResponse(
  db: DbOrTx,
  invitee: InviteeRow,
  kind: SurveyKind,
  area: SurveyArea,
): Promise<SurveyResponse | null> {
  await surveyRow(db, kind, area);
  assertCovers(invitee, area);
  const row = await responseRow(db, invitee, kind, area);
  return row ? toResponse(row) : null;
}

/**
 * What every write checks first, in the order a person would want to hear it: the survey exists (404), the
 * invitation covers its course (403), they have not submitted already (409; the conditional write below is the
 * real guard, this only spares a submitted respondent validation messages), and the window is open (409).
 */
async function writable(tx: DbOrTx, invitee: InviteeRow, kind: SurveyKind, area: SurveyArea, now: Date) {
  const survey = await sharedSurveyRow(tx, kind, area);
  assertCovers(invitee, area);
  const existing = await responseRow(tx, invitee, kind, area);
  if (existing?.status === "submitted") throw surveyError(409, "alreadySubmitted");
  const state = surveyState(survey.opensAt, survey.closesAt, now);
  if (state === "upcoming") throw surveyError(409, "notOpenYet");
  if (state === "closed") throw surveyError(409, "closed");
  return survey;
}

/**
 * The answers as stored: checked against the survey's questions (400 with every answer's problem) and kept to the
 * visible ones. A draft may leave required questions open; a submit may not.
 */
function checkedAnswers(survey: SurveyRow, given: Answers, mode: "draft" | "submit"): Answers {
  const pages = pagesOf(survey);
  const issues = validateAnswers(pages, given, mode);
  if (issues.length > 0) throw answerIssuesError(issues);
  return cleanAnswers(pages, given, mode);
}

/** A page the survey has, or null (a page an operator removed since the screen loaded resumes at the start). */
const knownPage = (survey: SurveyRow, pageId: string | null) =>
  pageId !== null && pagesOf(survey).some((page) => page.id === pageId) ? pageId : null;

/**
 * `PUT .../response`: saves the answers so far (draft rules: every answer given has the right shape) and the page.
 * One upsert that only ever updates an in_progress row: a save racing a submit either lands before it or finds the
 * row submitted and answers 409.
 */
export async function saveResponse(
  db: Db,
  invitee: InviteeRow,
  kind: SurveyKind,
  area: SurveyArea,
  input: SaveInput,
  now: Date,
): Promise<SurveyResponse> {
  return db.transaction(async (tx) => {
    const survey = await writable(tx, invitee, kind, area, now);
    const answers = checkedAnswers(survey, input.answers, "draft");
    const pageId = knownPage(survey, input.page_id);
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        kind,
        area,
        inviteeId: invitee.id,
        status: "in_progress",
        answers,
        pageId,
        startedAt: now,
        updatedAt: now,
        surveyVersion: survey.version,
      })
      .onConflictDoUpdate({
        target: [surveyResponses.kind, surveyResponses.area, surveyResponses.inviteeId],
        set: { answers, pageId, updatedAt: now, surveyVersion: survey.version },
        setWhere: eq(surveyResponses.status, "in_progress"),
      })
      .returning();
    if (!row) throw surveyError(409, "alreadySubmitted");
    return toResponse(row);
  });
}

/**
 * `POST .../response/submit`: checks the whole answers against the survey's current definition (every visible
 * required question answered) and stores only the visible ones. One conditional upsert (insert submitted, or turn
 * the in_progress row submitted): of concurrent submits exactly one finds a row to write, the others 409.
 */
export async function submitResponse(
  db: Db,
  invitee: InviteeRow,
  kind: SurveyKind,
  area: SurveyArea,
  given: Answers,
  now: Date,
): Promise<SurveyResponse> {
  return db.transaction(async (tx) => {
    const survey = await writable(tx, invitee, kind, area, now);
    const answers = checkedAnswers(survey, given, "submit");
    const [row] = await tx
      .insert(surveyResponses)
      .values({
        kind,
        area,
        inviteeId: invitee.id,
        status: "submitted",
        answers,
        startedAt: now,
        updatedAt: now,
        submittedAt: now,
        surveyVersion: survey.version,
      })
      .onConflictDoUpdate({
        target: [surveyResponses.kind, surveyResponses.area, surveyResponses.inviteeId],
        set: { status: "submitted", answers, updatedAt: now, submittedAt: now, surveyVersion: survey.version },
        setWhere: eq(surveyResponses.status, "in_progress"),
      })
      .returning();
    if (!row) throw surveyError(409, "alreadySubmitted");
    return toResponse(row);
  });
}
