import type { Board, EventPhase, PostSummary } from "@contracts/boards";
import type { PageMeta } from "@contracts/envelope";
import type { SiteName } from "@contracts/site-map";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import useSWR from "swr";

export const BOARDS_PATH = "/api/v1/boards";
export const BOARD_PAGE_SIZE = 10;

export const postsPath = (site: SiteName, type: string) =>
  `${BOARDS_PATH}/${encodeURIComponent(site)}/${encodeURIComponent(type)}/posts`;

export type PostListParams = {
  site: SiteName;
  type: string;
  lang: Lang;
  page: number;
  keyword?: string;
  perPage?: number;
  /** Events only: current (last day today or later, in Korea) or past. */
  phase?: EventPhase;
};

export type PostPage = { rows: PostSummary[]; meta: PageMeta; board: Board | null };

const schemas = () => import("./schemas");
const PostsSchema = lazyParser<PostSummary[]>(() => schemas().then((m) => m.PostsSchema));

export const postsKey = (params: PostListParams) =>
  [
    postsPath(params.site, params.type),
    params.lang,
    params.page,
    params.perPage ?? BOARD_PAGE_SIZE,
    params.keyword ?? "",
    params.phase ?? "",
  ] as const;

/** A page of a board's posts, pinned first then newest first, in the asked language. The page shows failures. */
export async function fetchPosts(params: PostListParams): Promise<PostPage> {
  const res = await request(postsPath(params.site, params.type), {
    schema: PostsSchema,
    query: {
      lang: params.lang,
      page: params.page,
      per_page: params.perPage ?? BOARD_PAGE_SIZE,
      keyword: params.keyword || undefined,
      phase: params.phase,
    },
    errorToast: false,
  });
  const meta = (await schemas()).ListMetaSchema.parse(res.meta);
  return { rows: res.data, meta, board: meta.board ?? null };
}

export function usePosts(params: PostListParams | null) {
  return useSWR<PostPage, Error>(params ? postsKey(params) : null, () => fetchPosts(params as PostListParams), {
    keepPreviousData: true,
  });
}
