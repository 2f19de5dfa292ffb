// The shop console's members feature's only door (ARCHITECTURE.md rule 2): the main shop's members (search, detail,
// deactivate), their points and coupons (granted with a reason, with history). Small and imported statically; each
// screen is its own chunk behind a loader, which a route awaits (with the messages) before it renders.
export type { MembersAdminPaths } from "./components/paths";
export type { MembersAdminScreenProps } from "./screens/members-admin-screen";
export type { MemberAdminScreenProps } from "./screens/member-admin-screen";
export { MEMBERS_ADMIN_NAMESPACES } from "./components/namespaces";
export const loadMembersAdminScreen = async () => (await import("./screens/members-admin-screen")).MembersAdminScreen;
export const loadMemberAdminScreen = async () => (await import("./screens/member-admin-screen")).MemberAdminScreen;
