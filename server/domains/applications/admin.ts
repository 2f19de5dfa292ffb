import {
  EDU_APPLICATION_CSV_COLUMNS,
  EDU_REPORT_CSV_COLUMNS,
  EDU_SEATED,
  EDU_STATUSES,
  type EduAdminApplication,
  type EduAdminListQuerySchema,
  type EduApplicationSummary,
  type EduAuditEntry,
  type EduBulkResult,
  type EduDecision,
  type EduExportQuerySchema,
  type EduMember,
  type EduNote,
  type EduReportState,
  type EduStatus,
  type EduSummary,
} from "@contracts/applications";
import type { PageMeta } from "@contracts/envelope";
import type { Lang } from "@contracts/settings";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { koreaIso } from "../../platform/clock";
import { type CsvCell, csvFile } from "../../platform/csv";
import { AppError } from "../../platform/http/errors";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { readFile, type StoredEduFile } from "./applicant";
import type { EduContext } from "./context";
import { applicationNotFound, eduError } from "./errors";
import { moveStatus, sendStatusMail } from "./status";
import {
  eduApplicationAudit,
  eduApplicationFiles,
  eduApplicationNotes,
  eduApplications,
  eduProgrammes,
} from "./tables";
import {
  type ApplicationRow,
  applicationOf,
  koreaDay,
  masked,
  operatorNext,
  type ProgrammeRow,
  programmeOf,
  reportStateOf,
  seatsTaken,
  summaryOf,
} from "./view";
import { pageMeta, pageOffset } from "../../platform/db/paging";

type AuditAction = EduAuditEntry["action"];

/** One line of the audit trail: who did what to which application, when. Never a sensitive value. */
async function audit(
  db: DbOrTx,
  applicationId: number,
  operatorId: number,
  action: AuditAction,
  detail: string,
  at: Date,
) {
  await db.insert(eduApplicationAudit).values({ applicationId, operatorId, action, detail, createdAt: at });
}

// ---- summary ----

export async function summary(ctx: EduContext, lang: Lang): Promise<EduSummary> {
  const byStatus = Object.fromEntries(EDU_STATUSES.map((status) => [status, 0])) as Record<EduStatus, number>;
  const counted = await ctx.db
    .select({ status: eduApplications.status, n: count() })
    .from(eduApplications)
    .groupBy(eduApplications.status);
  for (const row of counted) byStatus[row.status] = row.n;
  const seated = await ctx.db
    .select({ row: eduApplications, programme: eduProgrammes })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .where(inArray(eduApplications.status, [...EDU_SEATED]));
  const now = ctx.now();
  const reports = { due: 0, overdue: 0, submitted: 0 };
  for (const { row, programme } of seated) {
    const state = reportStateOf(row, programme, now);
    if (state === "due" || state === "overdue" || state === "submitted") reports[state] += 1;
  }
  const programmes = await ctx.db.select().from(eduProgrammes).orderBy(desc(eduProgrammes.year), asc(eduProgrammes.id));
  const taken = await seatsTaken(
    ctx.db,
    programmes.map((p) => p.id),
  );
  return {
    by_status: byStatus,
    reports,
    programmes: programmes.map((p) => {
      const shaped = programmeOf(p, lang, taken.get(p.id) ?? 0, now);
      return { id: p.id, title: shaped.title, capacity: p.capacity, seats_left: shaped.seats_left };
    }),
  };
}

// ---- the list and the exports ----

type Filters = Omit<z.output<typeof EduExportQuerySchema>, "lang">;

function conditionsOf(filters: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(eduApplications.status, filters.status));
  if (filters.programme_id) conditions.push(eq(eduApplications.programmeId, filters.programme_id));
  if (filters.year) conditions.push(eq(eduProgrammes.year, filters.year));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(eduApplications.applicantName, like),
      ilike(eduApplications.email, like),
      ilike(accounts.name, like),
      ilike(accounts.email, like),
    );
    if (match) conditions.push(match);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function filteredRows(db: DbOrTx, filters: Filters) {
  return db
    .select({ row: eduApplications, programme: eduProgrammes })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .innerJoin(accounts, eq(accounts.id, eduApplications.accountId))
    .where(conditionsOf(filters))
    .orderBy(desc(eduApplications.updatedAt), desc(eduApplications.id));
}

/** Rows of a derived report state: the filter runs on the rows the other filters kept (the state needs today). */
function byReport<T extends { row: ApplicationRow; programme: ProgrammeRow }>(
  rows: T[],
  report: EduReportState | undefined,
  now: Date,
): T[] {
  return report ? rows.filter(({ row, programme }) => reportStateOf(row, programme, now) === report) : rows;
}

export async function listApplications(
  ctx: EduContext,
  query: z.output<typeof EduAdminListQuerySchema>,
): Promise<{ rows: EduApplicationSummary[]; meta: PageMeta }> {
  const now = ctx.now();
  if (query.report) {
    // the report state is derived from today: filtered here, on the rows the other filters kept
    const all = byReport(await filteredRows(ctx.db, query), query.report, now);
    const start = pageOffset(query);
    return {
      rows: all
        .slice(start, start + query.per_page)
        .map(({ row, programme }) => summaryOf(row, programme, query.lang, now)),
      meta: pageMeta(query, all.length),
    };
  }
  const [total] = await ctx.db
    .select({ n: count() })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .innerJoin(accounts, eq(accounts.id, eduApplications.accountId))
    .where(conditionsOf(query));
  const rows = await filteredRows(ctx.db, query).limit(query.per_page).offset(pageOffset(query));
  const n = total?.n ?? 0;
  return {
    rows: rows.map(({ row, programme }) => summaryOf(row, programme, query.lang, now)),
    meta: pageMeta(query, n),
  };
}

const dateOrNull = (date: Date | null) => (date ? koreaIso(date) : null);

/** Every application the filters keep, as CSV: sensitive values as their last 4 only, formulas defused. */
export async function applicationsCsv(
  ctx: EduContext,
  query: z.output<typeof EduExportQuerySchema>,
  operatorId: number,
): Promise<string> {
  const now = ctx.now();
  const rows = byReport(await filteredRows(ctx.db, query), query.report, now);
  await exported(ctx.db, rows, operatorId, "applications CSV", now);
  return csvFile(
    EDU_APPLICATION_CSV_COLUMNS,
    rows.map(({ row, programme }) => {
      const cells: Record<(typeof EDU_APPLICATION_CSV_COLUMNS)[number], CsvCell> = {
        id: row.id,
        programme: query.lang === "ko" ? programme.titleKo : programme.titleEn,
        year: programme.year,
        status: row.status,
        applicant_name: row.applicantName,
        email: row.email,
        mobile: row.mobile,
        birth_date: row.birthDate,
        nationality: row.nationality,
        passport_number: masked(row.passportLast4),
        passport_expiry: row.passportExpiry,
        visa_status: row.visaStatus,
        departure_airport: row.departureAirport,
        departure_at: dateOrNull(row.departureAt),
        arrival_airport: row.arrivalAirport,
        arrival_at: dateOrNull(row.arrivalAt),
        dietary_restriction: row.dietaryRestriction,
        bank_name: row.bankName,
        bank_account_holder: row.bankAccountHolder,
        bank_account_number: masked(row.bankAccountLast4),
        submitted_at: dateOrNull(row.submittedAt),
        decided_at: dateOrNull(row.decidedAt),
        report: reportStateOf(row, programme, now),
      };
      return EDU_APPLICATION_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** Approved and completed applications with their report state (the reports list and its CSV). */
async function reportRows(ctx: EduContext, filters: Filters) {
  const now = ctx.now();
  const rows = (await filteredRows(ctx.db, filters)).filter(({ row }) => EDU_SEATED.includes(row.status));
  return byReport(rows, filters.report, now);
}

export async function listReports(
  ctx: EduContext,
  query: z.output<typeof EduAdminListQuerySchema>,
): Promise<{ rows: EduApplicationSummary[]; meta: PageMeta }> {
  const now = ctx.now();
  const all = await reportRows(ctx, query);
  const start = pageOffset(query);
  return {
    rows: all
      .slice(start, start + query.per_page)
      .map(({ row, programme }) => summaryOf(row, programme, query.lang, now)),
    meta: pageMeta(query, all.length),
  };
}

export async function reportsCsv(
  ctx: EduContext,
  query: z.output<typeof EduExportQuerySchema>,
  operatorId: number,
): Promise<string> {
  const now = ctx.now();
  const rows = await reportRows(ctx, query);
  await exported(ctx.db, rows, operatorId, "reports CSV", now);
  const fileCounts = new Map<number, number>();
  if (rows.length > 0) {
    const counted = await ctx.db
      .select({ id: eduApplicationFiles.applicationId, n: count() })
      .from(eduApplicationFiles)
      .where(
        and(
          inArray(
            eduApplicationFiles.applicationId,
            rows.map(({ row }) => row.id),
          ),
          eq(eduApplicationFiles.kind, "report"),
        ),
      )
      .groupBy(eduApplicationFiles.applicationId);
    for (const row of counted) fileCounts.set(row.id, row.n);
  }
  return csvFile(
    EDU_REPORT_CSV_COLUMNS,
    rows.map(({ row, programme }) => {
      const cells: Record<(typeof EDU_REPORT_CSV_COLUMNS)[number], CsvCell> = {
        id: row.id,
        programme: query.lang === "ko" ? programme.titleKo : programme.titleEn,
        applicant_name: row.applicantName,
        email: row.email,
        status: row.status,
        report_due: programme.reportDue,
        report: reportStateOf(row, programme, now),
        submitted_at: dateOrNull(row.reportSubmittedAt),
        files: fileCounts.get(row.id) ?? 0,
        text: row.reportText,
      };
      return EDU_REPORT_CSV_COLUMNS.map((column) => cells[column]);
    }),
  );
}

/** An export is a read of every application in it: one audit line each. */
async function exported(
  db: DbOrTx,
  rows: readonly { row: ApplicationRow }[],
  operatorId: number,
  what: string,
  at: Date,
) {
  if (rows.length === 0) return;
  await db.insert(eduApplicationAudit).values(
    rows.map(({ row }) => ({
      applicationId: row.id,
      operatorId,
      action: "export" as const,
      detail: what,
      createdAt: at,
    })),
  );
}

// ---- one application ----

async function rowWithProgramme(db: DbOrTx, id: number) {
  const [found] = await db
    .select({ row: eduApplications, programme: eduProgrammes, account: accounts })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .innerJoin(accounts, eq(accounts.id, eduApplications.accountId))
    .where(eq(eduApplications.id, id));
  if (!found) throw applicationNotFound();
  return found;
}

/** The operators' view, without writing to the audit (the callers write the line of what they did). */
async function adminView(ctx: EduContext, id: number, lang: Lang): Promise<EduAdminApplication> {
  const { row, programme, account } = await rowWithProgramme(ctx.db, id);
  const base = await applicationOf(ctx.db, row, programme, {
    lang,
    now: ctx.now(),
    key: await ctx.fieldKey(),
    base: "operator",
  });
  const [notes, trail] = await Promise.all([
    ctx.db
      .select({
        id: eduApplicationNotes.id,
        author: accounts.name,
        body: eduApplicationNotes.body,
        at: eduApplicationNotes.createdAt,
      })
      .from(eduApplicationNotes)
      .innerJoin(accounts, eq(accounts.id, eduApplicationNotes.authorId))
      .where(eq(eduApplicationNotes.applicationId, id))
      .orderBy(asc(eduApplicationNotes.createdAt), asc(eduApplicationNotes.id)),
    ctx.db
      .select({
        at: eduApplicationAudit.createdAt,
        operatorId: eduApplicationAudit.operatorId,
        operator: accounts.name,
        action: eduApplicationAudit.action,
        detail: eduApplicationAudit.detail,
      })
      .from(eduApplicationAudit)
      .innerJoin(accounts, eq(accounts.id, eduApplicationAudit.operatorId))
      .where(eq(eduApplicationAudit.applicationId, id))
      .orderBy(desc(eduApplicationAudit.createdAt), desc(eduApplicationAudit.id)),
  ]);
  return {
    ...base,
    account: { id: account.id, name: account.name, email: account.email, lang: account.lang },
    notes: notes.map((note): EduNote => ({
      id: note.id,
      author: note.author,
      body: note.body,
      created_at: note.at.toISOString(),
    })),
    audit: trail.map((entry): EduAuditEntry => ({
      at: entry.at.toISOString(),
      operator_id: entry.operatorId,
      operator: entry.operator,
      action: entry.action,
      detail: entry.detail,
    })),
    next: operatorNext(row.status),
  };
}

/** The detail for operators: the read is written to the audit first, so the answer includes it. */
export async function adminDetail(ctx: EduContext, id: number, operatorId: number, lang: Lang) {
  await rowWithProgramme(ctx.db, id);
  await audit(ctx.db, id, operatorId, "read", "detail", ctx.now());
  return adminView(ctx, id, lang);
}

export async function adminFile(
  ctx: EduContext,
  id: number,
  fileId: number,
  operatorId: number,
): Promise<StoredEduFile> {
  const file = await readFile(ctx.db, id, fileId);
  await audit(ctx.db, id, operatorId, "file_read", file.name, ctx.now());
  return file;
}

export async function addNote(ctx: EduContext, id: number, operatorId: number, body: string): Promise<EduNote> {
  await rowWithProgramme(ctx.db, id);
  const now = ctx.now();
  const note = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eduApplicationNotes)
      .values({ applicationId: id, authorId: operatorId, body, createdAt: now })
      .returning();
    if (!row) throw new Error("note insert returned nothing");
    await audit(tx, id, operatorId, "note", `note ${row.id}`, now);
    return row;
  });
  const [author] = await ctx.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, operatorId));
  return { id: note.id, author: author?.name ?? "", body: note.body, created_at: note.createdAt.toISOString() };
}

type DecisionInput = { status: EduDecision; message: string };

/** One decision: status, timeline and audit in one transaction, then the mail in the applicant's language. */
async function decideOne(ctx: EduContext, id: number, operatorId: number, input: DecisionInput, origin: string) {
  const now = ctx.now();
  // a decision is approved, rejected or waitlisted; reviewing, asking and completing keep the last decision's time
  const decided = ["approved", "rejected", "waitlisted"].includes(input.status) ? { decidedAt: now } : {};
  const { row, mail } = await ctx.db.transaction(async (tx) => {
    let from: EduStatus | undefined;
    const moved = await moveStatus(tx, {
      id,
      to: input.status,
      actor: "operator",
      actorId: operatorId,
      message: input.message,
      now,
      changes: decided,
      check: (current) => {
        from = current.status;
      },
    });
    await audit(tx, id, operatorId, "decision", `${from ?? "?"} -> ${input.status}`, now);
    return moved;
  });
  await sendStatusMail(ctx, mail, origin);
  return row;
}

export async function decide(
  ctx: EduContext,
  id: number,
  operatorId: number,
  input: DecisionInput,
  lang: Lang,
  origin: string,
): Promise<EduAdminApplication> {
  await decideOne(ctx, id, operatorId, input, origin);
  return adminView(ctx, id, lang);
}

/** The same decision over many applications, each on its own (one failing does not stop the others). */
export async function decideMany(
  ctx: EduContext,
  ids: readonly number[],
  operatorId: number,
  input: DecisionInput,
  origin: string,
): Promise<EduBulkResult[]> {
  const results: EduBulkResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const row = await decideOne(ctx, id, operatorId, input, origin);
      results.push({ id, ok: true, status: row.status, code: null, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, status: null, code: error.code, message: error.message });
    }
  }
  return results;
}

// ---- travel-area members ----

async function memberCounts(db: DbOrTx, ids: readonly number[]) {
  const counts = new Map<number, number>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ id: eduApplications.accountId, n: count() })
    .from(eduApplications)
    .where(inArray(eduApplications.accountId, [...ids]))
    .groupBy(eduApplications.accountId);
  for (const row of rows) counts.set(row.id, row.n);
  return counts;
}

const memberOf = (row: typeof accounts.$inferSelect, applications: number): EduMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  lang: row.lang,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  applications,
});

export async function listMembers(
  ctx: EduContext,
  query: { q?: string; page: number; per_page: number },
): Promise<{ rows: EduMember[]; meta: PageMeta }> {
  const conditions: SQL[] = [eq(accounts.area, "travel")];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(accounts.name, like), ilike(accounts.email, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(accounts).where(where);
  const rows = await ctx.db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const counts = await memberCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  const n = total?.n ?? 0;
  return {
    rows: rows.map((row) => memberOf(row, counts.get(row.id) ?? 0)),
    meta: pageMeta(query, n),
  };
}

export async function memberDetail(ctx: EduContext, id: number, lang: Lang) {
  const [row] = await ctx.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.area, "travel")));
  if (!row) throw eduError(404, "memberNotFound");
  const apps = await ctx.db
    .select({ row: eduApplications, programme: eduProgrammes })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .where(eq(eduApplications.accountId, id))
    .orderBy(desc(eduApplications.createdAt));
  const now = ctx.now();
  return {
    ...memberOf(row, apps.length),
    application_list: apps.map(({ row: app, programme }) => summaryOf(app, programme, lang, now)),
  };
}

export { eduError, koreaDay };
