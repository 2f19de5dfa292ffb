import { apiError, never, ok } from "@blocks/mock-api";
import {
  type CompanyProfile,
  type CompanySummary,
  MART_MESSAGES,
  type MartOrigin,
  type MartRole,
  SECTOR_CATEGORIES,
  type SectorCategory,
} from "@contracts/mart";
import { MICE_MESSAGES } from "@contracts/mice";
import { delay, http } from "msw";
import {
  ADMIN_APPLICATIONS_PATH,
  BUSINESSES_PATH,
  EXHIBITORS_PATH,
  MY_APPLICATION_PATH,
  MY_BUSINESS_PATH,
} from "../api/paths";
import {
  adminApplicationsFixture,
  companiesFixture,
  companyDetailFixture,
  exhibitorDetailFixture,
  exhibitorsFixture,
  sellerProfileFixture,
} from "./fixtures";

/**
 * One page of a company directory as the server answers `params`: by country, sector, `inCategory` (each directory
 * groups its own way) and words of the name, in name order, with the countries of every company listed.
 */
function directoryPage<C extends CompanySummary>(
  companies: C[],
  params: URLSearchParams,
  inCategory: (company: C, category: string | null) => boolean,
) {
  const q = (params.get("q") ?? "").toLowerCase();
  const rows = companies
    .filter((company) => !params.get("country") || company.country === params.get("country"))
    .filter((company) => !params.get("sector") || company.primary_sector === params.get("sector"))
    .filter((company) => inCategory(company, params.get("category")))
    .filter((company) => !q || `${company.name_en} ${company.name_ko}`.toLowerCase().includes(q))
    .sort((a, b) => a.name.localeCompare(b.name));
  const page = Number(params.get("page") ?? 1);
  const perPage = Number(params.get("per_page") ?? 12);
  return ok(rows.slice((page - 1) * perPage, page * perPage), {
    page,
    per_page: perPage,
    total: rows.length,
    total_pages: Math.ceil(rows.length / perPage),
    countries: [...new Set(companies.map((company) => company.country))].sort(),
  });
}

/** What a save sent: JSON as it was, multipart as text fields plus the files' names. */
export type SentProfile = Record<string, unknown>;

async function readProfile(request: Request): Promise<SentProfile> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    return (await request.json()) as SentProfile;
  }
  const form = await request.formData();
  const sent: SentProfile = {};
  for (const [name, value] of form.entries()) {
    const text = typeof value === "string" ? value : `file:${value.name}`;
    sent[name] = name === "documents" ? [...((sent[name] as string[] | undefined) ?? []), text] : text;
  }
  return sent;
}

export type MyBusinessOptions = {
  role: MartRole | null;
  origin?: MartOrigin | null;
  /** The server refuses the first save with this field issue (e.g. a logo that is not an image inside). */
  refuseSaveWith?: { field: string; message: string };
  /** The server answers the application with this 409 (e.g. applied meanwhile in another tab). */
  applyConflict?: "ALREADY_APPLIED" | "PROFILE_REQUIRED";
  /** What a first save stores (the mock does not build a profile from the form). */
  savedAs?: CompanyProfile;
};

/**
 * The company's own calls as the server answers them: the profile (or none), a save (which stores what the form
 * would), applying and withdrawing. Every body is remembered.
 */
export function myBusinessApi(initial: CompanyProfile | null, options: MyBusinessOptions) {
  let profile = initial;
  let refusal = options.refuseSaveWith;
  const saved: SentProfile[] = [];
  const applied: unknown[] = [];
  return {
    saved,
    applied,
    handlers: [
      http.get(MY_BUSINESS_PATH, () =>
        ok(profile, { role: options.role, origin: options.origin ?? (options.role === "buyer" ? null : "domestic") }),
      ),
      http.put(MY_BUSINESS_PATH, async ({ request }) => {
        const body = await readProfile(request);
        saved.push(body);
        await delay(100);
        if (options.role === null) return apiError(409, "NOT_COMPANY_ACCOUNT", MART_MESSAGES.notCompanyAccount);
        if (refusal) {
          const issue = refusal;
          refusal = undefined;
          return apiError(400, "VALIDATION_ERROR", `${issue.field}: ${issue.message}`, {
            field: issue.field,
            issues: [issue],
          });
        }
        const base = profile ?? options.savedAs;
        if (!base) return apiError(500, "INTERNAL_ERROR", "The story gave no profile to save.");
        profile = { ...base, updated_at: "2026-05-15T10:00:00+09:00" };
        return ok(profile);
      }),
      http.post(MY_APPLICATION_PATH, async ({ request }) => {
        applied.push(await request.json());
        await delay(100);
        if (options.applyConflict === "ALREADY_APPLIED")
          return apiError(409, "ALREADY_APPLIED", MART_MESSAGES.alreadyApplied);
        if (options.applyConflict === "PROFILE_REQUIRED" || !profile)
          return apiError(409, "PROFILE_REQUIRED", MART_MESSAGES.profileRequired);
        const application = {
          id: 90,
          fair: "sitmmt" as const,
          event_year: 2025,
          status: "submitted" as const,
          message: "",
          operator_note: "",
          submitted_at: "2026-05-15T10:00:00+09:00",
          decided_at: null,
        };
        profile = { ...profile, application };
        return ok(application, {}, 201);
      }),
      http.delete(MY_APPLICATION_PATH, async () => {
        await delay(100);
        if (!profile?.application || profile.application.status !== "submitted")
          return apiError(409, "NOT_PENDING", MART_MESSAGES.notPending);
        const application = { ...profile.application, status: "withdrawn" as const };
        profile = { ...profile, application };
        return ok(application);
      }),
    ],
  };
}

export const myBusinessHandlers = {
  loading: http.get(MY_BUSINESS_PATH, never),
  error: http.get(MY_BUSINESS_PATH, () => apiError(500, "INTERNAL_ERROR", "The company service is resting.")),
  unauthorized: http.get(MY_BUSINESS_PATH, () => apiError(401, "UNAUTHORIZED", "Please sign in.")),
};

/** This year's approved companies, filtered and paged as the server does (by name; countries for the filter). */
export function businessesApi(companies: readonly CompanySummary[] = companiesFixture) {
  const queries: URLSearchParams[] = [];
  return {
    queries,
    handlers: [
      http.get(BUSINESSES_PATH, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const role = params.get("role");
        const sideOnly = companies.filter((company) => !role || company.role === role);
        return directoryPage(sideOnly, params, (company, category) => !category || company.buyer_category === category);
      }),
      http.get(`${BUSINESSES_PATH}/:id`, ({ params }) =>
        Number(params.id) === companyDetailFixture.id
          ? ok(companyDetailFixture)
          : apiError(404, "NOT_FOUND", MART_MESSAGES.notFound),
      ),
    ],
  };
}

export const businessHandlers = {
  error: http.get(BUSINESSES_PATH, () => apiError(503, "SERVICE_UNAVAILABLE", "The business list is resting.")),
  notFound: http.get(`${BUSINESSES_PATH}/:id`, () => apiError(404, "NOT_FOUND", MART_MESSAGES.notFound)),
};

/** The operators' calls: applications by status, a decision (once), a booth. Every body is remembered. */
export function adminApplicationsApi(initial = adminApplicationsFixture) {
  let rows = initial.map((row) => ({ ...row, company: { ...row.company } }));
  const decisions: unknown[] = [];
  const booths: unknown[] = [];
  return {
    decisions,
    booths,
    handlers: [
      http.get(ADMIN_APPLICATIONS_PATH, ({ request }) => {
        const status = new URL(request.url).searchParams.get("status");
        const shown = rows.filter((row) => !status || row.status === status);
        return ok(shown, { page: 1, per_page: 20, total: shown.length, total_pages: shown.length > 0 ? 1 : 0 });
      }),
      http.post(`${ADMIN_APPLICATIONS_PATH}/:id/decision`, async ({ params, request }) => {
        const body = (await request.json()) as { status: "approved" | "rejected"; operator_note: string };
        decisions.push({ id: Number(params.id), ...body });
        await delay(100);
        const row = rows.find((candidate) => candidate.id === Number(params.id));
        if (!row) return apiError(404, "NOT_FOUND", MART_MESSAGES.applicationNotFound);
        if (row.status !== "submitted") return apiError(409, "NOT_PENDING", MART_MESSAGES.notPending);
        const decided = {
          ...row,
          status: body.status,
          operator_note: body.operator_note,
          decided_at: "2026-05-15T10:00:00+09:00",
        };
        rows = rows.map((candidate) => (candidate.id === row.id ? decided : candidate));
        return ok(decided);
      }),
      http.put("/api/v1/admin/mart/businesses/:id/booth", async ({ params, request }) => {
        const body = (await request.json()) as { booth_no: string | null };
        booths.push({ id: Number(params.id), ...body });
        rows = rows.map((row) =>
          row.company.id === Number(params.id) ? { ...row, company: { ...row.company, booth_no: body.booth_no } } : row,
        );
        return ok({ ...sellerProfileFixture, id: Number(params.id), booth_no: body.booth_no });
      }),
    ],
  };
}

/**
 * The MICE fair's exhibitors as the server answers everyone (no token): filtered by country, sector (primary or
 * sub), group of sectors and name, paged, with the exhibitors' countries for the filter. Every query is remembered,
 * and so is whether a token came with it (none should). With `failFirst` the first call of each kind fails, so a
 * retry works.
 */
export function exhibitorsApi(
  exhibitors: readonly CompanySummary[] = exhibitorsFixture,
  { failFirst = false }: { failFirst?: boolean } = {},
) {
  const queries: URLSearchParams[] = [];
  const tokens: (string | null)[] = [];
  const failing = new Set(failFirst ? ["list", "detail"] : []);
  const failsNow = (call: "list" | "detail") => failing.delete(call);
  const resting = () => apiError(503, "SERVICE_UNAVAILABLE", "The exhibitor service is resting.");
  // the server names a company in the page's language
  const named = <C extends CompanySummary>(company: C, lang: string | null): C => ({
    ...company,
    name: lang === "ko" ? company.name_ko : company.name_en,
  });
  const inGroup = (sector: string, group: string | null) =>
    !group || ((SECTOR_CATEGORIES[group as SectorCategory] ?? []) as readonly string[]).includes(sector);
  return {
    queries,
    tokens,
    handlers: [
      http.get(EXHIBITORS_PATH, ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        tokens.push(request.headers.get("authorization"));
        if (failsNow("list")) return resting();
        return directoryPage(
          exhibitors.map((company) => named(company, params.get("lang"))),
          params,
          (company, category) => inGroup(company.primary_sector, category),
        );
      }),
      http.get(`${EXHIBITORS_PATH}/:id`, ({ request, params }) => {
        tokens.push(request.headers.get("authorization"));
        if (failsNow("detail")) return resting();
        return Number(params.id) === exhibitorDetailFixture.id
          ? ok(named(exhibitorDetailFixture, new URL(request.url).searchParams.get("lang")))
          : apiError(404, "NOT_FOUND", MICE_MESSAGES.exhibitorNotFound);
      }),
    ],
  };
}

export const exhibitorHandlers = {
  loading: http.get(EXHIBITORS_PATH, never),
  detailLoading: http.get(`${EXHIBITORS_PATH}/:id`, never),
  notFound: http.get(`${EXHIBITORS_PATH}/:id`, () => apiError(404, "NOT_FOUND", MICE_MESSAGES.exhibitorNotFound)),
};
