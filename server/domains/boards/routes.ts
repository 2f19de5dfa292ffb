import {
  AdminPostResponseSchema,
  BoardParamsSchema,
  PostListQuerySchema,
  PostListResponseSchema,
  PostParamsSchema,
  PostQuerySchema,
  PostResponseSchema,
  WritePostBodySchema,
} from "@contracts/boards";
import { envelopeSchema } from "@contracts/envelope";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiApp } from "../../platform/http/env";
import { contentType, isFormType } from "../../platform/http/multipart";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { filesField, mergeListField, type UploadedFile } from "../../platform/http/uploads";
import { validationErrorBody } from "../../platform/http/validation";
import { ATTACHMENT_MESSAGES, ATTACHMENTS_BODY_LIMIT, attachmentsTooLarge, checkAttachments } from "./attachments";
import {
  boardAnswer,
  createPost,
  deletePost,
  findBoard,
  listPosts,
  type PostInput,
  readAdminPost,
  readPost,
  updatePost,
  viewPost,
} from "./boards";
import { uploadDoor } from "../../platform/http/upload-door";
import { requireShopScope } from "../../platform/http/auth-middleware";
import { asActor, recordAudit } from "../audit/audit";
import type { AppContext } from "../../platform/context";

const boardNotFoundResponse = errorResponse("404 NOT_FOUND: no such board (site and type)");
const postNotFoundResponse = errorResponse("404 NOT_FOUND: no such board, or no such post on it");
const scopeForbidden = errorResponse(
  "403 FORBIDDEN: another role than the door's, or a console clerk or viewer on another site's board than the shop's",
);

const FORM_NULLABLE = ["starts_on", "ends_on", "link_path", "image_path"] as const;

/**
 * A form's strings as the JSON body's values: `true`/`false`/`on` for `pinned`, an empty optional field as null,
 * and files under `files` or `files[]`.
 */
function postFromForm(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const form = { ...(mergeListField(value, "files") as Record<string, unknown>) };
  for (const key of FORM_NULLABLE) if (form[key] === "") form[key] = null;
  if (form.pinned === "true" || form.pinned === "on") form.pinned = true;
  else if (form.pinned === "false" || form.pinned === "") form.pinned = false;
  return form;
}

const PostFormSchema = z.preprocess(
  postFromForm,
  WritePostBodySchema.and(z.object({ files: filesField(ATTACHMENT_MESSAGES.type) })),
);

const DeletedResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));

/**
 * Every site's boards from one service: everyone reads (a view is counted per detail read), operators write. An
 * unknown board is 404; a post is found only on its own board.
 */
export function registerBoardRoutes(app: ApiApp, { db, now, requireAuth, doors }: AppContext) {
  const clerkUpload = uploadDoor(requireAuth, "clerk", {
    maxBytes: ATTACHMENTS_BODY_LIMIT,
    tooLarge: attachmentsTooLarge,
  });

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/boards/{site}/{type}/posts",
      tags: ["boards"],
      summary: "A board's posts: pinned first, then newest",
      description:
        "`keyword` searches title and content in the asked language. `phase` (events) keeps dated posts only: " +
        "`current` ends today or later in Korea, `past` ended before (most recently ended first).",
      request: { params: BoardParamsSchema, query: PostListQuerySchema },
      responses: {
        200: jsonContent(PostListResponseSchema, "One page; meta has the paging and the board's name"),
        404: boardNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type } = c.req.valid("param");
      const query = c.req.valid("query");
      const board = await findBoard(db, site, type);
      const { rows, meta } = await listPosts(db, board, query, now());
      return c.json(ok(rows, { ...meta, board: boardAnswer(board, query.lang) }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/boards/{site}/{type}/posts/{id}",
      tags: ["boards"],
      summary: "One post with its files and neighbours (counts a view)",
      description: "`previous` is the newer neighbour in list order, `next` the older one.",
      request: { params: PostParamsSchema, query: PostQuerySchema },
      responses: {
        200: jsonContent(PostResponseSchema, "The post"),
        404: postNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type, id } = c.req.valid("param");
      const board = await findBoard(db, site, type);
      return c.json(ok(await viewPost(db, board, id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    clerkUpload({
      method: "post",
      path: "/api/v1/admin/boards/{site}/{type}/posts",
      tags: ["admin", "boards"],
      summary: "Publish a post (operators; the console's clerks: the shop's boards)",
      description:
        "Written to the audit trail (subject post, action published). A console clerk publishes on the shop's " +
        "boards only (another site is 403); a viewer is refused. JSON, or multipart/form-data with the same fields as strings (`pinned` as `true`/`false`, empty optional " +
        "fields as none) plus up to 5 `files` (PDF, PNG, JPEG or WebP up to 10 MB each, checked by content). The " +
        "post and its files are stored together or not at all.",
      request: {
        params: BoardParamsSchema,
        query: PostQuerySchema,
        body: {
          content: {
            "application/json": { schema: WritePostBodySchema },
            "multipart/form-data": { schema: PostFormSchema },
          },
          required: false,
        },
      },
      responses: {
        201: jsonContent(PostResponseSchema, "Published"),
        403: scopeForbidden,
        404: boardNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type } = c.req.valid("param");
      const actor = c.get("principal");
      requireShopScope(actor, site);
      const board = await findBoard(db, site, type);
      const bodyType = contentType(c);
      let input: PostInput;
      let files: UploadedFile[] = [];
      if (isFormType(bodyType)) {
        // The validator ran the form schema; the declared type is the union of both bodies.
        const { files: uploads, ...fields } = c.req.valid("form") as z.output<typeof PostFormSchema>;
        input = fields;
        files = await checkAttachments(uploads);
      } else if (bodyType.includes("json")) {
        input = c.req.valid("json");
      } else {
        return missingBody(c);
      }
      const lang = c.req.valid("query").lang;
      const id = await asActor(db, actor, async (tx) => {
        const made = await createPost(tx, board, input, files, actor.accountId, now());
        await recordAudit(tx, actor, {
          subject: "post",
          subjectId: made,
          action: "published",
          detail: { board: { from: null, to: `${site}/${type}` }, title_en: { from: null, to: input.title_en } },
        });
        return made;
      });
      return c.json(ok(await readPost(db, board, id, lang)), 201);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/boards/{site}/{type}/posts/{id}",
      tags: ["admin", "boards"],
      summary: "One post in English and Korean, as the editor fills it (operators; the console's staff: the shop's)",
      description: "Counts no view: an operator's reading is not a reader's.",
      request: { params: PostParamsSchema },
      responses: {
        200: jsonContent(AdminPostResponseSchema, "The post"),
        403: scopeForbidden,
        404: postNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type, id } = c.req.valid("param");
      requireShopScope(c.get("principal"), site);
      return c.json(ok(await readAdminPost(db, await findBoard(db, site, type), id)), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "put",
      path: "/api/v1/admin/boards/{site}/{type}/posts/{id}",
      tags: ["admin", "boards"],
      summary: "Change a post (operators; the console's clerks: the shop's boards)",
      description:
        "Replaces titles, contents, pinning, days, link and image; files, views and publication stay. Written to " +
        "the audit trail (subject post, action edited, the changed fields' old and new values).",
      request: {
        params: PostParamsSchema,
        query: PostQuerySchema,
        body: { content: { "application/json": { schema: WritePostBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PostResponseSchema, "The post as it is now"),
        403: scopeForbidden,
        404: postNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type, id } = c.req.valid("param");
      const actor = c.get("principal");
      requireShopScope(actor, site);
      const board = await findBoard(db, site, type);
      await asActor(db, actor, async (tx) => {
        const changes = await updatePost(tx, board, id, c.req.valid("json"), now());
        await recordAudit(tx, actor, { subject: "post", subjectId: id, action: "edited", detail: changes });
      });
      return c.json(ok(await readPost(db, board, id, c.req.valid("query").lang)), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "delete",
      path: "/api/v1/admin/boards/{site}/{type}/posts/{id}",
      tags: ["admin", "boards"],
      summary: "Delete a post and its files (operators; the console's clerks: the shop's boards)",
      description: "Written to the audit trail (subject post, action deleted, with the post's English title).",
      request: { params: PostParamsSchema },
      responses: {
        200: jsonContent(DeletedResponseSchema, "Deleted"),
        403: scopeForbidden,
        404: postNotFoundResponse,
      },
    }),
    async (c) => {
      const { site, type, id } = c.req.valid("param");
      const actor = c.get("principal");
      requireShopScope(actor, site);
      const board = await findBoard(db, site, type);
      await asActor(db, actor, async (tx) => {
        const { title } = await deletePost(tx, board, id);
        await recordAudit(tx, actor, {
          subject: "post",
          subjectId: id,
          action: "deleted",
          detail: { title_en: { from: title, to: null } },
        });
      });
      return c.json(ok({ id }), 200);
    },
  );
}

/** No body, or one of another type: the JSON schema's own "required" answer. */
function missingBody(c: Context) {
  const parsed = WritePostBodySchema.safeParse({});
  if (parsed.success) throw new Error("post schema accepts an empty body");
  return c.json(validationErrorBody(parsed.error, "json"), 400);
}
