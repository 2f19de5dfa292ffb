import {
  EDU_APPLICATIONS_CSV_FILE_NAME,
  EDU_REPORTS_CSV_FILE_NAME,
  EduAdminApplicationResponseSchema,
  EduAdminListQuerySchema,
  EduAdminListResponseSchema,
  EduApplicationParamsSchema,
  EduBulkDecisionBodySchema,
  EduBulkResponseSchema,
  EduDecisionBodySchema,
  EduExportQuerySchema,
  EduFileParamsSchema,
  EduMemberListQuerySchema,
  EduMemberListResponseSchema,
  EduMemberParamsSchema,
  EduMemberResponseSchema,
  EduNoteBodySchema,
  EduNoteResponseSchema,
  EduAdminProgrammeListResponseSchema,
  EduAdminProgrammeResponseSchema,
  EduProgrammeBodySchema,
  EduProgrammeParamsSchema,
  EduSummaryResponseSchema,
  LangQuerySchema,
} from "@contracts/applications";
import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import { csvHeaders } from "../../platform/csv";
import type { ApiApp } from "../../platform/http/env";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { errorResponse, jsonContent, storedFileResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import {
  addNote,
  adminDetail,
  adminFile,
  applicationsCsv,
  decide,
  decideMany,
  listApplications,
  listMembers,
  listReports,
  memberDetail,
  reportsCsv,
  summary,
} from "./admin";
import { eduContext } from "./context";
import { adminProgramme, createProgramme, listAdminProgrammes, updateProgramme } from "./programmes";
import { eduFileResponse } from "./routes";

const TAGS = ["admin", "education"];
const notFound = errorResponse("404 NOT_FOUND: no such application");
const programmeNotFound = errorResponse("404 NOT_FOUND: no such programme");
const CsvSchema = z.string().openapi({ type: "string", format: "binary" });
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/**
 * The education programme for operators (admin area token; any other area's token is 401): counts, the list and
 * its CSV, one application with notes and audit, decisions one by one or in bulk, reports and their CSV, the
 * programmes (read, opened and edited) and the travel area's members. Every read and change of an application is
 * written to its audit trail.
 */
export function registerAdminRoutes(app: ApiApp, ctx: AppContext): void {
  const { doors } = ctx;
  const edu = eduContext(ctx);
  const admin = "admin" as const;

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/summary",
      tags: TAGS,
      summary: "Counts by status, reports due, overdue and submitted, seats per programme",
      request: { query: LangQuerySchema },
      responses: { 200: jsonContent(EduSummaryResponseSchema, "The counts") },
    }),
    async (c) => c.json(ok(await summary(edu, c.req.valid("query").lang)), 200),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/applications",
      tags: TAGS,
      summary: "Applications with filters (status, programme, year, name or e-mail, report state), newest change first",
      description: "Sensitive values are masked (the passport's last 4 only); the detail has them in full.",
      request: { query: EduAdminListQuerySchema },
      responses: { 200: jsonContent(EduAdminListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { rows, meta } = await listApplications(edu, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/applications.csv",
      tags: TAGS,
      summary: "The filtered applications as CSV (UTF-8 with BOM; sensitive values masked; formulas defused)",
      request: { query: EduExportQuerySchema },
      responses: {
        200: {
          description: `Header = EDU_APPLICATION_CSV_COLUMNS, sent as ${EDU_APPLICATIONS_CSV_FILE_NAME}`,
          content: { "text/csv": { schema: CsvSchema } },
        },
      },
    }),
    async (c) =>
      c.body(
        await applicationsCsv(edu, c.req.valid("query"), c.get("principal").accountId),
        200,
        csvHeaders(EDU_APPLICATIONS_CSV_FILE_NAME),
      ),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "post",
      path: "/api/v1/admin/edu/applications/decisions",
      tags: TAGS,
      summary: "One decision over many applications, each decided on its own (per-id result)",
      description:
        "Each id as `POST .../{id}/decision` would answer: ok with its new status, or its error code and message " +
        "(NOT_FOUND, INVALID_TRANSITION, CAPACITY_FULL). Each change is mailed in its applicant's language.",
      request: { body: json(EduBulkDecisionBodySchema) },
      responses: { 200: jsonContent(EduBulkResponseSchema, "One result per distinct id; meta counts them") },
    }),
    async (c) => {
      const { ids, status, message } = c.req.valid("json");
      const origin = mailLinkOrigin(c, ctx.authConfig);
      const results = await decideMany(edu, ids, c.get("principal").accountId, { status, message }, origin);
      const succeeded = results.filter((result) => result.ok).length;
      return c.json(ok(results, { succeeded, failed: results.length - succeeded }), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/applications/{id}",
      tags: TAGS,
      summary: "One application in full: fields, files, timeline, internal notes, audit trail, possible decisions",
      description: "This read is written to the audit trail first, so the answer's `audit` includes it.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema },
      responses: { 200: jsonContent(EduAdminApplicationResponseSchema, "The application"), 404: notFound },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(ok(await adminDetail(edu, id, c.get("principal").accountId, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "post",
      path: "/api/v1/admin/edu/applications/{id}/decision",
      tags: TAGS,
      summary: "Decide: under review, more information (message required), approved, rejected, waitlisted, completed",
      description:
        "Allowed changes are EDU_TRANSITIONS (contracts/applications.ts); anything else is 409 INVALID_TRANSITION " +
        "naming the current status. An approval beyond the capacity is 409 CAPACITY_FULL, also under concurrent " +
        "approvals. Status, timeline and audit are written together; the applicant is mailed in their language.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: json(EduDecisionBodySchema) },
      responses: {
        200: jsonContent(EduAdminApplicationResponseSchema, "Decided"),
        404: notFound,
        409: errorResponse("409 INVALID_TRANSITION (message names the current status) or CAPACITY_FULL"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const origin = mailLinkOrigin(c, ctx.authConfig);
      const decided = await decide(
        edu,
        id,
        c.get("principal").accountId,
        c.req.valid("json"),
        c.req.valid("query").lang,
        origin,
      );
      return c.json(ok(decided), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "post",
      path: "/api/v1/admin/edu/applications/{id}/notes",
      tags: TAGS,
      summary: "Add an internal note (never shown to the applicant)",
      request: { params: EduApplicationParamsSchema, body: json(EduNoteBodySchema) },
      responses: { 201: jsonContent(EduNoteResponseSchema, "The note"), 404: notFound },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(ok(await addNote(edu, id, c.get("principal").accountId, c.req.valid("json").body)), 201);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/applications/{id}/files/{fileId}",
      tags: TAGS,
      summary: "Download a file of an application (written to the audit trail)",
      request: { params: EduFileParamsSchema },
      responses: { 200: storedFileResponse, 404: errorResponse("404 NOT_FOUND: no such file of this application") },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid("param");
      return eduFileResponse(await adminFile(edu, id, fileId, c.get("principal").accountId));
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/reports",
      tags: TAGS,
      summary: "Approved and completed applications with their report state (filter `report`: due, overdue, ...)",
      request: { query: EduAdminListQuerySchema },
      responses: { 200: jsonContent(EduAdminListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { rows, meta } = await listReports(edu, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/reports.csv",
      tags: TAGS,
      summary: "The reports as CSV (UTF-8 with BOM; formulas defused)",
      request: { query: EduExportQuerySchema },
      responses: {
        200: {
          description: `Header = EDU_REPORT_CSV_COLUMNS, sent as ${EDU_REPORTS_CSV_FILE_NAME}`,
          content: { "text/csv": { schema: CsvSchema } },
        },
      },
    }),
    async (c) =>
      c.body(
        await reportsCsv(edu, c.req.valid("query"), c.get("principal").accountId),
        200,
        csvHeaders(EDU_REPORTS_CSV_FILE_NAME),
      ),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/programmes",
      tags: TAGS,
      summary: "Every programme with every stored field in both languages and its counts, the newest trip first",
      responses: { 200: jsonContent(EduAdminProgrammeListResponseSchema, "The programmes") },
    }),
    async (c) => c.json(ok(await listAdminProgrammes(edu)), 200),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/programmes/{id}",
      tags: TAGS,
      summary: "One programme as operators edit it",
      request: { params: EduProgrammeParamsSchema },
      responses: { 200: jsonContent(EduAdminProgrammeResponseSchema, "The programme"), 404: programmeNotFound },
    }),
    async (c) => c.json(ok(await adminProgramme(edu, c.req.valid("param").id)), 200),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "post",
      path: "/api/v1/admin/edu/programmes",
      tags: TAGS,
      summary: "Open a new programme",
      description:
        "The dates' order is checked as `programmeDateIssues` says (400 on the field). A code another programme " +
        "uses, in any case, is 409 CODE_TAKEN on `code`.",
      request: { body: json(EduProgrammeBodySchema) },
      responses: {
        201: jsonContent(EduAdminProgrammeResponseSchema, "The programme"),
        409: errorResponse("409 CODE_TAKEN (field `code`)"),
      },
    }),
    async (c) => c.json(ok(await createProgramme(edu, c.req.valid("json"))), 201),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "put",
      path: "/api/v1/admin/edu/programmes/{id}",
      tags: TAGS,
      summary: "Rewrite a programme",
      description:
        "As POST, and a capacity below the approved and completed applications is 409 CAPACITY_BELOW_SEATED on " +
        "`capacity`, counted under the programme's lock that approvals take, so none slips in between.",
      request: { params: EduProgrammeParamsSchema, body: json(EduProgrammeBodySchema) },
      responses: {
        200: jsonContent(EduAdminProgrammeResponseSchema, "The programme"),
        404: programmeNotFound,
        409: errorResponse("409 CODE_TAKEN (field `code`) or CAPACITY_BELOW_SEATED (field `capacity`)"),
      },
    }),
    async (c) => c.json(ok(await updateProgramme(edu, c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/members",
      tags: TAGS,
      summary: "The travel area's members (education applicants), newest first, by name or e-mail",
      request: { query: EduMemberListQuerySchema },
      responses: { 200: jsonContent(EduMemberListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { rows, meta } = await listMembers(edu, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn(admin, {
      method: "get",
      path: "/api/v1/admin/edu/members/{id}",
      tags: TAGS,
      summary: "One travel-area member with their applications",
      request: { params: EduMemberParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(EduMemberResponseSchema, "The member"),
        404: errorResponse("404 NOT_FOUND: no such travel-area member"),
      },
    }),
    async (c) => c.json(ok(await memberDetail(edu, c.req.valid("param").id, c.req.valid("query").lang)), 200),
  );
}
