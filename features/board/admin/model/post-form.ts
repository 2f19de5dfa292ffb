import {
  ATTACHMENT_TYPES,
  type AdminPost,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  type WritePostBody,
  WritePostBodySchema,
} from "@contracts/boards";
import { filesProblem } from "@blocks/feature-kit";
import type { Translate } from "@lib/i18n/feature-text";
import { issueText } from "./messages";

/** What the editor fills: both languages, the pin and, for a new post, its files. */
export type PostValues = {
  title_en: string;
  title_ko: string;
  content_en: string;
  content_ko: string;
  pinned: boolean;
  files: File[];
};
export type PostField = keyof PostValues;
export const POST_FIELDS = ["title_en", "title_ko", "content_en", "content_ko", "pinned", "files"] as const;

export const TITLE_MAX = 200;
export const CONTENT_MAX = 20_000;
export const ATTACHMENT_LIMITS = { types: ATTACHMENT_TYPES, maxBytes: MAX_ATTACHMENT_BYTES, maxFiles: MAX_ATTACHMENTS };

export const EMPTY_POST: PostValues = {
  title_en: "",
  title_ko: "",
  content_en: "",
  content_ko: "",
  pinned: false,
  files: [],
};

/** A saved post as the form starts from it. */
export function postValues(post: AdminPost): PostValues {
  return {
    title_en: post.title_en,
    title_ko: post.title_ko,
    content_en: post.content_en,
    content_ko: post.content_ko,
    pinned: post.pinned,
    files: [],
  };
}

/**
 * The body the contract takes. The editor has no fields for an event's days, link or picture (these boards use
 * none), so a saved post keeps the ones it has: a PUT replaces them all.
 */
export function postBody(values: PostValues, saved?: AdminPost): WritePostBody {
  return {
    title_en: values.title_en.trim(),
    title_ko: values.title_ko.trim(),
    content_en: values.content_en.trim(),
    content_ko: values.content_ko.trim(),
    pinned: values.pinned,
    starts_on: saved?.starts_on ?? null,
    ends_on: saved?.ends_on ?? null,
    link_path: saved?.link_path ?? null,
    image_path: saved?.image_path ?? null,
  };
}

/** The contract's rules and the files' checks, as issues on the editor's fields in the page's language. */
export function postIssues(values: PostValues, t: Translate): { field: PostField; message: string }[] {
  const issues: { field: PostField; message: string }[] = [];
  const parsed = WritePostBodySchema.safeParse(postBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = POST_FIELDS.find((name) => name === issue.path[0]);
      if (field) issues.push({ field, message: issueText(issue, t) });
    }
  }
  const problem = filesProblem(values.files, ATTACHMENT_LIMITS);
  if (problem) issues.push({ field: "files", message: t(`messages.files.${problem}`, { max: MAX_ATTACHMENTS }) });
  return issues;
}
