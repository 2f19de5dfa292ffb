import type { AdminPost, Board, EventPhase, Post, PostSummary, WritePostBodySchema } from "@contracts/boards";
import type { PageMeta } from "@contracts/envelope";
import { shopToday } from "@contracts/reservations";
import type { Lang } from "@contracts/settings";
import type { SiteName } from "@contracts/site-map";
import { and, count, desc, eq, gte, ilike, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { boardPosts, boards } from "./tables";
import { AppError } from "../../platform/http/errors";
import type { UploadedFile } from "../../platform/http/uploads";
import type { DbOrTx } from "../auth/sessions";
import { attachmentsOf, insertAttachments } from "./attachments";
import { containsPattern, rowsOf } from "../../platform/db/query-text";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export const BOARD_MESSAGES = {
  boardNotFound: "This board was not found.",
  postNotFound: "This post was not found.",
} as const;

export const boardNotFound = () => new AppError(404, "NOT_FOUND", BOARD_MESSAGES.boardNotFound);
export const postNotFound = () => new AppError(404, "NOT_FOUND", BOARD_MESSAGES.postNotFound);

export type BoardRow = typeof boards.$inferSelect;
type PostRow = typeof boardPosts.$inferSelect;
export type PostInput = z.output<typeof WritePostBodySchema>;

/** How long a list excerpt may be, in characters. */
export const EXCERPT_LENGTH = 160;

const TITLE = { en: boardPosts.titleEn, ko: boardPosts.titleKo } as const;
const CONTENT = { en: boardPosts.contentEn, ko: boardPosts.contentKo } as const;
// Raw column names for the neighbour query, picked from a closed list (never from the request).
const TITLE_SQL: Record<Lang, SQL> = { en: sql.raw("b.title_en"), ko: sql.raw("b.title_ko") };

export async function findBoard(db: DbOrTx, site: SiteName, type: string): Promise<BoardRow> {
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.site, site), eq(boards.type, type)));
  if (!row) throw boardNotFound();
  return row;
}

export function boardAnswer(board: BoardRow, lang: Lang): Board {
  return { site: board.site as SiteName, type: board.type, name: lang === "ko" ? board.nameKo : board.nameEn };
}

/** The content's start on one line, cut at a word where one is near, for cards and lists. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

type SummaryFields = Pick<
  PostRow,
  "id" | "pinned" | "startsOn" | "endsOn" | "linkPath" | "imagePath" | "viewCount" | "publishedAt"
> & { title: string; content: string; attachmentCount: number };

function toSummary(board: BoardRow, row: SummaryFields): PostSummary {
  return {
    id: row.id,
    site: board.site as SiteName,
    type: board.type,
    title: row.title,
    excerpt: excerptOf(row.content),
    pinned: row.pinned,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    link_path: row.linkPath,
    image: row.imagePath,
    view_count: row.viewCount,
    attachment_count: row.attachmentCount,
    published_at: row.publishedAt.toISOString(),
  };
}

// Spelled out: inside the subquery a bare "id" would be the attachment's own.
const attachmentCount = sql<number>`(select count(*)::int from attachments a where a.post_id = board_posts.id)`;

export type PostListFilter = {
  lang: Lang;
  page: number;
  per_page: number;
  keyword: string;
  phase?: EventPhase;
};

/**
 * One page of a board: pinned first, then the newest. With `phase`, only dated posts (events): current ones end
 * today or later in Korea; past ones ended before and come most recently ended first.
 */
export async function listPosts(
  db: Db,
  board: BoardRow,
  filter: PostListFilter,
  now: Date,
): Promise<{ rows: PostSummary[]; meta: PageMeta }> {
  const { lang } = filter;
  const conditions: SQL[] = [eq(boardPosts.boardId, board.id)];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    const match = or(ilike(TITLE[lang], pattern), ilike(CONTENT[lang], pattern));
    if (match) conditions.push(match);
  }
  const today = shopToday(now);
  if (filter.phase === "current") conditions.push(isNotNull(boardPosts.endsOn), gte(boardPosts.endsOn, today));
  if (filter.phase === "past") conditions.push(lt(boardPosts.endsOn, today));
  const where = and(...conditions);
  const order =
    filter.phase === "past"
      ? [desc(boardPosts.endsOn), desc(boardPosts.publishedAt), desc(boardPosts.id)]
      : [desc(boardPosts.pinned), desc(boardPosts.publishedAt), desc(boardPosts.id)];

  const [counted] = await db.select({ n: count() }).from(boardPosts).where(where);
  const total = counted?.n ?? 0;
  const rows = await db
    .select({
      id: boardPosts.id,
      title: TITLE[lang],
      // enough for the excerpt without carrying whole posts into a list
      content: sql<string>`left(${CONTENT[lang]}, ${EXCERPT_LENGTH * 3})`,
      pinned: boardPosts.pinned,
      startsOn: boardPosts.startsOn,
      endsOn: boardPosts.endsOn,
      linkPath: boardPosts.linkPath,
      imagePath: boardPosts.imagePath,
      viewCount: boardPosts.viewCount,
      publishedAt: boardPosts.publishedAt,
      attachmentCount,
    })
    .from(boardPosts)
    .where(where)
    .orderBy(...order)
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return {
    rows: rows.map((row) => toSummary(board, row)),
    meta: pageMeta(filter, total),
  };
}

type Neighbour = { id: number; title: string };

/**
 * The posts beside one in list order (pinned first, then newest): `previous` is the newer one, `next` the older.
 * The row's own key is read inside the query, so timestamps keep their full precision.
 */
async function neighbours(db: DbOrTx, board: BoardRow, id: number, lang: Lang) {
  const side = async (newer: boolean): Promise<Neighbour | null> => {
    const result = await db.execute(sql`
      select b.id, ${TITLE_SQL[lang]} as title
      from board_posts b, (select pinned, published_at, id from board_posts where id = ${id}) p
      where b.board_id = ${board.id}
        and ${newer ? sql`(b.pinned, b.published_at, b.id) > (p.pinned, p.published_at, p.id)` : sql`(b.pinned, b.published_at, b.id) < (p.pinned, p.published_at, p.id)`}
      order by ${newer ? sql`b.pinned asc, b.published_at asc, b.id asc` : sql`b.pinned desc, b.published_at desc, b.id desc`}
      limit 1`);
    const [row] = rowsOf<Neighbour>(result);
    return row ? { id: Number(row.id), title: row.title } : null;
  };
  return { previous: await side(true), next: await side(false) };
}

async function toPost(db: DbOrTx, board: BoardRow, row: PostRow, lang: Lang): Promise<Post> {
  const files = (await attachmentsOf(db, "post", [row.id])).get(row.id) ?? [];
  const content = lang === "ko" ? row.contentKo : row.contentEn;
  return {
    ...toSummary(board, {
      ...row,
      title: lang === "ko" ? row.titleKo : row.titleEn,
      content,
      attachmentCount: files.length,
    }),
    content,
    attachments: files,
    ...(await neighbours(db, board, row.id, lang)),
  };
}

/** A post for a reader: the view is counted in the same statement that reads it (no read-modify-write). */
export async function viewPost(db: Db, board: BoardRow, id: number, lang: Lang): Promise<Post> {
  const [row] = await db
    .update(boardPosts)
    .set({ viewCount: sql`${boardPosts.viewCount} + 1` })
    .where(and(eq(boardPosts.id, id), eq(boardPosts.boardId, board.id)))
    .returning();
  if (!row) throw postNotFound();
  return toPost(db, board, row, lang);
}

/** A post as it is, without counting a view (operators' answers). */
export async function readPost(db: DbOrTx, board: BoardRow, id: number, lang: Lang): Promise<Post> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.id, id), eq(boardPosts.boardId, board.id)));
  if (!row) throw postNotFound();
  return toPost(db, board, row, lang);
}

/** Operators: a post in both languages as the editor fills it, without counting a view. */
export async function readAdminPost(db: DbOrTx, board: BoardRow, id: number): Promise<AdminPost> {
  const [row] = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.id, id), eq(boardPosts.boardId, board.id)));
  if (!row) throw postNotFound();
  return {
    id: row.id,
    site: board.site as SiteName,
    type: board.type,
    title_en: row.titleEn,
    title_ko: row.titleKo,
    content_en: row.contentEn,
    content_ko: row.contentKo,
    pinned: row.pinned,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    link_path: row.linkPath,
    image_path: row.imagePath,
    attachments: (await attachmentsOf(db, "post", [row.id])).get(row.id) ?? [],
    view_count: row.viewCount,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function postValues(input: PostInput) {
  return {
    titleEn: input.title_en,
    titleKo: input.title_ko,
    contentEn: input.content_en,
    contentKo: input.content_ko,
    pinned: input.pinned,
    startsOn: input.starts_on,
    endsOn: input.ends_on,
    linkPath: input.link_path,
    imagePath: input.image_path,
  };
}

/** A new post and its files together (in the caller's transaction, `asActor`'s): neither is kept without the other. */
export async function createPost(
  db: DbOrTx,
  board: BoardRow,
  input: PostInput,
  files: readonly UploadedFile[],
  authorId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardPosts)
      .values({ ...postValues(input), boardId: board.id, authorId, publishedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: boardPosts.id });
    if (!row) throw new Error("post insert returned nothing");
    await insertAttachments(tx, { postId: row.id }, files);
    return row.id;
  });
}

/** What an edit changed, field by field (`{ title_en: { from, to } }`), for the audit trail. */
export type PostChanges = Record<string, { from: unknown; to: unknown }>;

const EDITED_FIELDS = [
  ["title_en", "titleEn"],
  ["title_ko", "titleKo"],
  ["content_en", "contentEn"],
  ["content_ko", "contentKo"],
  ["pinned", "pinned"],
  ["starts_on", "startsOn"],
  ["ends_on", "endsOn"],
  ["link_path", "linkPath"],
  ["image_path", "imagePath"],
] as const;

/**
 * Replaces a post's texts, days and links; its files, views and publication time stay. Answers what changed (the
 * row is locked while it is read, so two edits at once each see the other's result).
 */
export async function updatePost(
  db: DbOrTx,
  board: BoardRow,
  id: number,
  input: PostInput,
  now: Date,
): Promise<PostChanges> {
  const [before] = await db
    .select()
    .from(boardPosts)
    .where(and(eq(boardPosts.id, id), eq(boardPosts.boardId, board.id)))
    .for("update");
  if (!before) throw postNotFound();
  const after = postValues(input);
  const changes: PostChanges = {};
  for (const [field, column] of EDITED_FIELDS) {
    if (before[column] !== after[column]) changes[field] = { from: before[column], to: after[column] };
  }
  await db
    .update(boardPosts)
    .set({ ...after, updatedAt: now })
    .where(eq(boardPosts.id, id));
  return changes;
}

/** Removes a post; its files go with it (foreign key cascade). Answers its English title (for the audit trail). */
export async function deletePost(db: DbOrTx, board: BoardRow, id: number): Promise<{ title: string }> {
  const [row] = await db
    .delete(boardPosts)
    .where(and(eq(boardPosts.id, id), eq(boardPosts.boardId, board.id)))
    .returning({ id: boardPosts.id, title: boardPosts.titleEn });
  if (!row) throw postNotFound();
  return { title: row.title };
}
