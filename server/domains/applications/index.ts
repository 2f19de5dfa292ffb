import type { Domain } from "../../platform/context";
import { registerAdminRoutes } from "./admin-routes";
import { registerApplicantRoutes } from "./routes";

/** The Seoul education trip programme: programmes, applications from draft to returnee report, operators' work. */
export const applicationsDomain: Domain = {
  name: "applications",
  register: (app, ctx) => {
    registerApplicantRoutes(app, ctx);
    registerAdminRoutes(app, ctx);
  },
};
