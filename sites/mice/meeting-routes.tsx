import { loadMyMeetingsScreen, loadMeetingRecordScreen } from "@features/meetings";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { MICE_PATHS } from "./site.config";

// The meetings feature serves both fairs (ADR 0026): these are its pages in the MICE fair's scope.
const meetings = <T,>(load: () => Promise<T>) => withMessages(load, ["meetings"]);

const FAIR = "mice";
const paths = { record: MICE_PATHS.meetingRecord, application: MICE_PATHS.registration, schedule: MICE_PATHS.meetings };

/**
 * A buyer's or seller's meetings at the fair and the record of one, behind the business-accreditation sign-in
 * (a guest goes to /mice/login and comes back after it).
 */
export const miceMeetingRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="accreditation" /> };
    },
    children: [
      {
        path: MICE_PATHS.meetings,
        handle: { titleKey: "meetings:meta.schedule" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const MyMeetingsScreen = await meetings(loadMyMeetingsScreen);
          return { Component: () => <MyMeetingsScreen fair={FAIR} paths={paths} /> };
        },
      },
      {
        path: `${MICE_PATHS.meetings}/:meetingId/record`,
        handle: { titleKey: "meetings:meta.record" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const MeetingRecordScreen = await meetings(loadMeetingRecordScreen);
          return {
            Component: function MiceMeetingRecord() {
              const { meetingId } = useParams();
              return <MeetingRecordScreen key={meetingId} fair={FAIR} meetingId={meetingId} paths={paths} />;
            },
          };
        },
      },
    ],
  },
];
