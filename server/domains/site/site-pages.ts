import type { AdminSitePage, SitePage, WriteSitePageBodySchema } from "@contracts/mart";
import type { Lang } from "@contracts/settings";
import { SITE_NAMES } from "@contracts/site-map";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { sitePages } from "./tables";
import { AppError } from "../../platform/http/errors";

/**
 * Pages of a site that operators change without a release (the mart's overview, venue, program, travelmart): plain
 * text in English and Korean, read in one language. Only the product's sites have pages.
 */

export const SITE_PAGE_MESSAGES = { notFound: "This page was not found." } as const;

export const sitePageNotFound = () => new AppError(404, "NOT_FOUND", SITE_PAGE_MESSAGES.notFound);

const knownSite = (site: string) => (SITE_NAMES as readonly string[]).includes(site);

/** Text from a Windows form keeps one line ending, so "blank line = paragraph" reads the same everywhere. */
const lines = (text: string) => text.replace(/\r\n?/g, "\n");

type SitePageRow = typeof sitePages.$inferSelect;

function pageOf(row: SitePageRow, lang: Lang): SitePage {
  const ko = lang === "ko";
  return {
    site: row.site,
    slug: row.slug,
    title: ko ? row.titleKo : row.titleEn,
    summary: ko ? row.summaryKo : row.summaryEn,
    body: ko ? row.bodyKo : row.bodyEn,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function readSitePage(db: Db, site: string, slug: string, lang: Lang): Promise<SitePage> {
  if (!knownSite(site)) throw sitePageNotFound();
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.site, site), eq(sitePages.slug, slug)));
  if (!row) throw sitePageNotFound();
  return pageOf(row, lang);
}

/** Operators: a page in both languages as the editor fills it; an unknown page or site is 404. */
export async function readAdminSitePage(db: Db, site: string, slug: string): Promise<AdminSitePage> {
  if (!knownSite(site)) throw sitePageNotFound();
  const [row] = await db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.site, site), eq(sitePages.slug, slug)));
  if (!row) throw sitePageNotFound();
  return {
    site: row.site,
    slug: row.slug,
    title_en: row.titleEn,
    title_ko: row.titleKo,
    summary_en: row.summaryEn,
    summary_ko: row.summaryKo,
    body_en: row.bodyEn,
    body_ko: row.bodyKo,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Creates or replaces a page in both languages; a site the product does not have is 404. */
export async function writeSitePage(
  db: Db,
  site: string,
  slug: string,
  body: z.output<typeof WriteSitePageBodySchema>,
  operatorId: number,
  now: Date,
  lang: Lang,
): Promise<SitePage> {
  if (!knownSite(site)) throw sitePageNotFound();
  const columns = {
    titleEn: body.title_en,
    titleKo: body.title_ko,
    summaryEn: body.summary_en,
    summaryKo: body.summary_ko,
    bodyEn: lines(body.body_en),
    bodyKo: lines(body.body_ko),
    updatedBy: operatorId,
    updatedAt: now,
  };
  const [row] = await db
    .insert(sitePages)
    .values({ site, slug, ...columns })
    .onConflictDoUpdate({ target: [sitePages.site, sitePages.slug], set: columns })
    .returning();
  if (!row) throw new Error("site page upsert returned nothing");
  return pageOf(row, lang);
}
