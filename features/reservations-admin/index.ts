// The reservations feature of the shop's console (issue 26, ADR 0034): the list with its filters and CSV export, and
// one reservation with its history and the decisions on it (deposit, cancellation, refund). The console's site
// mounts both; each screen is its own chunk behind a loader, which a route awaits (with the feature's messages).
export type { ReservationsAdminPaths } from "./components/paths";
export type { ReservationsAdminScreenProps } from "./screens/reservations-admin-screen";
export type { ReservationAdminScreenProps } from "./screens/reservation-admin-screen";
export { RESERVATIONS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadReservationsAdminScreen = async () =>
  (await import("./screens/reservations-admin-screen")).ReservationsAdminScreen;
export const loadReservationAdminScreen = async () =>
  (await import("./screens/reservation-admin-screen")).ReservationAdminScreen;
