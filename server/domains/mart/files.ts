import {
  MART_DOCUMENT_MAX_BYTES,
  MART_DOCUMENT_TYPES,
  MART_IMAGE_MAX_BYTES,
  MART_IMAGE_TYPES,
  MART_MAX_DOCUMENTS,
  MART_MESSAGES,
  type MartFile,
} from "@contracts/mart";
import { asc, eq, inArray } from "drizzle-orm";
import { martFiles } from "./tables";
import { AppError } from "../../platform/http/errors";
import { checkUpload, checkUploads, type UploadedFile, uploadError } from "../../platform/http/uploads";
import type { DbOrTx } from "../auth/sessions";
import { companyOfAccount, isApprovedParticipant } from "./company";
import { contentDisposition } from "../../platform/http/content-disposition";

/**
 * A company's logo, banner and profile documents: checked by content on upload (the shared checker), stored with
 * the profile, served by `GET /api/v1/mart/files/{id}`. Logos and banners are public (pages show them as <img>,
 * which sends no token); documents reach their company, approved participants and operators only.
 */

export type MartFileKind = "logo" | "banner" | "document";

export const FILE_NOT_FOUND_MESSAGE = "This file was not found.";

/** Room for every file at its limit plus the form's text; anything larger is refused while it streams in. */
export const PROFILE_BODY_LIMIT = 2 * MART_IMAGE_MAX_BYTES + MART_MAX_DOCUMENTS * MART_DOCUMENT_MAX_BYTES + 512 * 1024;

export const profileTooLarge = () =>
  new AppError(413, "PAYLOAD_TOO_LARGE", `documents: ${MART_MESSAGES.documentType}`, "documents");

export const martFileUrl = (id: number) => `/api/v1/mart/files/${id}`;

const imageRules = (field: "logo" | "banner") => ({
  field,
  maxBytes: MART_IMAGE_MAX_BYTES,
  types: MART_IMAGE_TYPES,
  // one sentence names both the types and the size
  messages: { type: MART_MESSAGES.imageType, tooLarge: MART_MESSAGES.imageType },
});

/** A logo or banner as sent, checked by its bytes; undefined when none was sent. */
export function checkProfileImage(field: "logo" | "banner", file: File | undefined) {
  return file ? checkUpload(file, imageRules(field)) : Promise.resolve(undefined);
}

/** New documents, each checked by its bytes; `room` is how many may still be added beside the kept ones. */
export function checkProfileDocuments(files: readonly File[], room: number): Promise<UploadedFile[]> {
  return checkUploads(files, {
    field: "documents",
    maxBytes: MART_DOCUMENT_MAX_BYTES,
    types: MART_DOCUMENT_TYPES,
    maxFiles: Math.max(0, room),
    messages: { type: MART_MESSAGES.documentType, tooLarge: MART_MESSAGES.documentType },
    tooMany: MART_MESSAGES.documentType,
  });
}

export const tooManyDocuments = () => uploadError("documents", MART_MESSAGES.documentType);

export type CompanyFiles = { logo: MartFile | null; banner: MartFile | null; documents: MartFile[] };

const noFiles = (): CompanyFiles => ({ logo: null, banner: null, documents: [] });

/** The files (without their bytes) of several companies, documents in upload order. */
export async function filesOfCompanies(db: DbOrTx, companyIds: readonly number[]): Promise<Map<number, CompanyFiles>> {
  const grouped = new Map<number, CompanyFiles>();
  if (companyIds.length === 0) return grouped;
  const rows = await db
    .select({
      id: martFiles.id,
      companyId: martFiles.companyId,
      kind: martFiles.kind,
      name: martFiles.name,
      mime: martFiles.mime,
      size: martFiles.size,
    })
    .from(martFiles)
    .where(inArray(martFiles.companyId, [...companyIds]))
    .orderBy(asc(martFiles.id));
  for (const row of rows) {
    const files = grouped.get(row.companyId) ?? noFiles();
    const file: MartFile = { id: row.id, name: row.name, mime: row.mime, size: row.size, url: martFileUrl(row.id) };
    if (row.kind === "document") files.documents.push(file);
    else files[row.kind] = file;
    grouped.set(row.companyId, files);
  }
  return grouped;
}

export const filesOf = (grouped: Map<number, CompanyFiles>, companyId: number) => grouped.get(companyId) ?? noFiles();

/** Who asks for a file: nobody (no token or another area's), an accreditation account, or an operator. */
export type FileReader = { kind: "guest" } | { kind: "company"; accountId: number } | { kind: "operator" };

export type StoredMartFile = { name: string; mime: string; data: Buffer; kind: MartFileKind };

export const martFileNotFound = () => new AppError(404, "NOT_FOUND", FILE_NOT_FOUND_MESSAGE);

/**
 * One file with its bytes, if this reader may have it. A document is the company's own business: its account,
 * operators, and the approved participants of this year's mart when the owner is one of them too (its detail page
 * lists them). Anyone else is told "not found", as for a file that does not exist.
 */
export async function readMartFile(db: DbOrTx, id: number, reader: FileReader): Promise<StoredMartFile> {
  const [row] = await db
    .select({
      companyId: martFiles.companyId,
      kind: martFiles.kind,
      name: martFiles.name,
      mime: martFiles.mime,
      data: martFiles.data,
    })
    .from(martFiles)
    .where(eq(martFiles.id, id));
  if (!row) throw martFileNotFound();
  const file = { name: row.name, mime: row.mime, data: row.data, kind: row.kind };
  if (row.kind !== "document" || reader.kind === "operator") return file;
  if (reader.kind === "guest") throw martFileNotFound();
  const own = await companyOfAccount(db, reader.accountId);
  if (!own) throw martFileNotFound();
  if (own.id === row.companyId) return file;
  const [ownerApproved, readerApproved] = await Promise.all([
    isApprovedParticipant(db, row.companyId),
    isApprovedParticipant(db, own.id),
  ]);
  if (!ownerApproved || !readerApproved) throw martFileNotFound();
  return file;
}

/** Images open in the page (inline); documents download. Same RFC 5987 name as the boards' files. */
export function martFileDisposition(file: Pick<StoredMartFile, "name" | "kind">): string {
  const disposition = contentDisposition(file.name);
  return file.kind === "document" ? disposition : disposition.replace(/^attachment/, "inline");
}
