// The shop console's dashboard (issue 26, ADR 0034): today's and this week's bookings and revenue in both
// currencies, what waits for an operator (deposits, cancellation requests, questions), each a link into its list,
// and the last 14 days as a chart. Its own door; the screen is its own chunk behind a loader, which a route awaits
// (with the messages) before it renders.
export type { ShopDashboardPaths } from "./components/paths";
export type { ShopDashboardScreenProps } from "./screens/shop-dashboard-screen";
export { SHOP_DASHBOARD_NAMESPACES } from "./components/namespaces";
export const loadShopDashboardScreen = async () =>
  (await import("./screens/shop-dashboard-screen")).ShopDashboardScreen;
