import { addDays, shopToday } from "@contracts/reservations";
import { and, eq } from "drizzle-orm";
import { accounts } from "../auth/tables";
import { attachments, boardPosts, boards } from "./tables";
import { sitePages } from "../site/tables";
import { daysFrom } from "../../platform/db/seed-data";
import type { SeedTx } from "../../platform/db/seed-step";
import { textColumns } from "../../platform/seed-rows";

/**
 * Every site's seeded boards go in one way: the board (unless an operator made it already), its posts in both
 * languages dated back from the seeding day, and a small PDF where a post has one. The sites' own pages (overview,
 * tour information, ...) go in beside them.
 */

type Text = readonly [en: string, ko: string];

export type SeedPost = {
  title: Text;
  content: Text;
  /** Published this many days before the seeding day. */
  ageDays: number;
  pinned?: boolean;
  /** Events: first and last day, counted from the seeding day (Korean calendar). */
  days?: readonly [from: number, to: number];
  link?: string;
  image?: string;
  /** A small PDF made at seeding time. */
  pdf?: { name: string; lines: readonly string[] };
};

export type SeedBoard = { type: string; name: Text; posts: readonly SeedPost[] };

/** A page operators edit later, in English and Korean (plain text: `## ` subheadings, `- ` list items). */
export type SeedSitePage = { slug: string; title: Text; summary: Text; body: Text };

/** The demo operator who writes the seeded posts and pages. */
export const SEED_ADMIN_EMAIL = "admin@demo.test";

/** A seeded account's id (a post's author, a page's editor, a demo member), found by its sign-in area and e-mail. */
export async function seedAccountId(
  tx: SeedTx,
  area: (typeof accounts.$inferSelect)["area"],
  email: string,
): Promise<number> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.area, area), eq(accounts.email, email)));
  if (!row) throw new Error(`seed: no ${area} account ${email}`);
  return row.id;
}

/** A PDF string literal: backslashes and parentheses escaped, anything outside printable ASCII dropped. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, "").replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A valid one-page PDF (Helvetica, one line of text per entry) with a correct cross-reference table, so readers
 * open it without repairing it.
 */
export function tinyPdf(lines: readonly string[]): Buffer {
  const stream = [
    "BT",
    "/F1 14 Tf",
    "72 770 Td",
    "18 TL",
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A site's boards in the order given, each with its posts written by `authorId`. A board an operator made already is
 * left as it is, with its posts.
 */
export async function seedBoards(
  tx: SeedTx,
  site: string,
  siteBoards: readonly SeedBoard[],
  authorId: number,
  now: Date,
): Promise<void> {
  const today = shopToday(now);
  for (const [index, board] of siteBoards.entries()) {
    const [row] = await tx
      .insert(boards)
      .values({ site, type: board.type, nameEn: board.name[0], nameKo: board.name[1], sortOrder: (index + 1) * 10 })
      .onConflictDoNothing()
      .returning({ id: boards.id });
    if (!row) continue;
    for (const post of board.posts) {
      const published = daysFrom(now, -post.ageDays);
      const [inserted] = await tx
        .insert(boardPosts)
        .values({
          boardId: row.id,
          ...textColumns({ title: post.title, content: post.content }),
          pinned: post.pinned ?? false,
          startsOn: post.days ? addDays(today, post.days[0]) : null,
          endsOn: post.days ? addDays(today, post.days[1]) : null,
          linkPath: post.link ?? null,
          imagePath: post.image ?? null,
          authorId,
          publishedAt: published,
          createdAt: published,
          updatedAt: published,
        })
        .returning({ id: boardPosts.id });
      if (!inserted) throw new Error(`seed: post "${post.title[0]}" was not inserted`);
      if (post.pdf) {
        const data = tinyPdf(post.pdf.lines);
        await tx.insert(attachments).values({
          postId: inserted.id,
          name: post.pdf.name,
          mime: "application/pdf",
          size: data.byteLength,
          data,
          createdAt: published,
        });
      }
    }
  }
}

/** A site's pages, last edited by `editorId` now; a page an operator wrote already is left as it is. */
export async function seedSitePages(
  tx: SeedTx,
  site: string,
  pages: readonly SeedSitePage[],
  editorId: number,
  now: Date,
): Promise<void> {
  await tx
    .insert(sitePages)
    .values(
      pages.map((page) => ({
        site,
        slug: page.slug,
        ...textColumns({ title: page.title, summary: page.summary, body: page.body }),
        updatedBy: editorId,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
}
