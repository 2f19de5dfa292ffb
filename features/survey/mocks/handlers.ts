import { apiError, ok } from "@blocks/mock-api";
import {
  SURVEY_ERROR_CODES,
  SURVEY_KEY_HEADER,
  SURVEY_MESSAGES,
  type SaveSurveyResponseBody,
  type SubmitSurveyResponseBody,
  SurveyAreaSchema,
  SurveyKindSchema,
  SurveyLinkRequestBodySchema,
  type SurveyRespondent,
  type SurveyResponse,
  type SurveyState,
  answerField,
  cleanAnswers,
  localizePages,
  surveyIssueMessage,
  validateAnswers,
} from "@contracts/survey";
import { delay, http } from "msw";
import { LINK_PATH, SURVEYS_PATH } from "../api/paths";
import {
  ALL_SURVEYS,
  STORY_KEY,
  SURVEY_NOW,
  type SurveyId,
  alex,
  alexResponses,
  surveyDetail,
  surveyId,
  surveyPages,
  surveySummary,
} from "./fixtures";

/** The API's failure answer (the screens' tests build their refusals with it). */
export { apiError };

const langOf = (url: string) => (new URL(url).searchParams.get("lang") === "ko" ? "ko" : "en");

export type SurveyApiOptions = {
  /** The guest the story key belongs to (Alex by default). */
  respondent?: SurveyRespondent;
  /** Their responses so far (Alex's by default). */
  responses?: Partial<Record<SurveyId, SurveyResponse>>;
  /** A survey's window state instead of the one its dates give. */
  states?: Partial<Record<SurveyId, SurveyState>>;
  /** Surveys that are not defined (404). */
  missing?: SurveyId[];
  /** No survey is open: the public list is empty. */
  emptyList?: boolean;
  /** The list call fails (500). */
  listError?: boolean;
  /** The first N saves fail (500), the way a dropped connection would. */
  failSaves?: number;
  /** Every answer waits this long (ms), so a story can see "Saving…". */
  latency?: number;
};

/**
 * The respondents' API as the server keeps it (ADR 0016): the key in the X-Survey-Key header, one response per
 * guest and survey saved with the draft rules and submitted once with the submit rules, the window enforced on
 * writes, 403s for a missing, unknown or other-course key. Writes are recorded for the play functions.
 */
export function surveyApi(options: SurveyApiOptions = {}) {
  const respondent = options.respondent ?? alex;
  const responses = new Map<SurveyId, SurveyResponse>(
    Object.entries(options.responses ?? alexResponses) as [SurveyId, SurveyResponse][],
  );
  const missing = new Set(options.missing ?? []);
  let failSaves = options.failSaves ?? 0;
  const writes = {
    saves: [] as { id: SurveyId; body: SaveSurveyResponseBody }[],
    submits: [] as { id: SurveyId; body: SubmitSurveyResponseBody }[],
    links: [] as { email: string; lang: string }[],
    /** The X-Survey-Key of each list and response call (null: sent without one). */
    keys: [] as (string | null)[],
  };
  const wait = () => (options.latency ? delay(options.latency) : Promise.resolve());
  const stateOf = (id: SurveyId) => options.states?.[id];

  type Guard = { ok: true } | { ok: false; response: Response };
  const checkKey = (request: Request, area?: string): Guard => {
    const key = request.headers.get(SURVEY_KEY_HEADER);
    writes.keys.push(key);
    if (!key)
      return { ok: false, response: apiError(403, SURVEY_ERROR_CODES.keyRequired, SURVEY_MESSAGES.keyRequired) };
    if (key !== STORY_KEY) {
      return { ok: false, response: apiError(403, SURVEY_ERROR_CODES.keyInvalid, SURVEY_MESSAGES.keyInvalid) };
    }
    if (area && !respondent.areas.some((a) => a === area)) {
      return { ok: false, response: apiError(403, SURVEY_ERROR_CODES.otherArea, SURVEY_MESSAGES.otherArea) };
    }
    return { ok: true };
  };

  const parseParams = (params: Record<string, unknown>) => {
    const kind = SurveyKindSchema.safeParse(params.kind);
    const area = SurveyAreaSchema.safeParse(params.area);
    if (!kind.success || !area.success) return null;
    const id = surveyId(kind.data, area.data);
    return missing.has(id) ? null : { kind: kind.data, area: area.data, id };
  };

  const writable = (id: SurveyId, state: SurveyState): Response | null => {
    if (responses.get(id)?.status === "submitted") {
      return apiError(409, SURVEY_ERROR_CODES.alreadySubmitted, SURVEY_MESSAGES.alreadySubmitted);
    }
    if (state === "upcoming") return apiError(409, SURVEY_ERROR_CODES.notOpenYet, SURVEY_MESSAGES.notOpenYet);
    if (state === "closed") return apiError(409, SURVEY_ERROR_CODES.closed, SURVEY_MESSAGES.closed);
    return null;
  };

  const issuesResponse = (issues: ReturnType<typeof validateAnswers>) => {
    const fields = issues.map((issue) => ({ field: answerField(issue.question), message: surveyIssueMessage(issue) }));
    return apiError(400, "VALIDATION_ERROR", fields[0]?.message ?? SURVEY_MESSAGES.invalid, {
      field: fields[0]?.field,
      issues: fields,
    });
  };

  const now = SURVEY_NOW.toISOString();

  const handlers = [
    http.get(SURVEYS_PATH, async ({ request }) => {
      await wait();
      if (options.listError) return apiError(500, "INTERNAL_ERROR", "An error has occurred!");
      const lang = langOf(request.url);
      const key = request.headers.get(SURVEY_KEY_HEADER);
      if (key) writes.keys.push(key);
      if (key && key !== STORY_KEY) return apiError(403, SURVEY_ERROR_CODES.keyInvalid, SURVEY_MESSAGES.keyInvalid);
      if (key) {
        const mine = ALL_SURVEYS.filter(({ area }) => respondent.areas.includes(area)).map(({ kind, area }) => {
          const id = surveyId(kind, area);
          const status = responses.get(id)?.status ?? "not_started";
          return surveySummary(kind, area, lang, status, stateOf(id));
        });
        return ok(mine, { respondent });
      }
      const open = options.emptyList
        ? []
        : ALL_SURVEYS.map(({ kind, area }) =>
            surveySummary(kind, area, lang, null, stateOf(surveyId(kind, area))),
          ).filter((s) => s.state === "open");
      return ok(open, { respondent: null });
    }),

    http.get(`${SURVEYS_PATH}/:kind/:area`, async ({ params, request }) => {
      await wait();
      const survey = parseParams(params);
      if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      return ok(surveyDetail(survey.kind, survey.area, langOf(request.url), stateOf(survey.id)));
    }),

    http.get(`${SURVEYS_PATH}/:kind/:area/response`, async ({ params, request }) => {
      await wait();
      const survey = parseParams(params);
      if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      const guard = checkKey(request, survey.area);
      if (!guard.ok) return guard.response;
      return ok(responses.get(survey.id) ?? null);
    }),

    http.put(`${SURVEYS_PATH}/:kind/:area/response`, async ({ params, request }) => {
      await wait();
      const survey = parseParams(params);
      if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      const guard = checkKey(request, survey.area);
      if (!guard.ok) return guard.response;
      const body = (await request.json()) as SaveSurveyResponseBody;
      writes.saves.push({ id: survey.id, body });
      if (failSaves > 0) {
        failSaves -= 1;
        return apiError(500, "INTERNAL_ERROR", "An error has occurred!");
      }
      const detail = surveyDetail(survey.kind, survey.area, "en", stateOf(survey.id));
      const refused = writable(survey.id, detail.state);
      if (refused) return refused;
      const pages = surveyPages(survey.kind);
      const issues = validateAnswers(pages, body.answers, "draft");
      if (issues.length > 0) return issuesResponse(issues);
      const before = responses.get(survey.id);
      const saved: SurveyResponse = {
        status: "in_progress",
        answers: cleanAnswers(pages, body.answers, "draft"),
        page_id: body.page_id ?? null,
        started_at: before?.started_at ?? now,
        updated_at: now,
        submitted_at: null,
      };
      responses.set(survey.id, saved);
      return ok(saved);
    }),

    http.post(`${SURVEYS_PATH}/:kind/:area/response/submit`, async ({ params, request }) => {
      await wait();
      const survey = parseParams(params);
      if (!survey) return apiError(404, "NOT_FOUND", SURVEY_MESSAGES.notFound);
      const guard = checkKey(request, survey.area);
      if (!guard.ok) return guard.response;
      const body = (await request.json()) as SubmitSurveyResponseBody;
      writes.submits.push({ id: survey.id, body });
      const detail = surveyDetail(survey.kind, survey.area, "en", stateOf(survey.id));
      const refused = writable(survey.id, detail.state);
      if (refused) return refused;
      const pages = localizePages(surveyPages(survey.kind), "en");
      const issues = validateAnswers(pages, body.answers, "submit");
      if (issues.length > 0) return issuesResponse(issues);
      const before = responses.get(survey.id);
      const submitted: SurveyResponse = {
        status: "submitted",
        answers: cleanAnswers(pages, body.answers, "submit"),
        page_id: before?.page_id ?? null,
        started_at: before?.started_at ?? now,
        updated_at: now,
        submitted_at: now,
      };
      responses.set(survey.id, submitted);
      return ok(submitted);
    }),

    http.post(LINK_PATH, async ({ request }) => {
      await wait();
      const parsed = SurveyLinkRequestBodySchema.safeParse(await request.json());
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? SURVEY_MESSAGES.invalid;
        return apiError(400, "VALIDATION_ERROR", message, { field: "email", issues: [{ field: "email", message }] });
      }
      writes.links.push(parsed.data);
      return ok({ accepted: true }, {}, 202);
    }),
  ];

  return { handlers, writes, responses };
}
