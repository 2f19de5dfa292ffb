import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { id, instant, ownedBy, updatedAt } from "../../platform/db/columns";

export const SURVEY_KINDS_SQL = sql.raw(`'preliminary', 'satisfaction'`);

export const SURVEY_AREAS_SQL = sql.raw(`'seoul', 'seorak', 'jeonju', 'busan1', 'busan2', 'jeju1', 'jeju2', 'jeju3'`);

/** One survey per kind and tour course: its words in both languages, its window and its pages as data. */
export const surveys = pgTable(
  "surveys",
  {
    kind: text("kind", { enum: ["preliminary", "satisfaction"] }).notNull(),
    area: text("area", {
      enum: ["seoul", "seorak", "jeonju", "busan1", "busan2", "jeju1", "jeju2", "jeju3"],
    }).notNull(),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    introEn: text("intro_en").notNull().default(""),
    introKo: text("intro_ko").notNull().default(""),
    opensAt: instant("opens_at").notNull(),
    closesAt: instant("closes_at").notNull(),
    /** Bilingual pages (SurveyPagesSchema's output); checked by the contract on every write. */
    pages: jsonb("pages").notNull(),
    /** Bumped by every write, and kept on each response so an answer can be traced to the questions it saw. */
    version: integer("version").notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: integer("updated_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.area] }),
    check("surveys_kind_check", sql`${t.kind} in (${SURVEY_KINDS_SQL})`),
    check("surveys_area_check", sql`${t.area} in (${SURVEY_AREAS_SQL})`),
    check("surveys_window_check", sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/**
 * An invited guest: one person, one personal key (only its SHA-256 is kept), for one or more tour courses. A link
 * asked for again anonymously is a pending key beside it: the old key keeps working until the pending one is first
 * used, which makes it the key and ends the old one (ADR 0016), so a stranger asking cannot end a guest's link.
 */
export const surveyInvitees = pgTable(
  "survey_invitees",
  {
    id: id(),
    name: text("name").notNull(),
    /** Lower-cased, so an address is one invitee whatever its case. */
    email: text("email").notNull().unique(),
    areas: text("areas").array().notNull(),
    lang: text("lang", { enum: ["en", "ko"] })
      .notNull()
      .default("en"),
    keyHash: text("key_hash").notNull().unique(),
    pendingKeyHash: text("pending_key_hash").unique(),
    invitedAt: instant("invited_at").notNull().defaultNow(),
    linkSentAt: instant("link_sent_at"),
    invitedBy: integer("invited_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    check("survey_invitees_email_check", sql`${t.email} = lower(${t.email})`),
    check(
      "survey_invitees_areas_check",
      sql`cardinality(${t.areas}) > 0 and ${t.areas} <@ array[${SURVEY_AREAS_SQL}]::text[]`,
    ),
    check("survey_invitees_lang_check", sql`${t.lang} in ('en', 'ko')`),
  ],
);

/**
 * A guest's one response to one survey: saved as they go (in_progress), submitted once. The unique index is the last
 * word on "one response each"; the status guard in the writes is the last word on "submitted once".
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: id(),
    kind: text("kind", { enum: ["preliminary", "satisfaction"] }).notNull(),
    area: text("area", {
      enum: ["seoul", "seorak", "jeonju", "busan1", "busan2", "jeju1", "jeju2", "jeju3"],
    }).notNull(),
    inviteeId: ownedBy("invitee_id", () => surveyInvitees.id),
    status: text("status", { enum: ["in_progress", "submitted"] })
      .notNull()
      .default("in_progress"),
    answers: jsonb("answers").notNull().default({}),
    /** The page the guest was on, so a reload resumes there. */
    pageId: text("page_id"),
    startedAt: instant("started_at").notNull().defaultNow(),
    updatedAt: updatedAt(),
    submittedAt: instant("submitted_at"),
    surveyVersion: integer("survey_version").notNull(),
  },
  (t) => [
    foreignKey({
      name: "survey_responses_survey_fk",
      columns: [t.kind, t.area],
      foreignColumns: [surveys.kind, surveys.area],
    }).onDelete("cascade"),
    check("survey_responses_status_check", sql`${t.status} in ('in_progress', 'submitted')`),
    check("survey_responses_submitted_check", sql`(${t.status} = 'submitted') = (${t.submittedAt} is not null)`),
    uniqueIndex("survey_responses_one_uq").on(t.kind, t.area, t.inviteeId),
    index("survey_responses_results_idx").on(t.kind, t.area, t.status, t.submittedAt),
    index("survey_responses_invitee_idx").on(t.inviteeId),
  ],
);
