import type { Fair } from "@contracts/editions";
import { MART_MESSAGES, type MartRole } from "@contracts/mart";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { and, eq } from "drizzle-orm";
import { inEdition } from "./edition";
import { martApplications, martCompanies } from "./tables";
import { AppError } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";

export type CompanyRow = typeof martCompanies.$inferSelect;

/** The company profile of an accreditation account, if it saved one. */
export async function companyOfAccount(db: DbOrTx, accountId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(martCompanies).where(eq(martCompanies.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Whether a company's application for a fair's current edition is approved (only then may it meet others there). */
export async function isApprovedParticipant(db: DbOrTx, companyId: number, fair: Fair = "sitmmt"): Promise<boolean> {
  const [row] = await db
    .select({ id: martApplications.id })
    .from(martApplications)
    .where(and(eq(martApplications.companyId, companyId), inEdition(fair), eq(martApplications.status, "approved")))
    .limit(1);
  return row !== undefined;
}

/**
 * The caller's company for a fair's meeting calls: it must have a profile (409 profileRequired) and an approved
 * application for the fair's current edition (403 notParticipant).
 */
export async function requireParticipant(
  db: DbOrTx,
  accountId: number,
  fair: Fair,
): Promise<CompanyRow & { role: MartRole }> {
  const company = await companyOfAccount(db, accountId);
  if (!company) throw new AppError(409, "PROFILE_REQUIRED", MART_MESSAGES.profileRequired);
  if (!(await isApprovedParticipant(db, company.id, fair))) {
    throw new AppError(403, "NOT_PARTICIPANT", MEETING_MESSAGES.notParticipant);
  }
  return company;
}
