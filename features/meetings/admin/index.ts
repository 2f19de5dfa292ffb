// The operators' part of the meetings feature (issue 8): the whole grid with matching and status changes, the
// slots, and the filed records with their CSV export. Its own door, so participants never download it; small and
// imported statically, each screen its own chunk behind a loader.
export type { AdminMeetingsScreenProps } from "./screens/admin-meetings-screen";
export type { AdminSlotsScreenProps } from "./screens/admin-slots-screen";
export type { AdminRecordsScreenProps } from "./screens/admin-records-screen";
export type { AdminMeetingPaths } from "./components/admin-page";
export const loadAdminMeetingsScreen = async () =>
  (await import("./screens/admin-meetings-screen")).AdminMeetingsScreen;
export const loadAdminSlotsScreen = async () => (await import("./screens/admin-slots-screen")).AdminSlotsScreen;
export const loadAdminRecordsScreen = async () => (await import("./screens/admin-records-screen")).AdminRecordsScreen;
