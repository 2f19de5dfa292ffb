import {
  EDU_MESSAGES,
  EduApplicationParamsSchema,
  EduApplicationResponseSchema,
  EduConflictSchema,
  EduCreateBodySchema,
  EduDraftBodySchema,
  EduFileParamsSchema,
  EduMyApplicationsResponseSchema,
  EduPreDepartureBodySchema,
  EduProgrammeListResponseSchema,
  EduProgrammeParamsSchema,
  EduProgrammeResponseSchema,
  EduReportFieldsSchema,
  EduSubmitBodySchema,
  EduWithdrawBodySchema,
  LangQuerySchema,
} from "@contracts/applications";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { fileField, jsonOrFormBody, readJsonOrForm } from "../../platform/http/multipart";
import { errorResponse, jsonContent, storedFileResponse } from "../../platform/http/openapi";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import { ok } from "../../platform/http/respond";
import { filesField, mergeListField } from "../../platform/http/uploads";
import { uploadDoor } from "../../platform/http/upload-door";
import {
  createDraft,
  getProgramme,
  ID_BODY_LIMIT,
  listProgrammes,
  myApplication,
  myApplications,
  readFile,
  REPORT_BODY_LIMIT,
  savePreDeparture,
  saveDraft,
  submit,
  submitReport,
  uploadIdDocument,
  withdraw,
  type StoredEduFile,
} from "./applicant";
import { eduContext } from "./context";
import { contentDisposition } from "../../platform/http/content-disposition";

const TAGS = ["education"];
const notFound = errorResponse("404 NOT_FOUND: no such application of this member (another member's is the same)");
const conflict = (codes: string) => errorResponse(`409 ${codes}: the code names the refusal; the message says it`);
const versionConflict = {
  description:
    "409: VERSION_CONFLICT (a stale version: the current application in `current`), NOT_EDITABLE, or another " +
    "refusal of the status (INVALID_TRANSITION names the current status)",
  content: { "application/json": { schema: EduConflictSchema } },
};
const tooLarge = (field: string) => () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", `${field}: ${EDU_MESSAGES.fileType}`, field);

const IdDocumentFormSchema = z.object({ file: fileField(EDU_MESSAGES.fileType) });
const ReportFormSchema = z.preprocess(
  (form) => mergeListField(form, "files"),
  EduReportFieldsSchema.extend({ files: filesField(EDU_MESSAGES.fileType).optional() }),
);

const json = <T extends z.ZodType>(schema: T) => ({
  content: { "application/json": { schema } },
  required: true,
});
const form = <T extends z.ZodType>(schema: T) => ({
  content: { "multipart/form-data": { schema } },
  required: true,
});

/** A stored file as sent: its own type, an attachment, never run as a page, never cached. */
export function eduFileResponse(file: StoredEduFile): Response {
  return new Response(new Uint8Array(file.data), {
    status: 200,
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": contentDisposition(file.name),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The education programme for applicants: the programmes (public) and the member's own applications (travel area
 * token): drafts, submit, withdraw, the identity document, pre-departure details and the returnee report.
 */
export function registerApplicantRoutes(app: ApiApp, ctx: AppContext): void {
  const { doors } = ctx;
  const edu = eduContext(ctx);
  const origin = (c: Context) => mailLinkOrigin(c, ctx.authConfig);
  const travel = "travel" as const;

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/edu/programmes",
      tags: TAGS,
      summary: "The education trip programmes, newest year first, with their window state and seats left",
      request: { query: LangQuerySchema },
      responses: { 200: jsonContent(EduProgrammeListResponseSchema, "Every programme, texts in `lang`") },
    }),
    async (c) => c.json(ok(await listProgrammes(edu, c.req.valid("query").lang)), 200),
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/edu/programmes/{id}",
      tags: TAGS,
      summary: "One programme",
      request: { params: EduProgrammeParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(EduProgrammeResponseSchema, "The programme"),
        404: errorResponse("404 NOT_FOUND: no such programme"),
      },
    }),
    async (c) => c.json(ok(await getProgramme(edu, c.req.valid("param").id, c.req.valid("query").lang)), 200),
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "get",
      path: "/api/v1/edu/applications",
      tags: TAGS,
      summary: "My applications, newest first (drafts included)",
      request: { query: LangQuerySchema },
      responses: { 200: jsonContent(EduMyApplicationsResponseSchema, "Every application of the member") },
    }),
    async (c) => c.json(ok(await myApplications(edu, c.get("principal").accountId, c.req.valid("query").lang)), 200),
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "post",
      path: "/api/v1/edu/applications",
      tags: TAGS,
      summary: "Start a draft for a programme",
      description:
        "Any fields may be given (formats checked, nothing required). Refused once the window has closed " +
        "(409 WINDOW_CLOSED); a draft may be started before it opens. One application per member and programme " +
        "(409 ALREADY_APPLIED, also when two devices start one at once).",
      request: { query: LangQuerySchema, body: json(EduCreateBodySchema) },
      responses: {
        201: jsonContent(EduApplicationResponseSchema, "The new draft, version 1"),
        404: errorResponse("404 NOT_FOUND: no such programme"),
        409: conflict("ALREADY_APPLIED, WINDOW_CLOSED"),
      },
    }),
    async (c) => {
      const created = await createDraft(
        edu,
        c.get("principal").accountId,
        c.req.valid("json"),
        c.req.valid("query").lang,
      );
      return c.json(ok(created), 201);
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "get",
      path: "/api/v1/edu/applications/{id}",
      tags: TAGS,
      summary: "One of my applications: every field, the timeline, the operators' message, what I may do now",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema },
      responses: { 200: jsonContent(EduApplicationResponseSchema, "The application"), 404: notFound },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(ok(await myApplication(edu, c.get("principal").accountId, id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "put",
      path: "/api/v1/edu/applications/{id}",
      tags: TAGS,
      summary: "Save my draft (partial) at the version I loaded",
      description:
        "While the application is a draft or more information is requested. Absent fields are kept, `null` " +
        "clears one; formats are checked, required-ness is not. A save from an older version is 409 " +
        "VERSION_CONFLICT with the current application in `current`.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: json(EduDraftBodySchema) },
      responses: {
        200: jsonContent(EduApplicationResponseSchema, "Saved; `version` moved by one"),
        404: notFound,
        409: versionConflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const saved = await saveDraft(
        edu,
        c.get("principal").accountId,
        id,
        c.req.valid("json"),
        c.req.valid("query").lang,
      );
      return c.json(ok(saved), 200);
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "post",
      path: "/api/v1/edu/applications/{id}/submit",
      tags: TAGS,
      summary: "Submit my application (a draft, or again after more information was requested)",
      description:
        "Checks everything: every required field and its format (e-mail, mobile without hyphens, dates), the " +
        "four consents, the identity document, the passport valid after the trip's return, 14 or older on the " +
        "first day; all failures at once as 400 with an issue per field. A draft is submitted only while the " +
        "window is open (409 WINDOW_UPCOMING / WINDOW_CLOSED); a resubmission is taken at any time. Mailed.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: json(EduSubmitBodySchema) },
      responses: {
        200: jsonContent(EduApplicationResponseSchema, "Submitted"),
        404: notFound,
        409: versionConflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { version } = c.req.valid("json");
      const done = await submit(edu, c.get("principal").accountId, id, version, c.req.valid("query").lang, origin(c));
      return c.json(ok(done), 200);
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "post",
      path: "/api/v1/edu/applications/{id}/withdraw",
      tags: TAGS,
      summary: "Withdraw my application before a decision",
      description: "From draft, submitted, under review, more information requested or waitlisted; mailed.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: json(EduWithdrawBodySchema) },
      responses: {
        200: jsonContent(EduApplicationResponseSchema, "Withdrawn"),
        404: notFound,
        409: conflict("INVALID_TRANSITION"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const done = await withdraw(edu, c.get("principal").accountId, id, reason, c.req.valid("query").lang, origin(c));
      return c.json(ok(done), 200);
    },
  );

  app.openapi(
    uploadDoor(ctx.requireAuth, travel, { maxBytes: ID_BODY_LIMIT, tooLarge: tooLarge("file") })({
      method: "post",
      path: "/api/v1/edu/applications/{id}/id-document",
      tags: TAGS,
      summary: "Upload my identity document (replaces the previous one)",
      description:
        "multipart/form-data with one `file`: PDF, PNG, JPEG or WebP up to 10 MB, checked by content. While the " +
        "form is editable (409 NOT_EDITABLE otherwise). Only its owner and operators can download it.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: form(IdDocumentFormSchema) },
      responses: {
        200: jsonContent(EduApplicationResponseSchema, "Stored"),
        404: notFound,
        409: conflict("NOT_EDITABLE"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { file } = c.req.valid("form");
      const done = await uploadIdDocument(edu, c.get("principal").accountId, id, file, c.req.valid("query").lang);
      return c.json(ok(done), 200);
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "get",
      path: "/api/v1/edu/applications/{id}/files/{fileId}",
      tags: TAGS,
      summary: "Download a file of my application (identity document or report file)",
      request: { params: EduFileParamsSchema },
      responses: {
        200: storedFileResponse,
        404: errorResponse("404 NOT_FOUND: no such file of this member's application"),
      },
    }),
    async (c) => {
      const { id, fileId } = c.req.valid("param");
      return eduFileResponse(await readFile(edu.db, id, fileId, c.get("principal").accountId));
    },
  );

  app.openapi(
    doors.signedIn(travel, {
      method: "put",
      path: "/api/v1/edu/applications/{id}/pre-departure",
      tags: TAGS,
      summary: "Change my pre-departure details (approved, until the deadline)",
      description:
        "Flights, visa status and dietary restriction, while approved and until the programme's details deadline " +
        "(Korea day, inclusive): 409 DETAILS_NOT_OPEN before approval, DETAILS_CLOSED after the deadline, " +
        "VERSION_CONFLICT from an older version.",
      request: { params: EduApplicationParamsSchema, query: LangQuerySchema, body: json(EduPreDepartureBodySchema) },
      responses: {
        200: jsonContent(EduApplicationResponseSchema, "Saved"),
        404: notFound,
        409: versionConflict,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      const done = await savePreDeparture(edu, c.get("principal").accountId, id, body, c.req.valid("query").lang);
      return c.json(ok(done), 200);
    },
  );

  app.openapi(
    uploadDoor(ctx.requireAuth, travel, { maxBytes: REPORT_BODY_LIMIT, tooLarge: tooLarge("files") })({
      method: "post",
      path: "/api/v1/edu/applications/{id}/report",
      tags: TAGS,
      summary: "Submit my returnee report (text and up to 5 files), once, after the trip",
      description:
        "multipart/form-data: `text` and `files` (PDF, PNG, JPEG or WebP up to 10 MB each, checked by content); " +
        "or JSON with `text` alone (a report without files). " +
        "409 REPORT_NOT_OPEN before the trip ended or unless approved; REPORT_ALREADY_SUBMITTED the second time.",
      request: {
        params: EduApplicationParamsSchema,
        query: LangQuerySchema,
        body: jsonOrFormBody(EduReportFieldsSchema, ReportFormSchema),
      },
      responses: {
        201: jsonContent(EduApplicationResponseSchema, "Received"),
        404: notFound,
        409: conflict("REPORT_NOT_OPEN, REPORT_ALREADY_SUBMITTED"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { fields, files } = readJsonOrForm(c, {
        json: EduReportFieldsSchema,
        form: ReportFormSchema,
        files: ["files"],
      });
      const input = { text: fields.text, files: files.files ?? [] };
      const done = await submitReport(edu, c.get("principal").accountId, id, input, c.req.valid("query").lang);
      return c.json(ok(done), 201);
    },
  );
}
