// The visitor pass feature's only door (ARCHITECTURE.md rule 2): the buyer's side of `/seoulitepass` (issue 24,
// ADR 0030): the purchase form, its completion page, the member's passes and a pass's card. Paying an order is the
// site's part (the payment feature), reached through `onCreated` and `onPay`.
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which the site awaits
// (with the pass messages) before a page renders.
export type { PassPurchasePaths, PassPurchaseScreenProps } from "./screens/pass-purchase-screen";
export type { PassCompletedPaths, PassCompletedScreenProps } from "./screens/pass-completed-screen";
export type { MyPassesPaths, MyPassesScreenProps } from "./screens/my-passes-screen";
export type { PassCardPaths, PassCardScreenProps } from "./screens/pass-card-screen";
export const loadPassPurchaseScreen = async () => (await import("./screens/pass-purchase-screen")).PassPurchaseScreen;
export const loadPassCompletedScreen = async () =>
  (await import("./screens/pass-completed-screen")).PassCompletedScreen;
export const loadMyPassesScreen = async () => (await import("./screens/my-passes-screen")).MyPassesScreen;
export const loadPassCardScreen = async () => (await import("./screens/pass-card-screen")).PassCardScreen;
