import { z } from "@hono/zod-openapi";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "./errors";

/**
 * Uploaded files, checked by their bytes (never by name or declared type): sign-up documents, board and inquiry
 * attachments. One checker, so every upload in the API follows the same rules.
 */

export type UploadedFile = { name: string; mime: string; data: Buffer };

export type UploadRules = {
  /** The form field the error names. */
  field: string;
  maxBytes: number;
  /** MIME types as `file-type` detects them. */
  types: readonly string[];
  messages: { type: string; tooLarge: string };
};

export const isBlob = (value: unknown): value is File =>
  typeof value === "object" && value !== null && typeof (value as Blob).arrayBuffer === "function";

export function uploadError(field: string, message: string) {
  return new AppError(400, "VALIDATION_ERROR", `${field}: ${message}`, field, [{ field, message }]);
}

const NAME_MAX = 200;

/**
 * The name to store and send back in Content-Disposition: the last path segment, without control characters (a
 * header must not break on it), at most 200 characters.
 */
export function cleanFileName(name: string, fallbackExt: string): string {
  const base = (name.split(/[/\\]/).pop() ?? "")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, NAME_MAX);
  return base || `upload.${fallbackExt}`;
}

/** One file checked against the rules; an empty file input (no name, no bytes) is "no file". */
export async function checkUpload(file: File, rules: UploadRules): Promise<UploadedFile | undefined> {
  if (file.size === 0 && !file.name) return undefined;
  if (file.size > rules.maxBytes) throw uploadError(rules.field, rules.messages.tooLarge);
  const data = Buffer.from(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !rules.types.includes(detected.mime)) throw uploadError(rules.field, rules.messages.type);
  return { name: cleanFileName(file.name, detected.ext), mime: detected.mime, data };
}

/** Several files under one field: at most `maxFiles`, each checked; empty inputs are dropped. */
export async function checkUploads(
  files: readonly File[],
  rules: UploadRules & { maxFiles: number; tooMany: string },
): Promise<UploadedFile[]> {
  const given = files.filter((file) => file.size > 0 || file.name);
  if (given.length > rules.maxFiles) throw uploadError(rules.field, rules.tooMany);
  const checked: UploadedFile[] = [];
  for (const file of given) {
    const upload = await checkUpload(file, rules);
    if (upload) checked.push(upload);
  }
  return checked;
}

/** A form value as a list: absent is none, one part is one, repeated parts stay a list. */
export function asList(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? (value as unknown[]) : [value];
}

/**
 * A parsed form with the parts of `name[]` (as some form libraries send them) moved under `name`, so one schema
 * reads both spellings.
 */
export function mergeListField(form: unknown, name: string): unknown {
  if (typeof form !== "object" || form === null || !(`${name}[]` in form)) return form;
  const { [`${name}[]`]: more, [name]: first, ...rest } = form as Record<string, unknown>;
  return { ...rest, [name]: [...asList(first), ...asList(more)] };
}

/** A multipart field of files, one part or several; a text part where a file belongs is refused with `message`. */
export function filesField(message: string) {
  return z
    .preprocess(
      (value) => (value === "" ? [] : asList(value)),
      z.array(z.custom<File>((value) => isBlob(value), message)),
    )
    .openapi({
      type: "array",
      items: { type: "string", format: "binary" },
    });
}
