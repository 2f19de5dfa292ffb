import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
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
