// The operators' part of the meetings feature (issue 8): the whole grid with matching and status changes, the
// slots, and the filed records with their CSV export. Its own door, so participants never download it.
export { AdminMeetingsScreen } from "./screens/admin-meetings-screen";
export type { AdminMeetingsScreenProps } from "./screens/admin-meetings-screen";
export { AdminSlotsScreen } from "./screens/admin-slots-screen";
export type { AdminSlotsScreenProps } from "./screens/admin-slots-screen";
export { AdminRecordsScreen } from "./screens/admin-records-screen";
export type { AdminRecordsScreenProps } from "./screens/admin-records-screen";
export type { AdminMeetingPaths } from "./components/admin-page";
