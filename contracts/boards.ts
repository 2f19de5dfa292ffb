import { z } from "zod";
import { IsoDateSchema } from "./catalog";
import { envelopeSchema, PageMetaSchema } from "./envelope";
import { idParam, pageQuery, requiredString, text } from "./fields";
import { LangSchema } from "./settings";
import { DEFAULT_BOARD_TYPE, SHOP_BOARD_TYPES } from "./board-types";
import { SITE_NAMES } from "./site-map";

export { DEFAULT_BOARD_TYPE, SHOP_BOARD_TYPES };

/**
 * Boards: every site's notices, events, news, FAQ, press and media lists, from one service. A board belongs to a
 * site and has a type; posts carry both languages and are answered in the one asked for. Operators (admin token)
 * write, everyone reads.
 */

export const SiteNameSchema = z.enum(SITE_NAMES);

export const BoardTypeSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/);

export const BoardSchema = z
  .object({ site: SiteNameSchema, type: BoardTypeSchema, name: z.string() })
  .meta({ id: "Board" });
export type Board = z.infer<typeof BoardSchema>;

export const AttachmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    /** Download address (same origin). */
    url: z.string(),
  })
  .meta({ id: "Attachment" });
export type Attachment = z.infer<typeof AttachmentSchema>;

/** Attachments: PDF, PNG, JPEG or WebP, each up to 10 MB, at most 5 per post or inquiry (checked by content). */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

/** Events are current while their last day (Korean calendar) is today or later; undated posts are not events. */
export const EventPhaseSchema = z.enum(["current", "past"]);
export type EventPhase = z.infer<typeof EventPhaseSchema>;

export const PostSummarySchema = z
  .object({
    id: z.number().int(),
    site: SiteNameSchema,
    type: BoardTypeSchema,
    title: z.string(),
    /** The first ~160 characters of the content, for lists and cards. */
    excerpt: z.string(),
    pinned: z.boolean(),
    starts_on: IsoDateSchema.nullable(),
    ends_on: IsoDateSchema.nullable(),
    link_path: z.string().nullable(),
    image: z.string().nullable(),
    view_count: z.number().int(),
    attachment_count: z.number().int(),
    published_at: z.string(),
  })
  .meta({ id: "PostSummary" });
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostNeighbourSchema = z.object({ id: z.number().int(), title: z.string() });

export const PostSchema = PostSummarySchema.extend({
  content: z.string(),
  attachments: z.array(AttachmentSchema),
  /** In list order (pinned first, then newest first): the newer neighbour is `previous`. */
  previous: PostNeighbourSchema.nullable(),
  next: PostNeighbourSchema.nullable(),
}).meta({ id: "Post" });
export type Post = z.infer<typeof PostSchema>;

/** `GET /api/v1/boards/{site}/{type}/posts` */
export const BoardParamsSchema = z.object({ site: SiteNameSchema, type: BoardTypeSchema });
export const PostListQuerySchema = z.object({
  lang: LangSchema.default("en"),
  ...pageQuery(50, 10),
  /** Searches title and content in the asked language. */
  keyword: text().trim().max(100).default(""),
  /** Events only: current or past. */
  phase: EventPhaseSchema.optional(),
});
export type PostListQuery = Partial<z.output<typeof PostListQuerySchema>>;
export const PostListResponseSchema = envelopeSchema(
  z.array(PostSummarySchema),
  PageMetaSchema.extend({ board: BoardSchema }),
);
export type PostListResponse = z.infer<typeof PostListResponseSchema>;

/** `GET /api/v1/boards/{site}/{type}/posts/{id}` (counts a view) */
export const PostParamsSchema = BoardParamsSchema.extend({ id: idParam() });
export const PostQuerySchema = z.object({ lang: LangSchema.default("en") });
export const PostResponseSchema = envelopeSchema(PostSchema);
export type PostResponse = z.infer<typeof PostResponseSchema>;

/** `GET /api/v1/attachments/{id}`: the file, with its stored type and a download name. */
export const AttachmentParamsSchema = z.object({ id: idParam() });

/** Operators: `POST /api/v1/admin/boards/{site}/{type}/posts` (JSON or multipart with `files`), `PUT .../{id}`, `DELETE .../{id}`. */
export const WritePostBodySchema = z
  .object({
    title_en: requiredString().max(200),
    title_ko: requiredString().max(200),
    content_en: requiredString().max(20000),
    content_ko: requiredString().max(20000),
    pinned: z.boolean().default(false),
    starts_on: IsoDateSchema.nullable().default(null),
    ends_on: IsoDateSchema.nullable().default(null),
    link_path: text()
      .regex(/^\/[^/\\]/, "Use a path on this site, such as /product/search/festival/all.")
      .nullable()
      .default(null),
    image_path: text()
      .regex(/^\/images\//)
      .nullable()
      .default(null),
  })
  .refine((post) => !post.starts_on || !post.ends_on || post.ends_on >= post.starts_on, {
    path: ["ends_on"],
    message: "The last day cannot be before the first day.",
  });
export type WritePostBody = z.input<typeof WritePostBodySchema>;

/** Operators: `GET /api/v1/admin/boards/{site}/{type}/posts/{id}`, a post in both languages as the editor fills it. */
export const AdminPostSchema = z
  .object({
    id: z.number().int(),
    site: SiteNameSchema,
    type: BoardTypeSchema,
    title_en: z.string(),
    title_ko: z.string(),
    content_en: z.string(),
    content_ko: z.string(),
    pinned: z.boolean(),
    starts_on: IsoDateSchema.nullable(),
    ends_on: IsoDateSchema.nullable(),
    link_path: z.string().nullable(),
    image_path: z.string().nullable(),
    attachments: z.array(AttachmentSchema),
    view_count: z.number().int(),
    published_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "AdminPost" });
export type AdminPost = z.infer<typeof AdminPostSchema>;
export const AdminPostResponseSchema = envelopeSchema(AdminPostSchema);
export type AdminPostResponse = z.infer<typeof AdminPostResponseSchema>;
