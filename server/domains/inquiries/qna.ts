import type { PageMeta } from "@contracts/envelope";
import type { PublicQnaSite, QnaQuestion, QnaQuestionSummary } from "@contracts/inquiries";
import { maskReviewerName } from "@contracts/reviews";
import type { Lang } from "@contracts/settings";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { commonCodes } from "../site/tables";
import { inquiryNotFound, iso, typeJoin, typeName } from "./inquiries";
import { inquiries } from "./tables";
import { containsPattern } from "../../platform/db/query-text";
import { pageMeta, pageOffset } from "../../platform/db/paging";

/**
 * A site's public Q&A board: its inquiries as everyone sees them. Only what the board shows is read (never the
 * asker's e-mail nor the files), and the asker's name leaves here masked.
 */

const qnaColumns = {
  inquiry: {
    id: inquiries.id,
    type: inquiries.type,
    subject: inquiries.subject,
    content: inquiries.content,
    status: inquiries.status,
    reply: inquiries.reply,
    repliedAt: inquiries.repliedAt,
    createdAt: inquiries.createdAt,
  },
  typeEn: commonCodes.nameEn,
  typeKo: commonCodes.nameKo,
  askerName: accounts.name,
};

function qnaRows(db: Db, where: SQL | undefined) {
  return db
    .select(qnaColumns)
    .from(inquiries)
    .leftJoin(commonCodes, typeJoin)
    .innerJoin(accounts, eq(accounts.id, inquiries.memberId))
    .where(where);
}

type QnaRow = Awaited<ReturnType<typeof qnaRows>>[number];

function summaryOf(row: QnaRow, lang: Lang): QnaQuestionSummary {
  return {
    id: row.inquiry.id,
    type: row.inquiry.type,
    type_name: typeName(row, lang),
    subject: row.inquiry.subject,
    asker: maskReviewerName(row.askerName),
    status: row.inquiry.status,
    created_at: row.inquiry.createdAt.toISOString(),
    replied_at: iso(row.inquiry.repliedAt),
  };
}

/** One page of a site's questions, newest first; `keyword` searches the subject. */
export async function listQna(
  db: Db,
  site: PublicQnaSite,
  query: { lang: Lang; page: number; per_page: number; keyword: string },
): Promise<{ rows: QnaQuestionSummary[]; meta: PageMeta }> {
  const where = and(
    eq(inquiries.site, site),
    query.keyword ? ilike(inquiries.subject, containsPattern(query.keyword)) : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await qnaRows(db, where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return {
    rows: rows.map((row) => summaryOf(row, query.lang)),
    meta: pageMeta(query, counted?.n ?? 0),
  };
}

/** One question of the site with its answer; one of another site, or none, is 404. */
export async function readQna(db: Db, site: PublicQnaSite, id: number, lang: Lang): Promise<QnaQuestion> {
  const [row] = await qnaRows(db, and(eq(inquiries.id, id), eq(inquiries.site, site)));
  if (!row) throw inquiryNotFound();
  return { ...summaryOf(row, lang), content: row.inquiry.content, reply: row.inquiry.reply };
}
