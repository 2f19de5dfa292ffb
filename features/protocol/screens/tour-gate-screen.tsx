import type { ReactNode } from "react";
import type { ProtocolPaths } from "../components/paths";
import { TourGate } from "../components/tour-gate";

export type VehicleGateProps = {
  paths: ProtocolPaths;
  /** The live map of the chosen tour (the site mounts the tracking feature's screen here). */
  children: (tourId: number) => ReactNode;
};

/**
 * The live map's way in for a member (`/protocol/vehicle`): their tour, or the chooser when they are on several
 * (`?tour=`), or the word that they are on none; the map itself is another feature's, which the site passes in.
 */
export function VehicleGate({ paths, children }: VehicleGateProps) {
  return (
    <TourGate page="vehicle" pathFor={paths.vehicle}>
      {children}
    </TourGate>
  );
}
