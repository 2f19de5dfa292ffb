/** The server's limit on search words (contracts/inquiries.ts QnaListQuerySchema). */
export const QNA_KEYWORD_MAX = 100;

/** What a Q&A list shows: the search words and the page, both kept in the address. */
export type QnaQuery = { keyword: string; page: number };

/**
 * Reads `?keyword=` and `?page=` as typed or shared by people: words trimmed and cut to the server's limit, a page
 * that is not a whole number of at least 1 is the first page.
 */
export function parseQnaQuery(input: { keyword?: string | null; page?: string | number | null }): QnaQuery {
  const keyword = (input.keyword ?? "").trim().slice(0, QNA_KEYWORD_MAX);
  const page = Number(input.page ?? 1);
  return { keyword, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** `?keyword=...&page=2` for an address, leaving out the defaults (no words, the first page). */
export function qnaSearch(query: Partial<QnaQuery> = {}): string {
  const { keyword, page } = parseQnaQuery(query);
  const params = new URLSearchParams();
  if (keyword) params.set("keyword", keyword);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
