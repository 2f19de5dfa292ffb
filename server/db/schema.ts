import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** The reason on Korean pages; empty for rows written before it existed (the English one is shown then). */
    reasonKo: text("reason_ko").notNull().default(""),
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
    /** The name on Korean pages; empty for coupons made before it existed (the English one is shown then). */
    nameKo: text("name_ko").notNull().default(""),
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

// ---------------------------------------------------------------------------------------------------------------
// The shop: catalogue, cart, wishlist, reservations and payments. Money is kept in integer minor units (cents for
// USD, won for KRW) next to its currency; the API speaks major units (contracts/money.ts).

const CURRENCY_SQL = sql.raw(`'USD', 'KRW'`);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: ["festival", "tour", "option_ticket"] }).notNull(),
    category: text("category", {
      enum: ["festival", "tour", "activity", "culture", "food", "wellness"],
    }).notNull(),
    region: text("region", {
      enum: ["seoul", "busan", "jeju", "gyeonggi", "gangwon", "gyeongsang", "jeolla", "chungcheong"],
    }).notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    summaryEn: text("summary_en").notNull(),
    summaryKo: text("summary_ko").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionKo: text("description_ko").notNull(),
    locationEn: text("location_en").notNull().default(""),
    locationKo: text("location_ko").notNull().default(""),
    /** Image paths, the first is the thumbnail. */
    images: jsonb("images").$type<string[]>().notNull(),
    featured: boolean("featured").notNull().default(false),
    /** Lower comes first in the "recommended" order. */
    rank: integer("rank").notNull().default(100),
    /** The first day departures are sold for, if later than tomorrow. */
    salesStart: date("sales_start", { mode: "string" }),
    /** Closed days inside the option ranges. */
    closedDates: jsonb("closed_dates").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_kind_check", sql`${t.kind} in ('festival', 'tour', 'option_ticket')`),
    index("products_category_region_idx").on(t.category, t.region),
    index("products_featured_idx").on(t.featured, t.rank),
  ],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    startDate: date("option_start_date", { mode: "string" }).notNull(),
    endDate: date("option_end_date", { mode: "string" }).notNull(),
    priceMinor: integer("price_minor").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    capacity: integer("capacity").notNull(),
    /** Places taken by live reservations; raised and lowered only by single guarded UPDATEs. */
    sold: integer("sold").notNull().default(0),
    bookable: boolean("bookable").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Per traveller, or per group of up to `group_size` (ADR 0013): price and places count in these units. */
    pricing: text("pricing", { enum: ["per_person", "per_group"] })
      .notNull()
      .default("per_person"),
    groupSize: integer("group_size"),
    /** The operator's departure times on this option's days (`HH:MM`, Korean time). */
    departureTimes: jsonb("departure_times").$type<string[]>().notNull().default(["10:00"]),
  },
  (t) => [
    check("product_options_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    check(
      "product_options_pricing_check",
      sql`(${t.pricing} = 'per_person' and ${t.groupSize} is null) or (${t.pricing} = 'per_group' and ${t.groupSize} >= 1)`,
    ),
    check("product_options_sold_check", sql`${t.sold} >= 0 and ${t.sold} <= ${t.capacity}`),
    check("product_options_range_check", sql`${t.startDate} <= ${t.endDate}`),
    check("product_options_price_check", sql`${t.priceMinor} >= 0`),
    index("product_options_product_idx").on(t.productId, t.sortOrder),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The trip chosen with the options; null on items added before the cart kept it. */
    departureDate: date("departure_date", { mode: "string" }),
    departureTime: text("departure_time"),
    travelers: integer("travelers"),
    luggage: integer("luggage"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cart_items_member_product_uq").on(t.memberId, t.productId)],
);

export const cartItemOptions = pgTable(
  "cart_item_options",
  {
    id: serial("id").primaryKey(),
    cartItemId: integer("cart_item_id")
      .notNull()
      .references(() => cartItems.id, { onDelete: "cascade" }),
    productOptionId: integer("product_option_id")
      .notNull()
      .references(() => productOptions.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
  },
  (t) => [
    check("cart_item_options_quantity_check", sql`${t.quantity} between 1 and 99`),
    check("cart_item_options_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    uniqueIndex("cart_item_options_uq").on(t.cartItemId, t.productOptionId),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

const RESERVATION_STATUS = ["waiting", "pending", "requested", "confirmed", "cancel_requested", "cancelled"] as const;
const PAYMENT_METHODS = ["card", "bank_transfer", "qr_pass", "toss", "paypal"] as const;

export const reservations = pgTable(
  "reservations",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    /** The order id the payment providers see. */
    orderId: text("order_id").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A form's one-time id: a double submit finds the first reservation instead of making a second. */
    requestId: text("request_id"),
    status: text("status", { enum: RESERVATION_STATUS }).notNull(),
    cancelReason: text("cancel_reason", { enum: ["member", "operator", "deposit_expired", "payment_expired"] }),
    cancelNote: text("cancel_note").notNull().default(""),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    /** The rates in force when the order was made (jsonb `{ krw_to_usd, usd_to_krw }`). */
    rates: jsonb("rates").$type<{ krw_to_usd: number; usd_to_krw: number }>().notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    departureTime: text("departure_time").notNull(),
    travelers: integer("travelers").notNull(),
    luggage: integer("luggage").notNull(),
    representativeName: text("representative_name").notNull(),
    contact: text("contact").notNull(),
    passportNumber: text("passport_number").notNull(),
    nationality: text("nationality").notNull(),
    arrivalFlightNumber: text("arrival_flight_number").notNull().default(""),
    departureAddress: text("departure_address").notNull(),
    destinationAddress: text("destination_address").notNull(),
    sameAsRepresentative: boolean("same_as_representative").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    accountHolder: text("account_holder").notNull().default(""),
    bank: text("bank"),
    subtotalMinor: integer("subtotal_minor").notNull(),
    luggageFeeMinor: integer("luggage_fee_minor").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponName: text("coupon_name"),
    couponDiscountMinor: integer("coupon_discount_minor").notNull().default(0),
    pointsUsed: integer("points_used").notNull().default(0),
    pointsValueMinor: integer("points_value_minor").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    depositDueAt: timestamp("deposit_due_at", { withTimezone: true }),
    paymentDueAt: timestamp("payment_due_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "reservations_status_check",
      sql`${t.status} in ('waiting', 'pending', 'requested', 'confirmed', 'cancel_requested', 'cancelled')`,
    ),
    check("reservations_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    check("reservations_travelers_check", sql`${t.travelers} >= 2`),
    check("reservations_total_check", sql`${t.totalMinor} >= 0`),
    uniqueIndex("reservations_member_request_uq")
      .on(t.memberId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index("reservations_member_idx").on(t.memberId, t.createdAt),
    index("reservations_status_due_idx").on(t.status, t.depositDueAt, t.paymentDueAt),
  ],
);

export const reservationItems = pgTable(
  "reservation_items",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productOptionId: integer("product_option_id")
      .notNull()
      .references(() => productOptions.id),
    /** Names and dates as they were when booked; the catalogue may change later. */
    productNameEn: text("product_name_en").notNull(),
    productNameKo: text("product_name_ko").notNull(),
    optionNameEn: text("option_name_en").notNull(),
    optionNameKo: text("option_name_ko").notNull(),
    optionStartDate: date("option_start_date", { mode: "string" }).notNull(),
    optionEndDate: date("option_end_date", { mode: "string" }).notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (t) => [index("reservation_items_reservation_idx").on(t.reservationId)],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["local", "toss", "paypal", "bank"] }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's key (Toss paymentKey); a deposit recorded by an operator gets a generated one. */
    paymentKey: text("payment_key").notNull().unique(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    status: text("status", { enum: ["done", "refunded"] })
      .notNull()
      .default("done"),
    /** What the provider answered, kept for support. */
    raw: jsonb("raw").$type<Record<string, unknown>>(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    // One payment per order: a second confirm for the same order finds this row instead of charging again.
    uniqueIndex("payments_reservation_uq").on(t.reservationId),
  ],
);

/** Which server process last ran each scheduled job, so several processes do not run it at once. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastResult: jsonb("last_result").$type<Record<string, unknown>>(),
});

// ---------------------------------------------------------------------------------------------------------------
// Community and service: boards (every site's notices, events, news, FAQ, press, media), reviews, inquiries,
// quotations, social review requests and promotion links.

/** A site's list of posts. The same service serves every microsite: a board belongs to a site and has a type. */
export const boards = pgTable(
  "boards",
  {
    id: serial("id").primaryKey(),
    /** The site's name from contracts/site-map.ts (shop, sitmmt, rok-us, ...). */
    site: text("site").notNull(),
    type: text("type").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    check("boards_type_check", sql`${t.type} ~ '^[a-z][a-z0-9-]{0,31}$'`),
    uniqueIndex("boards_site_type_uq").on(t.site, t.type),
  ],
);

export const boardPosts = pgTable(
  "board_posts",
  {
    id: serial("id").primaryKey(),
    boardId: integer("board_id")
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    /** Plain text; blank lines separate paragraphs (no HTML is stored or rendered). */
    contentEn: text("content_en").notNull(),
    contentKo: text("content_ko").notNull(),
    /** Shown first in lists, newest pinned first. */
    pinned: boolean("pinned").notNull().default(false),
    /** Events: the days the event runs (current while `ends_on` is today or later in Korea). */
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    /** Events: where "see the products" leads (a same-site path such as /product/search/festival/all or /sitmmt). */
    linkPath: text("link_path"),
    /** A picture under /images (static), for event cards. */
    imagePath: text("image_path"),
    viewCount: integer("view_count").notNull().default(0),
    authorId: integer("author_id").references(() => accounts.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "board_posts_event_days_check",
      sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`,
    ),
    check("board_posts_link_check", sql`${t.linkPath} is null or ${t.linkPath} ~ '^/[^/]'`),
    index("board_posts_board_idx").on(t.boardId, t.pinned, t.publishedAt),
  ],
);

/** Inquiries (contact us; later the microsites' Q&A): a member asks, an operator answers. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    site: text("site").notNull().default("shop"),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** A common code of type inquiry_type. */
    type: text("type").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["open", "replied"] })
      .notNull()
      .default("open"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    repliedBy: integer("replied_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("inquiries_status_check", sql`${t.status} in ('open', 'replied')`),
    check("inquiries_reply_check", sql`(${t.status} = 'replied') = (${t.reply} is not null)`),
    index("inquiries_member_idx").on(t.memberId, t.createdAt),
    index("inquiries_site_status_idx").on(t.site, t.status, t.createdAt),
  ],
);

/** A file attached to a board post or an inquiry (type and size checked by content on upload). */
export const attachments = pgTable(
  "attachments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id").references(() => boardPosts.id, { onDelete: "cascade" }),
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("attachments_owner_check", sql`(${t.postId} is null) <> (${t.inquiryId} is null)`),
    index("attachments_post_idx").on(t.postId),
    index("attachments_inquiry_idx").on(t.inquiryId),
  ],
);

/** A member's review of a product from one completed booking (one per booking and product). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    rating: integer("rating").notNull(),
    content: text("content").notNull(),
    /** Kept with the votes in one transaction, so "recommended" sorts without counting. */
    helpfulCount: integer("helpful_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_content_check", sql`char_length(${t.content}) >= 10`),
    check("reviews_helpful_check", sql`${t.helpfulCount} >= 0`),
    uniqueIndex("reviews_reservation_product_uq").on(t.reservationId, t.productId),
    index("reviews_product_idx").on(t.productId, t.createdAt),
    index("reviews_member_idx").on(t.memberId, t.createdAt),
  ],
);

export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.memberId] })],
);

/** A link to a review the member published on a social network, for one booking; an operator approves it. */
export const socialReviewRequests = pgTable(
  "social_review_requests",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    platform: text("platform", {
      enum: ["instagram", "facebook", "youtube", "tiktok", "x", "blog", "other"],
    }).notNull(),
    url: text("url").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    operatorNote: text("operator_note").notNull().default(""),
    pointsGranted: integer("points_granted").notNull().default(0),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("social_review_requests_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("social_review_requests_url_check", sql`${t.url} ~ '^https://'`),
    check("social_review_requests_points_check", sql`${t.pointsGranted} >= 0`),
    uniqueIndex("social_review_requests_reservation_url_uq").on(t.reservationId, t.url),
    index("social_review_requests_member_idx").on(t.memberId, t.createdAt),
    index("social_review_requests_status_idx").on(t.status, t.createdAt),
  ],
);

/** An operator's offer to one member: dated options at quoted prices, valid until a day. */
export const quotations = pgTable(
  "quotations",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull().default(""),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    /** The trip the quotation prices; the member adds the travellers' details on acceptance. */
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    departureTime: text("departure_time").notNull(),
    travelers: integer("travelers").notNull(),
    luggage: integer("luggage").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    /** The last Korean calendar day on which the member may accept. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    status: text("status", { enum: ["sent", "accepted", "declined", "changes_requested", "withdrawn"] })
      .notNull()
      .default("sent"),
    memberComment: text("member_comment").notNull().default(""),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** Set when accepted: the reservation the member pays through the shop's payment flow. */
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** Bumped on each operator revision, so a response answers the version the member saw. */
    revision: integer("revision").notNull().default(1),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "quotations_status_check",
      sql`${t.status} in ('sent', 'accepted', 'declined', 'changes_requested', 'withdrawn')`,
    ),
    check("quotations_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    check("quotations_travelers_check", sql`${t.travelers} >= 2`),
    check("quotations_total_check", sql`${t.totalMinor} >= 0`),
    check("quotations_accepted_check", sql`(${t.status} = 'accepted') = (${t.reservationId} is not null)`),
    index("quotations_member_idx").on(t.memberId, t.createdAt),
  ],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    id: serial("id").primaryKey(),
    quotationId: integer("quotation_id")
      .notNull()
      .references(() => quotations.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    productOptionId: integer("product_option_id")
      .notNull()
      .references(() => productOptions.id),
    quantity: integer("quantity").notNull(),
    /** The quoted price per unit in the quotation's currency. */
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (t) => [
    check("quotation_items_quantity_check", sql`${t.quantity} between 1 and 99`),
    check("quotation_items_price_check", sql`${t.unitPriceMinor} >= 0`),
    index("quotation_items_quotation_idx").on(t.quotationId),
  ],
);

/** A campaign code that leads to a path on the site; every visit is counted. */
export const promotionLinks = pgTable(
  "promotion_links",
  {
    code: text("code").primaryKey(),
    targetPath: text("target_path").notNull(),
    active: boolean("active").notNull().default(true),
    visits: integer("visits").notNull().default(0),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotion_links_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{2,64}$'`),
    // a path on this site only: never another host (no open redirect)
    check("promotion_links_target_check", sql`${t.targetPath} ~ '^/([^/\\\\]|$)'`),
  ],
);

// ---- the medical travel mart (issue 8; contracts/mart.ts, contracts/meetings.ts, contracts/live.ts, ADR 0015) ----

const BOOKED_SQL = sql.raw("('confirmed', 'admin_matching', 'cancel_requested')");

/** A buyer's or seller's company profile: one per accreditation account of type buyer or seller. */
export const martCompanies = pgTable(
  "mart_companies",
  {
    id: serial("id").primaryKey(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["logo", "banner", "document"] }).notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
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

/** A company's application to take part in one edition of the mart; operators approve or reject it. */
export const martApplications = pgTable(
  "mart_applications",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
    eventYear: integer("event_year").notNull(),
    status: text("status", { enum: ["submitted", "approved", "rejected", "withdrawn"] })
      .notNull()
      .default("submitted"),
    message: text("message").notNull().default(""),
    operatorNote: text("operator_note").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [
    check("mart_applications_status_check", sql`${t.status} in ('submitted', 'approved', 'rejected', 'withdrawn')`),
    // one live application per company and year (a withdrawn one may be followed by a new one)
    uniqueIndex("mart_applications_company_year_uq")
      .on(t.companyId, t.eventYear)
      .where(sql`${t.status} <> 'withdrawn'`),
    index("mart_applications_year_status_idx").on(t.eventYear, t.status),
  ],
);

/** A meeting period of a mart day, in Korea time. */
export const martSlots = pgTable(
  "mart_slots",
  {
    id: serial("id").primaryKey(),
    eventYear: integer("event_year").notNull(),
    day: date("day", { mode: "string" }).notNull(),
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
    uniqueIndex("mart_slots_day_start_uq").on(t.day, t.startTime),
  ],
);

/** A company's own "not available" mark on a slot. */
export const martSlotBlocks = pgTable(
  "mart_slot_blocks",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
    slotId: integer("slot_id")
      .notNull()
      .references(() => martSlots.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.slotId] })],
);

/**
 * A meeting schedule request between a buyer and a seller in a slot. The partial unique indexes are the last word
 * on double booking: whatever races, a company holds at most one booked meeting per slot, and a pair one in all.
 */
export const martMeetings = pgTable(
  "mart_meetings",
  {
    id: serial("id").primaryKey(),
    slotId: integer("slot_id")
      .notNull()
      .references(() => martSlots.id),
    buyerId: integer("buyer_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
    sellerId: integer("seller_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
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
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    uniqueIndex("mart_meetings_pair_booked_uq")
      .on(t.buyerId, t.sellerId)
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
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => martMeetings.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => martCompanies.id, { onDelete: "cascade" }),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.companyId] }),
    check(
      "mart_meeting_records_satisfaction_check",
      sql`${t.satisfaction} is null or ${t.satisfaction} between 1 and 5`,
    ),
  ],
);

/** A site's page text an operator can change without a release (the mart's overview, venue, program, travelmart). */
export const sitePages = pgTable(
  "site_pages",
  {
    site: text("site").notNull(),
    slug: text("slug").notNull(),
    titleEn: text("title_en").notNull(),
    titleKo: text("title_ko").notNull(),
    summaryEn: text("summary_en").notNull().default(""),
    summaryKo: text("summary_ko").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    bodyKo: text("body_ko").notNull().default(""),
    updatedBy: integer("updated_by").references(() => accounts.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.site, t.slug] })],
);

/** Updates for the venue screens; every server process tails this table (contracts/live.ts). */
export const liveUpdates = pgTable(
  "live_updates",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel").notNull().default("sitmmt"),
    payload: jsonb("payload").notNull(),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("live_updates_channel_idx").on(t.channel, t.id)],
);

// ---------------------------------------------------------------------------------------------------------------
// The ROK–US tour's surveys (contracts/survey.ts, docs/adr/0016-tour-surveys.md).

const SURVEY_KINDS_SQL = sql.raw(`'preliminary', 'satisfaction'`);
const SURVEY_AREAS_SQL = sql.raw(`'seoul', 'seorak', 'jeonju', 'busan1', 'busan2', 'jeju1', 'jeju2', 'jeju3'`);

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
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
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
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased, so an address is one invitee whatever its case. */
    email: text("email").notNull().unique(),
    areas: text("areas").array().notNull(),
    lang: text("lang", { enum: ["en", "ko"] })
      .notNull()
      .default("en"),
    keyHash: text("key_hash").notNull().unique(),
    pendingKeyHash: text("pending_key_hash").unique(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    linkSentAt: timestamp("link_sent_at", { withTimezone: true }),
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
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["preliminary", "satisfaction"] }).notNull(),
    area: text("area", {
      enum: ["seoul", "seorak", "jeonju", "busan1", "busan2", "jeju1", "jeju2", "jeju3"],
    }).notNull(),
    inviteeId: integer("invitee_id")
      .notNull()
      .references(() => surveyInvitees.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["in_progress", "submitted"] })
      .notNull()
      .default("in_progress"),
    answers: jsonb("answers").notNull().default({}),
    /** The page the guest was on, so a reload resumes there. */
    pageId: text("page_id"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
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
