import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const menus = pgTable(
  "menus",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => menus.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: ["en", "ko"] }).notNull(),
    title: text("title").notNull(),
    path: text("path").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("menus_lang_check", sql`${t.lang} in ('en', 'ko')`),
    index("menus_lang_parent_idx").on(t.lang, t.parentId, t.sortOrder),
    index("menus_parent_idx").on(t.parentId),
  ],
);

export const commonCodes = pgTable(
  "common_codes",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("common_codes_type_code_uq").on(t.type, t.code)],
);

export const settingsMeta = pgTable("settings_meta", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const sitemapSnapshots = pgTable("sitemap_snapshots", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  html: text("html").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per seed step that has run, so a step never runs twice and never overwrites later edits. */
export const seedState = pgTable("seed_state", {
  step: text("step").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------------------------
// Accounts, sessions and everything sign-in needs (docs/adr/0009-accounts-and-tokens.md).

/** Raw bytes: PGlite reads bytea as Uint8Array, node-postgres as Buffer; both come back as Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const AUTH_AREAS_SQL = sql.raw(`'member', 'admin', 'travel', 'accreditation'`);

/** Every area's people in one table: an address may hold one account per area. */
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    area: text("area", { enum: ["member", "admin", "travel", "accreditation"] }).notNull(),
    email: text("email").notNull(),
    loginId: text("login_id").notNull(),
    type: text("type", { enum: ["general", "buyer", "seller_domestic", "seller_overseas", "visitor"] })
      .notNull()
      .default("general"),
    name: text("name").notNull(),
    birthday: date("birthday", { mode: "string" }),
    phone: text("phone"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    nationality: text("nationality"),
    passport: text("passport"),
    companyName: text("company_name"),
    marketing: boolean("marketing").notNull().default(false),
    lang: text("lang", { enum: ["en", "ko"] })
      .notNull()
      .default("en"),
    /** Null for accounts that only sign in through a social provider. */
    passwordHash: text("password_hash"),
    status: text("status", { enum: ["active", "inactive", "deleted"] })
      .notNull()
      .default("active"),
    socialType: text("social_type", { enum: ["kakao", "naver"] }),
    socialId: text("social_id"),
    termsAgreedAt: timestamp("terms_agreed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("accounts_area_check", sql`${t.area} in (${AUTH_AREAS_SQL})`),
    check("accounts_status_check", sql`${t.status} in ('active', 'inactive', 'deleted')`),
    check(
      "accounts_type_check",
      sql`${t.type} in ('general', 'buyer', 'seller_domestic', 'seller_overseas', 'visitor')`,
    ),
    check("accounts_social_check", sql`(${t.socialType} is null) = (${t.socialId} is null)`),
    uniqueIndex("accounts_area_email_uq").on(t.area, sql`lower(${t.email})`),
    uniqueIndex("accounts_area_social_uq")
      .on(t.area, t.socialType, t.socialId)
      .where(sql`${t.socialId} is not null`),
    index("accounts_area_phone_idx").on(t.area, t.phone),
  ],
);

/** A document uploaded at sign-up (PDF, PNG or JPEG, checked by content). */
export const accountFiles = pgTable(
  "account_files",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("account_files_account_idx").on(t.accountId)],
);

/** One row per sign-in; a token is honoured only while its row is neither revoked nor expired. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    area: text("area", { enum: ["member", "admin", "travel", "accreditation"] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_account_idx").on(t.accountId)],
);

/** Secrets the server makes for itself when none is configured, shared by every process on the database. */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** The latest e-mail code per area and address; sending again replaces it. */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    id: serial("id").primaryKey(),
    area: text("area", { enum: ["member", "admin", "travel", "accreditation"] }).notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_verifications_area_email_uq").on(t.area, t.email)],
);

/** Password-reset links: only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_account_idx").on(t.accountId)],
);

/** Failure counters keyed by a string (client address, account and address, ...), shared by every process. */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** Mails kept instead of sent while no SMTP server is configured (readable at /dev/mail). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.id)],
);

/** One-use codes of the local social sign-in page (only the SHA-256 of the code is kept). */
export const socialLocalCodes = pgTable("social_local_codes", {
  codeHash: text("code_hash").primaryKey(),
  provider: text("provider", { enum: ["kakao", "naver"] }).notNull(),
  socialId: text("social_id").notNull(),
  email: text("email"),
  name: text("name"),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A member's points as a ledger: the balance is the sum of the amounts. */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["earn", "use", "expire", "refund", "adjust"] }).notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("point_ledger_kind_check", sql`${t.kind} in ('earn', 'use', 'expire', 'refund', 'adjust')`),
    index("point_ledger_account_idx").on(t.accountId, t.createdAt),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    discountType: text("discount_type", { enum: ["amount", "percent"] }).notNull(),
    discountValue: integer("discount_value").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    minAmount: integer("min_amount").notNull().default(0),
    /** Null: any product. Products arrive with the catalogue; no foreign key yet. */
    productId: integer("product_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("coupons_discount_type_check", sql`${t.discountType} in ('amount', 'percent')`),
    check("coupons_currency_check", sql`${t.currency} in ('USD', 'KRW')`),
    index("coupons_member_idx").on(t.memberId, t.expiresAt),
  ],
);
