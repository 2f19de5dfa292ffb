// The operators' part of the quotations feature, for the shop's console: every member's quotations, and the editor
// that issues, revises and withdraws one (with its history). Its own door, so members never download it; each screen
// its own chunk behind a loader, which a route awaits (with the messages) before it renders.
export type { QuotationsAdminPaths } from "./components/paths";
export type { QuotationsAdminScreenProps } from "./screens/quotations-admin-screen";
export type { QuotationEditorScreenProps } from "./screens/quotation-editor-screen";
export { QUOTATIONS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadQuotationsAdminScreen = async () =>
  (await import("./screens/quotations-admin-screen")).QuotationsAdminScreen;
export const loadQuotationEditorScreen = async () =>
  (await import("./screens/quotation-editor-screen")).QuotationEditorScreen;
