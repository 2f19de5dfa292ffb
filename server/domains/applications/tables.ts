import { EDU_STATUSES, VISA_STATUSES } from "@contracts/applications";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  calendarDay,
  createdAt,
  id,
  instant,
  ownedBy,
  refersTo,
  storedFile,
  timestamps,
} from "../../platform/db/columns";
import { accounts } from "../auth/tables";

const STATUSES_SQL = sql.raw(EDU_STATUSES.map((status) => `'${status}'`).join(", "));

/** An education trip programme: its texts in both languages, dates (Korea days), window (instants) and capacity. */
export const eduProgrammes = pgTable(
  "edu_programmes",
  {
    id: id(),
    code: text("code").notNull(),
    year: integer("year").notNull(),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    summaryEn: text("summary_en").notNull(),
    summaryKo: text("summary_ko").notNull(),
    destinationEn: text("destination_en").notNull(),
    destinationKo: text("destination_ko").notNull(),
    tripStart: calendarDay("trip_start").notNull(),
    tripEnd: calendarDay("trip_end").notNull(),
    opensAt: instant("opens_at").notNull(),
    closesAt: instant("closes_at").notNull(),
    capacity: integer("capacity").notNull(),
    detailsDeadline: calendarDay("details_deadline").notNull(),
    reportDue: calendarDay("report_due").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("edu_programmes_code_uq").on(t.code),
    check("edu_programmes_window_check", sql`${t.opensAt} < ${t.closesAt}`),
    check("edu_programmes_trip_check", sql`${t.tripStart} <= ${t.tripEnd}`),
    check("edu_programmes_capacity_check", sql`${t.capacity} >= 0`),
  ],
);

/**
 * One member's application to one programme (unique), from draft to completed. Passport and bank account numbers
 * are sealed (AES-256-GCM, platform/crypto.ts) with their last 4 characters kept apart for lists and CSV.
 */
export const eduApplications = pgTable(
  "edu_applications",
  {
    id: id(),
    programmeId: refersTo("programme_id", () => eduProgrammes.id),
    accountId: ownedBy("account_id", () => accounts.id),
    status: text("status", { enum: EDU_STATUSES }).notNull().default("draft"),
    /** Moves by one on every write the applicant or an operator makes; saves name the version they started from. */
    version: integer("version").notNull().default(1),
    applicantName: text("applicant_name"),
    email: text("email"),
    mobile: text("mobile"),
    birthDate: calendarDay("birth_date"),
    nationality: text("nationality"),
    passportNumberSealed: text("passport_number_sealed"),
    passportLast4: text("passport_last4"),
    passportExpiry: calendarDay("passport_expiry"),
    dietaryRestriction: text("dietary_restriction"),
    departureAirport: text("departure_airport"),
    departureAt: instant("departure_at"),
    arrivalAirport: text("arrival_airport"),
    arrivalAt: instant("arrival_at"),
    visaStatus: text("visa_status", { enum: VISA_STATUSES }),
    bankName: text("bank_name"),
    bankAccountHolder: text("bank_account_holder"),
    bankAccountSealed: text("bank_account_sealed"),
    bankAccountLast4: text("bank_account_last4"),
    motivation: text("motivation"),
    agreeTerms: boolean("agree_terms").notNull().default(false),
    agreePrivacy: boolean("agree_privacy").notNull().default(false),
    agreeThirdParty: boolean("agree_third_party").notNull().default(false),
    agreeAge14: boolean("agree_age14").notNull().default(false),
    /** The operators' latest words to the applicant. */
    latestMessage: text("latest_message").notNull().default(""),
    submittedAt: instant("submitted_at"),
    decidedAt: instant("decided_at"),
    reportText: text("report_text"),
    reportSubmittedAt: instant("report_submitted_at"),
    /** Report reminders sent (a week before the due day, on the day): each once. */
    reminderWeekSentAt: instant("reminder_week_sent_at"),
    reminderDaySentAt: instant("reminder_day_sent_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("edu_applications_programme_account_uq").on(t.programmeId, t.accountId),
    index("edu_applications_status_idx").on(t.programmeId, t.status),
    index("edu_applications_account_idx").on(t.accountId),
    check("edu_applications_status_check", sql`${t.status} in (${STATUSES_SQL})`),
  ],
);

/** The timeline: every change of status, written in the transaction that makes it. */
export const eduApplicationEvents = pgTable(
  "edu_application_events",
  {
    id: id(),
    applicationId: ownedBy("application_id", () => eduApplications.id),
    fromStatus: text("from_status", { enum: EDU_STATUSES }),
    toStatus: text("to_status", { enum: EDU_STATUSES }).notNull(),
    actor: text("actor", { enum: ["applicant", "operator", "system"] }).notNull(),
    actorId: integer("actor_id"),
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("edu_application_events_app_idx").on(t.applicationId)],
);

/** Operators' internal notes: never in an applicant's answer. */
export const eduApplicationNotes = pgTable(
  "edu_application_notes",
  {
    id: id(),
    applicationId: ownedBy("application_id", () => eduApplications.id),
    authorId: refersTo("author_id", () => accounts.id),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("edu_application_notes_app_idx").on(t.applicationId)],
);

/** Every operator read and change of an application: who, what, when (never a sensitive value). */
export const eduApplicationAudit = pgTable(
  "edu_application_audit",
  {
    id: id(),
    applicationId: ownedBy("application_id", () => eduApplications.id),
    operatorId: refersTo("operator_id", () => accounts.id),
    action: text("action", { enum: ["read", "decision", "note", "file_read", "export"] }).notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("edu_application_audit_app_idx").on(t.applicationId)],
);

/** The identity document (one, replaced) and the report's files, checked by content on upload. */
export const eduApplicationFiles = pgTable(
  "edu_application_files",
  {
    id: id(),
    applicationId: ownedBy("application_id", () => eduApplications.id),
    kind: text("kind", { enum: ["id_document", "report"] }).notNull(),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index("edu_application_files_app_idx").on(t.applicationId, t.kind)],
);
