import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { accounts } from "../auth/tables";
import { id, timestamps, updatedAt } from "../../platform/db/columns";

export const menus = pgTable(
  "menus",
  {
    id: id(),
    parentId: integer("parent_id").references((): AnyPgColumn => menus.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: ["en", "ko"] }).notNull(),
    title: text("title").notNull(),
    path: text("path").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    ...timestamps(),
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
    id: id(),
    type: text("type").notNull(),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameKo: text("name_ko").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex("common_codes_type_code_uq").on(t.type, t.code)],
);

export const settingsMeta = pgTable("settings_meta", {
  id: id(),
  key: text("key").notNull().unique(),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

export const sitemapSnapshots = pgTable("sitemap_snapshots", {
  id: id(),
  path: text("path").notNull().unique(),
  html: text("html").notNull(),
  ...timestamps(),
});

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
