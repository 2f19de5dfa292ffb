// The account feature's only door (ARCHITECTURE.md rule 2): the member's own pages, given their links and slots
// by the site. The door is small and imported statically; each screen is its own chunk behind a loader, which a
// route awaits (with the account's messages where it loads them) before it renders.
export type { AccountLinkKey, AccountLinks, MyMenuScreenProps } from "./screens/my-menu-screen";
export type { MyProfileScreenProps, PhoneCheck } from "./screens/my-profile-screen";
export type { MyPointsScreenProps } from "./screens/my-points-screen";
export type { MyCouponsScreenProps } from "./screens/my-coupons-screen";
export const loadMyMenuScreen = async () => (await import("./screens/my-menu-screen")).MyMenuScreen;
export const loadMyProfileScreen = async () => (await import("./screens/my-profile-screen")).MyProfileScreen;
export const loadMyPointsScreen = async () => (await import("./screens/my-points-screen")).MyPointsScreen;
export const loadMyCouponsScreen = async () => (await import("./screens/my-coupons-screen")).MyCouponsScreen;
