import type { Domain } from "../../platform/context";
import { registerLiveRoutes } from "./routes";

/** The venue screens: announcements and rounds pushed to viewers. */
export const liveDomain: Domain = {
  name: "live",
  register: (app, ctx) => {
    registerLiveRoutes(app, ctx);
  },
};
