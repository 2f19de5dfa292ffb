import {
  TOURS_ADMIN_NAMESPACES,
  loadCourseDeparturesScreen,
  loadCourseEditorScreen,
  loadCourseListScreen,
  loadDayBoardScreen,
} from "@features/tours-admin";
import type { RouteObject } from "react-router";
import { useNavigate, useParams } from "react-router";
import type { MicrositeRouteHandle } from "../shell/microsite-layout";
import { withMessages } from "../shell/with-messages";
import { APEC_ADMIN_PATHS, APEC_ADMIN_ROUTES } from "./admin-paths";

// Each console page loads with the console's messages; their titles are the console's own (`tours-admin:`).
const consoleScreen = <T,>(load: () => Promise<T>) => withMessages(load, TOURS_ADMIN_NAMESPACES);
const title = (key: string): MicrositeRouteHandle => ({ titleKey: `tours-admin:${key}` });

const listPaths = {
  newCourse: APEC_ADMIN_PATHS.newCourse,
  course: APEC_ADMIN_PATHS.course,
  departures: APEC_ADMIN_PATHS.departures,
};

function editorRoute(path: string, isNew: boolean): RouteObject {
  return {
    path,
    handle: title(isNew ? "editor.newTitle" : "nav.courses"),
    lazy: async () => {
      const CourseEditorScreen = await consoleScreen(loadCourseEditorScreen);
      return {
        Component: function ApecCourseEditor() {
          const { slug = "" } = useParams();
          const navigate = useNavigate();
          const current = isNew ? null : slug;
          return (
            <CourseEditorScreen
              key={current ?? "new"}
              slug={current}
              paths={{ list: APEC_ADMIN_PATHS.courses, departures: APEC_ADMIN_PATHS.departures }}
              onSaved={(course) => {
                // a new course goes on to its departures; a new address is the page's new address
                if (isNew) void navigate(APEC_ADMIN_PATHS.departures(course.slug));
                else if (course.slug !== slug) void navigate(APEC_ADMIN_PATHS.course(course.slug), { replace: true });
              }}
            />
          );
        },
      };
    },
  };
}

/**
 * The summit operators' console (issue 23) under `/apec2025/admin/...`: the `admin` segment makes these pages the
 * admin area's, so the guard sends a guest to the operators' sign-in and back. Each page is its own chunk; guests
 * download none of it.
 */
export const apecAdminRoutes: RouteObject[] = [
  {
    lazy: async () => {
      const { RequireAuth } = await import("../shell/require-auth");
      return { Component: () => <RequireAuth area="admin" /> };
    },
    children: [
      {
        lazy: async () => ({
          Component: (await consoleScreen(() => import("./operators-nav"))).ApecOperatorsLayout,
        }),
        children: [
          {
            path: APEC_ADMIN_PATHS.courses,
            handle: title("list.title"),
            lazy: async () => {
              const CourseListScreen = await consoleScreen(loadCourseListScreen);
              return { Component: () => <CourseListScreen paths={listPaths} /> };
            },
          },
          // before `courses/:slug`: "new" is not a course's address
          editorRoute(APEC_ADMIN_PATHS.newCourse, true),
          editorRoute(APEC_ADMIN_ROUTES.course, false),
          {
            path: APEC_ADMIN_ROUTES.departures,
            handle: title("departures.titleLoading"),
            lazy: async () => {
              const CourseDeparturesScreen = await consoleScreen(loadCourseDeparturesScreen);
              return {
                Component: function ApecCourseDepartures() {
                  const { slug = "" } = useParams();
                  return (
                    <CourseDeparturesScreen
                      key={slug}
                      slug={slug}
                      paths={{ list: APEC_ADMIN_PATHS.courses, course: APEC_ADMIN_PATHS.course }}
                    />
                  );
                },
              };
            },
          },
          {
            path: APEC_ADMIN_PATHS.board,
            handle: title("board.title"),
            lazy: async () => ({ Component: await consoleScreen(loadDayBoardScreen) }),
          },
        ],
      },
    ],
  },
];
