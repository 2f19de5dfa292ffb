import type { Domain } from "../../platform/context";
import { registerSurveyRoutes } from "./routes";
import { registerAdminSurveyRoutes } from "./admin-routes";

/** The tour's surveys: invitations, answers and results. */
export const surveysDomain: Domain = {
  name: "surveys",
  register: (app, ctx) => {
    registerSurveyRoutes(app, ctx);
    registerAdminSurveyRoutes(app, ctx);
  },
};
