import { loadAdminMeetingsScreen, loadAdminRecordsScreen, loadAdminSlotsScreen } from "@features/meetings/admin";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";

// The operators' screens load with the first operator page: a visitor of the mart never downloads them.
const meetings = <T,>(load: () => Promise<T>) => withMessages(load, ["meetings-admin"]);

/** The mart's operator pages (their `admin` segment puts them in the admin area: admin token, admin sign-in). */
export const MEETING_ADMIN_PATHS = {
  meetings: "/sitmmt/admin/meetings",
  slots: "/sitmmt/admin/slots",
  records: "/sitmmt/admin/records",
} as const;

/**
 * The meetings feature's operator screens under the mart's site (issue 8): the whole grid, the slots and the
 * filed records, behind the admin guard (a guest goes straight to the admin sign-in and comes back after it).
 */
export const meetingAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: MEETING_ADMIN_PATHS.meetings,
        handle: { titleKey: "meetings-admin:meta.meetings" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const AdminMeetingsScreen = await meetings(loadAdminMeetingsScreen);
          return { Component: () => <AdminMeetingsScreen paths={MEETING_ADMIN_PATHS} /> };
        },
      },
      {
        path: MEETING_ADMIN_PATHS.slots,
        handle: { titleKey: "meetings-admin:meta.slots" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const AdminSlotsScreen = await meetings(loadAdminSlotsScreen);
          return { Component: () => <AdminSlotsScreen paths={MEETING_ADMIN_PATHS} /> };
        },
      },
      {
        path: MEETING_ADMIN_PATHS.records,
        handle: { titleKey: "meetings-admin:meta.records" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          const AdminRecordsScreen = await meetings(loadAdminRecordsScreen);
          return { Component: () => <AdminRecordsScreen paths={MEETING_ADMIN_PATHS} /> };
        },
      },
    ],
  },
];
