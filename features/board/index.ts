// The board feature's only door (ARCHITECTURE.md rule 2): any site's boards (the shop's notices, events and news,
// the mart's notices, press and media, ...), a post's page, a FAQ, notices that open in place and the events page,
// plus the address helpers a site needs to build its board paths.
export { BoardScreen } from "./screens/board-screen";
export type { BoardPaths, BoardScreenProps } from "./screens/board-screen";
export { PostDetailScreen } from "./screens/post-detail-screen";
export type { PostDetailScreenProps } from "./screens/post-detail-screen";
export type { FaqScreenProps } from "./screens/faq-screen";
export type { NoticeListScreenProps } from "./screens/notice-list-screen";
/**
 * The FAQ and the notices that open in place are their own chunk (with the accordion under them): the event site's
 * events page shares this door and never shows them. A route awaits the screen before it renders.
 */
export const loadFaqScreen = async () => (await import("./screens/faq-screen")).FaqScreen;
export const loadNoticeListScreen = async () => (await import("./screens/notice-list-screen")).NoticeListScreen;
export { EventsScreen } from "./screens/events-screen";
export type { EventsScreenProps } from "./screens/events-screen";
export { boardSearch, parseBoardQuery } from "./model/board-query";
export type { BoardQuery } from "./model/board-query";
export { boardTypeFrom } from "./model/board-type";
export type { ShopBoardType } from "./model/board-type";
