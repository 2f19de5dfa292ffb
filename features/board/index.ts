// The board feature's only door (ARCHITECTURE.md rule 2): a site's notices, events and news lists, a post's page
// and the events page, plus the address helpers a site needs to build its board paths.
export { BoardScreen } from "./screens/board-screen";
export type { BoardPaths, BoardScreenProps } from "./screens/board-screen";
export { PostDetailScreen } from "./screens/post-detail-screen";
export type { PostDetailScreenProps } from "./screens/post-detail-screen";
export { EventsScreen } from "./screens/events-screen";
export type { EventsScreenProps } from "./screens/events-screen";
export { boardSearch, parseBoardQuery } from "./model/board-query";
export type { BoardQuery } from "./model/board-query";
export { boardTypeFrom } from "./model/board-type";
export type { ShopBoardType } from "./model/board-type";
