import {
  DelegateParamsSchema,
  DelegateResponseSchema,
  DelegatesResponseSchema,
  FlightsBodySchema,
  PROTOCOL_TOURS_PATH,
  ProtocolLangQuerySchema,
  ProtocolTourParamsSchema,
  TourResponseSchema,
  TourSummariesResponseSchema,
} from "@contracts/protocol";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { registerAdminTourRoutes } from "./admin-routes";
import { myDelegates, saveMyFlights } from "./delegates";
import { myTour, myTours } from "./tours";
import { flightsConflict, jsonBody } from "./tours-openapi";

const tags = ["protocol"];
const tourNotFound = errorResponse(
  "404 NOT_FOUND: no such tour, or the caller is not one of its delegation (the same answer)",
);
const delegateNotFound = errorResponse("404 NOT_FOUND: the tour is not the caller's, or the person is not on it");

/**
 * The protocol tours (ADR 0033). Members (member area) read the tours they are a delegate of and save flights; these
 * doors are member-only: operators use the operators' doors (admin-routes.ts) for every tour.
 */
export function registerTourRoutes(app: ApiApp, ctx: AppContext) {
  const { db, doors, now } = ctx;

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: PROTOCOL_TOURS_PATH,
      tags,
      summary: "The tours I am a delegate of, the newest departure first, each with its tracking window",
      request: { query: ProtocolLangQuerySchema },
      responses: { 200: jsonContent(TourSummariesResponseSchema, "My tours (empty when none)") },
    }),
    async (c) => {
      const { lang } = c.req.valid("query");
      return c.json(ok(await myTours(db, c.get("principal").accountId, lang, now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: `${PROTOCOL_TOURS_PATH}/{id}`,
      tags,
      summary: "One of my tours in my language: programme, numbered stops, vehicles, and whether I coordinate",
      request: { params: ProtocolTourParamsSchema, query: ProtocolLangQuerySchema },
      responses: { 200: jsonContent(TourResponseSchema, "The tour"), 404: tourNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { lang } = c.req.valid("query");
      return c.json(ok(await myTour(db, c.get("principal").accountId, id, lang, now())), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: `${PROTOCOL_TOURS_PATH}/{id}/delegates`,
      tags,
      summary: "The delegation's people with their flights: a coordinator sees everyone, anyone else only themself",
      request: { params: ProtocolTourParamsSchema },
      responses: {
        200: jsonContent(DelegatesResponseSchema, "By arrival time, those without one last; `is_me` marks mine"),
        404: tourNotFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(ok(await myDelegates(db, c.get("principal").accountId, id)), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "put",
      path: `${PROTOCOL_TOURS_PATH}/{id}/delegates/{delegate}/flights`,
      tags,
      summary: "Save a person's arrival and departure flights at the version read (mine, or anyone's as coordinator)",
      description:
        "A coordinator may save anyone's of the tour; anyone else only their own (403 FORBIDDEN). The save names " +
        "the version it was made from: a newer one is 409 VERSION_CONFLICT with the person as they are now in " +
        "`current`; a save moves the version by one.",
      request: { params: DelegateParamsSchema, body: jsonBody(FlightsBodySchema) },
      responses: {
        200: jsonContent(DelegateResponseSchema, "Saved"),
        403: errorResponse("403 FORBIDDEN: another person's flights, and the caller does not coordinate"),
        404: delegateNotFound,
        409: flightsConflict,
      },
    }),
    async (c) => {
      const { id, delegate } = c.req.valid("param");
      const saved = await saveMyFlights(db, {
        accountId: c.get("principal").accountId,
        tourId: id,
        delegateId: delegate,
        body: c.req.valid("json"),
        now: now(),
      });
      return c.json(ok(saved), 200);
    },
  );

  registerAdminTourRoutes(app, ctx);
}
