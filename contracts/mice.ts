import { z } from "zod";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import {
  calendarDayProblem,
  idParam,
  intField,
  isoDate,
  pageQuery,
  REQUIRED_MESSAGE,
  requiredText,
  text,
  whenMissing,
} from "./fields";
import { BusinessListQuerySchema, FairSchema, SectorCategorySchema } from "./mart";
import { LangSchema } from "./settings";

/**
 * The MICE fair (`/mice`, spec points 1, 2, 5, 6; issue 22). Its people sign in with the business-accreditation
 * area's accounts (one account and one company profile serve both fairs): a visitor account registers itself for
 * the current edition and gets an entry badge at once; buyer and seller accounts save the shared company profile
 * (contracts/mart.ts) and apply for the edition with `?fair=mice`, and operators decide. The edition's dates, the
 * conference programme and the exhibitors come from the database. ADR 0026 records the choices. Every message is
 * English here and has a key in `locales/<lang>/mice.json` under `messages.` (`MICE_MESSAGES.alreadyRegistered` is
 * `messages.alreadyRegistered`), so the browser shows it in the page's language.
 */

export const MICE_MESSAGES = {
  alreadyRegistered: "You have already registered for this year's fair.",
  notVisitor: "Only visitor accounts register here: buyers and sellers apply with their company profile.",
  registrationClosed: "Registration for this year's fair has closed.",
  organisationRequired: "Please enter your organisation.",
  interestsRequired: "Please select at least one interest.",
  nationalityInvalid: "Please select a country.",
  privacyRequired: "Please agree to the collection and use of your personal information.",
  badgeNotFound: "This badge was not found.",
  exhibitorNotFound: "This exhibitor was not found.",
} as const;

// ---- the edition ----

/** `GET /api/v1/mice/edition?lang=`: the current edition as the home page and the key visual show it. */
export const FairEditionSchema = z
  .object({
    fair: FairSchema,
    year: z.number().int(),
    name: z.string(),
    /** The fair's days, Korea time, first to last. */
    days: z.array(z.string()),
    opens: z.string(),
    closes: z.string(),
    venue: z.string(),
    city: z.string(),
    /** The last day to register or apply (Korea time); after it the forms refuse. */
    registration_closes_on: z.string(),
    registration_open: z.boolean(),
    /** How many exhibitors and sessions the edition has (the home page's figures). */
    exhibitors: z.number().int(),
    sessions: z.number().int(),
  })
  .meta({ id: "FairEdition" });
export type FairEdition = z.infer<typeof FairEditionSchema>;
export const FairEditionResponseSchema = envelopeSchema(FairEditionSchema);

// ---- visitors ----

/** What a visitor may tell the fair they came for (one or more). */
export const MICE_INTERESTS = [
  "exhibition",
  "business_meetings",
  "conference",
  "venues",
  "incentive_travel",
  "destination_marketing",
  "event_technology",
  "sustainability",
] as const;
export const MiceInterestSchema = z.enum(MICE_INTERESTS);
export type MiceInterest = z.infer<typeof MiceInterestSchema>;

/**
 * `POST /api/v1/mice/visitor/me` (accreditation token of a visitor account): the visitor's registration for the
 * current edition. Name, e-mail and phone are the account's own; once per account (one e-mail per edition).
 */
export const VisitorRegistrationBodySchema = z.object({
  nationality: text({ error: whenMissing(MICE_MESSAGES.nationalityInvalid) })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, MICE_MESSAGES.nationalityInvalid),
  organisation: text({ error: whenMissing(MICE_MESSAGES.organisationRequired) })
    .trim()
    .min(1, MICE_MESSAGES.organisationRequired)
    .max(200),
  job_title: text().trim().max(100).default(""),
  interests: z
    .array(MiceInterestSchema, { error: whenMissing(MICE_MESSAGES.interestsRequired) })
    .min(1, MICE_MESSAGES.interestsRequired)
    .max(MICE_INTERESTS.length)
    .refine((values) => new Set(values).size === values.length, MICE_MESSAGES.interestsRequired),
  agree_privacy: z.literal(true, { error: MICE_MESSAGES.privacyRequired }),
  agree_marketing: z.boolean().default(false),
});
export type VisitorRegistrationBody = z.input<typeof VisitorRegistrationBodySchema>;

/** The entry badge: its number (printed) and the code its QR carries (checked at the entrance). */
export const VisitorBadgeSchema = z.object({ number: z.string(), code: z.string() }).meta({ id: "VisitorBadge" });

export const VisitorRegistrationSchema = z
  .object({
    id: z.number().int(),
    year: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    nationality: z.string(),
    organisation: z.string(),
    job_title: z.string(),
    interests: z.array(MiceInterestSchema),
    marketing: z.boolean(),
    registered_at: z.string(),
    /** When the badge was first scanned at the entrance, if it was. */
    checked_in_at: z.string().nullable(),
    badge: VisitorBadgeSchema,
  })
  .meta({ id: "VisitorRegistration" });
export type VisitorRegistration = z.infer<typeof VisitorRegistrationSchema>;
/** `GET /api/v1/mice/visitor/me`: the registration, or `data: null` while there is none. */
export const MyVisitorRegistrationResponseSchema = envelopeSchema(VisitorRegistrationSchema.nullable());
export const VisitorRegistrationResponseSchema = envelopeSchema(VisitorRegistrationSchema);

/** Operators: `GET /api/v1/admin/mice/visitors?q=&page=&per_page=` (newest first). */
export const AdminVisitorListQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  ...pageQuery(100, 20),
});
export const AdminVisitorListResponseSchema = envelopeSchema(z.array(VisitorRegistrationSchema), PageMetaSchema);

/** Operators at the entrance: `POST /api/v1/admin/mice/badges/{code}/check-in` (the first scan is kept). */
export const BadgeParamsSchema = z.object({
  code: text()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/),
});
export const BadgeCheckInSchema = z
  .object({ registration: VisitorRegistrationSchema, first_scan: z.boolean() })
  .meta({ id: "BadgeCheckIn" });
export const BadgeCheckInResponseSchema = envelopeSchema(BadgeCheckInSchema);

// ---- the conference ----

export const ConferenceSpeakerSchema = z.object({ name: z.string(), role: z.string(), organisation: z.string() });

/** One session of the programme; times are Korea time (`time_zone` of the list), shown beside the reader's own. */
export const ConferenceSessionSchema = z
  .object({
    id: z.number().int(),
    day: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    room: z.string(),
    track: z.string(),
    title: z.string(),
    summary: z.string(),
    speakers: z.array(ConferenceSpeakerSchema),
  })
  .meta({ id: "ConferenceSession" });
export type ConferenceSession = z.infer<typeof ConferenceSessionSchema>;
/** `GET /api/v1/mice/conference?lang=&day=`: the edition's sessions by day and start. */
export const ConferenceQuerySchema = z.object({ lang: LangSchema.default("en"), day: isoDate().optional() });
export const ConferenceMetaSchema = z.object({ time_zone: z.string(), days: z.array(z.string()) });
export const ConferenceResponseSchema = envelopeSchema(z.array(ConferenceSessionSchema), ConferenceMetaSchema);
export type ConferenceResponse = z.infer<typeof ConferenceResponseSchema>;

// ---- the exhibitors ----

/**
 * `GET /api/v1/mice/exhibitors?q=&country=&sector=&category=&page=&per_page=&lang=` and `/exhibitors/{id}`: the
 * sellers approved for the current edition, for everyone (a guest too). The answers have the mart's business list
 * and detail shapes (contracts/mart.ts BusinessListResponseSchema, BusinessResponseSchema); `sector` matches the
 * primary or a sub sector, `category` a group of sectors (SECTOR_CATEGORIES).
 */
export const ExhibitorListQuerySchema = BusinessListQuerySchema.omit({ fair: true, role: true, category: true }).extend(
  {
    category: SectorCategorySchema.optional(),
  },
);
export type ExhibitorListQuery = Partial<z.output<typeof ExhibitorListQuerySchema>>;

// ---- operators: the edition and the programme ----

/**
 * The operators' editor's own messages (the edition's dates and hours, the programme's sessions). Every one has a
 * key in `locales/<lang>/fair-editor.json` under `messages.`, as MICE_MESSAGES have theirs in `mice.json`.
 */
export const MICE_EDITOR_MESSAGES = {
  time: "Use the time form HH:MM on a 24-hour clock.",
  lastDayBeforeFirst: "The last day cannot be before the first day.",
  closesBeforeOpens: "The closing time must be after the opening time.",
  registrationAfterLastDay: "Registration must close on or before the fair's last day.",
  sessionsOutsideDays: "Some sessions are on days outside these dates: move or delete them first.",
  endsBeforeStart: "A session must end after it starts.",
  dayOutsideEdition: "This day is not one of the fair's days.",
  sessionNotFound: "This session was not found.",
} as const;

/** `HH:MM` on a 24-hour clock, as the tables keep the hall's hours and the sessions' times. */
export const HHMM_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const required = (max: number) => requiredText().max(max);
const optional = (max: number) => text().trim().max(max).default("");
const timeOfDay = () => text({ error: whenMissing(REQUIRED_MESSAGE) }).regex(HHMM_PATTERN, MICE_EDITOR_MESSAGES.time);
const day = () => isoDate(undefined, REQUIRED_MESSAGE);
const isDay = (value: string) => calendarDayProblem(value) === undefined;

/** The edition as operators edit it: both languages and the dates as they are stored. */
export const AdminEditionSchema = z
  .object({
    fair: FairSchema,
    year: z.number().int(),
    name_en: z.string(),
    name_ko: z.string(),
    venue_en: z.string(),
    venue_ko: z.string(),
    city_en: z.string(),
    city_ko: z.string(),
    /** Korea days. */
    first_day: z.string(),
    last_day: z.string(),
    /** The hall's hours, Korea time. */
    opens: z.string(),
    closes: z.string(),
    /** The last Korea day on which visitors register and companies apply. */
    registration_closes_on: z.string(),
  })
  .meta({ id: "AdminFairEdition" });
export type AdminEdition = z.infer<typeof AdminEditionSchema>;
export const AdminEditionResponseSchema = envelopeSchema(AdminEditionSchema);

/**
 * `PUT /api/v1/admin/mice/edition` (admin token): the current edition's texts, days and hours, all replaced. The
 * last day is not before the first, the hall closes after it opens, registration closes by the last day; the
 * server also keeps every session of the programme on one of the days.
 */
export const EditionBodySchema = z
  .object({
    name_en: required(200),
    name_ko: required(200),
    venue_en: required(200),
    venue_ko: required(200),
    city_en: required(100),
    city_ko: required(100),
    first_day: day(),
    last_day: day(),
    opens: timeOfDay(),
    closes: timeOfDay(),
    registration_closes_on: day(),
  })
  // each comparison only between values that are right themselves: a wrong one is said on its own field
  .superRefine((body, ctx) => {
    const days = [body.first_day, body.last_day, body.registration_closes_on].every(isDay);
    const hours = HHMM_PATTERN.test(body.opens) && HHMM_PATTERN.test(body.closes);
    if (days && body.last_day < body.first_day) {
      ctx.addIssue({ code: "custom", path: ["last_day"], message: MICE_EDITOR_MESSAGES.lastDayBeforeFirst });
    }
    if (hours && body.closes <= body.opens) {
      ctx.addIssue({ code: "custom", path: ["closes"], message: MICE_EDITOR_MESSAGES.closesBeforeOpens });
    }
    if (days && body.registration_closes_on > body.last_day) {
      ctx.addIssue({
        code: "custom",
        path: ["registration_closes_on"],
        message: MICE_EDITOR_MESSAGES.registrationAfterLastDay,
      });
    }
  });
export type EditionBody = z.input<typeof EditionBodySchema>;

/** A speaker as operators write one: the name in both languages, role and organisation when there are any. */
export const SpeakerBodySchema = z.object({
  name_en: required(100),
  name_ko: required(100),
  role_en: optional(100),
  role_ko: optional(100),
  organisation_en: optional(200),
  organisation_ko: optional(200),
});
export type SpeakerBody = z.input<typeof SpeakerBodySchema>;
export const AdminSpeakerSchema = z
  .object({
    name_en: z.string(),
    name_ko: z.string(),
    role_en: z.string(),
    role_ko: z.string(),
    organisation_en: z.string(),
    organisation_ko: z.string(),
  })
  .meta({ id: "AdminConferenceSpeaker" });

/** At most this many speakers on one session. */
export const MAX_SPEAKERS = 12;

/**
 * `POST /api/v1/admin/mice/conference/sessions` and `PUT .../sessions/{id}` (admin token): one session in both
 * languages; `day` is one of the edition's days (the server says 422 DAY_OUTSIDE_EDITION otherwise), times are
 * Korea time, and `sort` orders sessions that start together.
 */
export const SessionBodySchema = z
  .object({
    day: day(),
    starts_at: timeOfDay(),
    ends_at: timeOfDay(),
    room_en: required(100),
    room_ko: required(100),
    track_en: required(100),
    track_ko: required(100),
    title_en: required(200),
    title_ko: required(200),
    summary_en: optional(2000),
    summary_ko: optional(2000),
    speakers: z.array(SpeakerBodySchema).max(MAX_SPEAKERS).default([]),
    sort: intField(0, 1000).default(0),
  })
  .refine(
    (body) => ![body.starts_at, body.ends_at].every((time) => HHMM_PATTERN.test(time)) || body.ends_at > body.starts_at,
    {
      path: ["ends_at"],
      message: MICE_EDITOR_MESSAGES.endsBeforeStart,
    },
  );
export type SessionBody = z.input<typeof SessionBodySchema>;

export const AdminSessionSchema = z
  .object({
    id: z.number().int(),
    day: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    room_en: z.string(),
    room_ko: z.string(),
    track_en: z.string(),
    track_ko: z.string(),
    title_en: z.string(),
    title_ko: z.string(),
    summary_en: z.string(),
    summary_ko: z.string(),
    speakers: z.array(AdminSpeakerSchema),
    sort: z.number().int(),
  })
  .meta({ id: "AdminConferenceSession" });
export type AdminSession = z.infer<typeof AdminSessionSchema>;
export const SessionParamsSchema = z.object({ id: idParam() });
/** `GET /api/v1/admin/mice/conference/sessions`: the programme in both languages; meta as the public one's. */
export const AdminSessionListResponseSchema = envelopeSchema(z.array(AdminSessionSchema), ConferenceMetaSchema);
export const AdminSessionResponseSchema = envelopeSchema(AdminSessionSchema);
export const DeletedSessionResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
