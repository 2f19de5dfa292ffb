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
  CompanyProfileSchema,
  DecisionBodySchema,
  FairQuerySchema,
  MyBusinessResponseSchema,
} from "@contracts/mart";
import { ExhibitorListQuerySchema, MICE_MESSAGES } from "@contracts/mice";
import { LangSchema } from "@contracts/settings";
import { z } from "@hono/zod-openapi";
import { isOperator, type Principal } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, storedFileResponse, validationErrorResponse } from "../../platform/http/openapi";
import { AppError } from "../../platform/http/errors";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import type { DbOrTx } from "../auth/sessions";
import { fullProfile, requireCompany } from "./business";
import { applyForMart, decideApplication, listApplications, withdrawApplication } from "./business-applications";
import { adminBusiness, businessDetail, listBusinesses, setBooth } from "./business-directory";
import { companyOfAccount } from "./company";
import { type FileReader, martFileDisposition, readMartFile, type StoredMartFile } from "./files";
import { profileBody, profileHook, readProfileBody, saveMyProfile } from "./profile-body";
import { companyDoors } from "./route-doors";
import type { AppContext } from "../../platform/context";

const companyNotFound = errorResponse("404 NOT_FOUND: no such company, or one this caller may not see");
const notCompany = "409 NOT_COMPANY_ACCOUNT: a general accreditation account has no company";

const LangQuerySchema = z.object({ lang: LangSchema.default("en") });
/** The company calls both fairs share answer for the fair asked (the mart's by default). */
const LangFairQuerySchema = LangQuerySchema.extend(FairQuerySchema.shape);
const AdminApplicationResponseSchema = envelopeSchema(AdminApplicationSchema);
const AdminBusinessResponseSchema = envelopeSchema(CompanyProfileSchema);

/** Who reads a company: operators see any, a company its own and the approved ones. */
async function viewerOf(db: DbOrTx, principal: Principal) {
  if (principal.area === "admin") return { kind: "operator" } as const;
  return { kind: "company", companyId: (await companyOfAccount(db, principal.accountId))?.id ?? null } as const;
}

/** Who reads a file: operators, an accreditation account (its company), or a guest. */
function fileReaderOf(principal: Principal | undefined): FileReader {
  if (isOperator(principal)) return { kind: "operator" };
  if (principal?.area === "accreditation") return { kind: "company", accountId: principal.accountId };
  return { kind: "guest" };
}

/** A stored file as sent: its own type, never run as a page, cached for good when public. */
function martFileResponse(file: StoredMartFile): Response {
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
}

/**
 * The mart's companies: each company's own profile (with logo, banner and documents) and its application for this
 * year's mart; the business list and detail of approved companies; the files; and the operators' decisions and
 * booths.
 */
export function registerMartBusinessRoutes(app: ApiApp, ctx: AppContext): void {
  const { db, now, doors } = ctx;
  const shapes = routeShapes(app, doors);
  const company = companyDoors(ctx);

  app.openapi(
    company.caller({
      method: "get",
      path: "/api/v1/mart/business/me",
      tags: ["mart"],
      summary: "My company profile (getBusiness(me)), or null while none is saved",
      description:
        "`meta.role` and `meta.origin` come from the account type (a buyer's origin from its saved profile); a " +
        "general account has role null and never a profile.",
      request: { query: LangFairQuerySchema },
      responses: {
        200: jsonContent(MyBusinessResponseSchema, "The profile with its application for the fair asked, or null"),
      },
    }),
    async (c) => {
      const caller = c.get("caller");
      const { lang, fair } = c.req.valid("query");
      const profile = caller.company ? await fullProfile(db, caller.company, lang, fair) : null;
      return c.json(ok(profile, { role: caller.role, origin: caller.origin }), 200);
    },
  );

  app.openapi(
    company.upload({
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
      request: { query: LangFairQuerySchema, body: profileBody },
      responses: {
        200: jsonContent(MyBusinessResponseSchema, "The profile as saved"),
        // answered by the route's own hook (the buyer-only fields named with the schema's issues)
        400: validationErrorResponse,
        409: errorResponse(notCompany),
        413: errorResponse("413 PAYLOAD_TOO_LARGE: the request is far over the file limits"),
      },
    }),
    async (c) => {
      const body = readProfileBody(c);
      const { lang, fair } = c.req.valid("query");
      const { profile, meta } = await saveMyProfile({ db, now }, c.get("caller"), body, lang, fair);
      return c.json(ok(profile, meta), 200);
    },
    profileHook,
  );

  app.openapi(
    company.caller({
      method: "post",
      path: "/api/v1/mart/business/me/application",
      tags: ["mart"],
      summary: "Apply to take part in a fair's current edition (the mart's by default)",
      description:
        "Needs a saved profile (409 PROFILE_REQUIRED). One live application per company, fair and edition: a " +
        "second one, also one sent at the same moment, is 409 ALREADY_APPLIED; after a withdrawal the company may " +
        "apply again. A fair whose edition has a registration deadline (`registration_closes_on`, a Korea day: the " +
        "MICE fair's) takes applications through that day; later ones are 409 REGISTRATION_CLOSED.",
      request: {
        query: FairQuerySchema,
        body: { content: { "application/json": { schema: ApplyBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(ApplicationResponseSchema, "Submitted"),
        409: errorResponse(`${notCompany}; PROFILE_REQUIRED; ALREADY_APPLIED; REGISTRATION_CLOSED`),
      },
    }),
    async (c) => {
      const mine = requireCompany(c.get("caller"));
      return c.json(ok(await applyForMart(db, mine, c.req.valid("json"), now(), c.req.valid("query").fair)), 201);
    },
  );

  app.openapi(
    company.caller({
      method: "delete",
      path: "/api/v1/mart/business/me/application",
      tags: ["mart"],
      summary: "Withdraw my submitted application (for the fair asked)",
      request: { query: FairQuerySchema },
      responses: {
        200: jsonContent(ApplicationResponseSchema, "Withdrawn"),
        404: errorResponse("404 NOT_FOUND: no live application this year"),
        409: errorResponse(`${notCompany}; PROFILE_REQUIRED; NOT_PENDING (already decided)`),
      },
    }),
    async (c) =>
      c.json(ok(await withdrawApplication(db, requireCompany(c.get("caller")), c.req.valid("query").fair)), 200),
  );

  app.openapi(
    doors.signedIn(["accreditation", "admin"], {
      method: "get",
      path: "/api/v1/mart/businesses",
      tags: ["mart"],
      summary: "The approved companies of a fair's current edition (the mart's by default), by name",
      description:
        "Accreditation or admin token. `sector` matches the primary or a sub sector; `q` the English or Korean " +
        "name. `meta.countries` lists the countries of the approved companies of the asked role, whatever else " +
        "is filtered. No contacts, address or sales.",
      request: { query: BusinessListQuerySchema },
      responses: {
        200: jsonContent(BusinessListResponseSchema, "One page; meta has the paging and the countries"),
      },
    }),
    async (c) => {
      const { rows, meta } = await listBusinesses(db, c.req.valid("query"));
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn(["accreditation", "admin"], {
      method: "get",
      path: "/api/v1/mart/businesses/{id}",
      tags: ["mart"],
      summary: "One company of the mart (what other companies may see)",
      description:
        "A company approved for the fair asked, the caller's own company, or any company for operators; anything " +
        "else is 404, as for a company that does not exist.",
      request: { params: BusinessParamsSchema, query: LangFairQuerySchema },
      responses: {
        200: jsonContent(BusinessResponseSchema, "The company"),
        404: companyNotFound,
      },
    }),
    async (c) => {
      const viewer = await viewerOf(db, c.get("principal"));
      const { lang, fair } = c.req.valid("query");
      const detail = await businessDetail(db, c.req.valid("param").id, viewer, lang, fair);
      return c.json(ok(detail), 200);
    },
  );

  app.openapi(
    doors.optional({
      method: "get",
      path: "/api/v1/mart/files/{id}",
      tags: ["mart"],
      summary: "A company's logo, banner or profile document",
      description:
        "Logos and banners are public and shown inline. Documents need the accreditation token of their company or " +
        "of an approved participant (when their company is approved too), or an admin token; anyone else gets " +
        "404, as for a file that does not exist. Documents download as attachments; every file with `nosniff`.",
      // pages show logos as <img>, which sends neither a token nor the area header
      request: { headers: undefined, params: BusinessParamsSchema },
      responses: {
        200: storedFileResponse,
        // a guest needs no token: only a sent one can be refused
        401: errorResponse("401 UNAUTHORIZED: a token was sent and it is invalid, expired or revoked"),
        404: errorResponse("404 NOT_FOUND: no such file, or not one this caller may read"),
      },
    }),
    async (c) => martFileResponse(await readMartFile(db, c.req.valid("param").id, fileReaderOf(c.get("principal")))),
  );

  shapes.pagedList("admin", {
    path: "/api/v1/admin/mart/applications",
    tags: ["admin", "mart"],
    summary: "The applications for a fair's current edition, newest first (operators)",
    query: AdminApplicationListQuerySchema,
    response: AdminApplicationListResponseSchema,
    answer: "One page with each company's summary",
    list: (query) => listApplications(db, query),
  });

  shapes.action("admin", {
    method: "post",
    path: "/api/v1/admin/mart/applications/{id}/decision",
    tags: ["admin", "mart"],
    summary: "Approve or reject a submitted application (operators)",
    description: "Once: a decided or withdrawn application is 409 NOT_PENDING, also when two decisions race.",
    params: ApplicationParamsSchema,
    query: LangQuerySchema,
    body: { schema: DecisionBodySchema, required: true },
    status: 200,
    response: AdminApplicationResponseSchema,
    answer: "Decided",
    errors: { 404: errorResponse("404 NOT_FOUND: no such application"), 409: errorResponse("409 NOT_PENDING") },
    act: ({ accountId, id, body, lang }) => decideApplication(db, id, body, accountId, now(), lang),
  });

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/mart/businesses/{id}",
      tags: ["admin", "mart"],
      summary: "Any company's whole profile with its application for the fair asked (operators)",
      request: { params: BusinessParamsSchema, query: LangFairQuerySchema },
      responses: {
        200: jsonContent(AdminBusinessResponseSchema, "The profile"),
        404: errorResponse("404 NOT_FOUND: no such company"),
      },
    }),
    async (c) => {
      const { lang, fair } = c.req.valid("query");
      return c.json(ok(await adminBusiness(db, c.req.valid("param").id, lang, fair)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: "/api/v1/admin/mart/businesses/{id}/booth",
      tags: ["admin", "mart"],
      summary: "Set or clear a company's booth at a fair (operators)",
      description:
        "Meetings with a seller take place at its booth; null or an empty text clears it. The mart's booth is the " +
        "company's; another fair's (`?fair=mice`) is given to the company's live application for that edition.",
      request: {
        params: BusinessParamsSchema,
        query: LangFairQuerySchema,
        body: { content: { "application/json": { schema: BoothBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminBusinessResponseSchema, "The profile with its booth"),
        404: errorResponse("404 NOT_FOUND: no such company, or none applying for the fair asked"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { lang, fair } = c.req.valid("query");
      return c.json(ok(await setBooth(db, id, c.req.valid("json").booth_no, now(), lang, fair)), 200);
    },
  );
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/mice/exhibitors",
      tags: ["mice"],
      summary: "The MICE fair's exhibitors: the sellers approved for its current edition, by name",
      description:
        "For everyone. `sector` matches the primary or a sub sector, `category` a group of sectors, `q` the " +
        "English or Korean name; `meta.countries` lists the exhibitors' countries whatever else is filtered.",
      request: { query: ExhibitorListQuerySchema },
      responses: { 200: jsonContent(BusinessListResponseSchema, "One page; meta has the paging and the countries") },
    }),
    async (c) => {
      const { category, ...query } = c.req.valid("query");
      const { rows, meta } = await listBusinesses(db, {
        ...query,
        fair: "mice",
        role: "seller",
        sectorCategory: category,
      });
      return c.json(ok(rows, meta), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/mice/exhibitors/{id}",
      tags: ["mice"],
      summary: "One exhibitor of the MICE fair (what everyone may see of it)",
      description: "A seller approved for the current edition; anything else is 404, as for one that does not exist.",
      request: { params: BusinessParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(BusinessResponseSchema, "The exhibitor"),
        404: errorResponse("404 NOT_FOUND: no such exhibitor"),
      },
    }),
    async (c) => {
      const viewer = { kind: "guest", role: "seller" } as const;
      const detail = await businessDetail(db, c.req.valid("param").id, viewer, c.req.valid("query").lang, "mice").catch(
        (error: unknown) => {
          throw error instanceof AppError && error.status === 404
            ? new AppError(404, "NOT_FOUND", MICE_MESSAGES.exhibitorNotFound)
            : error;
        },
      );
      return c.json(ok(detail), 200);
    },
  );
}
