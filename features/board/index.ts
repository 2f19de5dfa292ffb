// The board feature's only door (ARCHITECTURE.md rule 2): any site's boards (the shop's notices, events and news,
// the mart's notices, press and media, ...), a post's page, a FAQ, notices that open in place and the events page,
// plus the address helpers a site needs to build its board paths.
//
// The door itself is small and imported statically. Each screen is its own chunk behind a loader, so a site
// downloads the screens it shows and nothing else: the event site's first page, the events page, never pays for
// the lists, the post page with its attachments, or the FAQ's accordion. A route awaits its screen (with the
// board's messages) before it renders.
export type { BoardPaths, BoardScreenProps } from "./screens/board-screen";
export type { PostDetailScreenProps } from "./screens/post-detail-screen";
export type { FaqScreenProps } from "./screens/faq-screen";
export type { NoticeListScreenProps } from "./screens/notice-list-screen";
export type { EventsScreenProps } from "./screens/events-screen";
export const loadBoardScreen = async () => (await import("./screens/board-screen")).BoardScreen;
export const loadPostDetailScreen = async () => (await import("./screens/post-detail-screen")).PostDetailScreen;
export const loadFaqScreen = async () => (await import("./screens/faq-screen")).FaqScreen;
export const loadNoticeListScreen = async () => (await import("./screens/notice-list-screen")).NoticeListScreen;
export const loadEventsScreen = async () => (await import("./screens/events-screen")).EventsScreen;
export { boardSearch, parseBoardQuery } from "./model/board-query";
export type { BoardQuery } from "./model/board-query";
export { boardTypeFrom } from "./model/board-type";
export type { ShopBoardType } from "./model/board-type";
