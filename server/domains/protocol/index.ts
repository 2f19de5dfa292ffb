import type { Domain } from "../../platform/context";
import { registerTourRoutes } from "./tour-routes";
import { registerTrackingRoutes } from "./tracking-routes";

/**
 * The protocol tours for official delegations (ADR 0033): the programme, the delegation's people and flights, and
 * live tracking of the tour's vehicles.
 */
export const protocolDomain: Domain = {
  name: "protocol",
  register: (app, ctx) => {
    registerTourRoutes(app, ctx);
    registerTrackingRoutes(app, ctx);
  },
};
