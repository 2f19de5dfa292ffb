import { ATTACHMENT_TYPES, type Attachment, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "@contracts/boards";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { attachments } from "./tables";
import { inquiries } from "../inquiries/tables";
import { AppError } from "../../platform/http/errors";
import { checkUploads, type UploadedFile } from "../../platform/http/uploads";
import type { DbOrTx } from "../auth/sessions";

/** What the API says about a refused attachment (the contracts give the limits, not the wording). */
export const ATTACHMENT_MESSAGES = {
  type: "Attach PDF, PNG, JPEG or WebP files only.",
  tooLarge: "Each file must be 10 MB or smaller.",
  tooMany: `Attach at most ${MAX_ATTACHMENTS} files.`,
  notFound: "This file was not found.",
} as const;

export const ATTACHMENTS_FIELD = "files";

/** A request may carry the files plus the form's text: room for all five at their limit and a little more. */
export const ATTACHMENTS_BODY_LIMIT = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 512 * 1024;

export const attachmentsTooLarge = () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", `${ATTACHMENTS_FIELD}: ${ATTACHMENT_MESSAGES.tooLarge}`, ATTACHMENTS_FIELD);

/** The uploaded files of a post or an inquiry, each checked by content. */
export function checkAttachments(files: readonly File[]): Promise<UploadedFile[]> {
  return checkUploads(files, {
    field: ATTACHMENTS_FIELD,
    maxBytes: MAX_ATTACHMENT_BYTES,
    types: ATTACHMENT_TYPES,
    maxFiles: MAX_ATTACHMENTS,
    messages: { type: ATTACHMENT_MESSAGES.type, tooLarge: ATTACHMENT_MESSAGES.tooLarge },
    tooMany: ATTACHMENT_MESSAGES.tooMany,
  });
}

export type AttachmentOwner = { postId: number } | { inquiryId: number };

/** Stores files for one owner; called inside the owner's transaction so neither exists without the other. */
export async function insertAttachments(tx: DbOrTx, owner: AttachmentOwner, files: readonly UploadedFile[]) {
  if (files.length === 0) return;
  await tx.insert(attachments).values(
    files.map((file) => ({
      ...("postId" in owner ? { postId: owner.postId } : { inquiryId: owner.inquiryId }),
      name: file.name,
      mime: file.mime,
      size: file.data.byteLength,
      data: file.data,
    })),
  );
}

export const attachmentUrl = (id: number) => `/api/v1/attachments/${id}`;

const META = {
  id: attachments.id,
  name: attachments.name,
  mime: attachments.mime,
  size: attachments.size,
  postId: attachments.postId,
  inquiryId: attachments.inquiryId,
};

/** The attachments (without their bytes) of several posts or inquiries, grouped by owner id, in upload order. */
export async function attachmentsOf(
  db: DbOrTx,
  owner: "post" | "inquiry",
  ids: readonly number[],
): Promise<Map<number, Attachment[]>> {
  const grouped = new Map<number, Attachment[]>();
  if (ids.length === 0) return grouped;
  const column = owner === "post" ? attachments.postId : attachments.inquiryId;
  const rows = await db
    .select(META)
    .from(attachments)
    .where(inArray(column, [...ids]))
    .orderBy(asc(attachments.id));
  for (const row of rows) {
    const key = (owner === "post" ? row.postId : row.inquiryId) ?? 0;
    const list = grouped.get(key) ?? [];
    list.push({ id: row.id, name: row.name, mime: row.mime, size: row.size, url: attachmentUrl(row.id) });
    grouped.set(key, list);
  }
  return grouped;
}

/**
 * Who asks for a file: nobody (no token), a member, an operator, or the shop console's staff (a clerk or a viewer,
 * who read the shop's questions only; ADR 0034).
 */
export type Reader =
  { kind: "guest" } | { kind: "member"; accountId: number } | { kind: "operator" } | { kind: "shopStaff" };

export type StoredFile = { name: string; mime: string; data: Buffer; isPublic: boolean };

/**
 * One file with its bytes, if this reader may have it: a post's files are public; an inquiry's reach its member and
 * operators only (the console's staff: the shop's questions' files). Anything else is "not found", so nobody learns that someone else's file exists.
 */
export async function readAttachment(db: Db, id: number, reader: Reader): Promise<StoredFile> {
  const [row] = await db
    .select({
      name: attachments.name,
      mime: attachments.mime,
      data: attachments.data,
      postId: attachments.postId,
      inquiryMember: inquiries.memberId,
      inquirySite: inquiries.site,
    })
    .from(attachments)
    .leftJoin(inquiries, eq(inquiries.id, attachments.inquiryId))
    .where(eq(attachments.id, id));
  if (!row) throw attachmentNotFound();
  if (row.postId !== null) return { name: row.name, mime: row.mime, data: row.data, isPublic: true };
  const allowed =
    reader.kind === "operator" ||
    (reader.kind === "shopStaff" && row.inquirySite === "shop") ||
    (reader.kind === "member" && reader.accountId === row.inquiryMember);
  if (!allowed) throw attachmentNotFound();
  return { name: row.name, mime: row.mime, data: row.data, isPublic: false };
}

export const attachmentNotFound = () => new AppError(404, "NOT_FOUND", ATTACHMENT_MESSAGES.notFound);
