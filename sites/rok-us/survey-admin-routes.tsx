import { loadSurveyResultsScreen } from "@features/survey/admin";
import type { RouteObject } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { ROK_US_SURVEY_PATHS } from "./survey-routes";

// The operators' screen loads with their page only: a guest answering a survey never downloads it (the survey
// feature's respondent door does not carry it; the operators' part has its own door, features/survey/admin).

/**
 * The tour's survey results for operators (issue 9), behind the admin guard: `/rok-us/survey/list` is an admin-area
 * page (lib/session/areas.ts), so a guest goes straight to the admin sign-in and comes back after it.
 */
export const surveyAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        path: ROK_US_SURVEY_PATHS.results,
        handle: { titleKey: "pages.results" } satisfies MicrositeRouteHandle,
        lazy: async () => {
          return { Component: await withMessages(loadSurveyResultsScreen, ["survey-admin"]) };
        },
      },
    ],
  },
];
