/*
 * The browser checks only what a file claims to be (its name and the type the system guesses from it); a renamed
 * file passes. These rules give fast, friendly feedback; the server checks the type again from the content
 * (magic bytes) and the size again, and is the one that decides.
 */

export type FileRules = {
  /** Allowed types: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`), as an array or
   * the comma-separated string of the `accept` attribute. Empty or missing: any type. */
  accept?: string | readonly string[];
  /** Largest allowed size of one file, in bytes. */
  maxSizeBytes?: number;
  /** Most files allowed in total, counting those already chosen. */
  maxFiles?: number;
};

export type FileRejectionReason = "type" | "size" | "count";

export type FileRejection = { file: File; reason: FileRejectionReason };

export type FileValidation = { accepted: File[]; rejected: FileRejection[] };

/** The accept rule as a clean list of lower-case tokens. */
export function parseAccept(accept: FileRules["accept"]): string[] {
  const tokens = typeof accept === "string" ? accept.split(",") : (accept ?? []);
  return tokens.map((token) => token.trim().toLowerCase()).filter(Boolean);
}

/** Browsers treat jpg and jpeg as one: ".jpg" accepts photo.jpeg and "image/jpeg" accepts a file typed image/jpg. */
function sameJpeg(text: string): string {
  return text.toLowerCase().replace(/(\.|\/)jpg\b/g, "$1jpeg");
}

/** Whether a file matches one of the accept tokens (by extension, exact MIME type or MIME wildcard). */
export function matchesAccept(file: Pick<File, "name" | "type">, accept: FileRules["accept"]): boolean {
  const tokens = parseAccept(accept).map(sameJpeg);
  if (tokens.length === 0) return true;
  const name = sameJpeg(file.name);
  const type = sameJpeg(file.type);
  return tokens.some((token) => {
    if (token.startsWith(".")) return name.endsWith(token);
    if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/**
 * Splits files into those accepted and those rejected with one reason each (type first, then size, then the
 * count): a wrong-type file never uses up a place. `alreadyChosen` is how many files the list already holds.
 */
export function validateFiles(files: readonly File[], rules: FileRules, alreadyChosen = 0): FileValidation {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!matchesAccept(file, rules.accept)) {
      rejected.push({ file, reason: "type" });
    } else if (rules.maxSizeBytes !== undefined && file.size > rules.maxSizeBytes) {
      rejected.push({ file, reason: "size" });
    } else if (rules.maxFiles !== undefined && alreadyChosen + accepted.length >= rules.maxFiles) {
      rejected.push({ file, reason: "count" });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * A size for people: "820 KB", "4.5 MB", "1.2 GB" (1 KB = 1024 bytes, as file managers count), digits in the
 * locale's style. Under 1 KB it still says KB ("0.5 KB"): a byte count reads as noise next to limits in MB.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= GB ? [bytes / GB, "GB"] : bytes >= MB ? [bytes / MB, "MB"] : [bytes / KB, "KB"];
  // one decimal only where it matters: "4.5 MB" but "820 KB"
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
  return `${number} ${unit}`;
}

/** Names for MIME types whose subtype reads badly ("vnd.openxmlformats-officedocument..."). */
const TYPE_NAMES: Record<string, string> = {
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
  "application/vnd.ms-powerpoint": "PPT",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PPTX",
  "application/x-hwp": "HWP",
  "application/haansofthwp": "HWP",
  "text/plain": "TXT",
  "image/svg+xml": "SVG",
};

export type AcceptGroupNames = { image: string; video: string; audio: string };

/**
 * The accept rule in words for people: "PNG, JPG, or PDF" (English) / "PNG, JPG 또는 PDF" (Korean).
 * Wildcards use the given group names ("images"); a name given twice (".png" and "image/png") is listed once.
 */
export function describeAccept(accept: FileRules["accept"], locale: string, groups: AcceptGroupNames): string {
  const names = parseAccept(accept).map((token) => {
    if (token.startsWith(".")) return token.slice(1).toUpperCase();
    if (token.endsWith("/*")) {
      const group = token.slice(0, -2);
      return group === "image" || group === "video" || group === "audio" ? groups[group] : token;
    }
    return TYPE_NAMES[token] ?? (token.split("/")[1] ?? token).toUpperCase();
  });
  const unique = [...new Set(names)];
  return new Intl.ListFormat(locale, { type: "disjunction" }).format(unique);
}
