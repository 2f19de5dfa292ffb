import { envelopeSchema } from "@contracts/envelope";
import {
  AddDeparturesBodySchema,
  ADMIN_TOURS_PATH,
  AdminCourseBodySchema,
  AdminCourseListResponseSchema,
  AdminCourseParamsSchema,
  AdminCourseResponseSchema,
  AdminDepartureListResponseSchema,
  AdminDepartureParamsSchema,
  AdminDepartureResponseSchema,
  DeparturePatchBodySchema,
} from "@contracts/tours-admin";
import { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import {
  addDepartures,
  adminCourse,
  adminCourseList,
  changeDeparture,
  courseDepartures,
  createCourse,
  deleteDeparture,
  updateCourse,
} from "./admin-courses";
import { tourError } from "./errors";

const TAGS = ["admin", "tours"];
const COURSES = `${ADMIN_TOURS_PATH}/courses`;
const COURSE = `${COURSES}/{slug}`;
const DEPARTURE = `${ADMIN_TOURS_PATH}/departures/{id}`;
const DeletedResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
const departureNotFound = errorResponse("404 TOUR_DEPARTURE_NOT_FOUND (`field` id)");
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

const courseNotFound = errorResponse("404 TOUR_COURSE_NOT_FOUND: no course has this address");
const parentRefused = errorResponse(
  "422 TOUR_PARENT_NOT_FOUND or TOUR_PARENT_INVALID (`field` parent_slug): no such main course, the course itself, " +
    "or a sub-course",
);

/**
 * The summit operators' console (issue 23, ADR 0027): courses as data in both languages, published or not, and
 * their departures, behind the admin sign-in. Guests' course list and pages read what these write.
 */
export function registerTourAdminRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: COURSES,
      tags: TAGS,
      summary: "Every course, published or not, with its departures counted (operators)",
      responses: { 200: jsonContent(AdminCourseListResponseSchema, "The courses, in the operators' order") },
    }),
    async (c) => c.json(ok(await adminCourseList(ctx.db, ctx.now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: COURSES,
      tags: TAGS,
      summary: "Create a course (a product of the summit channel and its course row, together)",
      description:
        "Both languages' texts, the itinerary's stops, the meeting point, duration, guide languages, minimum " +
        "travellers, free-cancellation cut-off, published and order. A taken address is 409 TOUR_SLUG_TAKEN " +
        "(`field` slug). Its departures, with their price, are added afterwards.",
      request: { body: json(AdminCourseBodySchema) },
      responses: {
        201: jsonContent(AdminCourseResponseSchema, "The course as saved"),
        409: errorResponse("409 TOUR_SLUG_TAKEN (`field` slug)"),
        422: parentRefused,
      },
    }),
    async (c) => c.json(ok(await createCourse(ctx.db, c.req.valid("json"))), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: COURSE,
      tags: TAGS,
      summary: "One course in both languages, as the editor fills its form (operators)",
      request: { params: AdminCourseParamsSchema },
      responses: { 200: jsonContent(AdminCourseResponseSchema, "The course"), 404: courseNotFound },
    }),
    async (c) => {
      const course = await adminCourse(ctx.db, c.req.valid("param").slug);
      if (!course) throw tourError(404, "courseNotFound", "slug");
      return c.json(ok(course), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: COURSE,
      tags: TAGS,
      summary: "Replace a course (its address may change); its departures and bookings stay",
      request: { params: AdminCourseParamsSchema, body: json(AdminCourseBodySchema) },
      responses: {
        200: jsonContent(AdminCourseResponseSchema, "The course as saved"),
        404: courseNotFound,
        409: errorResponse("409 TOUR_SLUG_TAKEN (`field` slug), or TOUR_PARENT_INVALID: it has sub-courses"),
        422: parentRefused,
      },
    }),
    async (c) => c.json(ok(await updateCourse(ctx.db, c.req.valid("param").slug, c.req.valid("json"))), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: `${COURSE}/departures`,
      tags: TAGS,
      summary: "A course's departures, past ones too, with seats, booked and sale (operators)",
      request: { params: AdminCourseParamsSchema },
      responses: { 200: jsonContent(AdminDepartureListResponseSchema, "By day and time"), 404: courseNotFound },
    }),
    async (c) => c.json(ok(await courseDepartures(ctx.db, c.req.valid("param").slug)), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: `${COURSE}/departures`,
      tags: TAGS,
      summary: "Add departures: one day, or every chosen weekday of a range, at one time with seats and a price",
      description:
        "All of them or none. The first day is tomorrow in Korea or later (422 TOUR_DEPARTURE_PAST, `field` " +
        "from); a day the course already leaves at this time is 409 TOUR_DEPARTURE_EXISTS (`field` time).",
      request: { params: AdminCourseParamsSchema, body: json(AddDeparturesBodySchema) },
      responses: {
        201: jsonContent(AdminDepartureListResponseSchema, "The departures added"),
        404: courseNotFound,
        409: errorResponse("409 TOUR_DEPARTURE_EXISTS (`field` time)"),
        422: errorResponse("422 TOUR_DEPARTURE_PAST (`field` from)"),
      },
    }),
    async (c) =>
      c.json(ok(await addDepartures(ctx.db, c.req.valid("param").slug, c.req.valid("json"), ctx.now())), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "patch",
      path: DEPARTURE,
      tags: TAGS,
      summary: "Change a departure's seats or price, or close or reopen it for sale (operators)",
      description:
        "Seats never go below the seats already booked or held by a waitlist offer (409 TOUR_SEATS_BELOW_BOOKED, " +
        "`field` seats), checked in the same UPDATE that writes them, so a booking taken a moment before holds. " +
        "The price is in the departure's currency and applies to bookings from now on; reservations keep theirs.",
      request: { params: AdminDepartureParamsSchema, body: json(DeparturePatchBodySchema) },
      responses: {
        200: jsonContent(AdminDepartureResponseSchema, "The departure as saved"),
        404: departureNotFound,
        409: errorResponse("409 TOUR_SEATS_BELOW_BOOKED (`field` seats)"),
      },
    }),
    async (c) => c.json(ok(await changeDeparture(ctx.db, c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: DEPARTURE,
      tags: TAGS,
      summary: "Delete a departure nobody booked or waited for (operators)",
      description:
        "The departure and its option go together. One with a reservation in any state or a waitlist entry is " +
        "409 TOUR_DEPARTURE_IN_USE (`field` id): close it for sale instead.",
      request: { params: AdminDepartureParamsSchema },
      responses: {
        200: jsonContent(DeletedResponseSchema, "Deleted"),
        404: departureNotFound,
        409: errorResponse("409 TOUR_DEPARTURE_IN_USE (`field` id): close it for sale instead"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await deleteDeparture(ctx.db, id);
      return c.json(ok({ id }), 200);
    },
  );
}
