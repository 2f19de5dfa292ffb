import { type Post, PostSchema, type PostSummary, PostSummarySchema } from "@contracts/boards";
import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { z } from "zod";

/** A site's board on the shared board service (`/api/v1/boards/{site}/{type}/posts`). */
export const boardPostsPath = (site: string, type: string) =>
  `/api/v1/boards/${encodeURIComponent(site)}/${encodeURIComponent(type)}/posts`;

export type BoardPage = { rows: PostSummary[]; meta: PageMeta };

/** One page of a board, pinned first then newest first, in the asked language. */
export async function fetchBoardPosts(
  site: string,
  type: string,
  lang: Lang,
  page: number,
  perPage: number,
): Promise<BoardPage> {
  const res = await request(boardPostsPath(site, type), {
    schema: z.array(PostSummarySchema),
    query: { lang, page, per_page: perPage },
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

/** `type` null (no such board) asks nothing. */
export function useBoardPosts(site: string, type: string | null, lang: Lang, page: number, perPage: number) {
  return useSWR<BoardPage, Error>(
    type === null ? null : ([boardPostsPath(site, type), lang, page, perPage] as const),
    () => fetchBoardPosts(site, type as string, lang, page, perPage),
  );
}

/** One post with its text and files; the server counts a view per call, so it is read once per visit. */
export async function fetchBoardPost(site: string, type: string, id: number, lang: Lang): Promise<Post> {
  const res = await request(`${boardPostsPath(site, type)}/${id}`, {
    schema: PostSchema,
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

export function useBoardPost(site: string, type: string, id: number | null, lang: Lang) {
  return useSWR<Post, Error>(
    id === null ? null : ([boardPostsPath(site, type), id, lang] as const),
    () => fetchBoardPost(site, type, id as number, lang),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}
