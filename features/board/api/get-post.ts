import type { Post } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import type { Lang } from "@lib/i18n/locale";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import useSWR from "swr";
import { postsPath } from "./list-posts";

const PostSchema = lazyParser<Post>(() => import("./schemas").then((m) => m.PostSchema));

export const postPath = (site: SiteName, type: string, id: number) => `${postsPath(site, type)}/${id}`;

export const postKey = (site: SiteName, type: string, id: number, lang: Lang) =>
  [postPath(site, type, id), lang] as const;

/** One post with its files and neighbours. The server counts a view per call; a missing post answers 404. */
export async function fetchPost(site: SiteName, type: string, id: number, lang: Lang): Promise<Post> {
  const res = await request(postPath(site, type, id), { schema: PostSchema, query: { lang }, errorToast: false });
  return res.data;
}

/** Read once per visit: refetching on focus or reconnect would count views nobody made. */
export function usePost(site: SiteName, type: string, id: number | null, lang: Lang) {
  return useSWR<Post, Error>(
    id === null ? null : postKey(site, type, id, lang),
    () => fetchPost(site, type, id as number, lang),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
}
