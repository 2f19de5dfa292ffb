import {
  AdminEditionResponseSchema,
  AdminSessionListResponseSchema,
  AdminSessionResponseSchema,
  DeletedSessionResponseSchema,
  EditionBodySchema,
  SessionBodySchema,
  SessionParamsSchema,
} from "@contracts/mice";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { adminEdition, adminSessions, createSession, deleteSession, saveEdition, updateSession } from "./editor";

const TAGS = ["admin", "mice"];
const EDITION = "/api/v1/admin/mice/edition";
const SESSIONS = "/api/v1/admin/mice/conference/sessions";
const SESSION = `${SESSIONS}/{id}`;

const editionNotFound = errorResponse("404 NOT_FOUND: the current edition has not been written yet");
const sessionNotFound = errorResponse("404 NOT_FOUND: no session of the current edition has this id");
const dayOutside = errorResponse("422 DAY_OUTSIDE_EDITION (`field` day): the day is not one of the edition's days");
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/**
 * Operators of the MICE fair edit the current edition (texts in both languages, days, hours, the registration
 * deadline) and its conference programme; the public edition and programme read what they write.
 */
export function registerMiceEditorRoutes(app: ApiApp, { db, doors }: AppContext): void {
  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: EDITION,
      tags: TAGS,
      summary: "The current edition in both languages, as operators edit it",
      responses: { 200: jsonContent(AdminEditionResponseSchema, "The edition"), 404: editionNotFound },
    }),
    async (c) => c.json(ok(await adminEdition(db)), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: EDITION,
      tags: TAGS,
      summary: "Replace the current edition's names, venue, city, days, hours and registration deadline",
      description:
        "Days are Korea days, hours `HH:MM`. The last day is not before the first, the hall closes after it opens " +
        "and registration closes on or before the last day (400 naming the field). Days that would leave a " +
        "session of the programme outside the fair are 409 SESSIONS_OUTSIDE_DAYS (`field` first_day or last_day). " +
        "Moving `registration_closes_on` opens or closes visitors' registrations and companies' applications.",
      request: { body: json(EditionBodySchema) },
      responses: {
        200: jsonContent(AdminEditionResponseSchema, "The edition as saved"),
        404: editionNotFound,
        409: errorResponse("409 SESSIONS_OUTSIDE_DAYS: sessions are on days the new dates leave out"),
      },
    }),
    async (c) => c.json(ok(await saveEdition(db, c.req.valid("json"))), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: SESSIONS,
      tags: TAGS,
      summary: "The conference programme in both languages, by day and start (operators)",
      description: "`meta` has the time zone of the times (Korea) and the edition's days, as the public programme.",
      responses: {
        200: jsonContent(AdminSessionListResponseSchema, "The sessions; meta has the time zone and the days"),
        404: editionNotFound,
      },
    }),
    async (c) => {
      const { data, meta } = await adminSessions(db);
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: SESSIONS,
      tags: TAGS,
      summary: "Add a session to the programme, on one of the edition's days",
      request: { body: json(SessionBodySchema) },
      responses: {
        201: jsonContent(AdminSessionResponseSchema, "The session"),
        404: editionNotFound,
        422: dayOutside,
      },
    }),
    async (c) => c.json(ok(await createSession(db, c.req.valid("json"))), 201),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "put",
      path: SESSION,
      tags: TAGS,
      summary: "Replace a session of the programme",
      request: { params: SessionParamsSchema, body: json(SessionBodySchema) },
      responses: {
        200: jsonContent(AdminSessionResponseSchema, "The session as saved"),
        404: sessionNotFound,
        422: dayOutside,
      },
    }),
    async (c) => c.json(ok(await updateSession(db, c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "delete",
      path: SESSION,
      tags: TAGS,
      summary: "Delete a session of the programme",
      request: { params: SessionParamsSchema },
      responses: { 200: jsonContent(DeletedSessionResponseSchema, "The deleted session's id"), 404: sessionNotFound },
    }),
    async (c) => c.json(ok(await deleteSession(db, c.req.valid("param").id)), 200),
  );
}
