import { type PostSummary, PostSummarySchema } from "@contracts/boards";
import type { PageMeta } from "@contracts/envelope";
import type { SiteName } from "@contracts/site-map";
import { requestPage } from "@blocks/feature-kit";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { KEY_ROOT, postsPath } from "./paths";

export const ADMIN_POSTS_PAGE_SIZE = 20;

export type AdminPostPage = { rows: PostSummary[]; meta: PageMeta };

/** `GET /boards/{site}/{type}/posts`: one page of a board, pinned first then newest; the screen says a failure. */
export async function fetchPosts(site: SiteName, type: string, page: number, lang: Lang): Promise<AdminPostPage> {
  return requestPage(postsPath(site, type), {
    row: PostSummarySchema,
    query: { lang, page, per_page: ADMIN_POSTS_PAGE_SIZE },
    errorToast: false,
  });
}

export function useAdminPosts(site: SiteName, type: string, page: number, lang: Lang) {
  return useSWR<AdminPostPage, Error>([KEY_ROOT, "posts", site, type, page, lang], () =>
    fetchPosts(site, type, page, lang),
  );
}
