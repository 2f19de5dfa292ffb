// The operators' part of the board feature: a site's boards to keep (list, add, edit, delete) and a post's editor
// in both languages. Its own door, so visitors never download it; small and imported statically, each screen its
// own chunk behind a loader, which a route awaits (with the messages) before it renders.
export type { BoardAdminPaths } from "./components/paths";
export type { BoardAdminScreenProps } from "./screens/board-admin-screen";
export type { PostEditorScreenProps } from "./screens/post-editor-screen";
export { BOARD_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadBoardAdminScreen = async () => (await import("./screens/board-admin-screen")).BoardAdminScreen;
export const loadPostEditorScreen = async () => (await import("./screens/post-editor-screen")).PostEditorScreen;
