import {
  InviteSurveyBodySchema,
  InviteSurveyResponseSchema,
  SurveyAdminDetailResponseSchema,
  SurveyAdminListResponseSchema,
  SurveyAreaSchema,
  surveyCsvFileName,
  SurveyInviteeListResponseSchema,
  SurveyLangQuerySchema,
  SurveyParamsSchema,
  SurveyResultsResponseSchema,
  WriteSurveyBodySchema,
} from "@contracts/survey";
import { z } from "@hono/zod-openapi";
import type { ApiApp } from "../../platform/http/env";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { inviteGuest, listInvitees } from "./invitees";
import { surveyResults, surveyResultsCsv } from "./results";
import { adminSurveyDetail, adminSurveyList, writeSurvey } from "./surveys";
import type { AppContext } from "../../platform/context";

const surveyNotFound = errorResponse("404 NOT_FOUND: the survey is not defined");
const CsvSchema = z.string().openapi({ type: "string", format: "binary" });
const InviteeListQuerySchema = z.object({ area: SurveyAreaSchema.optional() });

/**
 * Operators' side of the tour's surveys (admin token): every survey with its counts, the results per question and
 * as CSV, a survey's whole definition to read and replace, and the invited guests.
 */
export function registerAdminSurveyRoutes(app: ApiApp, { auth: ctx, doors }: AppContext): void {
  const { db } = ctx;

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/surveys",
      tags: ["admin"],
      summary: "Every survey with its response and invitation counts",
      request: { query: SurveyLangQuerySchema },
      responses: {
        200: jsonContent(SurveyAdminListResponseSchema, "By course, the preliminary survey first"),
      },
    }),
    async (c) => c.json(ok(await adminSurveyList(db, c.req.valid("query").lang, ctx.now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/surveys/{kind}/{area}",
      tags: ["admin"],
      summary: "A survey's whole definition in both languages",
      request: { params: SurveyParamsSchema },
      responses: {
        200: jsonContent(SurveyAdminDetailResponseSchema, "The definition with its version"),
        404: surveyNotFound,
      },
    }),
    async (c) => {
      const { kind, area } = c.req.valid("param");
      return c.json(ok(await adminSurveyDetail(db, kind, area)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/surveys/{kind}/{area}",
      tags: ["admin"],
      summary: "Replace a survey's definition and window",
      description:
        "Every write bumps the version (a survey not defined yet is created at version 1). A broken definition is " +
        "400 at the path to fix. Once the survey has responses, removing an answered question, option or matrix " +
        "row, or changing an answered question's type, is 409 SURVEY_HAS_RESPONSES with every such path in " +
        "`issues`; rewording, reordering and adding are allowed.",
      request: {
        params: SurveyParamsSchema,
        body: { content: { "application/json": { schema: WriteSurveyBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SurveyAdminDetailResponseSchema, "The stored definition"),
        409: errorResponse("409 SURVEY_HAS_RESPONSES (field: the first path that would orphan answers)"),
      },
    }),
    async (c) => {
      const { kind, area } = c.req.valid("param");
      const accountId = c.get("principal").accountId;
      return c.json(ok(await writeSurvey(db, kind, area, c.req.valid("json"), accountId, ctx.now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/surveys/{kind}/{area}/results",
      tags: ["admin"],
      summary: "Counts and averages per question over the submitted responses",
      request: { params: SurveyParamsSchema, query: SurveyLangQuerySchema },
      responses: {
        200: jsonContent(SurveyResultsResponseSchema, "Per question, in `lang`; text answers newest first"),
        404: surveyNotFound,
      },
    }),
    async (c) => {
      const { kind, area } = c.req.valid("param");
      return c.json(ok(await surveyResults(db, kind, area, c.req.valid("query").lang, ctx.now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/surveys/{kind}/{area}/results.csv",
      tags: ["admin"],
      summary: "The submitted responses as CSV (UTF-8 with BOM)",
      request: { params: SurveyParamsSchema, query: SurveyLangQuerySchema },
      responses: {
        200: {
          description:
            "One row per submitted response: response_id, submitted_at (Korea time), name, email, then a column " +
            "per question (`<question>.<row>` per matrix row), labels in `lang`; sent as rok-us-<kind>-<area>.csv",
          content: { "text/csv": { schema: CsvSchema } },
        },
        404: surveyNotFound,
      },
    }),
    async (c) => {
      const { kind, area } = c.req.valid("param");
      const csv = await surveyResultsCsv(db, kind, area, c.req.valid("query").lang);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${surveyCsvFileName(kind, area)}"`,
        "Cache-Control": "private, no-store",
      });
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/survey-invitees",
      tags: ["admin"],
      summary: "The invited guests (of one tour course when `area` is given) with their status per survey",
      request: { query: InviteeListQuerySchema },
      responses: {
        200: jsonContent(SurveyInviteeListResponseSchema, "By name"),
      },
    }),
    async (c) => c.json(ok(await listInvitees(db, c.req.valid("query").area)), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/survey-invitees",
      tags: ["admin"],
      summary: "Invite a guest and mail the personal survey link",
      description:
        "An address already invited keeps one row: the courses are added, name and language replaced, and a new " +
        "link is made and mailed (the previous link stops working). The link is shown here once; the server keeps " +
        "only its hash. It points at one of PUBLIC_ORIGINS (the caller's when listed, else the first), or without " +
        "them at the loopback origin the server listens on.",
      request: {
        body: { content: { "application/json": { schema: InviteSurveyBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(InviteSurveyResponseSchema, "The invitee and the link"),
      },
    }),
    async (c) => {
      const accountId = c.get("principal").accountId;
      const origin = mailLinkOrigin(c, ctx.config);
      return c.json(ok(await inviteGuest(ctx, origin, c.req.valid("json"), accountId, ctx.now())), 201);
    },
  );
}
