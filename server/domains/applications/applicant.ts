import {
  EDU_EDITABLE,
  EDU_FILE_MAX_BYTES,
  EDU_FILE_TYPES,
  EDU_MESSAGES,
  EDU_REPORT_MAX_FILES,
  type EduApplication,
  type EduApplicationSummary,
  type EduDraftValues,
  type EduFieldName,
  type EduPreDepartureBodySchema,
  type EduProgramme,
  programmeIssues,
  submitIssues,
  windowState,
} from "@contracts/applications";
import type { Lang } from "@contracts/settings";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { sealText } from "../../platform/crypto";
import { checkUpload, checkUploads } from "../../platform/http/uploads";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import type { EduContext } from "./context";
import { applicationNotFound, eduError, fieldIssues, transitionRefused, VersionConflict } from "./errors";
import { moveStatus, type PendingMail, sendStatusMail } from "./status";
import { eduApplicationEvents, eduApplicationFiles, eduApplications, eduProgrammes } from "./tables";
import {
  type ApplicationRow,
  applicationOf,
  formOf,
  lastFour,
  preDepartureOpen,
  type ProgrammeRow,
  programmeOf,
  reportOpen,
  seatsTaken,
  summaryOf,
} from "./view";

// ---- programmes (public) ----

export async function listProgrammes(ctx: EduContext, lang: Lang): Promise<EduProgramme[]> {
  const rows = await ctx.db.select().from(eduProgrammes).orderBy(desc(eduProgrammes.year), asc(eduProgrammes.id));
  const taken = await seatsTaken(
    ctx.db,
    rows.map((row) => row.id),
  );
  const now = ctx.now();
  return rows.map((row) => programmeOf(row, lang, taken.get(row.id) ?? 0, now));
}

async function programmeRow(db: DbOrTx, id: number): Promise<ProgrammeRow> {
  const [row] = await db.select().from(eduProgrammes).where(eq(eduProgrammes.id, id));
  if (!row) throw eduError(404, "programmeNotFound");
  return row;
}

export async function getProgramme(ctx: EduContext, id: number, lang: Lang): Promise<EduProgramme> {
  const row = await programmeRow(ctx.db, id);
  const taken = await seatsTaken(ctx.db, [id]);
  return programmeOf(row, lang, taken.get(id) ?? 0, ctx.now());
}

// ---- the applicant's own ----

/** The caller's application with its programme; another member's answers 404 as one that does not exist. */
async function ownRow(db: DbOrTx, accountId: number, id: number) {
  const [found] = await db
    .select({ row: eduApplications, programme: eduProgrammes })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .where(and(eq(eduApplications.id, id), eq(eduApplications.accountId, accountId)));
  if (!found) throw applicationNotFound();
  return found;
}

async function ownView(ctx: EduContext, accountId: number, id: number, lang: Lang): Promise<EduApplication> {
  const { row, programme } = await ownRow(ctx.db, accountId, id);
  return applicationOf(ctx.db, row, programme, { lang, now: ctx.now(), key: await ctx.fieldKey(), base: "applicant" });
}

export const myApplication = ownView;

export async function myApplications(ctx: EduContext, accountId: number, lang: Lang): Promise<EduApplicationSummary[]> {
  const rows = await ctx.db
    .select({ row: eduApplications, programme: eduProgrammes })
    .from(eduApplications)
    .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
    .where(eq(eduApplications.accountId, accountId))
    .orderBy(desc(eduApplications.createdAt), desc(eduApplications.id));
  const now = ctx.now();
  return rows.map(({ row, programme }) => summaryOf(row, programme, lang, now));
}

type DraftFields = Partial<Record<EduFieldName, unknown>>;

/** The columns a partial save writes: absent fields untouched, null clears, sensitive values sealed. */
function columnsOf(fields: DraftFields, key: Uint8Array): Partial<typeof eduApplications.$inferInsert> {
  const set: Partial<typeof eduApplications.$inferInsert> = {};
  const has = (name: EduFieldName) => fields[name] !== undefined;
  const str = (name: EduFieldName) => (fields[name] === null || fields[name] === "" ? null : (fields[name] as string));
  const day = (name: EduFieldName) => (str(name) === null ? null : new Date(str(name) as string));
  const plain: [EduFieldName, keyof typeof set][] = [
    ["applicant_name", "applicantName"],
    ["email", "email"],
    ["mobile", "mobile"],
    ["birth_date", "birthDate"],
    ["nationality", "nationality"],
    ["passport_expiry", "passportExpiry"],
    ["dietary_restriction", "dietaryRestriction"],
    ["departure_airport", "departureAirport"],
    ["arrival_airport", "arrivalAirport"],
    ["visa_status", "visaStatus"],
    ["bank_name", "bankName"],
    ["bank_account_holder", "bankAccountHolder"],
    ["motivation", "motivation"],
  ];
  const target = set as Record<string, unknown>;
  for (const [field, column] of plain) if (has(field)) target[column] = str(field);
  if (has("departure_at")) set.departureAt = day("departure_at");
  if (has("arrival_at")) set.arrivalAt = day("arrival_at");
  if (has("passport_number")) {
    const value = str("passport_number");
    set.passportNumberSealed = value === null ? null : sealText(key, value);
    set.passportLast4 = value === null ? null : lastFour(value);
  }
  if (has("bank_account_number")) {
    const value = str("bank_account_number");
    set.bankAccountSealed = value === null ? null : sealText(key, value);
    set.bankAccountLast4 = value === null ? null : lastFour(value);
  }
  for (const [field, column] of [
    ["agree_terms", "agreeTerms"],
    ["agree_privacy", "agreePrivacy"],
    ["agree_third_party", "agreeThirdParty"],
    ["agree_age14", "agreeAge14"],
  ] as const) {
    if (has(field)) set[column] = fields[field] === true;
  }
  return set;
}

/** A new draft for a programme whose window has not closed; one per member and programme. */
export async function createDraft(
  ctx: EduContext,
  accountId: number,
  body: DraftFields & { programme_id: number },
  lang: Lang,
): Promise<EduApplication> {
  const { programme_id: programmeId, ...fields } = body;
  const programme = await programmeRow(ctx.db, programmeId);
  const now = ctx.now();
  if (windowState(now, programme.opensAt, programme.closesAt) === "closed") throw eduError(409, "windowClosed");
  const key = await ctx.fieldKey();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(eduApplications)
        .values({ programmeId, accountId, ...columnsOf(fields, key), createdAt: now, updatedAt: now })
        .returning({ id: eduApplications.id });
      if (!row) throw new Error("application insert returned nothing");
      await tx
        .insert(eduApplicationEvents)
        .values({ applicationId: row.id, toStatus: "draft", actor: "applicant", actorId: accountId, createdAt: now });
      return row.id;
    });
  } catch (error) {
    // the unique index is the last word when two devices start the same application at once
    if (uniqueViolation(error) !== undefined) throw eduError(409, "alreadyApplied");
    throw error;
  }
  return ownView(ctx, accountId, id, lang);
}

/**
 * A partial save of an editable application at the version the form was loaded with: the update is guarded by
 * that version, so of two saves from the same version one wins and the other gets 409 VERSION_CONFLICT with the
 * application as it is now.
 */
export async function saveDraft(
  ctx: EduContext,
  accountId: number,
  id: number,
  body: EduDraftValues,
  lang: Lang,
): Promise<EduApplication> {
  const { version, ...fields } = body;
  const { row } = await ownRow(ctx.db, accountId, id);
  if (!EDU_EDITABLE.includes(row.status)) throw eduError(409, "notEditable");
  const key = await ctx.fieldKey();
  const [saved] = await ctx.db
    .update(eduApplications)
    .set({ ...columnsOf(fields, key), version: version + 1, updatedAt: ctx.now() })
    .where(
      and(eq(eduApplications.id, id), eq(eduApplications.version, version), eq(eduApplications.status, row.status)),
    )
    .returning({ id: eduApplications.id });
  if (!saved) {
    const current = await ownView(ctx, accountId, id, lang);
    if (!EDU_EDITABLE.includes(current.status)) throw eduError(409, "notEditable");
    throw new VersionConflict(current);
  }
  return ownView(ctx, accountId, id, lang);
}

async function hasIdDocument(db: DbOrTx, applicationId: number): Promise<boolean> {
  const [file] = await db
    .select({ id: eduApplicationFiles.id })
    .from(eduApplicationFiles)
    .where(and(eq(eduApplicationFiles.applicationId, applicationId), eq(eduApplicationFiles.kind, "id_document")))
    .limit(1);
  return file !== undefined;
}

/** Everything submit checks of a saved application: all failures at once, each naming its field. */
export async function submitProblems(
  db: DbOrTx,
  row: ApplicationRow,
  programme: ProgrammeRow,
  key: Uint8Array,
): Promise<{ field: string; message: string }[]> {
  const form = formOf(row, key);
  // the form keeps instants with Korea's offset, as the contract's format asks
  const issues = submitIssues(form);
  issues.push(
    ...programmeIssues(form, { trip_start: programme.tripStart, trip_end: programme.tripEnd }).filter(
      (issue) => !issues.some((known) => known.field === issue.field),
    ),
  );
  if (!(await hasIdDocument(db, row.id)))
    issues.push({ field: "id_document", message: EDU_MESSAGES.idDocumentRequired });
  return issues;
}

/**
 * Submits a draft (within the window) or an application the operators asked more of (at any time): the version
 * must be the current one, every field valid (400 naming each), then the status change and its timeline entry in
 * one transaction, and the mail after it.
 */
export async function submit(
  ctx: EduContext,
  accountId: number,
  id: number,
  version: number,
  lang: Lang,
  origin: string,
): Promise<EduApplication> {
  const key = await ctx.fieldKey();
  const now = ctx.now();
  const stale = new Error("stale version");
  const moving = ctx.db.transaction(async (tx) =>
    moveStatus(tx, {
      id,
      to: "submitted",
      actor: "applicant",
      actorId: accountId,
      ownerId: accountId,
      message: "",
      now,
      changes: { submittedAt: now },
      check: async (row) => {
        const programme = await programmeRow(tx, row.programmeId);
        if (row.status === "draft") {
          const window = windowState(now, programme.opensAt, programme.closesAt);
          if (window !== "open") throw eduError(409, window === "upcoming" ? "windowUpcoming" : "windowClosed");
        }
        // the answer of a conflict is read after the transaction has ended
        if (row.version !== version) throw stale;
        const issues = await submitProblems(tx, row, programme, key);
        if (issues.length > 0) throw fieldIssues(issues);
      },
    }),
  );
  const { mail } = await moving.catch(async (error: unknown) => {
    if (error === stale) throw new VersionConflict(await ownView(ctx, accountId, id, lang));
    throw error;
  });
  await sendStatusMail(ctx, mail, origin);
  return ownView(ctx, accountId, id, lang);
}

/** Withdraws before a decision (EDU_TRANSITIONS): the reason goes into the timeline. */
export async function withdraw(
  ctx: EduContext,
  accountId: number,
  id: number,
  reason: string,
  lang: Lang,
  origin: string,
): Promise<EduApplication> {
  const { mail } = await ctx.db.transaction((tx) =>
    moveStatus(tx, {
      id,
      to: "withdrawn",
      actor: "applicant",
      actorId: accountId,
      ownerId: accountId,
      message: reason,
      now: ctx.now(),
    }),
  );
  await sendStatusMail(ctx, mail, origin);
  return ownView(ctx, accountId, id, lang);
}

const fileRules = {
  maxBytes: EDU_FILE_MAX_BYTES,
  types: EDU_FILE_TYPES,
  messages: { type: EDU_MESSAGES.fileType, tooLarge: EDU_MESSAGES.fileType },
};

/** Room for the report's files at their limit plus its text; anything larger is refused while it streams in. */
export const REPORT_BODY_LIMIT = EDU_REPORT_MAX_FILES * EDU_FILE_MAX_BYTES + 256 * 1024;
export const ID_BODY_LIMIT = EDU_FILE_MAX_BYTES + 64 * 1024;

/** The identity document, checked by content; replaces the previous one while the form is editable. */
export async function uploadIdDocument(
  ctx: EduContext,
  accountId: number,
  id: number,
  file: File | undefined,
  lang: Lang,
): Promise<EduApplication> {
  const { row } = await ownRow(ctx.db, accountId, id);
  if (!EDU_EDITABLE.includes(row.status)) throw eduError(409, "notEditable");
  const upload = file ? await checkUpload(file, { field: "file", ...fileRules }) : undefined;
  if (!upload) throw fieldIssues([{ field: "file", message: EDU_MESSAGES.idDocumentRequired }]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: eduApplications.status })
      .from(eduApplications)
      .where(eq(eduApplications.id, id))
      .for("update");
    if (!locked || !EDU_EDITABLE.includes(locked.status)) throw eduError(409, "notEditable");
    await tx
      .delete(eduApplicationFiles)
      .where(and(eq(eduApplicationFiles.applicationId, id), eq(eduApplicationFiles.kind, "id_document")));
    await tx.insert(eduApplicationFiles).values({
      applicationId: id,
      kind: "id_document",
      name: upload.name,
      mime: upload.mime,
      size: upload.data.byteLength,
      data: upload.data,
      createdAt: now,
    });
    await tx.update(eduApplications).set({ updatedAt: now }).where(eq(eduApplications.id, id));
  });
  return ownView(ctx, accountId, id, lang);
}

export type StoredEduFile = { name: string; mime: string; data: Buffer };

/** A file of an application, for its owner (`accountId`) or for operators (no owner given). */
export async function readFile(
  db: DbOrTx,
  applicationId: number,
  fileId: number,
  ownerId?: number,
): Promise<StoredEduFile> {
  const [found] = await db
    .select({
      name: eduApplicationFiles.name,
      mime: eduApplicationFiles.mime,
      data: eduApplicationFiles.data,
      accountId: eduApplications.accountId,
    })
    .from(eduApplicationFiles)
    .innerJoin(eduApplications, eq(eduApplications.id, eduApplicationFiles.applicationId))
    .where(and(eq(eduApplicationFiles.id, fileId), eq(eduApplicationFiles.applicationId, applicationId)));
  if (!found || (ownerId !== undefined && found.accountId !== ownerId)) throw eduError(404, "fileNotFound");
  return { name: found.name, mime: found.mime, data: found.data };
}

/** Pre-departure details of an approved application, until the programme's deadline (Korea day, inclusive). */
export async function savePreDeparture(
  ctx: EduContext,
  accountId: number,
  id: number,
  body: z.output<typeof EduPreDepartureBodySchema>,
  lang: Lang,
): Promise<EduApplication> {
  const { row, programme } = await ownRow(ctx.db, accountId, id);
  const now = ctx.now();
  if (row.status !== "approved") throw eduError(409, "detailsNotOpen");
  if (!preDepartureOpen(row, programme, now)) throw eduError(409, "detailsClosed");
  const { version, ...fields } = body;
  const [saved] = await ctx.db
    .update(eduApplications)
    .set({ ...columnsOf(fields, await ctx.fieldKey()), version: version + 1, updatedAt: now })
    .where(
      and(eq(eduApplications.id, id), eq(eduApplications.version, version), eq(eduApplications.status, "approved")),
    )
    .returning({ id: eduApplications.id });
  if (!saved) {
    const current = await ownView(ctx, accountId, id, lang);
    if (current.status !== "approved") throw transitionRefused(current.status);
    throw new VersionConflict(current);
  }
  return ownView(ctx, accountId, id, lang);
}

/** The returnee report: text and up to 5 files, once, after the trip ended. */
export async function submitReport(
  ctx: EduContext,
  accountId: number,
  id: number,
  input: { text: string; files: readonly File[] },
  lang: Lang,
): Promise<EduApplication> {
  const { row, programme } = await ownRow(ctx.db, accountId, id);
  const now = ctx.now();
  if (row.reportSubmittedAt !== null) throw eduError(409, "reportAlreadySubmitted");
  if (!reportOpen(row, programme, now)) throw eduError(409, "reportNotOpen");
  const uploads = await checkUploads(input.files, {
    field: "files",
    ...fileRules,
    maxFiles: EDU_REPORT_MAX_FILES,
    tooMany: EDU_MESSAGES.tooManyFiles,
  });
  await ctx.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(eduApplications)
      .set({ reportText: input.text, reportSubmittedAt: now, updatedAt: now, version: row.version + 1 })
      .where(
        and(
          eq(eduApplications.id, id),
          eq(eduApplications.accountId, accountId),
          isNull(eduApplications.reportSubmittedAt),
        ),
      )
      .returning({ id: eduApplications.id });
    if (!sent) throw eduError(409, "reportAlreadySubmitted");
    if (uploads.length > 0) {
      await tx.insert(eduApplicationFiles).values(
        uploads.map((upload) => ({
          applicationId: id,
          kind: "report" as const,
          name: upload.name,
          mime: upload.mime,
          size: upload.data.byteLength,
          data: upload.data,
          createdAt: now,
        })),
      );
    }
  });
  return ownView(ctx, accountId, id, lang);
}

export type { PendingMail };
