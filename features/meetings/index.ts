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
export const loadMyMeetingsScreen = async () => (await import("./screens/my-meetings-screen")).MyMeetingsScreen;
export const loadMeetingRecordScreen = async () =>
  (await import("./screens/meeting-record-screen")).MeetingRecordScreen;
export const loadMeetingRequestButton = async () =>
  (await import("./components/request-meeting-dialog")).MeetingRequestButton;
export const loadRequestMeetingDialog = async () =>
  (await import("./components/request-meeting-dialog")).RequestMeetingDialog;
