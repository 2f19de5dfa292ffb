import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { id, instant, timestamps } from "../../platform/db/columns";

/**
 * Venues' applications to become partners of the visitor pass (ADR 0030, "Partnerships"): sent without an account,
 * decided once by an operator (approved or declined, with a note).
 */
export const partnershipApplications = pgTable(
  "partnership_applications",
  {
    id: id(),
    /** What the venue quotes: `P261130-7K3QXM`. */
    reference: text("reference").notNull().unique(),
    status: text("status", { enum: ["submitted", "approved", "declined"] })
      .notNull()
      .default("submitted"),
    venueNameEn: text("venue_name_en").notNull(),
    venueNameKo: text("venue_name_ko"),
    /** A pass venue's category and district (contracts/passes.ts). */
    category: text("category").notNull(),
    district: text("district").notNull(),
    address: text("address").notNull(),
    website: text("website"),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    benefitKind: text("benefit_kind", { enum: ["free_entry", "discount"] }).notNull(),
    benefitPercent: integer("benefit_percent"),
    message: text("message").notNull(),
    /** The language the venue wrote in: its mails are in it. */
    lang: text("lang", { enum: ["en", "ko"] })
      .notNull()
      .default("en"),
    privacyConsentedAt: instant("privacy_consented_at").notNull(),
    decisionNote: text("decision_note"),
    decidedAt: instant("decided_at"),
    decidedBy: integer("decided_by").references(() => accounts.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("partnership_applications_status_check", sql`${t.status} in ('submitted', 'approved', 'declined')`),
    check(
      "partnership_applications_benefit_check",
      sql`(${t.benefitKind} = 'free_entry' and ${t.benefitPercent} is null) or (${t.benefitKind} = 'discount' and ${t.benefitPercent} between 1 and 99)`,
    ),
    check("partnership_applications_lang_check", sql`${t.lang} in ('en', 'ko')`),
    check(
      "partnership_applications_decision_check",
      sql`(${t.status} = 'submitted') = (${t.decidedAt} is null and ${t.decisionNote} is null)`,
    ),
    index("partnership_applications_status_idx").on(t.status, t.createdAt),
    index("partnership_applications_created_idx").on(t.createdAt),
  ],
);
