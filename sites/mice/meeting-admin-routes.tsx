import { loadAdminMeetingsScreen, loadAdminRecordsScreen, loadAdminSlotsScreen } from "@features/meetings/admin";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { MICE_PATHS } from "./site.config";

// The meetings feature's operator screens serve both fairs (ADR 0026): these are the mart's screens in the MICE
// fair's scope, loading with the first of them.
const meetings = <T,>(load: () => Promise<T>) => withMessages(load, ["meetings-admin"]);

const FAIR = "mice";
const paths = { meetings: MICE_PATHS.adminMeetings, slots: MICE_PATHS.adminSlots, records: MICE_PATHS.adminRecords };

/**
 * The fair's meeting grid, slots and filed records. They sit under the operators' layout of fair-routes.tsx
 * (`miceAdminRoutes`), which guards them with the admin sign-in and shows the operators' navigation.
 */
export const miceMeetingAdminRoutes: RouteObject[] = [
  {
    path: paths.meetings,
    handle: { titleKey: "meetings-admin:meta.meetings" } satisfies MicrositeRouteHandle,
    lazy: async () => {
      const AdminMeetingsScreen = await meetings(loadAdminMeetingsScreen);
      return { Component: () => <AdminMeetingsScreen fair={FAIR} paths={paths} /> };
    },
  },
  {
    path: paths.slots,
    handle: { titleKey: "meetings-admin:meta.slots" } satisfies MicrositeRouteHandle,
    lazy: async () => {
      const AdminSlotsScreen = await meetings(loadAdminSlotsScreen);
      return { Component: () => <AdminSlotsScreen fair={FAIR} paths={paths} /> };
    },
  },
  {
    path: paths.records,
    handle: { titleKey: "meetings-admin:meta.records" } satisfies MicrositeRouteHandle,
    lazy: async () => {
      const AdminRecordsScreen = await meetings(loadAdminRecordsScreen);
      return { Component: () => <AdminRecordsScreen fair={FAIR} paths={paths} /> };
    },
  },
];
