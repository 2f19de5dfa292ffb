import type { ProtocolAdminPaths } from "@features/protocol/admin";
import type { ProtocolPaths } from "@features/protocol";
import { PROTOCOL_PATHS } from "./site.config";

/** The delegation's screens' addresses, as this site mounts them. */
export const memberPaths: ProtocolPaths = {
  tour: PROTOCOL_PATHS.tourFor,
  immigration: PROTOCOL_PATHS.immigrationFor,
  vehicle: PROTOCOL_PATHS.vehicleFor,
};

/** The operators' screens' addresses, as this site mounts them. */
export const adminPaths: ProtocolAdminPaths = {
  list: PROTOCOL_PATHS.adminTours,
  create: PROTOCOL_PATHS.adminTourNew,
  tour: PROTOCOL_PATHS.adminTour,
  arrivals: PROTOCOL_PATHS.adminArrivals,
  vehicle: PROTOCOL_PATHS.adminVehicle,
};

/** A whole number from the address, or 0 (no tour has it: the screen says "not found"). */
export const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);
