import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { calendarDay, createdAt, CURRENCY_SQL, id, ownedBy, storedFile, timestamps } from "../../platform/db/columns";

export const PRODUCT_CHANNELS = ["shop", "summit", "pass"] as const;

export const products = pgTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    /**
     * Where the product is sold: the shop's catalogue, a summit tour course (ADR 0027) or a visitor pass (ADR 0030),
     * each sold on its own site and never listed, carted or quoted by the shop.
     */
    channel: text("channel", { enum: PRODUCT_CHANNELS }).notNull().default("shop"),
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
    salesStart: calendarDay("sales_start"),
    /** Closed days inside the option ranges. */
    closedDates: jsonb("closed_dates").$type<string[]>().notNull().default([]),
    /** How long the programme lasts from its departure, in minutes (ADR 0032); null where the length is not fixed. */
    durationMinutes: integer("duration_minutes"),
    /** A half-day or day programme for business visitors, listed by the business-leisure site by free time (ADR 0032). */
    businessLeisure: boolean("business_leisure").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check("products_kind_check", sql`${t.kind} in ('festival', 'tour', 'option_ticket')`),
    check("products_channel_check", sql`${t.channel} in ('shop', 'summit', 'pass')`),
    check("products_duration_check", sql`${t.durationMinutes} is null or ${t.durationMinutes} > 0`),
    check(
      "products_business_leisure_check",
      sql`not ${t.businessLeisure} or (${t.durationMinutes} is not null and ${t.channel} = 'shop')`,
    ),
    index("products_category_region_idx").on(t.category, t.region),
    index("products_featured_idx").on(t.featured, t.rank),
  ],
);

export const productOptions = pgTable(
  "product_options",
  {
    id: id(),
    productId: ownedBy("product_id", () => products.id),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    startDate: calendarDay("option_start_date").notNull(),
    endDate: calendarDay("option_end_date").notNull(),
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

/**
 * A picture an operator uploaded for a product (checked by content on upload): served to anyone at
 * `/api/v1/product-images/{id}`, and that address is kept in the product's `images`. Goes with its product.
 */
export const productImages = pgTable(
  "product_images",
  {
    id: id(),
    productId: ownedBy("product_id", () => products.id),
    ...storedFile(),
    createdAt: createdAt(),
  },
  (t) => [index("product_images_product_idx").on(t.productId)],
);
