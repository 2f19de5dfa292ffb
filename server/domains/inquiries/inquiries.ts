import type { PageMeta } from "@contracts/envelope";
import {
  type AdminInquiry,
  type CreateInquiryBody,
  INQUIRY_MESSAGES,
  INQUIRY_SITE_TYPES,
  type Inquiry,
  type InquirySite,
  type InquiryStatus,
} from "@contracts/inquiries";
import type { Lang } from "@contracts/settings";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { commonCodes } from "../site/tables";
import { inquiries } from "./tables";
import { AppError } from "../../platform/http/errors";
import type { UploadedFile } from "../../platform/http/uploads";
import type { DbOrTx } from "../auth/sessions";
import { attachmentsOf, insertAttachments } from "../boards/attachments";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export const INQUIRY_TYPE_CODE = "inquiry_type";

/** `alreadyReplied` -> `ALREADY_REPLIED`: each contract message keeps a stable code. */
function inquiryError(status: 400 | 404 | 409, key: keyof typeof INQUIRY_MESSAGES, field?: string) {
  const code = status === 404 ? "NOT_FOUND" : key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();
  if (status === 400 && field) {
    const message = INQUIRY_MESSAGES[key];
    return new AppError(400, "VALIDATION_ERROR", `${field}: ${message}`, field, [{ field, message }]);
  }
  return new AppError(status, code, INQUIRY_MESSAGES[key], field);
}

export const inquiryNotFound = () => inquiryError(404, "notFound");

type InquiryRow = typeof inquiries.$inferSelect;
type Joined = { inquiry: InquiryRow; typeEn: string | null; typeKo: string | null };

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The type's name in the asked language; a code removed since keeps its own code as its name. */
export const typeName = (row: Omit<Joined, "inquiry"> & { inquiry: Pick<InquiryRow, "type"> }, lang: Lang) =>
  (lang === "ko" ? row.typeKo : row.typeEn) ?? row.inquiry.type;

async function shape(db: DbOrTx, rows: readonly Joined[], lang: Lang): Promise<Inquiry[]> {
  const files = await attachmentsOf(
    db,
    "inquiry",
    rows.map((row) => row.inquiry.id),
  );
  return rows.map((row) => ({
    id: row.inquiry.id,
    type: row.inquiry.type,
    type_name: typeName(row, lang),
    subject: row.inquiry.subject,
    content: row.inquiry.content,
    status: row.inquiry.status,
    reply: row.inquiry.reply,
    replied_at: iso(row.inquiry.repliedAt),
    attachments: files.get(row.inquiry.id) ?? [],
    created_at: row.inquiry.createdAt.toISOString(),
  }));
}

export const joinedColumns = { inquiry: inquiries, typeEn: commonCodes.nameEn, typeKo: commonCodes.nameKo };
export const typeJoin = and(eq(commonCodes.type, INQUIRY_TYPE_CODE), eq(commonCodes.code, inquiries.type));

/**
 * A member's inquiry on a site and its files in one transaction: the type must be one the site offers and an
 * inquiry_type code (else 400 on `type`), and if any file cannot be stored the inquiry is not kept either.
 */
export async function createInquiry(
  db: Db,
  memberId: number,
  site: InquirySite,
  body: CreateInquiryBody,
  files: readonly UploadedFile[],
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!INQUIRY_SITE_TYPES[site].includes(body.type)) throw inquiryError(400, "typeUnknown", "type");
    const [known] = await tx
      .select({ id: commonCodes.id })
      .from(commonCodes)
      .where(and(eq(commonCodes.type, INQUIRY_TYPE_CODE), eq(commonCodes.code, body.type)));
    if (!known) throw inquiryError(400, "typeUnknown", "type");
    const [row] = await tx
      .insert(inquiries)
      .values({
        site,
        memberId,
        type: body.type,
        subject: body.subject,
        content: body.content,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: inquiries.id });
    if (!row) throw new Error("inquiry insert returned nothing");
    await insertAttachments(tx, { inquiryId: row.id }, files);
    return row.id;
  });
}

/** The member's own inquiries on one site, newest first. */
export async function listOwnInquiries(
  db: Db,
  memberId: number,
  query: { site: InquirySite; lang: Lang; page: number; per_page: number },
): Promise<{ rows: Inquiry[]; meta: PageMeta }> {
  const where = and(eq(inquiries.memberId, memberId), eq(inquiries.site, query.site));
  const [counted] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select(joinedColumns)
    .from(inquiries)
    .leftJoin(commonCodes, typeJoin)
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return { rows: await shape(db, rows, query.lang), meta: pageMeta(query, counted?.n ?? 0) };
}

/** One of the member's inquiries; another member's is "not found", so its existence is not revealed. */
export async function ownInquiry(db: Db, memberId: number, id: number, lang: Lang): Promise<Inquiry> {
  const rows = await db
    .select(joinedColumns)
    .from(inquiries)
    .leftJoin(commonCodes, typeJoin)
    .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId)));
  const [inquiry] = await shape(db, rows, lang);
  if (!inquiry) throw inquiryNotFound();
  return inquiry;
}

const memberColumns = { memberId: accounts.id, memberName: accounts.name, memberEmail: accounts.email };

async function adminRows(db: Db, where: SQL | undefined, limit: number, offset: number, lang: Lang) {
  const rows = await db
    .select({ ...joinedColumns, ...memberColumns })
    .from(inquiries)
    .leftJoin(commonCodes, typeJoin)
    .innerJoin(accounts, eq(accounts.id, inquiries.memberId))
    .where(where)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit)
    .offset(offset);
  const shaped = await shape(db, rows, lang);
  return shaped.map((inquiry, index): AdminInquiry => ({
    ...inquiry,
    // written only through createInquiry (a site of the contract's list) or the seeds
    site: (rows[index]?.inquiry.site ?? "shop") as InquirySite,
    member: {
      id: rows[index]?.memberId ?? 0,
      name: rows[index]?.memberName ?? "",
      email: rows[index]?.memberEmail ?? "",
    },
  }));
}

/** Operators: every member's inquiries, newest first, optionally of one site and only open or replied ones. */
export async function listAllInquiries(
  db: Db,
  query: { lang: Lang; page: number; per_page: number; status: InquiryStatus | "all"; site?: InquirySite },
): Promise<{ rows: AdminInquiry[]; meta: PageMeta }> {
  const where = and(
    query.status === "all" ? undefined : eq(inquiries.status, query.status),
    query.site === undefined ? undefined : eq(inquiries.site, query.site),
  );
  const [counted] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await adminRows(db, where, query.per_page, (query.page - 1) * query.per_page, query.lang);
  return { rows, meta: pageMeta(query, counted?.n ?? 0) };
}

/** Operators: one inquiry of any site with who asked; none is 404. */
export async function adminInquiry(db: Db, id: number, lang: Lang): Promise<AdminInquiry> {
  const [inquiry] = await adminRows(db, eq(inquiries.id, id), 1, 0, lang);
  if (!inquiry) throw inquiryNotFound();
  return inquiry;
}

/** The site an inquiry was asked on; none is 404 (what the console's staff are checked against). */
export async function inquirySite(db: DbOrTx, id: number): Promise<string> {
  const [row] = await db.select({ site: inquiries.site }).from(inquiries).where(eq(inquiries.id, id));
  if (!row) throw inquiryNotFound();
  return row.site;
}

/**
 * An operator's answer, once: the update only touches an open inquiry, so of two replies at the same moment the row
 * lock lets one through and the other finds it replied (409). Run it as the operator (`asActor`) with its audit
 * entry; `db` is then the change's transaction.
 */
export async function replyInquiry(
  db: DbOrTx,
  id: number,
  reply: string,
  operatorId: number,
  now: Date,
): Promise<void> {
  const [updated] = await db
    .update(inquiries)
    .set({ status: "replied", reply, repliedAt: now, repliedBy: operatorId, updatedAt: now })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, "open")))
    .returning({ id: inquiries.id });
  if (!updated) {
    const [exists] = await db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id));
    throw exists ? inquiryError(409, "alreadyReplied") : inquiryNotFound();
  }
}
