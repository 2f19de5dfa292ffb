// The MICE fair's visitor-side door (`/mice`, issue 22): the edition at a glance and its key visual, the conference
// programme, a visitor's registration and their entry badge. Buyers and sellers take part through the
// accreditation feature's company pages, which the site passes in where a page needs them (`otherwise`).
//
// The door is small and imported statically; each screen is its own chunk behind a loader, which a route awaits
// (with the fair's messages, namespace `fair`) before it renders. Screens take the site's addresses as `paths`.
export type { VisitorPaths } from "./screens/paths";
export type { FairEditionHeroProps, FairLinks } from "./components/fair-edition-hero";
export type { FairKeyvisualScreenProps } from "./screens/fair-keyvisual-screen";
export type { ConferenceScreenProps } from "./screens/conference-screen";
export type { VisitorRegistrationScreenProps } from "./screens/visitor-registration-screen";
export type { VisitorMyPageScreenProps } from "./screens/visitor-my-page-screen";
export type { VisitorBadgeProps } from "./components/visitor-badge";
export const loadFairEditionHero = async () => (await import("./components/fair-edition-hero")).FairEditionHero;
export const loadFairKeyvisualScreen = async () =>
  (await import("./screens/fair-keyvisual-screen")).FairKeyvisualScreen;
export const loadConferenceScreen = async () => (await import("./screens/conference-screen")).ConferenceScreen;
export const loadVisitorRegistrationScreen = async () =>
  (await import("./screens/visitor-registration-screen")).VisitorRegistrationScreen;
export const loadVisitorMyPageScreen = async () =>
  (await import("./screens/visitor-my-page-screen")).VisitorMyPageScreen;
export const loadVisitorBadge = async () => (await import("./components/visitor-badge")).VisitorBadge;
