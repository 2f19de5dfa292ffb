import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  AddDeparturesBodySchema,
  type AdminCourse,
  AdminCourseBodySchema,
  type AdminCourseSummary,
  type AdminDeparture,
  DeparturePatchBodySchema,
  DEFAULT_COURSE_IMAGE,
  departureDays,
  TOUR_ADMIN_MESSAGES,
} from "@contracts/tours-admin";
import { TOUR_MESSAGES } from "@contracts/tours";
import { delay, http } from "msw";
import type { z } from "zod";
import type { DepartureCounts } from "../api/day-board";
import {
  ADMIN_COURSE_PATTERN,
  ADMIN_COURSES_PATH,
  COURSE_DEPARTURES_PATTERN,
  DAY_BOARD_PATH,
  DEPARTURE_PATTERN,
} from "../api/paths";
import { boardFixture, coursesFixture, departuresFixture, palacesCourse } from "./fixtures";

export type ConsoleApiOptions = {
  courses?: readonly AdminCourseSummary[];
  /** Full courses by address (the list's others are made from their summary). */
  course?: AdminCourse;
  /** Departures of every course (one list: the stories look at one course at a time). */
  departures?: readonly AdminDeparture[];
  board?: readonly DepartureCounts[];
  /**
   * The gate passes one traveller between the board's first read and the next: the second read finds one more
   * checked in at the first departure still boarding (once, so the picture after it is always the same).
   */
  gateScanning?: boolean;
  /** Departures the server refuses to delete (a cancelled booking or a waitlist entry keeps them). */
  inUse?: readonly number[];
  /** Writes wait this long (the saving state). */
  writeDelay?: number | "forever";
};

/** A refused body as the server words it: 400 VALIDATION_ERROR, every issue naming its field. */
const invalid = (error: z.ZodError) => {
  const issues = error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  const first = issues[0] ?? { field: "body", message: "is invalid" };
  return apiError(400, "VALIDATION_ERROR", `${first.field}: ${first.message}`, { field: first.field, issues });
};

const refusedOn = (status: number, code: string, field: string, message: string) =>
  apiError(status, code, message, { field, issues: [{ field, message }] });

const fromSummary = (summary: AdminCourseSummary): AdminCourse => ({
  ...palacesCourse,
  id: summary.id,
  slug: summary.slug,
  area: summary.area,
  parent_slug: summary.parent_slug,
  name_en: summary.name_en,
  name_ko: summary.name_ko,
  published: summary.published,
  sort_order: summary.sort_order,
  departures: summary.departures,
});

/**
 * The console's API as the server answers it, remembering every write: the courses (list, one, create, replace,
 * 409 TOUR_SLUG_TAKEN for a taken address), their departures (list, add with the contract's rules, 409 for a day
 * already there at that time), a departure's price, seats (409 below those booked) and sale, its deletion (409 for
 * one with bookings or a waiting list), and the day's board.
 */
export function consoleApi(options: ConsoleApiOptions = {}) {
  let courses = (options.courses ?? coursesFixture).map((course) => ({ ...course }));
  const full = new Map<string, AdminCourse>(
    courses.map((summary) => [
      summary.slug,
      options.course?.slug === summary.slug
        ? structuredClone(options.course)
        : summary.slug === palacesCourse.slug
          ? structuredClone(palacesCourse)
          : fromSummary(summary),
    ]),
  );
  let departures = (options.departures ?? departuresFixture).map((departure) => ({ ...departure }));
  const board = (options.board ?? boardFixture).map((row) => ({ ...row }));
  let nextId = 500;
  let boardReads = 0;
  const writes = {
    created: [] as unknown[],
    updated: [] as { slug: string; body: unknown }[],
    added: [] as { slug: string; body: unknown }[],
    changed: [] as { id: number; body: unknown }[],
    deleted: [] as number[],
  };
  const wait = async () => {
    if (options.writeDelay === "forever") {
      await never();
      return;
    }
    await delay(options.writeDelay ?? 20);
  };
  const summaryOf = (course: AdminCourse): AdminCourseSummary => ({
    id: course.id,
    slug: course.slug,
    area: course.area,
    parent_slug: course.parent_slug,
    name_en: course.name_en,
    name_ko: course.name_ko,
    published: course.published,
    sort_order: course.sort_order,
    departures: course.departures,
    upcoming: course.departures,
  });
  const courseNotFound = () => refusedOn(404, "TOUR_COURSE_NOT_FOUND", "slug", TOUR_MESSAGES.courseNotFound);

  return {
    writes,
    handlers: [
      http.get(ADMIN_COURSES_PATH, () => ok(courses)),
      http.post(ADMIN_COURSES_PATH, async ({ request }) => {
        const raw: unknown = await request.json();
        writes.created.push(raw);
        await wait();
        const parsed = AdminCourseBodySchema.safeParse(raw);
        if (!parsed.success) return invalid(parsed.error);
        if (full.has(parsed.data.slug)) {
          return refusedOn(409, "TOUR_SLUG_TAKEN", "slug", TOUR_ADMIN_MESSAGES.slugTaken);
        }
        const course: AdminCourse = {
          ...parsed.data,
          images: parsed.data.images ?? [DEFAULT_COURSE_IMAGE],
          id: nextId++,
          departures: 0,
        };
        full.set(course.slug, course);
        courses = [...courses, summaryOf(course)];
        return ok(course, {}, 201);
      }),
      http.get(ADMIN_COURSE_PATTERN, ({ params }) => {
        const course = full.get(String(params.slug));
        return course ? ok(course) : courseNotFound();
      }),
      http.put(ADMIN_COURSE_PATTERN, async ({ params, request }) => {
        const slug = String(params.slug);
        const raw: unknown = await request.json();
        writes.updated.push({ slug, body: raw });
        await wait();
        const saved = full.get(slug);
        if (!saved) return courseNotFound();
        const parsed = AdminCourseBodySchema.safeParse(raw);
        if (!parsed.success) return invalid(parsed.error);
        if (parsed.data.slug !== slug && full.has(parsed.data.slug)) {
          return refusedOn(409, "TOUR_SLUG_TAKEN", "slug", TOUR_ADMIN_MESSAGES.slugTaken);
        }
        const course: AdminCourse = { ...saved, ...parsed.data, images: parsed.data.images ?? saved.images };
        full.delete(slug);
        full.set(course.slug, course);
        courses = courses.map((one) => (one.slug === slug ? summaryOf(course) : one));
        return ok(course);
      }),
      http.get(COURSE_DEPARTURES_PATTERN, ({ params }) =>
        full.has(String(params.slug)) ? ok(departures) : courseNotFound(),
      ),
      http.post(COURSE_DEPARTURES_PATTERN, async ({ params, request }) => {
        const slug = String(params.slug);
        const raw: unknown = await request.json();
        writes.added.push({ slug, body: raw });
        await wait();
        const parsed = AddDeparturesBodySchema.safeParse(raw);
        if (!parsed.success) return invalid(parsed.error);
        const body = parsed.data;
        const days = departureDays(body.from, body.to ?? body.from, body.weekdays);
        if (departures.some((one) => one.time === body.time && days.includes(one.date))) {
          return refusedOn(409, "TOUR_DEPARTURE_EXISTS", "time", TOUR_ADMIN_MESSAGES.departureExists);
        }
        const added = days.map((date): AdminDeparture => ({
          id: nextId++,
          date,
          time: body.time,
          seats: body.seats,
          booked: 0,
          bookable: true,
          cancelled: false,
          price: body.price,
          currency: body.currency,
        }));
        departures = [...departures, ...added].sort((a, b) =>
          `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`),
        );
        return ok(added, {}, 201);
      }),
      http.patch(DEPARTURE_PATTERN, async ({ params, request }) => {
        const id = Number(params.id);
        const raw: unknown = await request.json();
        writes.changed.push({ id, body: raw });
        await wait();
        const parsed = DeparturePatchBodySchema.safeParse(raw);
        if (!parsed.success) return invalid(parsed.error);
        const found = departures.find((one) => one.id === id);
        if (!found) return refusedOn(404, "TOUR_DEPARTURE_NOT_FOUND", "id", TOUR_ADMIN_MESSAGES.departureNotFound);
        if (parsed.data.seats !== undefined && parsed.data.seats < found.booked) {
          return refusedOn(409, "TOUR_SEATS_BELOW_BOOKED", "seats", TOUR_ADMIN_MESSAGES.seatsBelowBooked);
        }
        const changed = { ...found, ...parsed.data };
        departures = departures.map((one) => (one.id === id ? changed : one));
        return ok(changed);
      }),
      http.delete(DEPARTURE_PATTERN, async ({ params }) => {
        const id = Number(params.id);
        writes.deleted.push(id);
        await wait();
        const found = departures.find((one) => one.id === id);
        if (!found) return refusedOn(404, "TOUR_DEPARTURE_NOT_FOUND", "id", TOUR_ADMIN_MESSAGES.departureNotFound);
        if (found.booked > 0 || options.inUse?.includes(id)) {
          return refusedOn(409, "TOUR_DEPARTURE_IN_USE", "id", TOUR_ADMIN_MESSAGES.departureInUse);
        }
        departures = departures.filter((one) => one.id !== id);
        return ok({ id });
      }),
      http.get(DAY_BOARD_PATH, ({ request }) => {
        const date = new URL(request.url).searchParams.get("date");
        const rows = board.filter((row) => row.date === date);
        boardReads += 1;
        if (options.gateScanning && boardReads === 2) {
          const boarding = rows.find((row) => row.checked_in < row.booked && row.no_show === 0);
          if (boarding) boarding.checked_in += 1;
        }
        return ok(rows.map((row) => ({ ...row })));
      }),
    ],
  };
}

const READS = [ADMIN_COURSES_PATH, ADMIN_COURSE_PATTERN, COURSE_DEPARTURES_PATTERN, DAY_BOARD_PATH];

/** Every read waiting forever: the loading state. */
export const consoleLoadingHandlers = READS.map((path) => http.get(path, never));
/** Every read failing: the server is down for a moment. */
export const consoleErrorHandlers = READS.map((path) =>
  http.get(path, () => apiError(503, "UNAVAILABLE", "The service is being updated. Try again in a minute.")),
);
/** The session ended elsewhere: every call of the console answers 401. */
export const consoleUnauthorizedHandlers = [...READS, DEPARTURE_PATTERN].flatMap((path) => [
  http.get(path, unauthorized),
  http.put(path, unauthorized),
  http.post(path, unauthorized),
  http.patch(path, unauthorized),
  http.delete(path, unauthorized),
]);
