import { ADMIN_TOURS_PATH } from "@contracts/tours-admin";
import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other). */
export const OPERATOR_AREA: Area = "admin";

/** The console's addresses of the API (contracts/tours-admin.ts; the day's counts are the gate's, contracts/tours.ts). */
export const ADMIN_COURSES_PATH = `${ADMIN_TOURS_PATH}/courses`;
export const adminCoursePath = (slug: string) => `${ADMIN_COURSES_PATH}/${encodeURIComponent(slug)}`;
export const courseDeparturesPath = (slug: string) => `${adminCoursePath(slug)}/departures`;
export const departurePath = (id: number) => `${ADMIN_TOURS_PATH}/departures/${id}`;
export const DAY_BOARD_PATH = `${ADMIN_TOURS_PATH}/departures`;
/** The patterns of those addresses, for the mocked API. */
export const ADMIN_COURSE_PATTERN = `${ADMIN_COURSES_PATH}/:slug`;
export const COURSE_DEPARTURES_PATTERN = `${ADMIN_COURSE_PATTERN}/departures`;
export const DEPARTURE_PATTERN = `${ADMIN_TOURS_PATH}/departures/:id`;

/**
 * The first element of every SWR key of the console: a saved course or departure changes the list's counts, a
 * course's departures and the day's board, so a write reads them all again.
 */
export const KEY_ROOT = "tours-admin";
export const isConsoleKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
