import { apiError, never } from "@blocks/mock-api";
import { csvField } from "@contracts/meetings";
import {
  InviteSurveyBodySchema,
  SURVEY_AREAS,
  SURVEY_ERROR_CODES,
  SURVEY_MESSAGES,
  type SurveyAdminDetail,
  type SurveyAdminSummary,
  type SurveyInvitee,
  type SurveyResults,
  WriteSurveyBodySchema,
  isSurveyArea,
  localizePages,
  summarizeAnswers,
  surveyCsvFileName,
  surveyState,
} from "@contracts/survey";
import { HttpResponse, delay, http } from "msw";
import { ADMIN_SURVEYS_PATH, INVITEES_PATH } from "../api/paths";
import { GUESTS, type StoredSurvey, surveysFixture } from "./fixtures";

const ok = (data: unknown, status = 200) => HttpResponse.json({ data, meta: {} }, { status });

const STORY_ORIGIN = "http://localhost:3000";
const SURVEY_PATH = `${ADMIN_SURVEYS_PATH}/:kind/:area`;
const RESULTS_PATH = `${SURVEY_PATH}/results`;
const CSV_PATH = `${SURVEY_PATH}/results.csv`;

const langOf = (request: Request) => (new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en");

export type SurveyAdminApiOptions = {
  /** Changes the surveys before the stories see them (no responses anywhere, another window...). */
  surveys?: (surveys: StoredSurvey[]) => StoredSurvey[];
};

type Guest = Omit<SurveyInvitee, "responses">;

/**
 * The operators' survey API as the server answers it, remembering every write: the list with counts, results
 * computed with the contract's `summarizeAnswers` in the asked language, the CSV, the definition (PUT checked with
 * `WriteSurveyBodySchema`, 409 SURVEY_HAS_RESPONSES when an answered question goes), and the invitations.
 */
export function surveyAdminApi(options: SurveyAdminApiOptions = {}) {
  const surveys = (options.surveys ?? ((s) => s))(surveysFixture());
  const guests: Guest[] = GUESTS.map((g, i) => ({ ...g, id: i + 1 }));
  let nextKey = 1;
  const writes = { surveys: [] as unknown[], invites: [] as unknown[] };

  const find = (kind: unknown, area: unknown) => surveys.find((s) => s.kind === kind && s.area === area);
  const submittedOf = (survey: StoredSurvey) => survey.responses.filter((r) => r.status === "submitted");
  const head = (survey: StoredSurvey, lang: "en" | "ko") => ({
    kind: survey.kind,
    area: survey.area,
    title: survey.title[lang],
    opens_at: survey.opens_at,
    closes_at: survey.closes_at,
    state: surveyState(new Date(survey.opens_at), new Date(survey.closes_at), new Date()),
  });
  const summary = (survey: StoredSurvey, lang: "en" | "ko"): SurveyAdminSummary => ({
    ...head(survey, lang),
    version: survey.version,
    submitted: submittedOf(survey).length,
    in_progress: survey.responses.length - submittedOf(survey).length,
    invited: guests.filter((g) => g.areas.includes(survey.area)).length,
    updated_at: survey.updated_at,
  });
  const detail = (survey: StoredSurvey): SurveyAdminDetail => ({
    kind: survey.kind,
    area: survey.area,
    title: survey.title,
    intro: survey.intro,
    opens_at: survey.opens_at,
    closes_at: survey.closes_at,
    pages: survey.pages,
    version: survey.version,
    submitted: submittedOf(survey).length,
    updated_at: survey.updated_at,
  });
  const results = (survey: StoredSurvey, lang: "en" | "ko"): SurveyResults => ({
    ...head(survey, lang),
    submitted: submittedOf(survey).length,
    in_progress: survey.responses.length - submittedOf(survey).length,
    questions: summarizeAnswers(
      localizePages(survey.pages, lang),
      submittedOf(survey).map((r) => r.answers),
    ),
  });
  const invitee = (g: Guest): SurveyInvitee => ({
    ...g,
    responses: surveys.flatMap((s) => {
      const own = s.responses.find((r) => r.guest === g.id - 1);
      return own ? [{ kind: s.kind, area: s.area, status: own.status }] : [];
    }),
  });

  return {
    writes,
    handlers: [
      http.get(ADMIN_SURVEYS_PATH, ({ request }) => ok(surveys.map((s) => summary(s, langOf(request))))),
      http.get(RESULTS_PATH, ({ params, request }) => {
        const survey = find(params.kind, params.area);
        return survey ? ok(results(survey, langOf(request))) : apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      }),
      http.get(CSV_PATH, ({ params, request }) => {
        const survey = find(params.kind, params.area);
        if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
        return new HttpResponse(resultsCsv(survey, guests, langOf(request)), {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${surveyCsvFileName(survey.kind, survey.area)}"`,
          },
        });
      }),
      http.get(SURVEY_PATH, ({ params }) => {
        const survey = find(params.kind, params.area);
        return survey ? ok(detail(survey)) : apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      }),
      http.put(SURVEY_PATH, async ({ params, request }) => {
        const survey = find(params.kind, params.area);
        if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
        const body = (await request.json()) as unknown;
        writes.surveys.push(body);
        await delay(20);
        const parsed = WriteSurveyBodySchema.safeParse(body);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({
            field: issue.path.map(String).join(".") || "body",
            message: issue.message,
          }));
          const first = issues[0] ?? { field: "body", message: "is invalid" };
          return apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues });
        }
        const removed = answeredQuestionGone(survey, parsed.data.pages);
        if (removed) {
          return apiError(409, SURVEY_ERROR_CODES.hasResponses, SURVEY_MESSAGES.hasResponses, { field: removed });
        }
        Object.assign(survey, parsed.data, { version: survey.version + 1, updated_at: new Date().toISOString() });
        return ok(detail(survey));
      }),
      http.get(INVITEES_PATH, ({ request }) => {
        const area = new URL(request.url).searchParams.get("area") ?? undefined;
        const rows = guests.filter((g) => !isSurveyArea(area) || g.areas.includes(area));
        return ok(rows.map(invitee));
      }),
      http.post(INVITEES_PATH, async ({ request }) => {
        const body = (await request.json()) as unknown;
        writes.invites.push(body);
        await delay(20);
        const parsed = InviteSurveyBodySchema.safeParse(body);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
          return apiError(400, "VALIDATION_ERROR", issues[0]?.message ?? "is invalid", {
            field: issues[0]?.field,
            issues,
          });
        }
        const email = parsed.data.email.toLowerCase();
        let found = guests.find((g) => g.email === email);
        if (found) {
          const areas = new Set([...found.areas, ...parsed.data.areas]);
          found.areas = SURVEY_AREAS.filter((a) => areas.has(a));
        } else {
          found = {
            id: guests.length + 1,
            name: parsed.data.name,
            email,
            areas: parsed.data.areas,
            lang: parsed.data.lang,
            invited_at: new Date().toISOString(),
            link_sent_at: new Date().toISOString(),
          };
          guests.push(found);
        }
        // a fixed origin: the story runner's port changes from run to run, the screenshots must not
        const link = `${STORY_ORIGIN}/rok-us/survey?key=story-key-${nextKey++}`;
        return ok({ invitee: invitee(found), link }, 201);
      }),
    ],
  };
}

/** The path of the first question with answers that a new definition no longer has (the server's 409 rule). */
function answeredQuestionGone(survey: StoredSurvey, pages: StoredSurvey["pages"]): string | null {
  const kept = new Map(pages.flatMap((p) => p.questions.map((q) => [q.id, q.type] as const)));
  const answered = new Set(survey.responses.flatMap((r) => Object.keys(r.answers)));
  for (const [p, page] of survey.pages.entries())
    for (const [i, q] of page.questions.entries())
      if (answered.has(q.id) && kept.get(q.id) !== q.type) return `pages.${p}.questions.${i}`;
  return null;
}

/** The export as the server writes it: BOM, a row per submitted response, a column per question (a matrix row each). */
export function resultsCsv(survey: StoredSurvey, guests: readonly Guest[], lang: "en" | "ko"): string {
  const pages = localizePages(survey.pages, lang);
  const questions = pages.flatMap((p) => p.questions);
  const header = ["response_id", "submitted_at", "name", "email"];
  for (const q of questions) {
    if (q.type === "matrix") header.push(...q.rows.map((r) => `${q.id}.${r.id}`));
    else header.push(q.id);
  }
  const lines = [header.map(csvField).join(",")];
  survey.responses
    .filter((r) => r.status === "submitted")
    .forEach((response, index) => {
      const who = guests[response.guest];
      const cells: (string | number | null)[] = [index + 1, response.at, who?.name ?? "", who?.email ?? ""];
      for (const q of questions) {
        const value = response.answers[q.id];
        if (q.type === "matrix") {
          const rated = typeof value === "object" && !Array.isArray(value) ? value : {};
          cells.push(...q.rows.map((r) => rated[r.id] ?? null));
        } else if (q.type === "single") cells.push(q.options.find((o) => o.id === value)?.label ?? null);
        else if (q.type === "multiple")
          cells.push(
            Array.isArray(value)
              ? q.options
                  .filter((o) => value.includes(o.id))
                  .map((o) => o.label)
                  .join("; ")
              : null,
          );
        else cells.push(typeof value === "string" || typeof value === "number" ? value : null);
      }
      lines.push(cells.map(csvField).join(","));
    });
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** No survey has any response yet (the first days of the tour). */
export const noResponses = (surveys: StoredSurvey[]) => surveys.map((s) => ({ ...s, responses: [] }));

export const resultsHandlers = {
  /** Every results read fails; `calls` counts them, so a story can see "Try again" ask again. */
  error: () => {
    const calls = { count: 0 };
    return {
      calls,
      handler: http.get(RESULTS_PATH, () => {
        calls.count += 1;
        return apiError(503, "SERVICE_UNAVAILABLE", "The results are being recounted. Try again in a minute.");
      }),
    };
  },
  loading: http.get(RESULTS_PATH, never),
  csvError: http.get(CSV_PATH, () => apiError(503, "SERVICE_UNAVAILABLE", "The export is busy. Try again shortly.")),
};

export const listHandlers = {
  loading: http.get(ADMIN_SURVEYS_PATH, never),
};
