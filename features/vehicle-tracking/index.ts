// The vehicle tracking feature's only door (issue 25, ADR 0033): the live map of a tour's vehicles, for a member or
// an operator of the tour (it asks for a watch key itself) or for whoever holds a share link, and the driver's page.
// The site chooses the addresses; each screen is its own chunk behind a loader, awaited with the namespaces below.
import type { ComponentType } from "react";
import type { TrackingSource } from "./model/source";

export type { TrackingSource } from "./model/source";

/** The feature's words and the map block's. */
export const VEHICLE_TRACKING_NAMESPACES = ["vehicle-tracking", "map"] as const;

export const loadTrackingScreen = async (): Promise<ComponentType<{ source: TrackingSource }>> =>
  (await import("./screens/tracking-screen")).TrackingScreen;

export const loadDriveScreen = async (): Promise<ComponentType<Record<string, never>>> =>
  (await import("./screens/drive-screen")).DriveScreen;
