import type { PageMeta } from "@contracts/envelope";
import { FAIR_YEARS } from "@contracts/editions";
import type {
  AdminVisitorListQuerySchema,
  MiceInterest,
  VisitorRegistration,
  VisitorRegistrationBodySchema,
} from "@contracts/mice";
import { and, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { randomToken } from "../../platform/crypto";
import type { Db } from "../../platform/db/client";
import { containsPattern } from "../../platform/db/query-text";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { currentEdition, registrationOpen } from "./edition";
import { miceError } from "./errors";
import { miceVisitors } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

/**
 * Visitors of the MICE fair: a visitor account registers itself once per edition and gets its badge at once;
 * operators list the registrations and scan badges at the entrance. The registration's name, e-mail and phone are
 * the account's own, so a change of account shows on the badge too.
 */

type VisitorRow = typeof miceVisitors.$inferSelect;
type Person = { name: string; email: string; phone: string | null };

const YEAR = FAIR_YEARS.mice;
/** The code a badge's QR carries: 18 random bytes, 24 URL-safe characters, not guessable from another badge. */
export const newBadgeCode = () => randomToken(18);

const personColumns = { name: accounts.name, email: accounts.email, phone: accounts.phone };

function registrationOf(row: VisitorRow, person: Person): VisitorRegistration {
  return {
    id: row.id,
    year: row.year,
    name: person.name,
    email: person.email,
    phone: person.phone ?? "",
    nationality: row.nationality,
    organisation: row.organisation,
    job_title: row.jobTitle,
    interests: row.interests as MiceInterest[],
    marketing: row.marketing,
    registered_at: row.registeredAt.toISOString(),
    checked_in_at: row.checkedInAt ? row.checkedInAt.toISOString() : null,
    badge: { number: row.badgeNumber, code: row.badgeCode },
  };
}

/** The caller's account when it is a visitor's; buyers, sellers and general accounts are 403 NOT_VISITOR. */
async function visitorAccount(db: DbOrTx, accountId: number): Promise<Person> {
  const [account] = await db
    .select({ ...personColumns, type: accounts.type })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (account?.type !== "visitor") throw miceError(403, "notVisitor");
  return account;
}

async function registrationRow(db: DbOrTx, accountId: number): Promise<VisitorRow | null> {
  const [row] = await db
    .select()
    .from(miceVisitors)
    .where(and(eq(miceVisitors.accountId, accountId), eq(miceVisitors.year, YEAR)))
    .limit(1);
  return row ?? null;
}

/** The caller's registration for the current edition, or null while there is none. */
export async function myRegistration(db: Db, accountId: number): Promise<VisitorRegistration | null> {
  const person = await visitorAccount(db, accountId);
  const row = await registrationRow(db, accountId);
  return row ? registrationOf(row, person) : null;
}

/**
 * Registers the caller for the current edition while registration is open (through its last day in Korea). Once
 * per account: the check answers the usual case, the unique index the one where two requests race.
 */
export async function registerVisitor(
  db: Db,
  accountId: number,
  body: z.output<typeof VisitorRegistrationBodySchema>,
  now: Date,
): Promise<VisitorRegistration> {
  const person = await visitorAccount(db, accountId);
  if (await registrationRow(db, accountId)) throw miceError(409, "alreadyRegistered");
  if (!registrationOpen(await currentEdition(db), now)) throw miceError(409, "registrationClosed");
  try {
    const [row] = await db
      .insert(miceVisitors)
      .values({
        accountId,
        year: YEAR,
        nationality: body.nationality,
        organisation: body.organisation,
        jobTitle: body.job_title,
        interests: body.interests,
        marketing: body.agree_marketing,
        badgeCode: newBadgeCode(),
        registeredAt: now,
      })
      .returning();
    if (!row) throw new Error("visitor insert returned nothing");
    return registrationOf(row, person);
  } catch (error) {
    // another request of the same account got in between the check and the insert
    if (uniqueViolation(error) !== undefined && (await registrationRow(db, accountId))) {
      throw miceError(409, "alreadyRegistered");
    }
    throw error;
  }
}

export type AdminVisitorListQuery = z.output<typeof AdminVisitorListQuerySchema>;

/** Operators: the current edition's registrations, newest first; `q` matches name, e-mail, organisation or badge. */
export async function listVisitors(
  db: Db,
  query: AdminVisitorListQuery,
): Promise<{ rows: VisitorRegistration[]; meta: PageMeta }> {
  const conditions: SQL[] = [eq(miceVisitors.year, YEAR)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const matches = or(
      ilike(accounts.name, pattern),
      ilike(accounts.email, pattern),
      ilike(miceVisitors.organisation, pattern),
      ilike(miceVisitors.badgeNumber, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [total] = await db
    .select({ n: count() })
    .from(miceVisitors)
    .innerJoin(accounts, eq(accounts.id, miceVisitors.accountId))
    .where(where);
  const rows = await db
    .select({ visitor: miceVisitors, person: personColumns })
    .from(miceVisitors)
    .innerJoin(accounts, eq(accounts.id, miceVisitors.accountId))
    .where(where)
    .orderBy(desc(miceVisitors.registeredAt), desc(miceVisitors.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    rows: rows.map(({ visitor, person }) => registrationOf(visitor, person)),
    meta: pageMeta(query, n),
  };
}

/**
 * A scan at the entrance: the first one of a badge of the current edition keeps its time (one conditional UPDATE,
 * so of two scans at once exactly one is the first); later scans answer the registration with `first_scan` false.
 */
export async function checkIn(
  db: Db,
  code: string,
  now: Date,
): Promise<{ registration: VisitorRegistration; first_scan: boolean }> {
  const badge = and(eq(miceVisitors.badgeCode, code), eq(miceVisitors.year, YEAR));
  const scanned = await db
    .update(miceVisitors)
    .set({ checkedInAt: now })
    .where(and(badge, isNull(miceVisitors.checkedInAt)))
    .returning({ id: miceVisitors.id });
  const [row] = await db
    .select({ visitor: miceVisitors, person: personColumns })
    .from(miceVisitors)
    .innerJoin(accounts, eq(accounts.id, miceVisitors.accountId))
    .where(badge);
  if (!row) throw miceError(404, "badgeNotFound");
  return { registration: registrationOf(row.visitor, row.person), first_scan: scanned.length > 0 };
}
