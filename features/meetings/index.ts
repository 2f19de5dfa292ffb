// The meetings feature's only door (ARCHITECTURE.md rule 2): the participants' schedule and meeting record pages,
// and the request dialog the business detail page shows through a slot the site fills. The operators' screens
// have their own door (`@features/meetings/admin`), so participants never download them.
export { MyMeetingsScreen } from "./screens/my-meetings-screen";
export type { MyMeetingsPaths, MyMeetingsScreenProps } from "./screens/my-meetings-screen";
export { MeetingRecordScreen } from "./screens/meeting-record-screen";
export type { MeetingRecordScreenProps } from "./screens/meeting-record-screen";
export { MeetingRequestButton, RequestMeetingDialog } from "./components/request-meeting-dialog";
export type {
  MeetingCounterpart,
  MeetingRequestButtonProps,
  RequestMeetingDialogProps,
} from "./components/request-meeting-dialog";
