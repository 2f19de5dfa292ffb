import { ADMIN_ROLES, AUTH_AREAS } from "@contracts/auth-area";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import {
  calendarDay,
  createdAt,
  id,
  instant,
  ownedBy,
  storedFile,
  timestamps,
  updatedAt,
} from "../../platform/db/columns";
import { passVenues } from "../passes/venue-table";

/** The sign-in areas of the manifest (contracts/auth-area.ts), as SQL for the checks. */
export const AUTH_AREAS_SQL = sql.raw(AUTH_AREAS.map((area) => `'${area}'`).join(", "));

/** Every area's people in one table: an address may hold one account per area. */
export const accounts = pgTable(
  "accounts",
  {
    id: id(),
    area: text("area", { enum: AUTH_AREAS }).notNull(),
    email: text("email").notNull(),
    loginId: text("login_id").notNull(),
    type: text("type", { enum: ["general", "buyer", "seller_domestic", "seller_overseas", "visitor"] })
      .notNull()
      .default("general"),
    name: text("name").notNull(),
    birthday: calendarDay("birthday"),
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
    termsAgreedAt: instant("terms_agreed_at"),
    /**
     * An operator's role (admin accounts only): everything, scanning tickets at the summit's gate, or scanning
     * visitor passes at one partner venue, or driving a protocol tour's vehicle.
     */
    role: text("role", { enum: ADMIN_ROLES }),
    /** A partner venue's staff: the venue its scans are for (ADR 0030); set for that role only. */
    venueId: integer("venue_id").references(() => passVenues.id, { onDelete: "restrict" }),
    ...timestamps(),
    deletedAt: instant("deleted_at"),
  },
  (t) => [
    check("accounts_area_check", sql`${t.area} in (${AUTH_AREAS_SQL})`),
    check("accounts_status_check", sql`${t.status} in ('active', 'inactive', 'deleted')`),
    check(
      "accounts_type_check",
      sql`${t.type} in ('general', 'buyer', 'seller_domestic', 'seller_overseas', 'visitor')`,
    ),
    check("accounts_social_check", sql`(${t.socialType} is null) = (${t.socialId} is null)`),
    check(
      "accounts_role_check",
      sql`(${t.area} = 'admin') = (${t.role} is not null) and (${t.role} is null or ${t.role} in ('operator', 'gate', 'partner', 'driver', 'clerk', 'viewer'))`,
    ),
    check("accounts_venue_check", sql`(${t.venueId} is not null) = (${t.role} is not distinct from 'partner')`),
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
    id: id(),
    accountId: ownedBy("account_id", () => accounts.id),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index("account_files_account_idx").on(t.accountId)],
);

/** One row per sign-in; a token is honoured only while its row is neither revoked nor expired. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: text("id").primaryKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    area: text("area", { enum: AUTH_AREAS }).notNull(),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
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
    id: id(),
    area: text("area", { enum: AUTH_AREAS }).notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    consumedAt: instant("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_verifications_area_email_uq").on(t.area, t.email)],
);

/** Password-reset links: only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    accountId: ownedBy("account_id", () => accounts.id),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_account_idx").on(t.accountId)],
);

/** Failure counters keyed by a string (client address, account and address, ...), shared by every process. */
export const authThrottle = pgTable("auth_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: instant("window_start").notNull(),
  blockedUntil: instant("blocked_until"),
  updatedAt: updatedAt(),
});

/** One-use codes of the local social sign-in page (only the SHA-256 of the code is kept). */
export const socialLocalCodes = pgTable("social_local_codes", {
  codeHash: text("code_hash").primaryKey(),
  provider: text("provider", { enum: ["kakao", "naver"] }).notNull(),
  socialId: text("social_id").notNull(),
  email: text("email"),
  name: text("name"),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
  createdAt: createdAt(),
});
