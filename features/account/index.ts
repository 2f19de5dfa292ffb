// The account feature's only door (ARCHITECTURE.md rule 2): the member's own pages, given their links and slots
// by the site.
export { MyMenuScreen } from "./screens/my-menu-screen";
export type { AccountLinkKey, AccountLinks, MyMenuScreenProps } from "./screens/my-menu-screen";
export { MyProfileScreen } from "./screens/my-profile-screen";
export type { MyProfileScreenProps, PhoneCheck } from "./screens/my-profile-screen";
export { MyPointsScreen } from "./screens/my-points-screen";
export type { MyPointsScreenProps } from "./screens/my-points-screen";
export { MyCouponsScreen } from "./screens/my-coupons-screen";
export type { MyCouponsScreenProps } from "./screens/my-coupons-screen";
