import {
  EDU_EDITABLE,
  EDU_SEATED,
  type EduApplication,
  type EduApplicationSummary,
  type EduFile,
  type EduForm,
  type EduProgramme,
  type EduStatus,
  canMove,
  reportState,
  windowState,
} from "@contracts/applications";
import type { Lang } from "@contracts/settings";
import { shopToday } from "@contracts/shop-calendar";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { koreaIso } from "../../platform/clock";
import { openText } from "../../platform/crypto";
import type { DbOrTx } from "../auth/sessions";
import { eduApplicationEvents, eduApplicationFiles, eduApplications, type eduProgrammes } from "./tables";

export type ProgrammeRow = typeof eduProgrammes.$inferSelect;
export type ApplicationRow = typeof eduApplications.$inferSelect;
type FileRow = Pick<typeof eduApplicationFiles.$inferSelect, "id" | "kind" | "name" | "mime" | "size" | "createdAt">;

/** The Korea calendar day of an instant (deadlines and due days are Korea days). */
export const koreaDay = (now: Date) => shopToday(now);

/** Seats taken per programme: approved and completed applications. */
export async function seatsTaken(db: DbOrTx, programmeIds: readonly number[]): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  if (programmeIds.length === 0) return taken;
  const rows = await db
    .select({ programmeId: eduApplications.programmeId, n: count() })
    .from(eduApplications)
    .where(
      and(inArray(eduApplications.programmeId, [...programmeIds]), inArray(eduApplications.status, [...EDU_SEATED])),
    )
    .groupBy(eduApplications.programmeId);
  for (const row of rows) taken.set(row.programmeId, row.n);
  return taken;
}

export function programmeOf(row: ProgrammeRow, lang: Lang, taken: number, now: Date): EduProgramme {
  const ko = lang === "ko";
  return {
    id: row.id,
    code: row.code,
    year: row.year,
    title: ko ? row.titleKo : row.titleEn,
    summary: ko ? row.summaryKo : row.summaryEn,
    destination: ko ? row.destinationKo : row.destinationEn,
    trip_start: row.tripStart,
    trip_end: row.tripEnd,
    opens_at: koreaIso(row.opensAt),
    closes_at: koreaIso(row.closesAt),
    window: windowState(now, row.opensAt, row.closesAt),
    capacity: row.capacity,
    seats_left: Math.max(0, row.capacity - taken),
    details_deadline: row.detailsDeadline,
    report_due: row.reportDue,
  };
}

/** `••••1234`: the last 4 characters kept apart from the sealed value. */
export const masked = (last4: string | null) => (last4 ? `••••${last4}` : null);

/** The last 4 characters of a sensitive value (what lists and CSV show). */
export const lastFour = (value: string) => value.replace(/[^0-9A-Za-z]/g, "").slice(-4);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function reportStateOf(row: ApplicationRow, programme: ProgrammeRow, now: Date) {
  return reportState(row.status, row.reportSubmittedAt !== null, koreaDay(now), {
    trip_end: programme.tripEnd,
    report_due: programme.reportDue,
  });
}

export function summaryOf(row: ApplicationRow, programme: ProgrammeRow, lang: Lang, now: Date): EduApplicationSummary {
  return {
    id: row.id,
    programme: {
      id: programme.id,
      code: programme.code,
      year: programme.year,
      title: lang === "ko" ? programme.titleKo : programme.titleEn,
      trip_start: programme.tripStart,
      trip_end: programme.tripEnd,
    },
    status: row.status,
    version: row.version,
    applicant_name: row.applicantName,
    email: row.email,
    passport_number_masked: masked(row.passportLast4),
    report: reportStateOf(row, programme, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    decided_at: iso(row.decidedAt),
  };
}

/** A sealed value opened; one sealed under another secret (AUTH_SECRET changed) reads as missing, never a 500. */
function opened(key: Uint8Array, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return openText(key, sealed);
  } catch {
    return null;
  }
}

/** The form in full: the sealed values opened (for the owner and the operators' detail only). */
export function formOf(row: ApplicationRow, key: Uint8Array): EduForm {
  return {
    applicant_name: row.applicantName,
    email: row.email,
    mobile: row.mobile,
    birth_date: row.birthDate,
    nationality: row.nationality,
    passport_number: opened(key, row.passportNumberSealed),
    passport_expiry: row.passportExpiry,
    dietary_restriction: row.dietaryRestriction,
    departure_airport: row.departureAirport,
    departure_at: row.departureAt ? koreaIso(row.departureAt) : null,
    arrival_airport: row.arrivalAirport,
    arrival_at: row.arrivalAt ? koreaIso(row.arrivalAt) : null,
    visa_status: row.visaStatus,
    bank_name: row.bankName,
    bank_account_holder: row.bankAccountHolder,
    bank_account_number: opened(key, row.bankAccountSealed),
    motivation: row.motivation,
    agree_terms: row.agreeTerms,
    agree_privacy: row.agreePrivacy,
    agree_third_party: row.agreeThirdParty,
    agree_age14: row.agreeAge14,
  };
}

export type FileBase = "applicant" | "operator";

export const fileUrl = (base: FileBase, applicationId: number, fileId: number) =>
  `/api/v1/${base === "operator" ? "admin/" : ""}edu/applications/${applicationId}/files/${fileId}`;

function fileOf(row: FileRow, applicationId: number, base: FileBase): EduFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    mime: row.mime,
    size: row.size,
    url: fileUrl(base, applicationId, row.id),
    uploaded_at: row.createdAt.toISOString(),
  };
}

/** Whether pre-departure details may change now: approved, until the deadline (Korea day, inclusive). */
export const preDepartureOpen = (row: ApplicationRow, programme: ProgrammeRow, now: Date) =>
  row.status === "approved" && koreaDay(now) <= programme.detailsDeadline;

/** Whether the report may be sent now: approved or completed, the trip over, none sent yet. */
export const reportOpen = (row: ApplicationRow, programme: ProgrammeRow, now: Date) =>
  EDU_SEATED.includes(row.status) && koreaDay(now) > programme.tripEnd && row.reportSubmittedAt === null;

/** The whole application as its owner sees it (and, extended, the operators). */
export async function applicationOf(
  db: DbOrTx,
  row: ApplicationRow,
  programme: ProgrammeRow,
  options: { lang: Lang; now: Date; key: Uint8Array; base: FileBase },
): Promise<EduApplication> {
  const { lang, now, key, base } = options;
  const [files, events, taken] = await Promise.all([
    db
      .select({
        id: eduApplicationFiles.id,
        kind: eduApplicationFiles.kind,
        name: eduApplicationFiles.name,
        mime: eduApplicationFiles.mime,
        size: eduApplicationFiles.size,
        createdAt: eduApplicationFiles.createdAt,
      })
      .from(eduApplicationFiles)
      .where(eq(eduApplicationFiles.applicationId, row.id))
      .orderBy(asc(eduApplicationFiles.id)),
    db
      .select()
      .from(eduApplicationEvents)
      .where(eq(eduApplicationEvents.applicationId, row.id))
      .orderBy(asc(eduApplicationEvents.createdAt), asc(eduApplicationEvents.id)),
    seatsTaken(db, [programme.id]),
  ]);
  const idDocument = files.find((file) => file.kind === "id_document");
  const state = reportStateOf(row, programme, now);
  const editable = EDU_EDITABLE.includes(row.status);
  const window = windowState(now, programme.opensAt, programme.closesAt);
  return {
    ...summaryOf(row, programme, lang, now),
    programme: programmeOf(programme, lang, taken.get(programme.id) ?? 0, now),
    form: formOf(row, key),
    id_document: idDocument ? fileOf(idDocument, row.id, base) : null,
    timeline: events.map((event) => ({
      at: event.createdAt.toISOString(),
      from: event.fromStatus,
      to: event.toStatus,
      actor: event.actor,
      message: event.message,
    })),
    report_detail: state
      ? {
          state,
          due: programme.reportDue,
          text: row.reportText,
          submitted_at: iso(row.reportSubmittedAt),
          files: files.filter((file) => file.kind === "report").map((file) => fileOf(file, row.id, base)),
        }
      : null,
    latest_message: row.latestMessage,
    can: {
      edit: editable,
      submit: canMove(row.status, "submitted", "applicant") && (row.status !== "draft" || window === "open"),
      withdraw: canMove(row.status, "withdrawn", "applicant"),
      edit_pre_departure: preDepartureOpen(row, programme, now),
      submit_report: reportOpen(row, programme, now),
    },
  };
}

/** Statuses operators may move an application to from `status`. */
export const operatorNext = (status: EduStatus) =>
  (["under_review", "info_requested", "approved", "rejected", "waitlisted", "completed"] as const).filter((to) =>
    canMove(status, to, "operator"),
  );
