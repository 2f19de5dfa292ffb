export type FileProblem = "type" | "size" | "count";
type FileLike = Pick<File, "type" | "size">;

/** A contract's upload limits: the types it takes (by what a file claims), the size of one file, how many in all. */
export type UploadLimits = {
  types: readonly string[];
  maxBytes: number;
  /** Files in all, counting the ones already kept; one when left out. */
  maxFiles?: number;
};

/**
 * The picker's rules (the design system's FileUpload props) from a contract's limits, with the places left beside
 * `kept` saved files. The browser only knows what a file claims to be; the server checks the content again and has
 * the last word.
 */
export function uploadRules(limits: UploadLimits, kept = 0) {
  return {
    accept: limits.types.join(","),
    maxSizeBytes: limits.maxBytes,
    maxFiles: Math.max(0, (limits.maxFiles ?? 1) - kept),
  } as const;
}

/** New files beside `kept` saved ones, checked as they arrive for a fast message: type, then size, then count. */
export function filesProblem(files: readonly FileLike[], limits: UploadLimits, kept = 0): FileProblem | null {
  for (const file of files) {
    if (!limits.types.includes(file.type)) return "type";
    if (file.size > limits.maxBytes) return "size";
  }
  return kept + files.length > (limits.maxFiles ?? 1) ? "count" : null;
}
