import type { Post, PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { HttpResponse, http } from "msw";
import { useState } from "react";
import { type RouteObject, createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { type MicrositeConfig, MicrositeLayout } from "./microsite-layout";
import { RootLayout } from "./root-layout";

// What a site's pages stories share: the site's page routes inside its layout, and its boards as the server answers
// them (the site sees the board feature only through its door).

/**
 * A story component showing a site's pages as the site mounts them: its page `routes` inside its layout, in a memory
 * router opened at `path`.
 */
export function micrositePagesAt(site: MicrositeConfig, routes: RouteObject[]) {
  return function PagesAt({ path }: { path: string }) {
    const [router] = useState(() =>
      createMemoryRouter(
        [{ element: <RootLayout />, children: [{ element: <MicrositeLayout site={site} />, children: routes }] }],
        { initialEntries: [path] },
      ),
    );
    return <RouterProvider router={router} />;
  };
}

export type StoryLang = "en" | "ko";
export type StoryText = Record<StoryLang, string>;

/** A board's post in both languages, with its files if it has any. */
export type StoryPost = {
  id: number;
  title: StoryText;
  content: StoryText;
  published_at: string;
  pinned?: boolean;
  files?: Post["attachments"];
};

/** A site's boards by type: each board's name and its posts in order. */
export type StoryBoards = Record<string, { name: StoryText; posts: readonly StoryPost[] }>;

/** The language a call asks for (`?lang=`). */
export const langOf = (request: Request): StoryLang =>
  new URL(request.url).searchParams.get("lang") === "ko" ? "ko" : "en";

function summary(site: SiteName, type: string, post: StoryPost, lang: StoryLang): PostSummary {
  return {
    id: post.id,
    site,
    type,
    title: post.title[lang],
    excerpt: post.content[lang].slice(0, 160),
    pinned: post.pinned ?? false,
    starts_on: null,
    ends_on: null,
    link_path: null,
    image: null,
    view_count: 42,
    attachment_count: post.files?.length ?? 0,
    published_at: post.published_at,
  };
}

/**
 * The board calls of `site` answered from `boards`: a board's list (one page of all its posts) and a post; an
 * unknown board or post is answered by `notFound`.
 */
export function boardStoryHandlers(site: SiteName, boards: StoryBoards, notFound: () => Response) {
  return [
    http.get(`/api/v1/boards/${site}/:type/posts`, ({ params, request }) => {
      const type = String(params.type);
      const board = boards[type];
      if (!board) return notFound();
      const lang = langOf(request);
      return HttpResponse.json({
        data: board.posts.map((post) => summary(site, type, post, lang)),
        meta: {
          page: 1,
          per_page: 10,
          total: board.posts.length,
          total_pages: 1,
          board: { site, type, name: board.name[lang] },
        },
      });
    }),
    http.get(`/api/v1/boards/${site}/:type/posts/:id`, ({ params, request }) => {
      const type = String(params.type);
      const post = boards[type]?.posts.find((item) => item.id === Number(params.id));
      if (!post) return notFound();
      const lang = langOf(request);
      const data: Post = {
        ...summary(site, type, post, lang),
        content: post.content[lang],
        attachments: post.files ?? [],
        previous: null,
        next: null,
      };
      return HttpResponse.json({ data, meta: {} });
    }),
  ];
}
