import {
  ADMIN_PROTOCOL_DELEGATES_PATH,
  ADMIN_PROTOCOL_TOURS_PATH,
  AdminDelegateParamsSchema,
  AdminTourResponseSchema,
  AdminTourSummariesResponseSchema,
  AdminVehicleParamsSchema,
  ArrivalsResponseSchema,
  DelegateBodySchema,
  DelegateParamsSchema,
  DelegateResponseSchema,
  FlightsBodySchema,
  ProtocolDeletedResponseSchema,
  ProtocolLangQuerySchema,
  ProtocolTourParamsSchema,
  StopsBodySchema,
  TourBodySchema,
  VehicleBodySchema,
} from "@contracts/protocol";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import {
  addDelegate,
  addVehicle,
  adminDelegateOfTour,
  adminTour,
  arrivals,
  createTour,
  deleteDelegate,
  deleteVehicle,
  listAdminTours,
  markHandedOver,
  markMet,
  replaceStops,
  unmarkHandedOver,
  unmarkMet,
  updateDelegate,
  updateTour,
  updateVehicle,
} from "./admin";
import { saveFlightsAsOperator } from "./delegates";
import { flightsConflict, jsonBody } from "./tours-openapi";

const tags = ["admin", "protocol"];
const tourNotFound = errorResponse("404 NOT_FOUND: no such tour");
const vehicleNotFound = errorResponse("404 NOT_FOUND: no such tour, or the vehicle is not on it");
const delegateNotFound = errorResponse("404 NOT_FOUND: no such tour, or the person is not on it");
const personNotFound = errorResponse("404 NOT_FOUND: no such person");
const driverRefused = "400 VALIDATION_ERROR: `driver_account_id` names no active operators' account of role `driver`";
const vehiclesFull = errorResponse("409 LIMIT_REACHED: the tour has the most vehicles it may have");
const emailTaken = errorResponse(
  "409 EMAIL_TAKEN: another person of the tour is linked to this e-mail's account (field `email`)",
);

/**
 * The operators' doors of the protocol tours (ADR 0033): every tour, its parts, the arrivals board and the marks.
 * Operators only (the `admin` door: a driver's or another staff account is 403). Writes answer the whole tour
 * (stops, vehicles) or the person (people, flights, marks) as it is after the write.
 */
export function registerAdminTourRoutes(app: ApiApp, ctx: AppContext) {
  const { db, doors, now } = ctx;
  const tourPath = `${ADMIN_PROTOCOL_TOURS_PATH}/{id}`;

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: ADMIN_PROTOCOL_TOURS_PATH,
      tags,
      summary: "Every protocol tour, the newest departure first, with its tracking window",
      request: { query: ProtocolLangQuerySchema },
      responses: { 200: jsonContent(AdminTourSummariesResponseSchema, "The tours, names in the language asked") },
    }),
    async (c) => c.json(ok(await listAdminTours(db, c.req.valid("query").lang, now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: ADMIN_PROTOCOL_TOURS_PATH,
      tags,
      summary: "Add a tour: names, window, retention, programme in both languages, route (stops and the rest later)",
      request: { body: jsonBody(TourBodySchema) },
      responses: { 201: jsonContent(AdminTourResponseSchema, "Added") },
    }),
    async (c) => c.json(ok(await createTour(db, c.req.valid("json"), now())), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: tourPath,
      tags,
      summary: "One tour whole, in both languages: programme, route, stops, vehicles and drivers",
      request: { params: ProtocolTourParamsSchema },
      responses: { 200: jsonContent(AdminTourResponseSchema, "The tour"), 404: tourNotFound },
    }),
    async (c) => c.json(ok(await adminTour(db, c.req.valid("param").id, now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: tourPath,
      tags,
      summary:
        "Rewrite the tour's own fields (names, window, retention, programme, route); stops, vehicles, people stay",
      request: { params: ProtocolTourParamsSchema, body: jsonBody(TourBodySchema) },
      responses: { 200: jsonContent(AdminTourResponseSchema, "Saved"), 404: tourNotFound },
    }),
    async (c) => c.json(ok(await updateTour(db, c.req.valid("param").id, c.req.valid("json"), now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: `${tourPath}/stops`,
      tags,
      summary: "Replace the tour's stops by these, in this order (numbered 1, 2, 3 ... in it)",
      request: { params: ProtocolTourParamsSchema, body: jsonBody(StopsBodySchema) },
      responses: { 200: jsonContent(AdminTourResponseSchema, "Saved: the whole tour"), 404: tourNotFound },
    }),
    async (c) => c.json(ok(await replaceStops(db, c.req.valid("param").id, c.req.valid("json"), now())), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: `${tourPath}/vehicles`,
      tags,
      summary: "Add a vehicle, with its driver (an operators' account of role `driver`) or none yet",
      request: { params: ProtocolTourParamsSchema, body: jsonBody(VehicleBodySchema) },
      responses: {
        201: jsonContent(AdminTourResponseSchema, "Added: the whole tour, the new vehicle last"),
        400: errorResponse(`Invalid input (\`field\` names it), or ${driverRefused}`),
        404: tourNotFound,
        409: vehiclesFull,
      },
    }),
    async (c) => c.json(ok(await addVehicle(db, c.req.valid("param").id, c.req.valid("json"), now())), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: `${tourPath}/vehicles/{vehicle}`,
      tags,
      summary: "Rename a vehicle, change its plate or its driver; its trip and positions stay",
      request: { params: AdminVehicleParamsSchema, body: jsonBody(VehicleBodySchema) },
      responses: {
        200: jsonContent(AdminTourResponseSchema, "Saved: the whole tour"),
        400: errorResponse(`Invalid input (\`field\` names it), or ${driverRefused}`),
        404: vehicleNotFound,
      },
    }),
    async (c) => {
      const { id, vehicle } = c.req.valid("param");
      return c.json(ok(await updateVehicle(db, { tourId: id, vehicleId: vehicle }, c.req.valid("json"), now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: `${tourPath}/vehicles/{vehicle}`,
      tags,
      summary: "Remove a vehicle with its tracked positions",
      request: { params: AdminVehicleParamsSchema },
      responses: { 200: jsonContent(AdminTourResponseSchema, "Removed: the whole tour"), 404: vehicleNotFound },
    }),
    async (c) => {
      const { id, vehicle } = c.req.valid("param");
      return c.json(ok(await deleteVehicle(db, { tourId: id, vehicleId: vehicle }, now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: `${tourPath}/delegates`,
      tags,
      summary: "Add a person to the delegation; an e-mail of a member account links it (they then read the tour)",
      request: { params: ProtocolTourParamsSchema, body: jsonBody(DelegateBodySchema) },
      responses: {
        201: jsonContent(DelegateResponseSchema, "Added; `email` is empty when no member account has it"),
        404: tourNotFound,
        409: emailTaken,
      },
    }),
    async (c) => c.json(ok(await addDelegate(db, c.req.valid("param").id, c.req.valid("json"), now())), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: `${tourPath}/delegates/{delegate}`,
      tags,
      summary: "One person of the tour with their flights, link and marks",
      request: { params: DelegateParamsSchema },
      responses: { 200: jsonContent(DelegateResponseSchema, "The person"), 404: delegateNotFound },
    }),
    async (c) => {
      const { id, delegate } = c.req.valid("param");
      return c.json(ok(await adminDelegateOfTour(db, id, delegate)), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: `${tourPath}/delegates/{delegate}`,
      tags,
      summary: "Rewrite a person's name, title, link and coordinator flag; their flights and marks stay",
      request: { params: DelegateParamsSchema, body: jsonBody(DelegateBodySchema) },
      responses: {
        200: jsonContent(DelegateResponseSchema, "Saved"),
        404: delegateNotFound,
        409: emailTaken,
      },
    }),
    async (c) => {
      const { id, delegate } = c.req.valid("param");
      const saved = await updateDelegate(db, { tourId: id, delegateId: delegate }, c.req.valid("json"), now());
      return c.json(ok(saved), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: `${tourPath}/delegates/{delegate}`,
      tags,
      summary: "Remove a person from the delegation",
      request: { params: DelegateParamsSchema },
      responses: { 200: jsonContent(ProtocolDeletedResponseSchema, "Removed"), 404: delegateNotFound },
    }),
    async (c) => {
      const { id, delegate } = c.req.valid("param");
      return c.json(ok(await deleteDelegate(db, { tourId: id, delegateId: delegate })), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: `${tourPath}/delegates/{delegate}/flights`,
      tags,
      summary: "Save a person's flights at the version read (the same rule as the delegation's own saves)",
      request: { params: DelegateParamsSchema, body: jsonBody(FlightsBodySchema) },
      responses: {
        200: jsonContent(DelegateResponseSchema, "Saved; `version` moved by one"),
        404: delegateNotFound,
        409: flightsConflict,
      },
    }),
    async (c) => {
      const { id, delegate } = c.req.valid("param");
      const saved = await saveFlightsAsOperator(db, {
        tourId: id,
        delegateId: delegate,
        body: c.req.valid("json"),
        now: now(),
      });
      return c.json(ok(saved), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: `${tourPath}/arrivals`,
      tags,
      summary: "The arrivals board: every person of the tour by arrival time, those without an arrival last",
      request: { params: ProtocolTourParamsSchema },
      responses: { 200: jsonContent(ArrivalsResponseSchema, "With flights, link and marks"), 404: tourNotFound },
    }),
    async (c) => c.json(ok(await arrivals(db, c.req.valid("param").id)), 200),
  );

  const marks = [
    {
      mark: "met",
      set: "Mark a person met at arrival (again: the first mark stays)",
      unset: 'Take back "met" (and "handed over" with it)',
      post: (id: number, operator: number) => markMet(db, id, operator, now()),
      remove: (id: number) => unmarkMet(db, id, now()),
      refusal: undefined,
    },
    {
      mark: "handed-over",
      set: "Mark a met person handed over (again: the first mark stays)",
      unset: 'Take back "handed over"',
      post: (id: number, operator: number) => markHandedOver(db, id, operator, now()),
      remove: (id: number) => unmarkHandedOver(db, id, now()),
      refusal: errorResponse("409 NOT_MET: the person is not marked met yet"),
    },
  ] as const;

  for (const { mark, set, unset, post, remove, refusal } of marks) {
    app.openapi(
      doors.signedIn("admin", {
        method: "post",
        path: `${ADMIN_PROTOCOL_DELEGATES_PATH}/{id}/${mark}`,
        tags,
        summary: set,
        request: { params: AdminDelegateParamsSchema },
        responses: {
          200: jsonContent(DelegateResponseSchema, "Marked: the person, with who marked and when"),
          404: personNotFound,
          ...(refusal && { 409: refusal }),
        },
      }),
      async (c) => c.json(ok(await post(c.req.valid("param").id, c.get("principal").accountId)), 200),
    );

    app.openapi(
      doors.signedIn("admin", {
        method: "delete",
        path: `${ADMIN_PROTOCOL_DELEGATES_PATH}/{id}/${mark}`,
        tags,
        summary: unset,
        request: { params: AdminDelegateParamsSchema },
        responses: { 200: jsonContent(DelegateResponseSchema, "Taken back: the person"), 404: personNotFound },
      }),
      async (c) => c.json(ok(await remove(c.req.valid("param").id)), 200),
    );
  }
}
