import { auditEntryFixture, auditHandlers } from "@blocks/console";
import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import type { AdminPost, PostSummary, WritePostBody } from "@contracts/boards";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { delay, http } from "msw";
import { postsFixture } from "./fixtures";

const POSTS = "/api/v1/boards/:site/:type/posts";
const ADMIN_POSTS = "/api/v1/admin/boards/:site/:type/posts";
const ADMIN_POST = `${ADMIN_POSTS}/:id`;
const BOARD_NAMES: Record<string, [string, string]> = {
  faq: ["FAQ", "자주 묻는 질문"],
  notice: ["Notices", "공지사항"],
};
const REQUIRED = ["title_en", "title_ko", "content_en", "content_ko"] as const;

export type BoardAdminApiOptions = {
  posts?: readonly AdminPost[];
  /** A title the server refuses on `title_ko`, as if another rule of the service held it. */
  refusedTitle?: string;
};

const summaryOf = (post: AdminPost, lang: string): PostSummary => {
  const ko = lang === "ko";
  const content = ko ? post.content_ko : post.content_en;
  return {
    id: post.id,
    site: post.site,
    type: post.type,
    title: ko ? post.title_ko : post.title_en,
    excerpt: content.slice(0, 160),
    pinned: post.pinned,
    starts_on: post.starts_on,
    ends_on: post.ends_on,
    link_path: post.link_path,
    image: post.image_path,
    view_count: post.view_count,
    attachment_count: post.attachments.length,
    published_at: post.published_at,
  };
};

/** The public answer of a post (the writes answer it so). */
const publicOf = (post: AdminPost, lang: string) => ({
  ...summaryOf(post, lang),
  content: lang === "ko" ? post.content_ko : post.content_en,
  attachments: post.attachments,
  previous: null,
  next: null,
});

/** A body read from JSON or the multipart form, as the server takes it. */
async function bodyOf(request: Request): Promise<{ body: Partial<WritePostBody>; files: File[] }> {
  if ((request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    const form = await request.formData();
    const text = (name: string) => (form.get(name) as string | null) ?? undefined;
    return {
      body: {
        title_en: text("title_en"),
        title_ko: text("title_ko"),
        content_en: text("content_en"),
        content_ko: text("content_ko"),
        pinned: text("pinned") === "true",
      },
      files: form.getAll("files").filter((value): value is File => value instanceof File),
    };
  }
  return { body: (await request.json()) as Partial<WritePostBody>, files: [] };
}

/**
 * The boards' API as the server answers it, remembering every write: the public list (pinned first, then newest,
 * paged) in the asked language, the operators' read of one post, publish (JSON or with files), change, delete;
 * 400 naming each empty field, 404 for a post that is not there.
 */
export function boardAdminApi(options: BoardAdminApiOptions = {}) {
  let posts = (options.posts ?? postsFixture).map((post) => structuredClone(post));
  let nextId = 100;
  const writes = {
    created: [] as { type: string; body: Partial<WritePostBody>; files: string[] }[],
    updated: [] as { id: number; body: Partial<WritePostBody> }[],
    deleted: [] as number[],
  };
  const find = (type: string, id: number) => posts.find((post) => post.type === type && post.id === id);

  function refusal(body: Partial<WritePostBody>) {
    const issues = REQUIRED.filter((field) => !String(body[field] ?? "").trim()).map((field) => ({
      field,
      message: REQUIRED_MESSAGE,
    }));
    if (options.refusedTitle && body.title_ko === options.refusedTitle)
      issues.push({ field: "title_ko", message: "This title is already used on this board." });
    if (issues.length === 0) return null;
    return apiError(400, "VALIDATION_ERROR", issues[0]?.message ?? "", { issues });
  }

  return {
    writes,
    handlers: [
      // a saved post's trail: who published it
      auditHandlers.entries([auditEntryFixture({ subject: "post", subject_id: "21", action: "published" })]),
      http.get(POSTS, ({ params, request }) => {
        const url = new URL(request.url);
        const lang = url.searchParams.get("lang") ?? "en";
        const type = String(params.type);
        const rows = posts
          .filter((post) => post.type === type)
          .sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.published_at.localeCompare(a.published_at))
          .map((post) => summaryOf(post, lang));
        const names = BOARD_NAMES[type] ?? [type, type];
        return paged(rows, url, { board: { site: params.site, type, name: lang === "ko" ? names[1] : names[0] } });
      }),
      http.get(ADMIN_POST, ({ params }) => {
        const post = find(String(params.type), Number(params.id));
        return post ? ok(post) : apiError(404, "NOT_FOUND", "This post was not found.");
      }),
      http.post(ADMIN_POSTS, async ({ params, request }) => {
        const { body, files } = await bodyOf(request);
        const type = String(params.type);
        writes.created.push({ type, body, files: files.map((file) => file.name) });
        await delay(20);
        const refused = refusal(body);
        if (refused) return refused;
        const at = new Date().toISOString();
        const post: AdminPost = {
          id: nextId++,
          site: "seouledutravel",
          type,
          title_en: body.title_en ?? "",
          title_ko: body.title_ko ?? "",
          content_en: body.content_en ?? "",
          content_ko: body.content_ko ?? "",
          pinned: body.pinned ?? false,
          starts_on: null,
          ends_on: null,
          link_path: null,
          image_path: null,
          attachments: files.map((file, index) => ({
            id: 900 + index,
            name: file.name,
            mime: file.type,
            size: file.size,
            url: `/api/v1/attachments/${900 + index}`,
          })),
          view_count: 0,
          published_at: at,
          updated_at: at,
        };
        posts = [...posts, post];
        return ok(publicOf(post, new URL(request.url).searchParams.get("lang") ?? "en"), {}, 201);
      }),
      http.put(ADMIN_POST, async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await request.json()) as Partial<WritePostBody>;
        writes.updated.push({ id, body });
        await delay(20);
        const post = find(String(params.type), id);
        if (!post) return apiError(404, "NOT_FOUND", "This post was not found.");
        const refused = refusal(body);
        if (refused) return refused;
        const updated: AdminPost = {
          ...post,
          title_en: body.title_en ?? "",
          title_ko: body.title_ko ?? "",
          content_en: body.content_en ?? "",
          content_ko: body.content_ko ?? "",
          pinned: body.pinned ?? false,
          updated_at: new Date().toISOString(),
        };
        posts = posts.map((one) => (one.id === id ? updated : one));
        return ok(publicOf(updated, new URL(request.url).searchParams.get("lang") ?? "en"));
      }),
      http.delete(ADMIN_POST, ({ params }) => {
        const id = Number(params.id);
        writes.deleted.push(id);
        if (!find(String(params.type), id)) return apiError(404, "NOT_FOUND", "This post was not found.");
        posts = posts.filter((post) => post.id !== id);
        return ok({ id });
      }),
      http.get(
        "/api/v1/attachments/:id",
        () => new Response(new Blob(["%PDF-1.7 story"], { type: "application/pdf" })),
      ),
    ],
  };
}

/** Nothing published yet. */
export const emptyApi = () => boardAdminApi({ posts: [] });
/** Every read waiting forever: the loading state. */
export const loadingHandlers = [http.get(POSTS, never), http.get(ADMIN_POST, never)];
/** Every read failing: the server is down for a moment. */
export const errorHandlers = [POSTS, ADMIN_POST].map((path) =>
  http.get(path, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** The session ended elsewhere: the operators' reads and writes answer 401 (the public list still answers). */
export const unauthorizedApi = () => {
  const api = boardAdminApi();
  return [
    http.get(ADMIN_POST, () => unauthorized()),
    http.post(ADMIN_POSTS, () => unauthorized()),
    http.put(ADMIN_POST, () => unauthorized()),
    http.delete(ADMIN_POST, () => unauthorized()),
    ...api.handlers,
  ];
};
