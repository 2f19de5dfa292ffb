import type { Domain } from "../../platform/context";
import { registerMartBusinessRoutes } from "./business-routes";
import { registerMartMeetingRoutes } from "./meeting-routes";
import { registerAdminMartMeetingRoutes } from "./admin-meeting-routes";

/** The medical travel mart: companies, applications, meeting slots and bookings, records. */
export const martDomain: Domain = {
  name: "mart",
  register: (app, ctx) => {
    registerMartBusinessRoutes(app, ctx);
    registerMartMeetingRoutes(app, ctx);
    registerAdminMartMeetingRoutes(app, ctx);
  },
};
