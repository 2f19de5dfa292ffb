// The operators' part of the promotions feature (the shop's console): the promotion links with their visits, made,
// changed and switched off or on. Its own door, so visitors never download it; the screen is its own chunk behind a
// loader, which a route awaits (with the messages) before it renders.
export type { PromotionsAdminScreenProps } from "./screens/promotions-admin-screen";
export { PROMOTIONS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadPromotionsAdminScreen = async () =>
  (await import("./screens/promotions-admin-screen")).PromotionsAdminScreen;
