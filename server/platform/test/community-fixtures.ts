import { tinyPdf } from "../../domains/boards/seed";
import { body, call, type AuthTestApp, seededWorld, type SeededWorld, type WorldMember } from "./auth-fixtures";

/**
 * The board, inquiry and promotion tests' world: a seeded database (boards, posts, codes, demo inquiries), an app on
 * a test clock, an operator token and fresh members made straight in the database with real tokens.
 */
export type Community = SeededWorld;

export type CommunityMember = WorldMember;

export function createCommunity(options: { start?: Date } = {}): Promise<Community> {
  return seededWorld({ ...options, domain: "community.test", label: "c" });
}

// Real files of each kind, recognised by their bytes.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
export const PDF = tinyPdf(["Test document"]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);
export const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from("WEBPVP8 "),
  Buffer.from([0x0e, 0x00, 0x00, 0x00, 0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x01, 0x00, 0x01, 0x00]),
]);
export const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
export const TEXT = Buffer.from("just some text, not a picture");

export type UploadSpec = { data: Buffer; name: string; type?: string };

/** A multipart body: text fields, then files under `key` (default `files`). */
export function form(fields: Record<string, string>, files: readonly UploadSpec[] = [], key = "files"): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) {
    data.append(
      key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  return data;
}

/** GET and expect 200; answers the parsed `{ data, meta }`. */
export async function getOk<T>(app: AuthTestApp, path: string, token?: string): Promise<T> {
  const res = await call(app, "GET", path, { token });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return body<T>(res);
}
