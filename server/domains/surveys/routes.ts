import {
  SaveSurveyResponseBodySchema,
  SubmitSurveyResponseBodySchema,
  SURVEY_KEY_HEADER,
  SurveyDetailResponseSchema,
  SurveyLangQuerySchema,
  SurveyLinkRequestBodySchema,
  SurveyLinkResponseSchema,
  SurveyListResponseSchema,
  SurveyParamsSchema,
  SurveyResponseResponseSchema,
} from "@contracts/survey";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiApp } from "../../platform/http/env";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { requestSurveyLink } from "./invitees";
import { areasOf, requireInvitee } from "./keys";
import { myResponse, saveResponse, submitResponse } from "./responses";
import { publicSurveyList, surveyRow, toDetail } from "./surveys";
import type { AppContext } from "../../platform/context";

export const SURVEY_KEY_SCHEME = "surveyKey";
const keySecurity = [{ [SURVEY_KEY_SCHEME]: [] }];
const KEY_FIELD = SURVEY_KEY_HEADER.toLowerCase();

const KeyHeadersSchema = z.object({
  [KEY_FIELD]: z.string().optional().describe(`${SURVEY_KEY_HEADER}: the key of the guest's personal survey link`),
});

const keyErrors = {
  403: errorResponse(
    "403 SURVEY_KEY_REQUIRED (no key), SURVEY_KEY_INVALID (nobody holds it) or SURVEY_OTHER_AREA (the invitation " +
      "is for other tour courses)",
  ),
  404: errorResponse("404 NOT_FOUND: the survey is not defined"),
} as const;
const writeConflicts = errorResponse(
  "409 SURVEY_NOT_OPEN or SURVEY_CLOSED (outside the window), SURVEY_ALREADY_SUBMITTED (submitted before)",
);
const answerErrors = errorResponse(
  "400 VALIDATION_ERROR: `issues` holds every answer's problem at `answers.<question id>`, `field` the first",
);
/** What a save or a submit answers besides its success: answers that do not fit, the key's refusals, a conflict. */
const writeErrors = { 400: answerErrors, ...keyErrors, 409: writeConflicts };

const keyOf = (c: Context) => c.req.header(SURVEY_KEY_HEADER);

/**
 * The respondents' side of the tour's surveys (no account: a personal link's key in X-Survey-Key): the entry list,
 * a survey in one language, one's own response saved as one goes and submitted once, and "mail my link again".
 * Reading is allowed whatever the window; saving and submitting need it open.
 */
export function registerSurveyRoutes(app: ApiApp, { auth: ctx, clientAddress, doors }: AppContext): void {
  const { db } = ctx;
  app.openAPIRegistry.registerComponent("securitySchemes", SURVEY_KEY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: SURVEY_KEY_HEADER,
    description: "The key of a guest's personal survey link (never a sign-in: a refusal is 403, not 401).",
  });

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/surveys",
      tags: ["surveys"],
      summary: "The surveys a visitor may answer",
      description:
        "With a personal link's key: the surveys of the guest's tour courses in any state, each with the guest's " +
        "own status, and who the guest is (`meta.respondent`). Without one: the surveys open now. A key nobody " +
        "holds is 403 SURVEY_KEY_INVALID.",
      security: [{}, ...keySecurity],
      request: { headers: KeyHeadersSchema, query: SurveyLangQuerySchema },
      responses: {
        200: jsonContent(SurveyListResponseSchema, "By course, the preliminary survey first"),
        403: errorResponse("403 SURVEY_KEY_INVALID"),
      },
    }),
    async (c) => {
      const { lang } = c.req.valid("query");
      const key = keyOf(c)?.trim();
      const invitee = key ? await requireInvitee(db, key) : undefined;
      const list = await publicSurveyList(db, lang, ctx.now(), invitee);
      const respondent = invitee ? { name: invitee.name, areas: areasOf(invitee) } : null;
      return c.json(ok(list, { respondent }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/surveys/{kind}/{area}",
      tags: ["surveys"],
      summary: "One survey in one language",
      description: "Public: its title, intro, window and state, and its pages. Reading is allowed in any state.",
      request: { params: SurveyParamsSchema, query: SurveyLangQuerySchema },
      responses: {
        200: jsonContent(SurveyDetailResponseSchema, "The survey"),
        404: errorResponse("404 NOT_FOUND: the survey is not defined"),
      },
    }),
    async (c) => {
      const { kind, area } = c.req.valid("param");
      const row = await surveyRow(db, kind, area);
      return c.json(ok(toDetail(row, c.req.valid("query").lang, ctx.now())), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/surveys/{kind}/{area}/response",
      tags: ["surveys"],
      summary: "My response to a survey (null before the first save)",
      description: "The answers and the page I was on, so a reload or another device resumes there; in any state.",
      security: keySecurity,
      request: { headers: KeyHeadersSchema, params: SurveyParamsSchema },
      responses: {
        200: jsonContent(SurveyResponseResponseSchema, "My response, or data null"),
        ...keyErrors,
      },
    }),
    async (c) => {
      const invitee = await requireInvitee(db, keyOf(c));
      const { kind, area } = c.req.valid("param");
      return c.json(ok(await myResponse(db, invitee, kind, area)), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "put",
      path: "/api/v1/surveys/{kind}/{area}/response",
      tags: ["surveys"],
      summary: "Save my answers so far and the page I am on",
      description:
        "Draft rules: every answer given must fit its question (required ones may wait). Answers to questions the " +
        "survey does not have and blank ones are dropped; a page the survey does not have is stored as null.",
      security: keySecurity,
      request: {
        headers: KeyHeadersSchema,
        params: SurveyParamsSchema,
        body: { content: { "application/json": { schema: SaveSurveyResponseBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SurveyResponseResponseSchema, "The stored response (never null)"),
        ...writeErrors,
      },
    }),
    async (c) => {
      const invitee = await requireInvitee(db, keyOf(c));
      const { kind, area } = c.req.valid("param");
      return c.json(ok(await saveResponse(db, invitee, kind, area, c.req.valid("json"), ctx.now())), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/surveys/{kind}/{area}/response/submit",
      tags: ["surveys"],
      summary: "Submit my answers, once",
      description:
        "Checked against the survey's current questions: every visible required question answered, every answer " +
        "fitting. Only the answers to visible questions are kept. Of concurrent submits exactly one succeeds.",
      security: keySecurity,
      request: {
        headers: KeyHeadersSchema,
        params: SurveyParamsSchema,
        body: { content: { "application/json": { schema: SubmitSurveyResponseBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SurveyResponseResponseSchema, "The submitted response"),
        ...writeErrors,
      },
    }),
    async (c) => {
      const invitee = await requireInvitee(db, keyOf(c));
      const { kind, area } = c.req.valid("param");
      const response = await submitResponse(db, invitee, kind, area, c.req.valid("json").answers, ctx.now());
      return c.json(ok(response), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: "/api/v1/surveys/link",
      tags: ["surveys"],
      summary: "Mail my personal survey link again",
      description:
        "The same 202 whether or not the address is invited. An invited address gets a new link in `lang` on one " +
        "of PUBLIC_ORIGINS (else the loopback origin the server listens on); the old link keeps working until the " +
        "new one is first used, then stops. At most 5 requests an hour per e-mail address, and the per-client mail " +
        "budget shared with password reset.",
      request: {
        body: { content: { "application/json": { schema: SurveyLinkRequestBodySchema } }, required: true },
      },
      responses: {
        202: jsonContent(SurveyLinkResponseSchema, "Accepted"),
        429: errorResponse("429 TOO_MANY_ATTEMPTS (see Retry-After)"),
      },
    }),
    async (c) => {
      const origin = mailLinkOrigin(c, ctx.config);
      await requestSurveyLink(ctx, origin, c.req.valid("json"), clientAddress(c) ?? "unknown", ctx.now());
      return c.json(ok({ accepted: true as const }), 202);
    },
  );
}
