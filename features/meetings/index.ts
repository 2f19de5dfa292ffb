import type { ComponentType } from "react";

// The meetings feature's only door (ARCHITECTURE.md rule 2): the participants' schedule and meeting record pages,
// and the request dialog the business detail page shows through a slot the site fills. The operators' screens
// have their own door (`@features/meetings/admin`), so participants never download them.
//
// The door is small and imported statically; each screen, and the request dialog, is its own chunk behind a
// loader, which a route awaits (with the meetings' messages) before it renders.
export type { MyMeetingsPaths, MyMeetingsScreenProps } from "./screens/my-meetings-screen";
export type { MeetingRecordScreenProps } from "./screens/meeting-record-screen";
export type {
  MeetingCounterpart,
  MeetingRequestButtonProps,
  RequestMeetingDialogProps,
} from "./components/request-meeting-dialog";
export type { FairProps } from "@blocks/fair-scope";
// Each takes `fair` (the mart's by default): one feature serves both fairs' meetings (ADR 0026).
const fairScreen = async <P extends object>(screen: Promise<ComponentType<P>>) =>
  (await import("@blocks/fair-scope")).withFair(await screen);
export const loadMyMeetingsScreen = async () =>
  fairScreen(import("./screens/my-meetings-screen").then((m) => m.MyMeetingsScreen));
export const loadMeetingRecordScreen = async () =>
  fairScreen(import("./screens/meeting-record-screen").then((m) => m.MeetingRecordScreen));
export const loadMeetingRequestButton = async () =>
  fairScreen(import("./components/request-meeting-dialog").then((m) => m.MeetingRequestButton));
export const loadRequestMeetingDialog = async () =>
  fairScreen(import("./components/request-meeting-dialog").then((m) => m.RequestMeetingDialog));
