import type { ComponentType } from "react";

// The operators' part of the meetings feature (issue 8): the whole grid with matching and status changes, the
// slots, and the filed records with their CSV export. Its own door, so participants never download it; small and
// imported statically, each screen its own chunk behind a loader.
export type { AdminMeetingsScreenProps } from "./screens/admin-meetings-screen";
export type { AdminSlotsScreenProps } from "./screens/admin-slots-screen";
export type { AdminRecordsScreenProps } from "./screens/admin-records-screen";
export type { AdminMeetingPaths } from "./components/admin-page";
export type { FairProps } from "@blocks/fair-scope";
// Each takes `fair` (the mart's by default): the operators of both fairs work on their own fair's meetings (ADR 0026).
const fairScreen = async <P extends object>(screen: Promise<ComponentType<P>>) =>
  (await import("@blocks/fair-scope")).withFair(await screen);
export const loadAdminMeetingsScreen = async () =>
  fairScreen(import("./screens/admin-meetings-screen").then((m) => m.AdminMeetingsScreen));
export const loadAdminSlotsScreen = async () =>
  fairScreen(import("./screens/admin-slots-screen").then((m) => m.AdminSlotsScreen));
export const loadAdminRecordsScreen = async () =>
  fairScreen(import("./screens/admin-records-screen").then((m) => m.AdminRecordsScreen));
