// What the site content tests (each site's seeded pages and boards) share: a seeded database of their own for the
// file, the app over it, and the reads and counts they make.
import { count, eq } from "drizzle-orm";
import { expect } from "vitest";
import { boardPosts, boards } from "../../boards/tables";
import { sitePages } from "../tables";
import { seed } from "../../../platform/db/seed";
import { type AuthTestApp, authApp, body, call } from "../../../platform/test/auth-fixtures";
import { createTestDb } from "../../../platform/test/db";
import { forTheFile } from "../../../platform/test/helpers";

export const HANGUL = /[\uac00-\ud7a3]/;
export const LANGS = ["en", "ko"] as const;
export type Lang = (typeof LANGS)[number];

/** A database of the file's own, seeded (with the seed's report), and the app over it; closed after the file. */
export async function seededSite() {
  const db = await createTestDb();
  const report = await seed(db.db);
  return forTheFile(Promise.resolve({ db, report, app: authApp(db.db) }));
}

type Seeded = Awaited<ReturnType<typeof seededSite>>;

/** A read that must answer 200; its body. */
export async function getOk(app: AuthTestApp, path: string, token?: string) {
  const res = await call(app, "GET", path, { token });
  expect(res.status, path).toBe(200);
  return body(res);
}

/** How many pages and board posts a site has (a second seed must leave both as they are). */
export async function siteContentCounts({ db }: Seeded, site: string) {
  const [pages] = await db.db.select({ n: count() }).from(sitePages).where(eq(sitePages.site, site));
  const [posts] = await db.db
    .select({ n: count() })
    .from(boardPosts)
    .innerJoin(boards, eq(boards.id, boardPosts.boardId))
    .where(eq(boards.site, site));
  return { pages: pages?.n ?? 0, posts: posts?.n ?? 0 };
}
