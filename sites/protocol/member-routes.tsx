import { PROTOCOL_NAMESPACES, loadImmigrationScreen, loadTourScreen, loadVehicleGate } from "@features/protocol";
import { VEHICLE_TRACKING_NAMESPACES, loadTrackingScreen } from "@features/vehicle-tracking";
import type { RouteObject } from "react-router";
import { useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { memberPaths } from "./protocol-paths";
import { PROTOCOL_PATHS, protocolSite } from "./site.config";

const title = (key: string): MicrositeRouteHandle => ({ titleKey: `pages.${key}` });
const protocolScreen = <T,>(load: () => Promise<T>) => withMessages(load, PROTOCOL_NAMESPACES);
const trackingScreen = () => withMessages(loadTrackingScreen, VEHICLE_TRACKING_NAMESPACES);

/**
 * The delegation's pages (issue 25; ADR 0033): the programme, the flights and the live map of their tour, behind the
 * member sign-in (a guest is asked to sign in at `/protocol/login` and comes back). They render in the browser.
 */
export const protocolMemberRoutes: RouteObject = {
  lazy: async () => {
    const { RequireAuth } = await import("../shell/require-auth");
    return { Component: () => <RequireAuth area="member" declinedPath={protocolSite.home} /> };
  },
  children: [
    {
      path: PROTOCOL_PATHS.tour,
      handle: title("tour"),
      lazy: async () => {
        const TourScreen = await protocolScreen(loadTourScreen);
        return { Component: () => <TourScreen paths={memberPaths} /> };
      },
    },
    {
      path: PROTOCOL_PATHS.immigration,
      handle: title("immigration"),
      lazy: async () => {
        const ImmigrationScreen = await protocolScreen(loadImmigrationScreen);
        return { Component: () => <ImmigrationScreen paths={memberPaths} /> };
      },
    },
    {
      path: PROTOCOL_PATHS.vehicle,
      handle: title("vehicle"),
      lazy: async () => {
        // the way in (which tour) is this site's feature, the map the tracking feature's: the site puts one in the other
        const [VehicleGate, TrackingScreen] = await Promise.all([protocolScreen(loadVehicleGate), trackingScreen()]);
        return {
          Component: () => (
            <VehicleGate paths={memberPaths}>
              {(tourId) => <TrackingScreen key={tourId} source={{ kind: "tour", tourId }} />}
            </VehicleGate>
          ),
        };
      },
    },
  ],
};

/** A share link's live map (`/protocol/vehicle/share/{token}`): anyone holding the link, until it expires. */
export const protocolShareRoute: RouteObject = {
  path: PROTOCOL_PATHS.share,
  handle: title("share"),
  lazy: async () => {
    const TrackingScreen = await trackingScreen();
    return {
      Component: function ProtocolSharedMap() {
        const { token = "" } = useParams();
        return <TrackingScreen key={token} source={{ kind: "share", token }} />;
      },
    };
  },
};
