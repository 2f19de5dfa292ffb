import {
  EDU_PROGRAMME_MESSAGES,
  EDU_SEATED,
  EDU_STATUSES,
  type EduAdminProgramme,
  type EduProgrammeBodySchema,
  type EduStatus,
  windowState,
} from "@contracts/applications";
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { koreaIso } from "../../platform/clock";
import { AppError } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";
import { uniqueViolation } from "../auth/errors";
import type { EduContext } from "./context";
import { eduError } from "./errors";
import { eduApplications, eduProgrammes } from "./tables";
import type { ProgrammeRow } from "./view";

type ProgrammeBody = z.output<typeof EduProgrammeBodySchema>;

const codeTaken = () =>
  new AppError(409, "CODE_TAKEN", EDU_PROGRAMME_MESSAGES.codeTaken, "code", [
    { field: "code", message: EDU_PROGRAMME_MESSAGES.codeTaken },
  ]);

const capacityBelowSeated = () =>
  new AppError(409, "CAPACITY_BELOW_SEATED", EDU_PROGRAMME_MESSAGES.capacityBelowSeated, "capacity", [
    { field: "capacity", message: EDU_PROGRAMME_MESSAGES.capacityBelowSeated },
  ]);

/** Applications per programme and status (the programmes with none are absent). */
async function statusCounts(db: DbOrTx, programmeId?: number): Promise<Map<number, Map<EduStatus, number>>> {
  const rows = await db
    .select({ programmeId: eduApplications.programmeId, status: eduApplications.status, n: count() })
    .from(eduApplications)
    .where(programmeId === undefined ? undefined : eq(eduApplications.programmeId, programmeId))
    .groupBy(eduApplications.programmeId, eduApplications.status);
  const counts = new Map<number, Map<EduStatus, number>>();
  for (const row of rows) {
    const of = counts.get(row.programmeId) ?? new Map<EduStatus, number>();
    of.set(row.status, row.n);
    counts.set(row.programmeId, of);
  }
  return counts;
}

function adminProgrammeOf(row: ProgrammeRow, counts: Map<EduStatus, number> | undefined, now: Date): EduAdminProgramme {
  const applications = Object.fromEntries(EDU_STATUSES.map((status) => [status, counts?.get(status) ?? 0])) as Record<
    EduStatus,
    number
  >;
  const seated = EDU_SEATED.reduce((sum, status) => sum + applications[status], 0);
  return {
    id: row.id,
    code: row.code,
    year: row.year,
    title_en: row.titleEn,
    title_ko: row.titleKo,
    summary_en: row.summaryEn,
    summary_ko: row.summaryKo,
    destination_en: row.destinationEn,
    destination_ko: row.destinationKo,
    trip_start: row.tripStart,
    trip_end: row.tripEnd,
    opens_at: koreaIso(row.opensAt),
    closes_at: koreaIso(row.closesAt),
    window: windowState(now, row.opensAt, row.closesAt),
    capacity: row.capacity,
    details_deadline: row.detailsDeadline,
    report_due: row.reportDue,
    applications,
    seated,
    seats_left: Math.max(0, row.capacity - seated),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every programme for operators, the newest trip first. */
export async function listAdminProgrammes(ctx: EduContext): Promise<EduAdminProgramme[]> {
  const rows = await ctx.db.select().from(eduProgrammes).orderBy(desc(eduProgrammes.tripStart), desc(eduProgrammes.id));
  const counts = await statusCounts(ctx.db);
  const now = ctx.now();
  return rows.map((row) => adminProgrammeOf(row, counts.get(row.id), now));
}

async function read(db: DbOrTx, id: number, now: Date): Promise<EduAdminProgramme> {
  const [row] = await db.select().from(eduProgrammes).where(eq(eduProgrammes.id, id));
  if (!row) throw eduError(404, "programmeNotFound");
  return adminProgrammeOf(row, (await statusCounts(db, id)).get(id), now);
}

export const adminProgramme = (ctx: EduContext, id: number) => read(ctx.db, id, ctx.now());

const columnsOf = (body: ProgrammeBody) => ({
  code: body.code,
  year: body.year,
  titleEn: body.title_en,
  titleKo: body.title_ko,
  summaryEn: body.summary_en,
  summaryKo: body.summary_ko,
  destinationEn: body.destination_en,
  destinationKo: body.destination_ko,
  tripStart: body.trip_start,
  tripEnd: body.trip_end,
  opensAt: new Date(body.opens_at),
  closesAt: new Date(body.closes_at),
  capacity: body.capacity,
  detailsDeadline: body.details_deadline,
  reportDue: body.report_due,
});

/** Codes are told apart regardless of case, so a seeded `SEOUL-EDU-2026-A` and a typed `seoul-edu-2026-a` clash. */
async function assertCodeFree(tx: DbOrTx, code: string, exceptId?: number): Promise<void> {
  const sameCode = sql`lower(${eduProgrammes.code}) = ${code.toLowerCase()}`;
  const [clash] = await tx
    .select({ id: eduProgrammes.id })
    .from(eduProgrammes)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(eduProgrammes.id, exceptId)))
    .orderBy(asc(eduProgrammes.id))
    .limit(1);
  if (clash) throw codeTaken();
}

/** The unique index still answers a race between two creates of one code: 409 on `code`, never a 500. */
async function orCodeTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw codeTaken();
    throw error;
  }
}

export async function createProgramme(ctx: EduContext, body: ProgrammeBody): Promise<EduAdminProgramme> {
  const now = ctx.now();
  return orCodeTaken(() =>
    ctx.db.transaction(async (tx) => {
      await assertCodeFree(tx, body.code);
      const [row] = await tx
        .insert(eduProgrammes)
        .values({ ...columnsOf(body), createdAt: now, updatedAt: now })
        .returning({ id: eduProgrammes.id });
      if (!row) throw new Error("programme insert returned no row");
      return read(tx, row.id, now);
    }),
  );
}

/**
 * A programme rewritten as a whole. The row is locked first, as approvals lock it (status.ts, moveStatus): the
 * seats are counted with no approval in between, so a capacity below them is refused and an approval waiting
 * behind this change counts against the new capacity.
 */
export async function updateProgramme(ctx: EduContext, id: number, body: ProgrammeBody): Promise<EduAdminProgramme> {
  const now = ctx.now();
  return orCodeTaken(() =>
    ctx.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: eduProgrammes.id })
        .from(eduProgrammes)
        .where(eq(eduProgrammes.id, id))
        .for("update");
      if (!locked) throw eduError(404, "programmeNotFound");
      const [taken] = await tx
        .select({ n: count() })
        .from(eduApplications)
        .where(and(eq(eduApplications.programmeId, id), inArray(eduApplications.status, [...EDU_SEATED])));
      if (body.capacity < (taken?.n ?? 0)) throw capacityBelowSeated();
      await assertCodeFree(tx, body.code, id);
      await tx
        .update(eduProgrammes)
        .set({ ...columnsOf(body), updatedAt: now })
        .where(eq(eduProgrammes.id, id));
      return read(tx, id, now);
    }),
  );
}
