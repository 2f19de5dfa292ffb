import {
  type CompanyDetail,
  type CompanyProfile,
  type CompanyProfileValues,
  type CompanySummary,
  MART_MAX_DOCUMENTS,
  MART_MESSAGES,
  type MartApplication,
  type MartOrigin,
  type MartRole,
  martRoleOf,
} from "@contracts/mart";
import type { Fair } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import { and, count, desc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { martApplications, martCompanies, martFiles } from "./tables";
import { AppError } from "../../platform/http/errors";
import type { UploadedFile } from "../../platform/http/uploads";
import type { DbOrTx } from "../auth/sessions";
import { companyOfAccount, type CompanyRow } from "./company";
import { inEdition } from "./edition";
import { type CompanyFiles, filesOf, filesOfCompanies, tooManyDocuments } from "./files";

/**
 * The mart's company profiles: who may have one (buyer and seller accounts), writing it with its files in one
 * transaction, and the three ways it is shown: summary and detail to other companies (no contacts, no address, no
 * sales), the whole profile to the company itself and to operators.
 */

/** `notCompanyAccount` -> `NOT_COMPANY_ACCOUNT`: each contract message keeps a stable code; 404s are NOT_FOUND. */
export function martError(status: 404 | 409, key: keyof typeof MART_MESSAGES): AppError {
  const code = status === 404 ? "NOT_FOUND" : key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  return new AppError(status, code, MART_MESSAGES[key]);
}

/** The validation answer for issues found after the schema passed (the buyer-only fields, the documents' count). */
export function fieldIssuesError(issues: readonly { field: string; message: string }[]): AppError {
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return new AppError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, first.field, [...issues]);
}

/** An accreditation account as the mart sees it: its role (null for a general account) and its company. */
export type MartCaller = {
  accountId: number;
  role: MartRole | null;
  /** A seller's comes from its account type, a buyer's from its saved profile. */
  origin: MartOrigin | null;
  company: CompanyRow | null;
};

export async function martCallerOf(db: DbOrTx, accountId: number): Promise<MartCaller> {
  const [account] = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, accountId));
  const given = martRoleOf(account?.type ?? "general");
  const company = given ? await companyOfAccount(db, accountId) : null;
  return {
    accountId,
    role: given?.role ?? null,
    origin: given?.origin ?? company?.origin ?? null,
    company,
  };
}

/** The caller's role, or 409 notCompanyAccount for a general account (it has no company). */
export function requireCompanyRole(caller: MartCaller): MartRole {
  if (!caller.role) throw martError(409, "notCompanyAccount");
  return caller.role;
}

/** The caller's saved company, or 409 (no company account; no profile yet). */
export function requireCompany(caller: MartCaller): CompanyRow {
  requireCompanyRole(caller);
  if (!caller.company) throw martError(409, "profileRequired");
  return caller.company;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type ApplicationRow = typeof martApplications.$inferSelect;

export function applicationOf(row: ApplicationRow): MartApplication {
  return {
    id: row.id,
    fair: row.fair,
    event_year: row.eventYear,
    status: row.status,
    message: row.message,
    operator_note: row.operatorNote,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: iso(row.decidedAt),
  };
}

/**
 * The application for a fair's current edition: the live one, else the latest withdrawn one (so the page can offer to
 * apply again).
 */
export async function currentApplication(db: DbOrTx, companyId: number, fair: Fair): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(martApplications)
    .where(and(eq(martApplications.companyId, companyId), inEdition(fair)))
    .orderBy(sql`${martApplications.status} = 'withdrawn'`, desc(martApplications.id))
    .limit(1);
  return row ?? null;
}

/**
 * A company as a fair shows it: at the mart its booth is the company's own (kept there since the mart began); at
 * another fair it is the one operators gave its application for that edition, none before they do.
 */
export function atFair(row: CompanyRow, fair: Fair, application: { boothNo: string | null } | null | undefined) {
  return fair === "sitmmt" ? row : { ...row, boothNo: application?.boothNo ?? null };
}

/** The booths given to the live applications of the companies for a fair's current edition, by company. */
export async function applicationBooths(db: DbOrTx, companyIds: readonly number[], fair: Fair) {
  if (fair === "sitmmt" || companyIds.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ companyId: martApplications.companyId, boothNo: martApplications.boothNo })
    .from(martApplications)
    .where(
      and(
        inArray(martApplications.companyId, [...companyIds]),
        inEdition(fair),
        ne(martApplications.status, "withdrawn"),
      ),
    );
  return new Map(rows.map((row) => [row.companyId, row.boothNo]));
}

export function summaryOf(row: CompanyRow, files: CompanyFiles, lang: Lang): CompanySummary {
  return {
    id: row.id,
    role: row.role,
    origin: row.origin,
    name: lang === "ko" ? row.nameKo : row.nameEn,
    name_ko: row.nameKo,
    name_en: row.nameEn,
    country: row.country,
    city: row.city,
    continent: row.continent as CompanySummary["continent"],
    primary_sector: row.primarySector as CompanySummary["primary_sector"],
    buyer_category: row.buyerCategory as CompanySummary["buyer_category"],
    languages: row.languages as CompanySummary["languages"],
    logo: files.logo,
    booth_no: row.boothNo,
    time_zone: row.timeZone,
  };
}

export function detailOf(row: CompanyRow, files: CompanyFiles, lang: Lang): CompanyDetail {
  return {
    ...summaryOf(row, files, lang),
    homepage: row.homepage,
    banner: files.banner,
    products_services: row.productsServices,
    main_business: row.mainBusiness,
    sub_sectors: row.subSectors as CompanyDetail["sub_sectors"],
    buyer_type: row.buyerType as CompanyDetail["buyer_type"],
    staff_count: row.staffCount,
    travelers_to_korea_since_2019: row.travelersToKoreaSince2019,
    korea_performance_since_2020: row.koreaPerformanceSince2020,
    participated_before: row.participatedBefore,
    participation_count: row.participationCount,
    documents: files.documents,
  };
}

function profileOf(
  row: CompanyRow,
  files: CompanyFiles,
  application: ApplicationRow | null,
  lang: Lang,
): CompanyProfile {
  return {
    ...detailOf(row, files, lang),
    contact_name: row.contactName,
    department: row.department,
    position: row.position,
    phone: row.phone,
    mobile: row.mobile,
    contact_email: row.contactEmail,
    social_ids: row.socialIds,
    postal_code: row.postalCode,
    address: row.address,
    address_detail: row.addressDetail,
    annual_sales_2024: row.annualSales2024,
    route: row.route as CompanyProfile["route"],
    purposes: row.purposes as CompanyProfile["purposes"],
    application: application ? applicationOf(application) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The whole profile of one company (its own page, operators), with its files and its application for a fair. */
export async function fullProfile(
  db: DbOrTx,
  company: CompanyRow,
  lang: Lang,
  fair: Fair = "sitmmt",
): Promise<CompanyProfile> {
  const [files, application] = await Promise.all([
    filesOfCompanies(db, [company.id]),
    currentApplication(db, company.id, fair),
  ]);
  return profileOf(atFair(company, fair, application), filesOf(files, company.id), application, lang);
}

export async function companyById(db: DbOrTx, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(martCompanies).where(eq(martCompanies.id, id));
  return row ?? null;
}

/** How many of the company's saved documents the form keeps (ids of other companies' files count for nothing). */
export async function keptDocumentCount(db: DbOrTx, companyId: number | undefined, keep: readonly number[]) {
  if (companyId === undefined || keep.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(martFiles)
    .where(and(eq(martFiles.companyId, companyId), eq(martFiles.kind, "document"), inArray(martFiles.id, [...keep])));
  return row?.n ?? 0;
}

export type ProfileUploads = { logo?: UploadedFile; banner?: UploadedFile; documents: readonly UploadedFile[] };

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** The row's columns from a checked body; fields of the other role are cleared. */
function columnsOf(role: MartRole, origin: MartOrigin, values: CompanyProfileValues, now: Date) {
  const buyer = role === "buyer";
  const socialIds = Object.fromEntries(
    Object.entries(values.social_ids).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return {
    role,
    origin,
    nameKo: values.name_ko,
    nameEn: values.name_en,
    contactName: values.contact_name,
    department: values.department,
    position: values.position,
    phone: values.phone,
    mobile: values.mobile,
    contactEmail: values.contact_email,
    languages: unique(values.languages),
    socialIds,
    postalCode: values.postal_code,
    address: values.address,
    addressDetail: values.address_detail,
    continent: values.continent,
    country: values.country,
    city: values.city,
    timeZone: values.time_zone,
    homepage: values.homepage,
    productsServices: values.products_services,
    mainBusiness: values.main_business,
    staffCount: values.staff_count,
    annualSales2024: values.annual_sales_2024,
    koreaPerformanceSince2020: values.korea_performance_since_2020,
    travelersToKoreaSince2019: values.travelers_to_korea_since_2019,
    buyerCategory: buyer ? values.buyer_category : null,
    buyerType: buyer ? values.buyer_type : null,
    primarySector: values.primary_sector,
    subSectors: unique(values.sub_sectors),
    participatedBefore: values.participated_before,
    // a count without past participation means nothing
    participationCount: values.participated_before ? values.participation_count : null,
    route: values.route,
    purposes: unique(values.purposes),
    updatedAt: now,
  };
}

/**
 * Creates or updates the caller's profile with its files in one transaction: a new logo or banner replaces the old
 * one, documents not in `keep_document_ids` go, and the documents kept plus the new ones stay within the limit even
 * when two saves race (the upsert holds the company's row until commit). Answers the company's id.
 */
export async function saveProfile(
  db: Db,
  caller: MartCaller,
  values: CompanyProfileValues,
  uploads: ProfileUploads,
  now: Date,
): Promise<number> {
  const role = requireCompanyRole(caller);
  const origin = role === "seller" ? caller.origin : values.origin;
  // buyerProfileIssues ran before; a seller's origin always comes from its account type
  if (!origin) throw new Error("a company profile needs an origin");
  const columns = columnsOf(role, origin, values, now);
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(martCompanies)
      .values({ accountId: caller.accountId, ...columns, createdAt: now })
      .onConflictDoUpdate({ target: martCompanies.accountId, set: columns })
      .returning({ id: martCompanies.id });
    if (!saved) throw new Error("company upsert returned nothing");
    const companyId = saved.id;
    for (const kind of ["logo", "banner"] as const) {
      const upload = uploads[kind];
      const remove = kind === "logo" ? values.remove_logo : values.remove_banner;
      if (!upload && !remove) continue;
      await tx.delete(martFiles).where(and(eq(martFiles.companyId, companyId), eq(martFiles.kind, kind)));
      if (upload) await tx.insert(martFiles).values(fileRow(companyId, kind, upload, now));
    }
    const keep = values.keep_document_ids;
    await tx
      .delete(martFiles)
      .where(
        and(
          eq(martFiles.companyId, companyId),
          eq(martFiles.kind, "document"),
          ...(keep.length > 0 ? [notInArray(martFiles.id, [...keep])] : []),
        ),
      );
    if (uploads.documents.length > 0) {
      const [kept] = await tx
        .select({ n: count() })
        .from(martFiles)
        .where(and(eq(martFiles.companyId, companyId), eq(martFiles.kind, "document")));
      if ((kept?.n ?? 0) + uploads.documents.length > MART_MAX_DOCUMENTS) throw tooManyDocuments();
      await tx.insert(martFiles).values(uploads.documents.map((file) => fileRow(companyId, "document", file, now)));
    }
    return companyId;
  });
}

function fileRow(companyId: number, kind: "logo" | "banner" | "document", file: UploadedFile, now: Date) {
  return {
    companyId,
    kind,
    name: file.name,
    mime: file.mime,
    size: file.data.byteLength,
    data: file.data,
    createdAt: now,
  };
}
