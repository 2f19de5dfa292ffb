import type { Domain } from "../../platform/context";
import { registerMiceAdminRoutes } from "./admin-routes";
import { registerMiceEditorRoutes } from "./editor-routes";
import { registerMiceRoutes } from "./routes";

/** The MICE fair: its editions, the conference programme, visitors' registrations and badges, operators' work. */
export const miceDomain: Domain = {
  name: "mice",
  register: (app, ctx) => {
    registerMiceRoutes(app, ctx);
    registerMiceAdminRoutes(app, ctx);
    registerMiceEditorRoutes(app, ctx);
  },
};
