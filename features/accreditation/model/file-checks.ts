import {
  MART_DOCUMENT_MAX_BYTES,
  MART_DOCUMENT_TYPES,
  MART_IMAGE_MAX_BYTES,
  MART_IMAGE_TYPES,
  MART_MAX_DOCUMENTS,
} from "@contracts/mart";

export type FileProblem = "type" | "size" | "count";
type FileLike = Pick<File, "type" | "size">;

/**
 * The picker's rules, the contract's: checked as files arrive for a fast message. The browser only knows what a
 * file claims to be; the server checks the content again and has the last word.
 */
export const IMAGE_RULES = { accept: MART_IMAGE_TYPES.join(","), maxSizeBytes: MART_IMAGE_MAX_BYTES } as const;

/** Documents: the places left beside the ones kept from the saved profile. */
export function documentRules(kept: number) {
  return {
    accept: MART_DOCUMENT_TYPES.join(","),
    maxSizeBytes: MART_DOCUMENT_MAX_BYTES,
    maxFiles: Math.max(0, MART_MAX_DOCUMENTS - kept),
  } as const;
}

/** A logo or banner: PNG, JPEG or WebP of up to 5 MB. */
export function imageProblem(file: FileLike): FileProblem | null {
  if (!(MART_IMAGE_TYPES as readonly string[]).includes(file.type)) return "type";
  if (file.size > MART_IMAGE_MAX_BYTES) return "size";
  return null;
}

/** New documents beside `kept` saved ones: each PDF or image of up to 10 MB, three in all. */
export function documentsProblem(files: readonly FileLike[], kept: number): FileProblem | null {
  for (const file of files) {
    if (!(MART_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return "type";
    if (file.size > MART_DOCUMENT_MAX_BYTES) return "size";
  }
  return kept + files.length > MART_MAX_DOCUMENTS ? "count" : null;
}
