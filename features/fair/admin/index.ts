// The operators' part of the fair feature (issue 22, /mice/admin): the visitors' registrations with their search,
// and the badge scan at the entrance. Its own door, so visitors never download it; small and imported statically,
// each screen its own chunk behind a loader. The screens link nowhere: the site puts its operators' navigation
// around them.
export { FAIR_ADMIN_NAMESPACES } from "./model/namespaces";
export type { BadgeScanScreenProps } from "./screens/badge-scan-screen";
export const loadAdminVisitorsScreen = async () =>
  (await import("./screens/admin-visitors-screen")).AdminVisitorsScreen;
export const loadBadgeScanScreen = async () => (await import("./screens/badge-scan-screen")).BadgeScanScreen;
// The edition's and the programme's editor (namespace `fair-editor`): the edition's texts, days, hours and
// registration deadline, and the conference sessions.
export const FAIR_EDITOR_NAMESPACES = ["fair-editor"] as const;
export const loadAdminEditionScreen = async () => (await import("./screens/admin-edition-screen")).AdminEditionScreen;
export const loadAdminConferenceScreen = async () =>
  (await import("./screens/admin-conference-screen")).AdminConferenceScreen;
