import { loadMeetingRecordScreen, loadMyMeetingsScreen } from "@features/meetings";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";

// The schedule pages load with the first of them: a visitor of the mart who never signs in downloads neither.
const meetings = <T,>(load: () => Promise<T>) => withMessages(load, ["meetings"]);

/** The participants' meeting pages (their `ppipsa` segment puts them in the accreditation area). */
export const MEETING_PATHS = {
  schedule: "/sitmmt/ppipsa/mypage/meetings",
  record: (meetingId: number) => `/sitmmt/ppipsa/mypage/meetings/${meetingId}/record`,
  application: "/sitmmt/ppipsa/mypage/business/application",
} as const;

/**
 * A buyer's or seller's schedule and meeting records (issue 8), behind the accreditation guard: a guest goes to
 * /sitmmt/ppipsa, which greets them with the sign-in form, and comes back after it.
 */
export const meetingRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="accreditation" /> };
    },
    children: [
      {
        path: MEETING_PATHS.schedule,
        handle: { titleKey: "meetings:meta.schedule" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const MyMeetingsScreen = await meetings(loadMyMeetingsScreen);
          return {
            Component: () => (
              <MyMeetingsScreen paths={{ record: MEETING_PATHS.record, application: MEETING_PATHS.application }} />
            ),
          };
        },
      },
      {
        path: `${MEETING_PATHS.schedule}/:meetingId/record`,
        handle: { titleKey: "meetings:meta.record" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const MeetingRecordScreen = await meetings(loadMeetingRecordScreen);
          return {
            Component: function SitmmtMeetingRecord() {
              const { meetingId } = useParams();
              return (
                <MeetingRecordScreen
                  key={meetingId}
                  meetingId={meetingId}
                  paths={{ schedule: MEETING_PATHS.schedule, application: MEETING_PATHS.application }}
                />
              );
            },
          };
        },
      },
    ],
  },
];
