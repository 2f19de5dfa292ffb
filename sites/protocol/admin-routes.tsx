import {
  PROTOCOL_ADMIN_NAMESPACES,
  loadArrivalsScreen,
  loadTourEditorScreen,
  loadToursScreen,
} from "@features/protocol/admin";
import { VEHICLE_TRACKING_NAMESPACES, loadDriveScreen, loadTrackingScreen } from "@features/vehicle-tracking";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { adminPaths, idOf } from "./protocol-paths";
import { PROTOCOL_PATHS } from "./site.config";

const screen = <T,>(load: () => Promise<T>) => withMessages(load, PROTOCOL_ADMIN_NAMESPACES);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: `pages.${key}` });
const TOUR = `${PROTOCOL_PATHS.adminTours}/:id`;

/** The operators' sign-in guard: a guest goes to the operators' sign-in and comes back. */
const adminGuard = async () => {
  const { RequireAuth } = await import("../shell/require-auth");
  return { Component: () => <RequireAuth area="admin" /> };
};

/**
 * The operators' protocol pages under `/protocol/admin/tours` (the `admin` segment makes them the admin area's): the
 * tours, a tour's editor, its arrivals board and its live map. Delegations download none of their code.
 */
export const protocolAdminRoutes: RouteObject = {
  lazy: adminGuard,
  children: [
    {
      path: PROTOCOL_PATHS.adminTours,
      handle: title("adminTours"),
      lazy: async () => {
        const ToursScreen = await screen(loadToursScreen);
        return { Component: () => <ToursScreen paths={adminPaths} /> };
      },
    },
    {
      path: PROTOCOL_PATHS.adminTourNew,
      handle: title("adminTourNew"),
      lazy: async () => {
        const TourEditorScreen = await screen(loadTourEditorScreen);
        return { Component: () => <TourEditorScreen tourId={null} paths={adminPaths} /> };
      },
    },
    {
      path: TOUR,
      handle: title("adminTour"),
      lazy: async () => {
        const TourEditorScreen = await screen(loadTourEditorScreen);
        return {
          Component: function ProtocolTourEdit() {
            const { id } = useParams();
            return <TourEditorScreen key={id} tourId={idOf(id)} paths={adminPaths} />;
          },
        };
      },
    },
    {
      path: `${TOUR}/immigration`,
      handle: title("adminArrivals"),
      lazy: async () => {
        const ArrivalsScreen = await screen(loadArrivalsScreen);
        return {
          Component: function ProtocolArrivals() {
            const { id } = useParams();
            return <ArrivalsScreen key={id} tourId={idOf(id)} paths={adminPaths} />;
          },
        };
      },
    },
    {
      path: `${TOUR}/vehicle`,
      handle: title("adminVehicle"),
      lazy: async () => {
        const TrackingScreen = await withMessages(loadTrackingScreen, VEHICLE_TRACKING_NAMESPACES);
        return {
          Component: function ProtocolOperatorsMap() {
            const { id } = useParams();
            return <TrackingScreen key={id} source={{ kind: "tour", tourId: idOf(id) }} />;
          },
        };
      },
    },
  ],
};

/** The driver's page (`/protocol/vehicle/drive`): drivers are operators' accounts (role `driver`), so the admin sign-in. */
export const protocolDriveRoute: RouteObject = {
  lazy: adminGuard,
  children: [
    {
      path: PROTOCOL_PATHS.drive,
      handle: title("drive"),
      lazy: async () => {
        const DriveScreen = await withMessages(loadDriveScreen, VEHICLE_TRACKING_NAMESPACES);
        return { Component: () => <DriveScreen /> };
      },
    },
  ],
};
