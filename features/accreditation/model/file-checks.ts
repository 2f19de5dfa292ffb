import { type FileProblem, filesProblem, uploadRules } from "@blocks/feature-kit";
import {
  MART_DOCUMENT_MAX_BYTES,
  MART_DOCUMENT_TYPES,
  MART_IMAGE_MAX_BYTES,
  MART_IMAGE_TYPES,
  MART_MAX_DOCUMENTS,
} from "@contracts/mart";

export type { FileProblem } from "@blocks/feature-kit";
type FileLike = Pick<File, "type" | "size">;

/** The mart's limits (contracts/mart.ts), checked by the shared upload rules of the feature kit. */
const IMAGE_LIMITS = { types: MART_IMAGE_TYPES, maxBytes: MART_IMAGE_MAX_BYTES };
const DOCUMENT_LIMITS = { types: MART_DOCUMENT_TYPES, maxBytes: MART_DOCUMENT_MAX_BYTES, maxFiles: MART_MAX_DOCUMENTS };

/** A logo or banner picker: one PNG, JPEG or WebP of up to 5 MB. */
export const IMAGE_RULES = uploadRules(IMAGE_LIMITS);

/** Documents: the places left beside the ones kept from the saved profile. */
export const documentRules = (kept: number) => uploadRules(DOCUMENT_LIMITS, kept);

/** A logo or banner: PNG, JPEG or WebP of up to 5 MB. */
export function imageProblem(file: FileLike): FileProblem | null {
  return filesProblem([file], IMAGE_LIMITS);
}

/** New documents beside `kept` saved ones: each PDF or image of up to 10 MB, three in all. */
export function documentsProblem(files: readonly FileLike[], kept: number): FileProblem | null {
  return filesProblem(files, DOCUMENT_LIMITS, kept);
}
