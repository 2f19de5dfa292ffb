import { envelopeSchema } from "@contracts/envelope";
import {
  AdminApplicationListQuerySchema,
  AdminApplicationListResponseSchema,
  AdminApplicationSchema,
  ApplicationParamsSchema,
  ApplicationResponseSchema,
  ApplyBodySchema,
  BoothBodySchema,
  BusinessListQuerySchema,
  BusinessListResponseSchema,
  BusinessParamsSchema,
  BusinessResponseSchema,
  BuyerCategorySchema,
  BuyerTypeSchema,
  buyerProfileIssues,
  CompanyProfileBodySchema,
  CompanyProfileSchema,
  type CompanyProfileValues,
  DecisionBodySchema,
  MART_MAX_DOCUMENTS,
  MART_MESSAGES,
  MartOriginSchema,
  MyBusinessResponseSchema,
} from "@contracts/mart";
import { LangSchema } from "@contracts/settings";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ZodError } from "zod";
import type { Db } from "../../platform/db/client";
import {
  AreaHeadersSchema,
  type AuthEnv,
  bearerSecurity,
  type createRequireAuth,
} from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { filesField, isBlob, mergeListField } from "../../platform/http/uploads";
import { validationErrorBody, validationHook } from "../../platform/http/validation";
import type { Clock } from "../../platform/clock";
import { unauthorized } from "../auth/errors";
import {
  fieldIssuesError,
  fullProfile,
  keptDocumentCount,
  type MartCaller,
  martCallerOf,
  requireCompany,
  requireCompanyRole,
  saveProfile,
} from "./business";
import { applyForMart, decideApplication, listApplications, withdrawApplication } from "./business-applications";
import { adminBusiness, businessDetail, listBusinesses, setBooth } from "./business-directory";
import { companyOfAccount } from "./company";
import {
  checkProfileDocuments,
  checkProfileImage,
  type FileReader,
  martFileDisposition,
  PROFILE_BODY_LIMIT,
  profileTooLarge,
  readMartFile,
} from "./files";
import type { AppContext } from "../../platform/context";

export type MartBusinessRoutesDeps = { db: Db; now: Clock; requireAuth: ReturnType<typeof createRequireAuth> };

type RequireAuth = ReturnType<typeof createRequireAuth>;
type CallerEnv = { Variables: AuthEnv["Variables"] & { caller: MartCaller } };
type OptionalAuthEnv = { Variables: Partial<AuthEnv["Variables"]> };

const accreditationOnly = errorResponse("401 UNAUTHORIZED: no accreditation token (X-Auth-Area: accreditation)");
const adminOnly = errorResponse("401 UNAUTHORIZED: no admin token (X-Auth-Area: admin)");
const eitherOnly = errorResponse("401 UNAUTHORIZED: no accreditation or admin token");
const companyNotFound = errorResponse("404 NOT_FOUND: no such company, or one this caller may not see");
const notCompany = "409 NOT_COMPANY_ACCOUNT: a general accreditation account has no company";

const LangQuerySchema = z.object({ lang: LangSchema.default("en") });
const AdminApplicationResponseSchema = envelopeSchema(AdminApplicationSchema);
const AdminBusinessResponseSchema = envelopeSchema(CompanyProfileSchema);
const BinarySchema = z.string().openapi({ type: "string", format: "binary" });

// ---- the profile form: multipart text as the JSON body's values ----

const LIST_FIELDS = ["languages", "sub_sectors", "purposes", "keep_document_ids"] as const;
const NULLABLE_FIELDS = [
  "staff_count",
  "annual_sales_2024",
  "travelers_to_korea_since_2019",
  "participation_count",
  "buyer_category",
  "buyer_type",
  "origin",
] as const;
const BOOLEAN_FIELDS = ["participated_before", "remove_logo", "remove_banner"] as const;
const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "0", "no", ""]);

/** JSON text as its value; text that is not JSON stays text, so the schema names the field. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A list sent as JSON text (`["en","ko"]`), as repeated parts, or as one plain part. */
function listFromForm(value: unknown): unknown {
  if (Array.isArray(value)) return (value as unknown[]).map((item) => (typeof item === "string" ? item.trim() : item));
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return [];
  return text.startsWith("[") ? parsedJson(text) : [text];
}

/**
 * Multipart text as the JSON body's values: lists and `social_ids` from JSON text (or repeated parts, `name[]`
 * too), empty optional numbers and choices as none, `true`/`false` for the switches, an empty file input as no
 * file.
 */
function profileFromForm(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  let merged: unknown = value;
  for (const name of [...LIST_FIELDS, "documents"]) merged = mergeListField(merged, name);
  const form = { ...(merged as Record<string, unknown>) };
  for (const key of LIST_FIELDS) if (key in form) form[key] = listFromForm(form[key]);
  if (Array.isArray(form.keep_document_ids)) {
    form.keep_document_ids = form.keep_document_ids.map((id: unknown) =>
      typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id,
    );
  }
  if (typeof form.social_ids === "string") {
    form.social_ids = form.social_ids.trim() === "" ? {} : parsedJson(form.social_ids.trim());
  }
  for (const key of NULLABLE_FIELDS) if (form[key] === "") form[key] = null;
  for (const key of BOOLEAN_FIELDS) {
    const raw = form[key];
    if (typeof raw !== "string") continue;
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) form[key] = true;
    else if (FALSE_WORDS.has(word)) form[key] = false;
  }
  for (const key of ["logo", "banner"]) if (form[key] === "") delete form[key];
  return form;
}

/** One file part; a text part, or several parts, is refused with `message`. */
function fileField(message: string) {
  return z
    .custom<File>((value) => isBlob(value), message)
    .optional()
    .openapi({ type: "string", format: "binary" });
}

const ProfileFormSchema = z.preprocess(
  profileFromForm,
  CompanyProfileBodySchema.and(
    z.object({
      logo: fileField(MART_MESSAGES.imageType),
      banner: fileField(MART_MESSAGES.imageType),
      documents: filesField(MART_MESSAGES.documentType),
    }),
  ),
);

type ValidationResult = { success: true } | { success: false; error: ZodError; target: string; data?: unknown };

/**
 * The profile body's 400 names every problem at once: the schema's issues and, for a buyer, the buyer-only fields
 * (which need the account's role, so the schema alone cannot ask for them).
 */
function profileHook(result: ValidationResult, c: Context) {
  if (result.success || (result.target !== "json" && result.target !== "form")) return validationHook(result, c);
  const answer = validationErrorBody(result.error, result.target);
  // the route's middleware set the caller before any body is read
  if ((c as Context<CallerEnv>).get("caller").role === "buyer") {
    const raw = (typeof result.data === "object" && result.data !== null ? result.data : {}) as Record<string, unknown>;
    // The three fields as far as they can be read; a wrong value is the schema's issue already.
    const readable = {
      buyer_category: BuyerCategorySchema.safeParse(raw.buyer_category).data ?? null,
      buyer_type: BuyerTypeSchema.safeParse(raw.buyer_type).data ?? null,
      origin: MartOriginSchema.safeParse(raw.origin).data ?? null,
    } as CompanyProfileValues;
    const named = new Set(answer.issues?.map((issue) => issue.field));
    const more = buyerProfileIssues("buyer", readable).filter((issue) => !named.has(issue.field));
    answer.issues = [...(answer.issues ?? []), ...more];
  }
  return c.json(answer, 400);
}

const contentType = (c: Context) => (c.req.header("content-type") ?? "").toLowerCase();
const isForm = (type: string) =>
  type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");

/** Participants (accreditation) and operators (admin) read the business list; anyone else is 401. */
function participantOrOperator(requireAuth: RequireAuth): MiddlewareHandler<AuthEnv> {
  const any = requireAuth("any");
  return (c, next) =>
    any(c, async () => {
      const { area } = c.get("principal");
      if (area !== "accreditation" && area !== "admin") throw unauthorized();
      await next();
    });
}

/**
 * A token is optional for files (logos are public), but one that is sent must be valid: the same 401 as anywhere
 * else, so a stale session is noticed rather than silently read as a guest.
 */
function optionalAuth(requireAuth: RequireAuth): MiddlewareHandler<OptionalAuthEnv> {
  const any = requireAuth("any");
  return async (c, next) => {
    if (!c.req.header("authorization")) return next();
    return any(c as Parameters<typeof any>[0], next);
  };
}

/**
 * The mart's companies: each company's own profile (with logo, banner and documents) and its application for this
 * year's mart; the business list and detail of approved companies; the files; and the operators' decisions and
 * booths.
 */
export function registerMartBusinessRoutes(app: ApiApp, { db, now, requireAuth }: AppContext): void {
  const accreditation = requireAuth("accreditation");
  const admin = requireAuth("admin");
  const either = participantOrOperator(requireAuth);
  const uploadLimit = bodyLimit({
    maxSize: PROFILE_BODY_LIMIT,
    onError: () => {
      throw profileTooLarge();
    },
  });
  // The token, then the account's company (a general account is refused before its upload is read), then the size.
  const withCaller: MiddlewareHandler<CallerEnv> = (c, next) =>
    accreditation(c as unknown as Parameters<typeof accreditation>[0], async () => {
      c.set("caller", await martCallerOf(db, c.get("principal").accountId));
      await next();
    });
  const companyUpload: MiddlewareHandler<CallerEnv> = (c, next) =>
    withCaller(c, async () => {
      requireCompanyRole(c.get("caller"));
      await uploadLimit(c, next);
    });

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/mart/business/me",
      tags: ["mart"],
      summary: "My company profile (getBusiness(me)), or null while none is saved",
      description:
        "`meta.role` and `meta.origin` come from the account type (a buyer's origin from its saved profile); a " +
        "general account has role null and never a profile.",
      security: bearerSecurity,
      middleware: withCaller,
      request: { headers: AreaHeadersSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(MyBusinessResponseSchema, "The profile with this year's application, or null"),
        400: validationErrorResponse,
        401: accreditationOnly,
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      const profile = caller.company ? await fullProfile(db, caller.company, c.req.valid("query").lang) : null;
      return c.json(ok(profile, { role: caller.role, origin: caller.origin }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/v1/mart/business/me",
      tags: ["mart"],
      summary: "Create or update my company profile with its files",
      description:
        "JSON, or multipart/form-data with the same fields as text (lists and `social_ids` as JSON text; switches " +
        "as `true`/`false`; empty optional numbers and choices as none) plus the files `logo` and `banner` (PNG, " +
        "JPEG or WebP up to 5 MB) and `documents` (PDF, PNG, JPEG or WebP up to 10 MB each; at most 3 together " +
        "with the kept ones), all checked by content. A new logo or banner replaces the old one; saved documents " +
        "not in `keep_document_ids` are removed. Profile and files are stored together or not at all. A buyer " +
        "must give `buyer_category`, `buyer_type` and `origin`; a seller's origin comes from its account type.",
      security: bearerSecurity,
      middleware: companyUpload,
      request: {
        headers: AreaHeadersSchema,
        query: LangQuerySchema,
        body: {
          content: {
            "application/json": { schema: CompanyProfileBodySchema },
            "multipart/form-data": { schema: ProfileFormSchema },
          },
          required: false,
        },
      },
      responses: {
        200: jsonContent(MyBusinessResponseSchema, "The profile as saved"),
        400: validationErrorResponse,
        401: accreditationOnly,
        409: errorResponse(notCompany),
        413: errorResponse("413 PAYLOAD_TOO_LARGE: the request is far over the file limits"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      const role = requireCompanyRole(caller);
      const bodyType = contentType(c);
      let values: CompanyProfileValues;
      let logo: File | undefined;
      let banner: File | undefined;
      let documents: File[] = [];
      if (isForm(bodyType)) {
        // The validator ran the form schema; the declared type is the union of both bodies.
        const form = c.req.valid("form") as z.output<typeof ProfileFormSchema>;
        ({ logo, banner, documents, ...values } = form);
      } else if (bodyType.includes("json")) {
        values = c.req.valid("json");
      } else {
        const parsed = CompanyProfileBodySchema.safeParse({});
        if (parsed.success) throw new Error("profile schema accepts an empty body");
        return c.json(validationErrorBody(parsed.error, "json"), 400);
      }
      const issues = buyerProfileIssues(role, values);
      if (issues.length > 0) throw fieldIssuesError(issues);
      const kept = await keptDocumentCount(db, caller.company?.id, values.keep_document_ids);
      const uploads = {
        logo: await checkProfileImage("logo", logo),
        banner: await checkProfileImage("banner", banner),
        documents: await checkProfileDocuments(documents, MART_MAX_DOCUMENTS - kept),
      };
      await saveProfile(db, caller, values, uploads, now());
      const saved = await martCallerOf(db, caller.accountId);
      if (!saved.company) throw new Error("saved profile not found");
      const profile = await fullProfile(db, saved.company, c.req.valid("query").lang);
      return c.json(ok(profile, { role: saved.role, origin: saved.origin }), 200);
    },
    profileHook,
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/mart/business/me/application",
      tags: ["mart"],
      summary: "Apply to take part in this year's mart",
      description:
        "Needs a saved profile (409 PROFILE_REQUIRED). One live application per company and year: a second one, " +
        "also one sent at the same moment, is 409 ALREADY_APPLIED; after a withdrawal the company may apply again.",
      security: bearerSecurity,
      middleware: withCaller,
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: ApplyBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(ApplicationResponseSchema, "Submitted"),
        400: validationErrorResponse,
        401: accreditationOnly,
        409: errorResponse(`${notCompany}; PROFILE_REQUIRED; ALREADY_APPLIED`),
      },
    }),
    async (c) => {
      const company = requireCompany(c.get("caller"));
      return c.json(ok(await applyForMart(db, company, c.req.valid("json"), now())), 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/v1/mart/business/me/application",
      tags: ["mart"],
      summary: "Withdraw my submitted application",
      security: bearerSecurity,
      middleware: withCaller,
      request: { headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(ApplicationResponseSchema, "Withdrawn"),
        401: accreditationOnly,
        404: errorResponse("404 NOT_FOUND: no live application this year"),
        409: errorResponse(`${notCompany}; PROFILE_REQUIRED; NOT_PENDING (already decided)`),
      },
    }),
    async (c) => {
      const company = requireCompany(c.get("caller"));
      return c.json(ok(await withdrawApplication(db, company)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/mart/businesses",
      tags: ["mart"],
      summary: "The approved companies of this year's mart, by name",
      description:
        "Accreditation or admin token. `sector` matches the primary or a sub sector; `q` the English or Korean " +
        "name. `meta.countries` lists the countries of the approved companies of the asked role, whatever else " +
        "is filtered. No contacts, address or sales.",
      security: bearerSecurity,
      middleware: either,
      request: { headers: AreaHeadersSchema, query: BusinessListQuerySchema },
      responses: {
        200: jsonContent(BusinessListResponseSchema, "One page; meta has the paging and the countries"),
        400: validationErrorResponse,
        401: eitherOnly,
      },
    }),
    async (c) => {
      const { rows, meta } = await listBusinesses(db, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/mart/businesses/{id}",
      tags: ["mart"],
      summary: "One company of the mart (what other companies may see)",
      description:
        "An approved company of this year, the caller's own company, or any company for operators; anything else " +
        "is 404, as for a company that does not exist.",
      security: bearerSecurity,
      middleware: either,
      request: { headers: AreaHeadersSchema, params: BusinessParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(BusinessResponseSchema, "The company"),
        400: validationErrorResponse,
        401: eitherOnly,
        404: companyNotFound,
      },
    }),
    async (c) => {
      const principal = c.get("principal");
      const viewer =
        principal.area === "admin"
          ? ({ kind: "operator" } as const)
          : ({
              kind: "company",
              companyId: (await companyOfAccount(db, principal.accountId))?.id ?? null,
            } as const);
      const detail = await businessDetail(db, c.req.valid("param").id, viewer, c.req.valid("query").lang);
      return c.json(ok(detail), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/mart/files/{id}",
      tags: ["mart"],
      summary: "A company's logo, banner or profile document",
      description:
        "Logos and banners are public and shown inline. Documents need the accreditation token of their company or " +
        "of an approved participant (when their company is approved too), or an admin token; anyone else gets " +
        "404, as for a file that does not exist. Documents download as attachments; every file with `nosniff`.",
      security: [{}, ...bearerSecurity],
      middleware: optionalAuth(requireAuth),
      request: { params: BusinessParamsSchema },
      responses: {
        200: {
          description: "The file, with its stored type",
          content: {
            "application/pdf": { schema: BinarySchema },
            "image/png": { schema: BinarySchema },
            "image/jpeg": { schema: BinarySchema },
            "image/webp": { schema: BinarySchema },
          },
        },
        400: validationErrorResponse,
        401: errorResponse("401 UNAUTHORIZED: a token was sent and it is invalid, expired or revoked"),
        404: errorResponse("404 NOT_FOUND: no such file, or not one this caller may read"),
      },
    }),
    async (c) => {
      const principal = c.get("principal");
      const reader: FileReader =
        principal?.area === "admin"
          ? { kind: "operator" }
          : principal?.area === "accreditation"
            ? { kind: "company", accountId: principal.accountId }
            : { kind: "guest" };
      const file = await readMartFile(db, c.req.valid("param").id, reader);
      const isPublic = file.kind !== "document";
      return new Response(new Uint8Array(file.data), {
        status: 200,
        headers: {
          "Content-Type": file.mime,
          "Content-Length": String(file.data.byteLength),
          "Content-Disposition": martFileDisposition(file),
          "X-Content-Type-Options": "nosniff",
          // a stored file never runs as a page of this origin, even when opened directly
          "Content-Security-Policy": "default-src 'none'; sandbox",
          // a new logo gets a new id, so a public image never changes under its address; documents stay private
          "Cache-Control": isPublic ? "public, max-age=31536000, immutable" : "private, no-store",
        },
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/admin/mart/applications",
      tags: ["admin", "mart"],
      summary: "This year's applications, newest first (operators)",
      security: bearerSecurity,
      middleware: admin,
      request: { headers: AreaHeadersSchema, query: AdminApplicationListQuerySchema },
      responses: {
        200: jsonContent(AdminApplicationListResponseSchema, "One page with each company's summary"),
        400: validationErrorResponse,
        401: adminOnly,
      },
    }),
    async (c) => {
      const { rows, meta } = await listApplications(db, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/admin/mart/applications/{id}/decision",
      tags: ["admin", "mart"],
      summary: "Approve or reject a submitted application (operators)",
      description: "Once: a decided or withdrawn application is 409 NOT_PENDING, also when two decisions race.",
      security: bearerSecurity,
      middleware: admin,
      request: {
        headers: AreaHeadersSchema,
        params: ApplicationParamsSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: DecisionBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminApplicationResponseSchema, "Decided"),
        400: validationErrorResponse,
        401: adminOnly,
        404: errorResponse("404 NOT_FOUND: no such application"),
        409: errorResponse("409 NOT_PENDING"),
      },
    }),
    async (c) => {
      const decided = await decideApplication(
        db,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.get("principal").accountId,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(decided), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/admin/mart/businesses/{id}",
      tags: ["admin", "mart"],
      summary: "Any company's whole profile with this year's application (operators)",
      security: bearerSecurity,
      middleware: admin,
      request: { headers: AreaHeadersSchema, params: BusinessParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(AdminBusinessResponseSchema, "The profile"),
        400: validationErrorResponse,
        401: adminOnly,
        404: errorResponse("404 NOT_FOUND: no such company"),
      },
    }),
    async (c) => {
      return c.json(ok(await adminBusiness(db, c.req.valid("param").id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/v1/admin/mart/businesses/{id}/booth",
      tags: ["admin", "mart"],
      summary: "Set or clear a company's booth (operators)",
      description: "Meetings with a seller take place at its booth; null or an empty text clears it.",
      security: bearerSecurity,
      middleware: admin,
      request: {
        headers: AreaHeadersSchema,
        params: BusinessParamsSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: BoothBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminBusinessResponseSchema, "The profile with its booth"),
        400: validationErrorResponse,
        401: adminOnly,
        404: errorResponse("404 NOT_FOUND: no such company"),
      },
    }),
    async (c) => {
      const profile = await setBooth(
        db,
        c.req.valid("param").id,
        c.req.valid("json").booth_no,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(profile), 200);
    },
  );
}
