import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import {
  FIELD_MESSAGES,
  idField,
  idParam,
  isoDate,
  isoDateTime,
  pageQuery,
  REQUIRED_MESSAGE,
  requiredText,
  text,
  whenMissing,
} from "./fields";
import { LangSchema } from "./settings";
import { shopToday } from "./shop-calendar";

/**
 * The Seoul education trip programme (spec points 1, 2, 3 "Education trip participant info", 5, 6; issue 21):
 * programmes with an application window and a capacity, and applications from draft to returnee report. Applicants
 * use the `travel` area token (`/seouledutravel`), operators the `admin` token (`/seouleduadmin`). ADR 0025 records
 * the choices. Every message is English here and has a key in `locales/<lang>/applications.json` under `messages.`
 * (`EDU_MESSAGES.alreadyApplied` is `messages.edu.alreadyApplied`; `EDU_TRANSITION_MESSAGES.submitted` is
 * `messages.edu.from.submitted`), so the browser shows it in the page's language.
 */

// ---- messages ----

export const EDU_MESSAGES = {
  programmeNotFound: "This programme was not found.",
  notFound: "This application was not found.",
  fileNotFound: "This file was not found.",
  memberNotFound: "This member was not found.",
  alreadyApplied: "You already have an application for this programme.",
  versionConflict:
    "This draft was changed elsewhere (another device or tab). The latest version is shown: please check it and save again.",
  notEditable: "This application cannot be edited in its current status.",
  windowUpcoming: "Applications for this programme are not open yet.",
  windowClosed: "Applications for this programme are closed.",
  capacityFull: "The programme is full: no seats are left to approve.",
  infoMessageRequired: "Please write what the applicant should add or correct.",
  rejectReasonRequired: "Please write why the application is not accepted.",
  emailInvalid: "Please check the e-mail format.",
  mobileInvalid: "Please enter the mobile number without hyphens.",
  birthDateInvalid: "Please check the date of birth (YYYY-MM-DD).",
  passportNumberInvalid: "Please enter the passport number with letters and digits only (6 to 12).",
  passportExpiryTooSoon: "The passport must still be valid after the trip's return date.",
  airportInvalid: "Please enter the three-letter airport code (for example ICN).",
  arrivalBeforeDeparture: "The arrival must be after the departure.",
  bankAccountInvalid: "Please enter the account number with digits and hyphens only.",
  nationalityInvalid: "Please select a country.",
  termsRequired: "Please agree to the terms of use.",
  privacyRequired: "Please agree to the collection and use of personal information.",
  thirdPartyRequired: "Please agree to the provision of personal information to third parties.",
  age14Required: "Applicants must be 14 or older: please confirm it.",
  tooYoung: "Applicants must be 14 or older on the first day of the trip.",
  idDocumentRequired: "Please upload an identity document (passport photo page or ID card).",
  fileType: "Please upload PDF, PNG, JPEG or WebP files of up to 10 MB each.",
  tooManyFiles: "You can attach up to 5 files.",
  detailsNotOpen: "Pre-departure details can be entered once the application is approved.",
  detailsClosed: "The deadline for pre-departure details has passed.",
  reportNotOpen: "The report can be submitted once the trip has ended.",
  reportAlreadySubmitted: "The report has already been submitted.",
} as const;

export const EDU_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "info_requested",
  "approved",
  "rejected",
  "waitlisted",
  "withdrawn",
  "completed",
] as const;
export const EduStatusSchema = z.enum(EDU_STATUSES);
export type EduStatus = z.infer<typeof EduStatusSchema>;

/**
 * A refused change names the status the application is in (409 `INVALID_TRANSITION`): one message per status, so
 * each has its own translation.
 */
export const EDU_TRANSITION_MESSAGES: Record<EduStatus, string> = {
  draft: "This change is not possible while the application is a draft.",
  submitted: "This change is not possible while the application is submitted.",
  under_review: "This change is not possible while the application is under review.",
  info_requested: "This change is not possible while more information is requested.",
  approved: "This change is not possible while the application is approved.",
  rejected: "This change is not possible while the application is rejected.",
  waitlisted: "This change is not possible while the application is waitlisted.",
  withdrawn: "This change is not possible while the application is withdrawn.",
  completed: "This change is not possible while the application is completed.",
};

// ---- the rules of status ----

/** What operators may decide (`POST .../decision`); some need a message for the applicant (EDU_MESSAGE_REQUIRED). */
export const EDU_DECISIONS = [
  "under_review",
  "info_requested",
  "approved",
  "rejected",
  "waitlisted",
  "completed",
] as const;

/**
 * Decisions that are mailed only with a message: what the applicant should add (more information requested), and
 * why not (rejected: a refusal is never sent without its reason).
 */
export const EDU_MESSAGE_REQUIRED = [
  "info_requested",
  "rejected",
] as const satisfies readonly (typeof EDU_DECISIONS)[number][];

/** The message a decision without its required message gets (undefined: none is required or one is given). */
export function decisionMessageProblem(status: string, message: string): string | undefined {
  if (message.trim() !== "") return undefined;
  if (status === "info_requested") return EDU_MESSAGES.infoMessageRequired;
  if (status === "rejected") return EDU_MESSAGES.rejectReasonRequired;
  return undefined;
}
export const EduDecisionSchema = z.enum(EDU_DECISIONS);
export type EduDecision = z.infer<typeof EduDecisionSchema>;

/** Who makes a change: the applicant, an operator, or the server itself. */
export const EduActorSchema = z.enum(["applicant", "operator", "system"]);
export type EduActor = z.infer<typeof EduActorSchema>;

/**
 * Every allowed change of status, in one table: from a status (key), who may move it (`applicant` or `operator`)
 * to which statuses. Everything not listed is refused with 409 INVALID_TRANSITION naming the current status. The
 * server applies it inside the transaction that writes; the screens read it to offer only possible actions.
 */
export const EDU_TRANSITIONS: Record<EduStatus, { applicant: readonly EduStatus[]; operator: readonly EduStatus[] }> = {
  draft: { applicant: ["submitted", "withdrawn"], operator: [] },
  submitted: {
    applicant: ["withdrawn"],
    operator: ["under_review", "info_requested", "approved", "rejected", "waitlisted"],
  },
  under_review: { applicant: ["withdrawn"], operator: ["info_requested", "approved", "rejected", "waitlisted"] },
  // the applicant answers by editing and submitting again
  info_requested: { applicant: ["submitted", "withdrawn"], operator: ["under_review", "rejected"] },
  waitlisted: { applicant: ["withdrawn"], operator: ["under_review", "approved", "rejected"] },
  approved: { applicant: [], operator: ["completed"] },
  rejected: { applicant: [], operator: [] },
  withdrawn: { applicant: [], operator: [] },
  completed: { applicant: [], operator: [] },
};

export function canMove(from: EduStatus, to: EduStatus, actor: "applicant" | "operator"): boolean {
  return EDU_TRANSITIONS[from][actor].includes(to);
}

/** The statuses in which the applicant edits the form (and the identity document). */
export const EDU_EDITABLE: readonly EduStatus[] = ["draft", "info_requested"];
/** The statuses whose applications take a seat of the capacity. */
export const EDU_SEATED: readonly EduStatus[] = ["approved", "completed"];

// ---- limits ----

export const EDU_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const EDU_FILE_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export const EDU_REPORT_MAX_FILES = 5;
export const EDU_MOTIVATION_MAX = 2000;
export const EDU_REPORT_TEXT_MAX = 10_000;
export const EDU_MESSAGE_MAX = 2000;
export const EDU_BULK_MAX = 100;
/** Applicants must be this old on the trip's first day (spec point 9). */
export const EDU_MIN_AGE = 14;
/** Report reminders: this many days before the due date, and on the day. */
export const EDU_REMINDER_DAYS_BEFORE = 7;
/** The application window's clock: opens and closes are instants, shown in Korea time. */
export const EDU_TIME_ZONE = "Asia/Seoul";

// ---- programmes ----

export const EduWindowStateSchema = z.enum(["upcoming", "open", "closed"]);
export type EduWindowState = z.infer<typeof EduWindowStateSchema>;

/** Where an instant stands against a window: before `opens_at`, from it until `closes_at` (excluded), after. */
export function windowState(now: Date, opensAt: Date, closesAt: Date): EduWindowState {
  if (now < opensAt) return "upcoming";
  return now < closesAt ? "open" : "closed";
}

/** A programme's trip days, its application window and its capacity, as everyone and operators read them. */
const programmeDates = () => ({
  /** Calendar days in Korea, `YYYY-MM-DD`. */
  trip_start: z.string(),
  trip_end: z.string(),
  /** Instants with Korea's offset (`2026-03-01T09:00:00+09:00`). */
  opens_at: z.string(),
  closes_at: z.string(),
  window: EduWindowStateSchema,
  capacity: z.number().int(),
});

/** A programme as everyone sees it, its texts in the asked language. */
export const EduProgrammeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    year: z.number().int(),
    title: z.string(),
    summary: z.string(),
    destination: z.string(),
    ...programmeDates(),
    /** Capacity less the approved and completed applications (never below 0). */
    seats_left: z.number().int(),
    /** The last day approved applicants may change their pre-departure details. */
    details_deadline: z.string(),
    /** The day the returnee report is due. */
    report_due: z.string(),
  })
  .meta({ id: "EduProgramme" });
export type EduProgramme = z.infer<typeof EduProgrammeSchema>;

export const LangQuerySchema = z.object({ lang: LangSchema.default("en") });
export const EduProgrammeParamsSchema = z.object({ id: idParam() });
export const EduProgrammeListResponseSchema = envelopeSchema(z.array(EduProgrammeSchema));
export type EduProgrammeListResponse = z.infer<typeof EduProgrammeListResponseSchema>;
export const EduProgrammeResponseSchema = envelopeSchema(EduProgrammeSchema);
export type EduProgrammeResponse = z.infer<typeof EduProgrammeResponseSchema>;

// ---- the applicant's fields ----

export const VISA_STATUSES = ["not_required", "to_apply", "applied", "granted", "refused"] as const;
export const VisaStatusSchema = z.enum(VISA_STATUSES);
export type VisaStatus = z.infer<typeof VisaStatusSchema>;

const MOBILE = /^\d{7,15}$/;
const PASSPORT = /^[A-Z0-9]{6,12}$/;
const AIRPORT = /^[A-Z]{3}$/;
const BANK_ACCOUNT = /^\d[\d-]{4,30}\d$/;

const shortText = (max: number) => text().trim().max(max);
const upper = (pattern: RegExp, message: string) =>
  text({ error: whenMissing(message) })
    .trim()
    .toUpperCase()
    .regex(pattern, message);

/**
 * Each field of the form with its format; `nullable` so a draft may clear it. Draft saves check only these formats,
 * submit checks them again and that every required one is there (submitIssues).
 */
const fieldShapes = {
  applicant_name: shortText(100),
  email: text().trim().max(254).pipe(z.email(EDU_MESSAGES.emailInvalid)),
  /** Digits only, no hyphens (spec point 5), 7 to 15 with the country code. */
  mobile: text().trim().regex(MOBILE, EDU_MESSAGES.mobileInvalid),
  birth_date: isoDate(EDU_MESSAGES.birthDateInvalid),
  /** ISO 3166-1 alpha-2. */
  nationality: upper(/^[A-Z]{2}$/, EDU_MESSAGES.nationalityInvalid),
  /** Stored encrypted; answered in full to the applicant and on the operators' detail only. */
  passport_number: upper(PASSPORT, EDU_MESSAGES.passportNumberInvalid),
  passport_expiry: isoDate(),
  dietary_restriction: shortText(500),
  departure_airport: upper(AIRPORT, EDU_MESSAGES.airportInvalid),
  departure_at: isoDateTime(),
  arrival_airport: upper(AIRPORT, EDU_MESSAGES.airportInvalid),
  arrival_at: isoDateTime(),
  visa_status: VisaStatusSchema,
  bank_name: shortText(100),
  bank_account_holder: shortText(100),
  /** Stored encrypted; masked (last 4) in lists and CSV. */
  bank_account_number: text().trim().regex(BANK_ACCOUNT, EDU_MESSAGES.bankAccountInvalid),
  motivation: shortText(EDU_MOTIVATION_MAX),
  agree_terms: z.boolean(),
  agree_privacy: z.boolean(),
  agree_third_party: z.boolean(),
  agree_age14: z.boolean(),
};
type FieldShapes = typeof fieldShapes;
export type EduFieldName = keyof FieldShapes;
export const EDU_FIELDS = Object.keys(fieldShapes) as EduFieldName[];

const draftFields = Object.fromEntries(
  Object.entries(fieldShapes).map(([name, schema]) => [name, schema.nullable().optional()]),
) as { [K in EduFieldName]: z.ZodOptional<z.ZodNullable<FieldShapes[K]>> };

/**
 * `POST /api/v1/edu/applications`: a new draft for a programme, with any fields already filled (formats checked,
 * nothing required). One application per member and programme (409 ALREADY_APPLIED).
 */
export const EduCreateBodySchema = z
  .object({ programme_id: idField({ missing: REQUIRED_MESSAGE }), ...draftFields })
  .meta({ id: "EduCreateBody" });
export type EduCreateBody = z.input<typeof EduCreateBodySchema>;

/**
 * `PUT /api/v1/edu/applications/{id}`: a partial save. Fields absent are kept, `null` clears one. `version` is the
 * version the form was loaded with: a save on a newer one is 409 VERSION_CONFLICT with the current draft in
 * `meta.current` of the error answer (EduConflictSchema), so two devices never silently overwrite each other.
 */
export const EduDraftBodySchema = z
  .object({ version: z.number().int().min(1).max(2_147_483_647), ...draftFields })
  .meta({ id: "EduDraftBody" });
export type EduDraftBody = z.input<typeof EduDraftBodySchema>;
export type EduDraftValues = z.output<typeof EduDraftBodySchema>;

/** `POST .../submit`: sends the saved form as it is at `version` (a draft, or after "more information requested"). */
export const EduSubmitBodySchema = z.object({ version: z.number().int().min(1).max(2_147_483_647) });
export type EduSubmitBody = z.input<typeof EduSubmitBodySchema>;

/** The fields submit requires (the dietary restriction may stay empty; the consents are checked on their own). */
export const EDU_REQUIRED_FIELDS = EDU_FIELDS.filter(
  (name) => !name.startsWith("agree_") && name !== "dietary_restriction",
);

const CONSENTS = {
  agree_terms: EDU_MESSAGES.termsRequired,
  agree_privacy: EDU_MESSAGES.privacyRequired,
  agree_third_party: EDU_MESSAGES.thirdPartyRequired,
  agree_age14: EDU_MESSAGES.age14Required,
} as const;

/**
 * What submit requires of the saved form, as field issues: every required field present ("this is a required
 * field") and in its format, the four consents given, the arrival after the departure. The rules that need the
 * programme are `programmeIssues`; the window and the identity document are the server's. The form and the server
 * run the same function; the server answers all failures together as one 400 with an issue per field.
 */
export function submitIssues(form: Partial<Record<EduFieldName, unknown>>): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  for (const name of EDU_FIELDS) {
    const value = form[name];
    if (name in CONSENTS) {
      if (value !== true) issues.push({ field: name, message: CONSENTS[name as keyof typeof CONSENTS] });
      continue;
    }
    if (value === null || value === undefined || value === "") {
      if (EDU_REQUIRED_FIELDS.includes(name)) issues.push({ field: name, message: REQUIRED_MESSAGE });
      continue;
    }
    const parsed = fieldShapes[name].safeParse(value);
    if (!parsed.success) issues.push({ field: name, message: parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE });
  }
  const { departure_at: departure, arrival_at: arrival } = form;
  if (typeof departure === "string" && typeof arrival === "string" && new Date(arrival) <= new Date(departure)) {
    issues.push({ field: "arrival_at", message: EDU_MESSAGES.arrivalBeforeDeparture });
  }
  return issues;
}

/** The whole years someone born on `birthDate` has on `day` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The programme rules of submit, shared by the form and the server: field and message of each failure. */
export function programmeIssues(
  form: { passport_expiry?: string | null; birth_date?: string | null },
  programme: { trip_start: string; trip_end: string },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (form.passport_expiry && form.passport_expiry <= programme.trip_end) {
    issues.push({ field: "passport_expiry", message: EDU_MESSAGES.passportExpiryTooSoon });
  }
  if (form.birth_date && ageOn(form.birth_date, programme.trip_start) < EDU_MIN_AGE) {
    issues.push({ field: "birth_date", message: EDU_MESSAGES.tooYoung });
  }
  return issues;
}

/** `POST .../withdraw`: an optional reason, kept in the timeline. */
export const EduWithdrawBodySchema = z.object({ reason: shortText(EDU_MESSAGE_MAX).default("") });
export type EduWithdrawBody = z.input<typeof EduWithdrawBodySchema>;

/**
 * `PUT .../pre-departure`: what an approved applicant may still change until the programme's details deadline
 * (Korea's calendar day, inclusive). Every field is required here; `version` as for drafts.
 */
export const EduPreDepartureBodySchema = z
  .object({
    version: z.number().int().min(1).max(2_147_483_647),
    departure_airport: fieldShapes.departure_airport,
    departure_at: fieldShapes.departure_at,
    arrival_airport: fieldShapes.arrival_airport,
    arrival_at: fieldShapes.arrival_at,
    visa_status: fieldShapes.visa_status,
    dietary_restriction: fieldShapes.dietary_restriction.default(""),
  })
  .superRefine((form, ctx) => {
    if (new Date(form.arrival_at) <= new Date(form.departure_at)) {
      ctx.addIssue({ code: "custom", path: ["arrival_at"], message: EDU_MESSAGES.arrivalBeforeDeparture });
    }
  })
  .meta({ id: "EduPreDepartureBody" });
export type EduPreDepartureBody = z.input<typeof EduPreDepartureBodySchema>;

/**
 * `POST .../id-document`: multipart/form-data with one `file` (PDF, PNG, JPEG or WebP, up to 10 MB, checked by
 * content). Replaces the previous one; only while the form is editable.
 * `POST .../report`: multipart/form-data with `text` and up to 5 `files` (same types and size), once.
 * The file parts are documented by the server; these are the text parts.
 */
export const EduReportFieldsSchema = z.object({
  text: requiredText().max(EDU_REPORT_TEXT_MAX),
});

// ---- what comes back ----

export const EduFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(["id_document", "report"]),
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    /** Where the caller downloads it with its token (the owner's address, or the operators'). */
    url: z.string(),
    uploaded_at: z.string(),
  })
  .meta({ id: "EduFile" });
export type EduFile = z.infer<typeof EduFileSchema>;

/** One change of status: when, from what to what, by whom, and the message the applicant was sent. */
export const EduTimelineEntrySchema = z
  .object({
    at: z.string(),
    from: EduStatusSchema.nullable(),
    to: EduStatusSchema,
    actor: EduActorSchema,
    /** The operators' (or the applicant's) words to the applicant; "" when none. */
    message: z.string(),
  })
  .meta({ id: "EduTimelineEntry" });
export type EduTimelineEntry = z.infer<typeof EduTimelineEntrySchema>;

/** The returnee report: due (Korea day), derived state, and what was sent. */
export const EduReportStateSchema = z.enum(["not_due", "due", "overdue", "submitted"]);
export type EduReportState = z.infer<typeof EduReportStateSchema>;

/**
 * Where an approved or completed application stands with its report on `today` (Korea): submitted; not yet due
 * before the trip ended; due until the due day (inclusive); overdue after. Others have no report (`null`).
 */
export function reportState(
  status: EduStatus,
  submitted: boolean,
  today: string,
  programme: { trip_end: string; report_due: string },
): EduReportState | null {
  if (!EDU_SEATED.includes(status)) return null;
  if (submitted) return "submitted";
  if (today <= programme.trip_end) return "not_due";
  return today <= programme.report_due ? "due" : "overdue";
}

export const EduReportSchema = z
  .object({
    state: EduReportStateSchema,
    due: z.string(),
    text: z.string().nullable(),
    submitted_at: z.string().nullable(),
    files: z.array(EduFileSchema),
  })
  .meta({ id: "EduReport" });
export type EduReport = z.infer<typeof EduReportSchema>;

const nullableString = z.string().nullable();

/** The form's values as saved (nothing masked: the owner's and the operators' detail). */
export const EduFormSchema = z
  .object({
    applicant_name: nullableString,
    email: nullableString,
    mobile: nullableString,
    birth_date: nullableString,
    nationality: nullableString,
    passport_number: nullableString,
    passport_expiry: nullableString,
    dietary_restriction: nullableString,
    departure_airport: nullableString,
    departure_at: nullableString,
    arrival_airport: nullableString,
    arrival_at: nullableString,
    visa_status: VisaStatusSchema.nullable(),
    bank_name: nullableString,
    bank_account_holder: nullableString,
    bank_account_number: nullableString,
    motivation: nullableString,
    agree_terms: z.boolean(),
    agree_privacy: z.boolean(),
    agree_third_party: z.boolean(),
    agree_age14: z.boolean(),
  })
  .meta({ id: "EduForm" });
export type EduForm = z.infer<typeof EduFormSchema>;

/** A programme named in an application: enough for a list row. */
export const EduProgrammeRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  year: z.number().int(),
  title: z.string(),
  trip_start: z.string(),
  trip_end: z.string(),
});

/** A row of the applicant's list and of the operators' list: no sensitive value, the passport masked. */
export const EduApplicationSummarySchema = z
  .object({
    id: z.number().int(),
    programme: EduProgrammeRefSchema,
    status: EduStatusSchema,
    version: z.number().int(),
    applicant_name: nullableString,
    email: nullableString,
    /** `••••1234`: the last 4 characters only; null when none is saved. */
    passport_number_masked: nullableString,
    report: EduReportStateSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    submitted_at: nullableString,
    decided_at: nullableString,
  })
  .meta({ id: "EduApplicationSummary" });
export type EduApplicationSummary = z.infer<typeof EduApplicationSummarySchema>;

/** The applicant's own application: every field in full, its files, the timeline and what they may do now. */
export const EduApplicationSchema = EduApplicationSummarySchema.extend({
  programme: EduProgrammeSchema,
  form: EduFormSchema,
  id_document: EduFileSchema.nullable(),
  timeline: z.array(EduTimelineEntrySchema),
  report_detail: EduReportSchema.nullable(),
  /** The operators' latest message to the applicant (the one that asked for more information, or the decision). */
  latest_message: z.string(),
  /** What the applicant may do now (from EDU_TRANSITIONS, the window and the deadlines). */
  can: z.object({
    edit: z.boolean(),
    submit: z.boolean(),
    withdraw: z.boolean(),
    edit_pre_departure: z.boolean(),
    submit_report: z.boolean(),
  }),
}).meta({ id: "EduApplication" });
export type EduApplication = z.infer<typeof EduApplicationSchema>;

export const EduApplicationParamsSchema = z.object({ id: idParam() });
export const EduFileParamsSchema = z.object({ id: idParam(), fileId: idParam() });
export const EduApplicationResponseSchema = envelopeSchema(EduApplicationSchema);
export type EduApplicationResponse = z.infer<typeof EduApplicationResponseSchema>;
export const EduMyApplicationsResponseSchema = envelopeSchema(z.array(EduApplicationSummarySchema));
export type EduMyApplicationsResponse = z.infer<typeof EduMyApplicationsResponseSchema>;

/**
 * The body of a 409 VERSION_CONFLICT on a save: the usual error fields plus the application as it is now, so the
 * form can show what changed and offer to reload it.
 */
export const EduConflictSchema = z
  .object({
    message: z.string(),
    code: z.literal("VERSION_CONFLICT"),
    current: EduApplicationSchema,
  })
  .meta({ id: "EduConflict" });
export type EduConflict = z.infer<typeof EduConflictSchema>;

// ---- operators ----

export const EduNoteSchema = z
  .object({ id: z.number().int(), author: z.string(), body: z.string(), created_at: z.string() })
  .meta({ id: "EduNote" });
export type EduNote = z.infer<typeof EduNoteSchema>;

export const EDU_AUDIT_ACTIONS = ["read", "decision", "note", "file_read", "export"] as const;
export const EduAuditEntrySchema = z
  .object({
    at: z.string(),
    operator_id: z.number().int(),
    operator: z.string(),
    action: z.enum(EDU_AUDIT_ACTIONS),
    /** What was changed or read, in words (a decision's from and to, a file's name); never a sensitive value. */
    detail: z.string(),
  })
  .meta({ id: "EduAuditEntry" });
export type EduAuditEntry = z.infer<typeof EduAuditEntrySchema>;

/** The operators' detail: everything the applicant sees, the applicant's account, internal notes and the audit. */
export const EduAdminApplicationSchema = EduApplicationSchema.extend({
  account: z.object({ id: z.number().int(), name: z.string(), email: z.string(), lang: LangSchema }),
  /** Never shown to the applicant. */
  notes: z.array(EduNoteSchema),
  /** Every operator read and change of this application, newest first (this read included). */
  audit: z.array(EduAuditEntrySchema),
  /** The statuses operators may move it to now (EDU_TRANSITIONS). */
  next: z.array(EduStatusSchema),
}).meta({ id: "EduAdminApplication" });
export type EduAdminApplication = z.infer<typeof EduAdminApplicationSchema>;
export const EduAdminApplicationResponseSchema = envelopeSchema(EduAdminApplicationSchema);
export type EduAdminApplicationResponse = z.infer<typeof EduAdminApplicationResponseSchema>;

/** `GET /api/v1/admin/edu/applications?status=&programme_id=&year=&q=&report=&page=&per_page=&lang=`. */
export const EduAdminListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  status: EduStatusSchema.optional(),
  programme_id: idParam().optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Part of the applicant's name (form or account) or e-mail, any case. */
  q: text().trim().max(100).optional(),
  report: EduReportStateSchema.optional(),
  ...pageQuery(100, 20),
});
export type EduAdminListQuery = z.input<typeof EduAdminListQuerySchema>;
export const EduAdminListResponseSchema = envelopeSchema(z.array(EduApplicationSummarySchema), PageMetaSchema);
export type EduAdminListResponse = z.infer<typeof EduAdminListResponseSchema>;

/** The CSV exports take the list's filters (without paging). */
export const EduExportQuerySchema = EduAdminListQuerySchema.omit({ page: true, per_page: true });

/** A decision's fields: the new status and the message mailed to the applicant (required: EDU_MESSAGE_REQUIRED). */
const decisionFields = () => ({
  status: EduDecisionSchema,
  message: shortText(EDU_MESSAGE_MAX).default(""),
});

function checkDecisionMessage(body: { status: EduDecision; message: string }, ctx: z.RefinementCtx) {
  const problem = decisionMessageProblem(body.status, body.message);
  if (problem) ctx.addIssue({ code: "custom", path: ["message"], message: problem });
}

/** `POST .../decision`: one application's decision. */
export const EduDecisionBodySchema = z
  .object(decisionFields())
  .superRefine(checkDecisionMessage)
  .meta({ id: "EduDecisionBody" });
export type EduDecisionBody = z.input<typeof EduDecisionBodySchema>;

/** `POST /api/v1/admin/edu/applications/decisions`: one decision over many applications, each decided on its own. */
export const EduBulkDecisionBodySchema = z
  .object({ ids: z.array(idField()).min(1, REQUIRED_MESSAGE).max(EDU_BULK_MAX), ...decisionFields() })
  .superRefine(checkDecisionMessage)
  .meta({ id: "EduBulkDecisionBody" });
export type EduBulkDecisionBody = z.input<typeof EduBulkDecisionBodySchema>;

/** One id's outcome: its new status, or the error it would have had alone (code and message). */
export const EduBulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: EduStatusSchema.nullable(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});
export type EduBulkResult = z.infer<typeof EduBulkResultSchema>;
export const EduBulkResponseSchema = envelopeSchema(
  z.array(EduBulkResultSchema),
  z.object({ succeeded: z.number().int(), failed: z.number().int() }),
);
export type EduBulkResponse = z.infer<typeof EduBulkResponseSchema>;

/** `POST .../notes`: an internal note (operators only). */
export const EduNoteBodySchema = z.object({
  body: requiredText().max(EDU_MESSAGE_MAX),
});
export type EduNoteBody = z.input<typeof EduNoteBodySchema>;
export const EduNoteResponseSchema = envelopeSchema(EduNoteSchema);

/** `GET /api/v1/admin/edu/summary`: counts for the operators' home. */
export const EduSummarySchema = z
  .object({
    by_status: z.record(EduStatusSchema, z.number().int()),
    reports: z.object({ due: z.number().int(), overdue: z.number().int(), submitted: z.number().int() }),
    programmes: z.array(
      z.object({ id: z.number().int(), title: z.string(), capacity: z.number().int(), seats_left: z.number().int() }),
    ),
  })
  .meta({ id: "EduSummary" });
export type EduSummary = z.infer<typeof EduSummarySchema>;
export const EduSummaryResponseSchema = envelopeSchema(EduSummarySchema);

/** The columns of `GET /api/v1/admin/edu/applications.csv` (sensitive values masked to their last 4). */
export const EDU_APPLICATION_CSV_COLUMNS = [
  "id",
  "programme",
  "year",
  "status",
  "applicant_name",
  "email",
  "mobile",
  "birth_date",
  "nationality",
  "passport_number",
  "passport_expiry",
  "visa_status",
  "departure_airport",
  "departure_at",
  "arrival_airport",
  "arrival_at",
  "dietary_restriction",
  "bank_name",
  "bank_account_holder",
  "bank_account_number",
  "submitted_at",
  "decided_at",
  "report",
] as const;
/** The columns of `GET /api/v1/admin/edu/reports.csv`: approved and completed applications with their report. */
export const EDU_REPORT_CSV_COLUMNS = [
  "id",
  "programme",
  "applicant_name",
  "email",
  "status",
  "report_due",
  "report",
  "submitted_at",
  "files",
  "text",
] as const;
export const EDU_APPLICATIONS_CSV_FILE_NAME = "edu-applications.csv";
export const EDU_REPORTS_CSV_FILE_NAME = "edu-reports.csv";

// ---- travel-area members (operators) ----

export const EduMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    lang: LangSchema,
    status: z.string(),
    created_at: z.string(),
    applications: z.number().int(),
  })
  .meta({ id: "EduMember" });
export type EduMember = z.infer<typeof EduMemberSchema>;
export const EduMemberListQuerySchema = z.object({ q: text().trim().max(100).optional(), ...pageQuery(100, 20) });
export const EduMemberListResponseSchema = envelopeSchema(z.array(EduMemberSchema), PageMetaSchema);
export const EduMemberDetailSchema = EduMemberSchema.extend({
  application_list: z.array(EduApplicationSummarySchema),
}).meta({ id: "EduMemberDetail" });
export const EduMemberResponseSchema = envelopeSchema(EduMemberDetailSchema);
export const EduMemberParamsSchema = z.object({ id: idParam() });

// ---- programmes edited by operators ----

/** The programme rules' messages; each has a key in `locales/<lang>/applications-admin.json` under `messages.programme.`. */
export const EDU_PROGRAMME_MESSAGES = {
  codeInvalid: "Use 3 to 40 lowercase letters, digits and hyphens.",
  codeTaken: "Another programme already uses this code.",
  yearInvalid: "Enter a year from 2019 to 2100.",
  titleRequired: "Please enter the title.",
  tripOrder: "The trip must end on or after its first day.",
  windowOrder: "Applications must close after they open.",
  closesBeforeTrip: "Applications must close before the trip starts.",
  detailsDeadlineBeforeClose: "The details deadline cannot be before applications close.",
  detailsDeadlineAfterTrip: "The details deadline must be on or before the first day of the trip.",
  reportDueAfterTrip: "The report must be due after the trip ends.",
  capacityInvalid: "Enter a capacity from 1 to 1000.",
  capacityBelowSeated: "The capacity cannot be lower than the applications already approved or completed.",
} as const;

export const EDU_PROGRAMME_CODE = /^[a-z0-9-]{3,40}$/;
export const EDU_PROGRAMME_YEARS = { min: 2019, max: 2100 } as const;
export const EDU_PROGRAMME_CAPACITY = { min: 1, max: 1000 } as const;
export const EDU_PROGRAMME_TITLE_MAX = 200;
export const EDU_PROGRAMME_SUMMARY_MAX = 2000;

const PM = EDU_PROGRAMME_MESSAGES;
const programmeTitle = text({ error: whenMissing(PM.titleRequired) })
  .trim()
  .min(1, PM.titleRequired)
  .max(EDU_PROGRAMME_TITLE_MAX);
const day = () => isoDate(FIELD_MESSAGES.date, REQUIRED_MESSAGE);
const instant = () => isoDateTime(FIELD_MESSAGES.dateTime, REQUIRED_MESSAGE);

/** The first instant of a Korea calendar day (a trip starts at midnight in Seoul). */
const koreaMidnight = (day: string) => new Date(`${day}T00:00:00+09:00`);

/**
 * The rules between a programme's dates, shared by the editor and the server: field and message of each failure.
 * Days are Korea calendar days; the window's instants are compared with the trip's first day at midnight in Seoul,
 * and the details deadline with the Korea day applications close on.
 */
export function programmeDateIssues(body: {
  trip_start: string;
  trip_end: string;
  opens_at: string;
  closes_at: string;
  details_deadline: string;
  report_due: string;
}): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  const opens = new Date(body.opens_at);
  const closes = new Date(body.closes_at);
  // a half-typed value is its own field's issue, not an order to report
  if (Number.isNaN(opens.getTime()) || Number.isNaN(closes.getTime())) return issues;
  if (body.trip_end < body.trip_start) issues.push({ field: "trip_end", message: PM.tripOrder });
  if (closes <= opens) issues.push({ field: "closes_at", message: PM.windowOrder });
  else if (closes >= koreaMidnight(body.trip_start)) issues.push({ field: "closes_at", message: PM.closesBeforeTrip });
  if (body.details_deadline > body.trip_start) {
    issues.push({ field: "details_deadline", message: PM.detailsDeadlineAfterTrip });
  } else if (body.details_deadline < shopToday(closes)) {
    issues.push({ field: "details_deadline", message: PM.detailsDeadlineBeforeClose });
  }
  if (body.report_due <= body.trip_end) issues.push({ field: "report_due", message: PM.reportDueAfterTrip });
  return issues;
}

/**
 * `POST /api/v1/admin/edu/programmes` and `PUT .../{id}`: every stored field in both languages. The code is
 * written in lowercase (`seoul-edu-2027-a`); days are `YYYY-MM-DD` in Korea, the window instants with their offset
 * (the editor sends Korea's, `+09:00`). The dates' order is `programmeDateIssues`; a capacity below the seats
 * already taken is the server's (409 CAPACITY_BELOW_SEATED on `capacity`), as is a code in use (409 CODE_TAKEN).
 */
export const EduProgrammeBodySchema = z
  .object({
    code: text({ error: whenMissing(REQUIRED_MESSAGE) })
      .trim()
      .toLowerCase()
      .regex(EDU_PROGRAMME_CODE, PM.codeInvalid),
    year: z
      .number({ error: whenMissing(PM.yearInvalid) })
      .int(PM.yearInvalid)
      .min(EDU_PROGRAMME_YEARS.min, PM.yearInvalid)
      .max(EDU_PROGRAMME_YEARS.max, PM.yearInvalid),
    title_en: programmeTitle,
    title_ko: programmeTitle,
    summary_en: text().trim().max(EDU_PROGRAMME_SUMMARY_MAX).default(""),
    summary_ko: text().trim().max(EDU_PROGRAMME_SUMMARY_MAX).default(""),
    destination_en: text().trim().max(EDU_PROGRAMME_TITLE_MAX).default(""),
    destination_ko: text().trim().max(EDU_PROGRAMME_TITLE_MAX).default(""),
    trip_start: day(),
    trip_end: day(),
    opens_at: instant(),
    closes_at: instant(),
    capacity: z
      .number({ error: whenMissing(PM.capacityInvalid) })
      .int(PM.capacityInvalid)
      .min(EDU_PROGRAMME_CAPACITY.min, PM.capacityInvalid)
      .max(EDU_PROGRAMME_CAPACITY.max, PM.capacityInvalid),
    details_deadline: day(),
    report_due: day(),
  })
  .superRefine((body, ctx) => {
    for (const issue of programmeDateIssues(body)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
    }
  })
  .meta({ id: "EduProgrammeBody" });
export type EduProgrammeBody = z.input<typeof EduProgrammeBodySchema>;

/** A programme as operators edit it: every stored field in both languages, with its counts. */
export const EduAdminProgrammeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    year: z.number().int(),
    title_en: z.string(),
    title_ko: z.string(),
    summary_en: z.string(),
    summary_ko: z.string(),
    destination_en: z.string(),
    destination_ko: z.string(),
    ...programmeDates(),
    details_deadline: z.string(),
    report_due: z.string(),
    /** Applications of this programme by status (every status, 0 included). */
    applications: z.record(EduStatusSchema, z.number().int()),
    /** Approved and completed applications: the capacity may not go below it. */
    seated: z.number().int(),
    seats_left: z.number().int(),
    updated_at: z.string(),
  })
  .meta({ id: "EduAdminProgramme" });
export type EduAdminProgramme = z.infer<typeof EduAdminProgrammeSchema>;
export const EduAdminProgrammeListResponseSchema = envelopeSchema(z.array(EduAdminProgrammeSchema));
export const EduAdminProgrammeResponseSchema = envelopeSchema(EduAdminProgrammeSchema);
