// The operators' partner venues' door (ARCHITECTURE.md rule 2): the list of the visitor pass's venues, published or
// not, and the form that adds or edits one and publishes it. The door is small and imported statically; each screen
// is its own chunk behind a loader, which a route awaits (with the feature's messages) before it renders.
export type { PassVenuesAdminPaths } from "./components/paths";
export type { PassVenuesAdminScreenProps } from "./screens/pass-venues-admin-screen";
export type { PassVenueFormScreenProps } from "./screens/pass-venue-form-screen";
export { PASS_VENUES_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadPassVenuesAdminScreen = async () =>
  (await import("./screens/pass-venues-admin-screen")).PassVenuesAdminScreen;
export const loadPassVenueFormScreen = async () =>
  (await import("./screens/pass-venue-form-screen")).PassVenueFormScreen;
