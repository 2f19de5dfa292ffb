import { boardSearch } from "../model/board-query";
import type { BoardPaths } from "../screens/board-screen";

/** The shop's board addresses, as sites/shop/community-routes.tsx builds them. */
export const storyPaths: BoardPaths = {
  board: (type, query) => `/board/${type}${boardSearch(query)}`,
  detail: (type, id) => `/board/notice-detail/${id}${type === "notice" ? "" : `?type=${type}`}`,
};
