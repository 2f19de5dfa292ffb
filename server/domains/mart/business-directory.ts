import type { PageMeta } from "@contracts/envelope";
import type { Fair } from "@contracts/editions";
import {
  type BusinessListQuerySchema,
  type CompanyDetail,
  type CompanyProfile,
  type CompanySummary,
  SECTOR_CATEGORIES,
  type SectorCategory,
} from "@contracts/mart";
import type { Lang } from "@contracts/settings";
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { martApplications, martCompanies } from "./tables";
import { applicationBooths, atFair, companyById, detailOf, fullProfile, martError, summaryOf } from "./business";
import { isApprovedParticipant } from "./company";
import { inEdition } from "./edition";
import { filesOf, filesOfCompanies } from "./files";
import { containsPattern } from "../../platform/db/query-text";
import { pageMeta, pageOffset } from "../../platform/db/paging";

/**
 * The business list and detail of a fair's current edition: approved companies only, and only what companies may
 * see of each other (CompanySummary, CompanyDetail); operators also read the whole profile and set booths. The MICE
 * fair's exhibitor list is the same list of its approved sellers, for everyone.
 */

const approved = (fair: Fair) =>
  sql`exists (select 1 from ${martApplications} where ${martApplications.companyId} = ${martCompanies.id} and ${inEdition(fair)} and ${martApplications.status} = 'approved')`;

export type BusinessListQuery = z.output<typeof BusinessListQuerySchema>;

/** The list's filters: the mart's buyer `category`, or a group of sectors (`sectorCategory`, the exhibitors'). */
export type ListFilters = Omit<BusinessListQuery, "category"> & {
  category?: BusinessListQuery["category"];
  sectorCategory?: SectorCategory;
};

/** How many sellers a fair's current edition has approved (the MICE home page's exhibitor figure). */
export async function countApprovedSellers(db: Db, fair: Fair): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(martCompanies)
    .where(and(approved(fair), eq(martCompanies.role, "seller")));
  return row?.n ?? 0;
}

export async function listBusinesses(
  db: Db,
  query: ListFilters,
): Promise<{ rows: CompanySummary[]; meta: PageMeta & { countries: string[] } }> {
  const base: SQL[] = [approved(query.fair)];
  if (query.role) base.push(eq(martCompanies.role, query.role));
  const conditions = [...base];
  if (query.country) conditions.push(eq(martCompanies.country, query.country));
  if (query.sector) {
    const sector = or(
      eq(martCompanies.primarySector, query.sector),
      sql`${martCompanies.subSectors} @> ${JSON.stringify([query.sector])}::jsonb`,
    );
    if (sector) conditions.push(sector);
  }
  if (query.category) conditions.push(eq(martCompanies.buyerCategory, query.category));
  if (query.sectorCategory) {
    const sectors: readonly string[] = SECTOR_CATEGORIES[query.sectorCategory];
    const grouped = or(
      inArray(martCompanies.primarySector, [...sectors]),
      sql`${martCompanies.subSectors} ?| array[${sql.join(
        sectors.map((sector) => sql`${sector}`),
        sql`, `,
      )}]::text[]`,
    );
    if (grouped) conditions.push(grouped);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const named = or(ilike(martCompanies.nameEn, pattern), ilike(martCompanies.nameKo, pattern));
    if (named) conditions.push(named);
  }
  const where = and(...conditions);
  const name = query.lang === "ko" ? martCompanies.nameKo : martCompanies.nameEn;
  const [[total], rows, countries] = await Promise.all([
    db.select({ n: count() }).from(martCompanies).where(where),
    db
      .select()
      .from(martCompanies)
      .where(where)
      .orderBy(asc(sql`lower(${name})`), asc(martCompanies.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    // the filter's choices: every country of the list for this role, whatever else is filtered
    db
      .selectDistinct({ country: martCompanies.country })
      .from(martCompanies)
      .where(and(...base))
      .orderBy(asc(martCompanies.country)),
  ]);
  const ids = rows.map((row) => row.id);
  const [files, booths] = await Promise.all([filesOfCompanies(db, ids), applicationBooths(db, ids, query.fair)]);
  const n = total?.n ?? 0;
  const booth = (id: number) => ({ boothNo: booths.get(id) ?? null });
  return {
    rows: rows.map((row) => summaryOf(atFair(row, query.fair, booth(row.id)), filesOf(files, row.id), query.lang)),
    meta: {
      ...pageMeta(query, n),
      countries: countries.map((row) => row.country),
    },
  };
}

/**
 * Who looks at a company's detail: operators see any, a company its own, everyone else the ones approved for the
 * fair asked (a guest: the MICE fair's exhibitors only, `role` seller).
 */
export type DetailViewer =
  { kind: "operator" } | { kind: "company"; companyId: number | null } | { kind: "guest"; role: "seller" };

export async function businessDetail(
  db: Db,
  id: number,
  viewer: DetailViewer,
  lang: Lang,
  fair: Fair = "sitmmt",
): Promise<CompanyDetail> {
  const company = await companyById(db, id);
  if (!company) throw martError(404, "notFound");
  const visible =
    viewer.kind === "operator" ||
    (viewer.kind === "company" && viewer.companyId === company.id) ||
    ((viewer.kind !== "guest" || company.role === viewer.role) && (await isApprovedParticipant(db, company.id, fair)));
  if (!visible) throw martError(404, "notFound");
  const [files, booths] = await Promise.all([
    filesOfCompanies(db, [company.id]),
    applicationBooths(db, [company.id], fair),
  ]);
  const atThisFair = atFair(company, fair, { boothNo: booths.get(company.id) ?? null });
  return detailOf(atThisFair, filesOf(files, company.id), lang);
}

/** Operators: any company's whole profile with its application for a fair. */
export async function adminBusiness(db: Db, id: number, lang: Lang, fair: Fair): Promise<CompanyProfile> {
  const company = await companyById(db, id);
  if (!company) throw martError(404, "notFound");
  return fullProfile(db, company, lang, fair);
}

/**
 * Operators set (or clear, with null or "") the booth where a company's meetings take place at a fair: the mart's
 * on the company, another fair's on the company's live application for its edition (404 without one).
 */
export async function setBooth(
  db: Db,
  id: number,
  boothNo: string | null,
  now: Date,
  lang: Lang,
  fair: Fair,
): Promise<CompanyProfile> {
  const booth = boothNo ? boothNo : null;
  if (fair !== "sitmmt") {
    const [application] = await db
      .update(martApplications)
      .set({ boothNo: booth })
      .where(and(eq(martApplications.companyId, id), inEdition(fair), ne(martApplications.status, "withdrawn")))
      .returning({ id: martApplications.id });
    if (!application) throw martError(404, "notFound");
  }
  const [row] = await db
    .update(martCompanies)
    .set(fair === "sitmmt" ? { boothNo: booth, updatedAt: now } : { updatedAt: now })
    .where(eq(martCompanies.id, id))
    .returning();
  if (!row) throw martError(404, "notFound");
  return fullProfile(db, row, lang, fair);
}
