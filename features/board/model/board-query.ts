/** What a board list shows besides its type: the search words and the page (both kept in the address). */
export type BoardQuery = { keyword: string; page: number };

/** The server's limit on search words (contracts/boards.ts PostListQuerySchema). */
export const KEYWORD_MAX = 100;

/**
 * Reads `?keyword=` and `?page=` as typed or shared by people: words trimmed and cut to the server's limit, a page
 * that is not a whole number of at least 1 is the first page.
 */
export function parseBoardQuery(input: { keyword?: string | null; page?: string | number | null }): BoardQuery {
  const keyword = (input.keyword ?? "").trim().slice(0, KEYWORD_MAX);
  const page = Number(input.page ?? 1);
  return { keyword, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/**
 * `?keyword=...&page=2` for an address, leaving out what is the default (no words, the first page). A site that
 * names its boards in the query (the mart's `/sitmmt/board?type=press`) passes the board first; none is its default
 * board.
 */
export function boardSearch(query: Partial<BoardQuery> = {}, type?: string): string {
  const { keyword, page } = parseBoardQuery(query);
  const params = new URLSearchParams();
  if (type) params.set("type", type);
  if (keyword) params.set("keyword", keyword);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
