// The partnership feature's only door (ARCHITECTURE.md rule 2): the visitor pass's public application form for
// venues (with its reference number once sent), and the operators' list of applications and one application with
// its decision. The door is small and imported statically; each screen is its own chunk behind a loader, which a
// route awaits (with the feature's messages) before it renders.
export type { PartnershipAdminPaths, PartnershipApplyPaths } from "./components/paths";
export type { PartnershipApplyScreenProps } from "./screens/partnership-apply-screen";
export type { PartnershipApplicationsScreenProps } from "./screens/partnership-applications-screen";
export type { PartnershipApplicationScreenProps } from "./screens/partnership-application-screen";
export { PARTNERSHIP_NAMESPACES } from "./components/namespaces";
export const loadPartnershipApplyScreen = async () =>
  (await import("./screens/partnership-apply-screen")).PartnershipApplyScreen;
export const loadPartnershipApplicationsScreen = async () =>
  (await import("./screens/partnership-applications-screen")).PartnershipApplicationsScreen;
export const loadPartnershipApplicationScreen = async () =>
  (await import("./screens/partnership-application-screen")).PartnershipApplicationScreen;
