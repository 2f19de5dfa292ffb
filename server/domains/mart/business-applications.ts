import type { PageMeta } from "@contracts/envelope";
import {
  type ApplicationStatus,
  type ApplyBodySchema,
  type CompanySummary,
  type DecisionBodySchema,
  type MartApplication,
} from "@contracts/mart";
import type { Fair } from "@contracts/editions";
import type { Lang } from "@contracts/settings";
import { and, count, desc, eq, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { martApplications, martCompanies } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import { uniqueViolation } from "../auth/errors";
import { applicationOf, atFair, martError, summaryOf } from "./business";
import type { CompanyRow } from "./company";
import { editionOf, editionRow, inEdition, registrationOpen } from "./edition";
import { filesOf, filesOfCompanies } from "./files";
import { pageMeta, pageOffset } from "../../platform/db/paging";

/**
 * Taking part in this year's mart: a company with a saved profile applies once (a withdrawn application may be
 * followed by a new one), operators approve or reject a submitted one, and only approved companies are listed and
 * may meet others. The partial unique index on live applications is the last word when two applications race.
 */

async function liveApplication(db: DbOrTx, companyId: number, fair: Fair) {
  const [row] = await db
    .select()
    .from(martApplications)
    .where(and(eq(martApplications.companyId, companyId), inEdition(fair), ne(martApplications.status, "withdrawn")))
    .limit(1);
  return row ?? null;
}

/**
 * Applies while the fair's edition takes applications (through its last day in Korea; a fair without an edition
 * row, the mart today, has no deadline). The edition is read share-locked in the transaction of the insert, so an
 * operator moving the deadline waits for it or is waited for.
 */
export async function applyForMart(
  db: Db,
  company: CompanyRow,
  body: z.output<typeof ApplyBodySchema>,
  now: Date,
  fair: Fair,
): Promise<MartApplication> {
  const { year } = editionOf(fair);
  try {
    return await db.transaction(async (tx) => {
      const edition = await editionRow(tx, fair, "share");
      if (await liveApplication(tx, company.id, fair)) throw martError(409, "alreadyApplied");
      if (edition && !registrationOpen(edition, now)) throw martError(409, "registrationClosed");
      const [row] = await tx
        .insert(martApplications)
        .values({ companyId: company.id, fair, eventYear: year, message: body.message, submittedAt: now })
        .returning();
      if (!row) throw new Error("application insert returned nothing");
      return applicationOf(row);
    });
  } catch (error) {
    // another request of the same company got in between the check and the insert
    if (uniqueViolation(error) !== undefined) throw martError(409, "alreadyApplied");
    throw error;
  }
}

/** Withdraws the company's submitted application; a decided one stays (409 notPending). */
export async function withdrawApplication(db: Db, company: CompanyRow, fair: Fair): Promise<MartApplication> {
  const live = await liveApplication(db, company.id, fair);
  if (!live) throw martError(404, "applicationNotFound");
  const [row] = await db
    .update(martApplications)
    .set({ status: "withdrawn" })
    .where(and(eq(martApplications.id, live.id), eq(martApplications.status, "submitted")))
    .returning();
  if (!row) throw martError(409, "notPending");
  return applicationOf(row);
}

export type AdminApplication = MartApplication & { company: CompanySummary };

export type ApplicationListQuery = {
  fair: Fair;
  status?: ApplicationStatus;
  page: number;
  per_page: number;
  lang: Lang;
};

async function withCompanies(
  db: DbOrTx,
  rows: readonly { application: typeof martApplications.$inferSelect; company: CompanyRow }[],
  lang: Lang,
): Promise<AdminApplication[]> {
  const files = await filesOfCompanies(
    db,
    rows.map((row) => row.company.id),
  );
  return rows.map(({ application, company }) => ({
    ...applicationOf(application),
    company: summaryOf(atFair(company, application.fair, application), filesOf(files, company.id), lang),
  }));
}

/** Operators: the applications for a fair's current edition, newest first, optionally of one status. */
export async function listApplications(
  db: Db,
  query: ApplicationListQuery,
): Promise<{ rows: AdminApplication[]; meta: PageMeta }> {
  const conditions: SQL[] = [inEdition(query.fair)];
  if (query.status) conditions.push(eq(martApplications.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(martApplications).where(where);
  const rows = await db
    .select({ application: martApplications, company: martCompanies })
    .from(martApplications)
    .innerJoin(martCompanies, eq(martCompanies.id, martApplications.companyId))
    .where(where)
    .orderBy(desc(martApplications.submittedAt), desc(martApplications.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    rows: await withCompanies(db, rows, query.lang),
    meta: pageMeta(query, n),
  };
}

/** Operators approve or reject a submitted application, once: a decided (or withdrawn) one is 409 notPending. */
export async function decideApplication(
  db: Db,
  id: number,
  body: z.output<typeof DecisionBodySchema>,
  operatorId: number,
  now: Date,
  lang: Lang,
): Promise<AdminApplication> {
  const [updated] = await db
    .update(martApplications)
    .set({ status: body.status, operatorNote: body.operator_note, decidedAt: now, decidedBy: operatorId })
    .where(and(eq(martApplications.id, id), eq(martApplications.status, "submitted")))
    .returning({ id: martApplications.id });
  const [row] = await db
    .select({ application: martApplications, company: martCompanies })
    .from(martApplications)
    .innerJoin(martCompanies, eq(martCompanies.id, martApplications.companyId))
    .where(eq(martApplications.id, id));
  if (!row) throw martError(404, "applicationNotFound");
  if (!updated) throw martError(409, "notPending");
  const [shaped] = await withCompanies(db, [row], lang);
  if (!shaped) throw new Error("application vanished");
  return shaped;
}
