import { boardSearch } from "../model/board-query";
import type { BoardPaths } from "../screens/board-screen";

/** The shop's board addresses, as sites/shop/community-routes.tsx builds them. */
export const storyPaths: BoardPaths = {
  board: (type, query) => `/board/${type}${boardSearch(query)}`,
  detail: (type, id) => `/board/notice-detail/${id}${type === "notice" ? "" : `?type=${type}`}`,
};

/** The mart's board addresses, as sites/sitmmt/mart-routes.tsx builds them: the notices are the board's first page. */
export const martStoryPaths: BoardPaths = {
  board: (type, query) => `/sitmmt/board${boardSearch(query, type === "notice" ? undefined : type)}`,
  detail: (type, id) => `/sitmmt/board/${type}-detail/${id}`,
  faq: "/sitmmt/board/faq",
};

/** The education programme's FAQ addresses, as sites/seouledutravel/routes.tsx builds them: one board, the FAQ. */
export const eduStoryPaths: BoardPaths = {
  board: () => "/seouledutravel/faq/list",
  detail: (_type, id) => `/seouledutravel/faq/list-detail/${id}`,
};
