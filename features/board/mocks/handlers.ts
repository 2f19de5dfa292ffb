import { apiError, never } from "@blocks/mock-api";
import type { Post, PostSummary } from "@contracts/boards";
import { HttpResponse, http } from "msw";
import { BOARDS_PATH } from "../api/list-posts";
import { events, notices } from "./fixtures";

const LIST = `${BOARDS_PATH}/:site/:type/posts`;
const DETAIL = `${BOARDS_PATH}/:site/:type/posts/:id`;

const BOARD_NAMES: Record<string, string> = {
  notice: "Notices",
  event: "Events",
  news: "News",
  press: "Press releases",
  media: "Media",
  faq: "FAQ",
};

/** Pages and searches rows as the server does (pinned first, then newest first; title and text match). */
function page(rows: readonly PostSummary[], url: URL, site: string, type: string) {
  const pageNo = Number(url.searchParams.get("page") ?? "1");
  const perPage = Number(url.searchParams.get("per_page") ?? "10");
  const keyword = (url.searchParams.get("keyword") ?? "").toLowerCase();
  const found = rows
    .filter((row) => !keyword || `${row.title} ${row.excerpt}`.toLowerCase().includes(keyword))
    .toSorted((a, b) => Number(b.pinned) - Number(a.pinned) || b.published_at.localeCompare(a.published_at));
  return HttpResponse.json({
    data: found.slice((pageNo - 1) * perPage, pageNo * perPage),
    meta: {
      page: pageNo,
      per_page: perPage,
      total: found.length,
      total_pages: Math.ceil(found.length / perPage),
      board: { site, type, name: BOARD_NAMES[type] ?? type },
    },
  });
}

/**
 * Lists by board type, for any site; `boards` replaces a board's rows, e.g. `{ notice: [] }` for an empty one, or
 * adds a site's own board (`{ press: martPress }`).
 */
export function listHandler(boards: Partial<Record<string, readonly PostSummary[]>> = {}) {
  const rows: Record<string, readonly PostSummary[]> = {
    notice: notices,
    event: [...events.current, ...events.past],
    news: [],
    ...boards,
  };
  return http.get(LIST, ({ request, params }) => {
    const url = new URL(request.url);
    const type = String(params.type);
    const phase = url.searchParams.get("phase");
    const board = rows[type];
    if (!board) return apiError(404, "NOT_FOUND", "Board not found.");
    const filtered =
      type === "event" && phase
        ? board.filter((row) => (phase === "current") === (row.ends_on ?? "") >= "2026-05-15")
        : board;
    return page(filtered, url, String(params.site), type);
  });
}

/** The event board split as the server splits it, each phase answered from its own rows. */
export function eventsHandler(current: readonly PostSummary[], past: readonly PostSummary[]) {
  return http.get(LIST, ({ request, params }) => {
    const url = new URL(request.url);
    const phase = url.searchParams.get("phase");
    return page(phase === "past" ? past : current, url, String(params.site), String(params.type));
  });
}

export const listStates = {
  error: http.get(LIST, () => apiError(500, "INTERNAL_ERROR", "The board service is restarting.")),
  loading: http.get(LIST, never),
};

export const detailHandlers = {
  of: (...posts: Post[]) =>
    http.get(DETAIL, ({ params }) => {
      const post = posts.find((p) => p.id === Number(params.id));
      return post ? HttpResponse.json({ data: post, meta: {} }) : apiError(404, "NOT_FOUND", "Post not found.");
    }),
  notFound: http.get(DETAIL, () => apiError(404, "NOT_FOUND", "Post not found.")),
  error: http.get(DETAIL, () => apiError(500, "INTERNAL_ERROR", "The board service is restarting.")),
  loading: http.get(DETAIL, never),
};
