import { APEC_PATHS } from "./site.config";

const admin = `${APEC_PATHS.home}/admin`;

/**
 * The summit operators' console (issue 23): the `admin` segment puts these pages in the admin sign-in area
 * (lib/session/areas.ts), whose sign-in page is the operators' own.
 */
export const APEC_ADMIN_PATHS = {
  courses: `${admin}/courses`,
  newCourse: `${admin}/courses/new`,
  course: (slug: string) => `${admin}/courses/${encodeURIComponent(slug)}`,
  departures: (slug: string) => `${admin}/courses/${encodeURIComponent(slug)}/departures`,
  board: `${admin}/departures`,
} as const;

/** The route patterns of a course's pages. */
export const APEC_ADMIN_ROUTES = {
  course: `${admin}/courses/:slug`,
  departures: `${admin}/courses/:slug/departures`,
} as const;
