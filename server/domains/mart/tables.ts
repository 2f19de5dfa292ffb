import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { FAIRS } from "@contracts/editions";
import { accounts } from "../auth/tables";
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

/** The fairs (contracts/editions.ts), as SQL for the checks. */
const FAIRS_SQL = sql.raw(FAIRS.map((fair) => `'${fair}'`).join(", "));

export const BOOKED_SQL = sql.raw("('confirmed', 'admin_matching', 'cancel_requested')");

/** A buyer's or seller's company profile: one per accreditation account of type buyer or seller. */
export const martCompanies = pgTable(
  "mart_companies",
  {
    id: id(),
    accountId: integer("account_id")
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["buyer", "seller"] }).notNull(),
    origin: text("origin", { enum: ["domestic", "overseas"] }).notNull(),
    nameKo: text("name_ko").notNull(),
    nameEn: text("name_en").notNull(),
    contactName: text("contact_name").notNull(),
    department: text("department").notNull().default(""),
    position: text("position").notNull().default(""),
    phone: text("phone").notNull().default(""),
    mobile: text("mobile").notNull(),
    contactEmail: text("contact_email").notNull(),
    languages: jsonb("languages").$type<string[]>().notNull().default([]),
    socialIds: jsonb("social_ids").$type<Record<string, string>>().notNull().default({}),
    postalCode: text("postal_code").notNull().default(""),
    address: text("address").notNull().default(""),
    addressDetail: text("address_detail").notNull().default(""),
    continent: text("continent").notNull(),
    country: text("country").notNull(),
    city: text("city").notNull(),
    /** IANA zone: the schedule shows each party's local time. */
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    homepage: text("homepage").notNull().default(""),
    productsServices: text("products_services").notNull().default(""),
    mainBusiness: text("main_business").notNull(),
    staffCount: integer("staff_count"),
    annualSales2024: bigint("annual_sales_2024", { mode: "number" }),
    koreaPerformanceSince2020: text("korea_performance_since_2020").notNull().default(""),
    travelersToKoreaSince2019: integer("travelers_to_korea_since_2019"),
    buyerCategory: text("buyer_category"),
    buyerType: text("buyer_type"),
    primarySector: text("primary_sector").notNull(),
    subSectors: jsonb("sub_sectors").$type<string[]>().notNull().default([]),
    participatedBefore: boolean("participated_before").notNull().default(false),
    participationCount: integer("participation_count"),
    route: text("route").notNull(),
    purposes: jsonb("purposes").$type<string[]>().notNull().default([]),
    /** The seller's booth/table at the mart, assigned by operators; meetings take place there. */
    boothNo: text("booth_no"),
    ...timestamps(),
  },
  (t) => [
    check("mart_companies_role_check", sql`${t.role} in ('buyer', 'seller')`),
    check("mart_companies_origin_check", sql`${t.origin} in ('domestic', 'overseas')`),
    check("mart_companies_main_business_check", sql`char_length(${t.mainBusiness}) <= 500`),
    check("mart_companies_country_check", sql`${t.country} ~ '^[A-Z]{2}$'`),
    index("mart_companies_role_idx").on(t.role, t.country),
  ],
);

/** Logo, banner (one each) and profile documents of a company, checked by content on upload. */
export const martFiles = pgTable(
  "mart_files",
  {
    id: id(),
    companyId: ownedBy("company_id", () => martCompanies.id),
    kind: text("kind", { enum: ["logo", "banner", "document"] }).notNull(),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mart_files_kind_check", sql`${t.kind} in ('logo', 'banner', 'document')`),
    uniqueIndex("mart_files_single_uq")
      .on(t.companyId, t.kind)
      .where(sql`${t.kind} in ('logo', 'banner')`),
    index("mart_files_company_idx").on(t.companyId),
  ],
);

/** A company's application to take part in one edition of a fair (the mart or MICE); operators approve or reject it. */
export const martApplications = pgTable(
  "mart_applications",
  {
    id: id(),
    companyId: ownedBy("company_id", () => martCompanies.id),
    fair: text("fair", { enum: FAIRS }).notNull().default("sitmmt"),
    eventYear: integer("event_year").notNull(),
    status: text("status", { enum: ["submitted", "approved", "rejected", "withdrawn"] })
      .notNull()
      .default("submitted"),
    message: text("message").notNull().default(""),
    operatorNote: text("operator_note").notNull().default(""),
    /** The company's booth at this edition, when operators gave it one there. */
    boothNo: text("booth_no"),
    submittedAt: instant("submitted_at").notNull().defaultNow(),
    decidedAt: instant("decided_at"),
    decidedBy: integer("decided_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    check("mart_applications_status_check", sql`${t.status} in ('submitted', 'approved', 'rejected', 'withdrawn')`),
    check("mart_applications_fair_check", sql`${t.fair} in (${FAIRS_SQL})`),
    // one live application per company, fair and edition (a withdrawn one may be followed by a new one)
    uniqueIndex("mart_applications_company_fair_year_uq")
      .on(t.companyId, t.fair, t.eventYear)
      .where(sql`${t.status} <> 'withdrawn'`),
    index("mart_applications_fair_year_status_idx").on(t.fair, t.eventYear, t.status),
  ],
);

/** A meeting period of a fair's day (the mart's or MICE's), in Korea time. */
export const martSlots = pgTable(
  "mart_slots",
  {
    id: id(),
    fair: text("fair", { enum: FAIRS }).notNull().default("sitmmt"),
    eventYear: integer("event_year").notNull(),
    day: calendarDay("day").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    /** Closed by operators for everyone. */
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "mart_slots_time_check",
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} > ${t.startTime}`,
    ),
    check("mart_slots_fair_check", sql`${t.fair} in (${FAIRS_SQL})`),
    uniqueIndex("mart_slots_fair_day_start_uq").on(t.fair, t.day, t.startTime),
  ],
);

/** A company's own "not available" mark on a slot. */
export const martSlotBlocks = pgTable(
  "mart_slot_blocks",
  {
    companyId: ownedBy("company_id", () => martCompanies.id),
    slotId: ownedBy("slot_id", () => martSlots.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.slotId] })],
);

/**
 * A meeting schedule request between a buyer and a seller in a slot. The partial unique indexes are the last word
 * on double booking: whatever races, a company holds at most one booked meeting per slot, and a pair one per fair.
 */
export const martMeetings = pgTable(
  "mart_meetings",
  {
    id: id(),
    /** The slot's fair, kept on the meeting so the one-meeting-per-pair rule holds per fair. */
    fair: text("fair", { enum: FAIRS }).notNull().default("sitmmt"),
    slotId: refersTo("slot_id", () => martSlots.id),
    buyerId: ownedBy("buyer_id", () => martCompanies.id),
    sellerId: ownedBy("seller_id", () => martCompanies.id),
    requestedBy: text("requested_by", { enum: ["buyer", "seller", "operator"] }).notNull(),
    status: text("status", {
      enum: ["requested", "confirmed", "rejected", "canceled", "cancel_requested", "admin_matching"],
    }).notNull(),
    attendees: integer("attendees").notNull().default(1),
    boothNo: text("booth_no"),
    message: text("message").notNull().default(""),
    reason: text("reason").notNull().default(""),
    cancelRequestedBy: text("cancel_requested_by", { enum: ["buyer", "seller"] }),
    /** The booked status a declined cancel request returns to. */
    cancelFrom: text("cancel_from", { enum: ["confirmed", "admin_matching"] }),
    matchedBy: integer("matched_by").references(() => accounts.id, { onDelete: "set null" }),
    confirmedAt: instant("confirmed_at"),
    ...timestamps(),
  },
  (t) => [
    check(
      "mart_meetings_status_check",
      sql`${t.status} in ('requested', 'confirmed', 'rejected', 'canceled', 'cancel_requested', 'admin_matching')`,
    ),
    check("mart_meetings_attendees_check", sql`${t.attendees} between 1 and 5`),
    check("mart_meetings_parties_check", sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      "mart_meetings_cancel_check",
      sql`(${t.status} = 'cancel_requested') = (${t.cancelRequestedBy} is not null and ${t.cancelFrom} is not null)`,
    ),
    uniqueIndex("mart_meetings_buyer_slot_booked_uq")
      .on(t.slotId, t.buyerId)
      .where(sql`${t.status} in ${BOOKED_SQL}`),
    uniqueIndex("mart_meetings_seller_slot_booked_uq")
      .on(t.slotId, t.sellerId)
      .where(sql`${t.status} in ${BOOKED_SQL}`),
    check("mart_meetings_fair_check", sql`${t.fair} in (${FAIRS_SQL})`),
    uniqueIndex("mart_meetings_pair_booked_uq")
      .on(t.fair, t.buyerId, t.sellerId)
      .where(sql`${t.status} in ${BOOKED_SQL}`),
    uniqueIndex("mart_meetings_open_request_uq")
      .on(t.slotId, t.buyerId, t.sellerId)
      .where(sql`${t.status} = 'requested'`),
    index("mart_meetings_buyer_idx").on(t.buyerId, t.slotId),
    index("mart_meetings_seller_idx").on(t.sellerId, t.slotId),
    index("mart_meetings_slot_idx").on(t.slotId, t.status),
  ],
);

/** Each party's on-site meeting performance record (one per meeting and company, correctable). */
export const martMeetingRecords = pgTable(
  "mart_meeting_records",
  {
    meetingId: ownedBy("meeting_id", () => martMeetings.id),
    companyId: ownedBy("company_id", () => martCompanies.id),
    role: text("role", { enum: ["buyer", "seller"] }).notNull(),
    tookPlace: boolean("took_place").notNull(),
    notHeldReason: text("not_held_reason").notNull().default(""),
    meetingType: text("meeting_type"),
    mainContent: text("main_content").notNull().default(""),
    contractPossibility: text("contract_possibility"),
    clientImportance: text("client_importance"),
    visitorScale: text("visitor_scale"),
    contractAmount: text("contract_amount"),
    satisfaction: integer("satisfaction"),
    comment: text("comment").notNull().default(""),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.companyId] }),
    check(
      "mart_meeting_records_satisfaction_check",
      sql`${t.satisfaction} is null or ${t.satisfaction} between 1 and 5`,
    ),
  ],
);
