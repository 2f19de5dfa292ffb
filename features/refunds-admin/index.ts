// The operators' refunds feature's only door (ARCHITECTURE.md rule 2): the list of bank deposits' refunds, owed and
// returned, and marking one returned (ADR 0030, "Returning bank deposits"). The visitor pass's operators' area mounts
// it; the shop's console will mount the same screen. The screen is its own chunk behind a loader, which a route
// awaits (with the feature's messages) before it renders.
export type { RefundsAdminScreenProps } from "./screens/refunds-admin-screen";
export { REFUNDS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadRefundsAdminScreen = async () => (await import("./screens/refunds-admin-screen")).RefundsAdminScreen;
