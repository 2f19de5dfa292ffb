// The summit tours' operators' console (issue 23, ADR 0027): the courses as data in both languages, each course's
// departures and their sale, and the day board with the gate's counts. Its own door, so guests never download it;
// each screen its own chunk behind a loader. The screens link only where their paths props say: the site puts its
// operators' navigation around them.
export const TOURS_ADMIN_NAMESPACES = ["tours-admin"] as const;
export type { CourseListScreenProps } from "./screens/course-list-screen";
export type { CourseEditorScreenProps } from "./screens/course-editor-screen";
export type { CourseDeparturesScreenProps } from "./screens/course-departures-screen";
export const loadCourseListScreen = async () => (await import("./screens/course-list-screen")).CourseListScreen;
export const loadCourseEditorScreen = async () => (await import("./screens/course-editor-screen")).CourseEditorScreen;
export const loadCourseDeparturesScreen = async () =>
  (await import("./screens/course-departures-screen")).CourseDeparturesScreen;
export const loadDayBoardScreen = async () => (await import("./screens/day-board-screen")).DayBoardScreen;
