import {
  ConferenceQuerySchema,
  ConferenceResponseSchema,
  FairEditionResponseSchema,
  MyVisitorRegistrationResponseSchema,
  VisitorRegistrationBodySchema,
  VisitorRegistrationResponseSchema,
} from "@contracts/mice";
import { LangSchema } from "@contracts/settings";
import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { conferenceProgramme } from "./conference";
import { editionAnswer } from "./edition";
import { myRegistration, registerVisitor } from "./visitors";

const EditionQuerySchema = z.object({ lang: LangSchema.default("en") });
const editionNotFound = errorResponse("404 NOT_FOUND: the current edition has not been written yet");
const notVisitor = errorResponse("403 NOT_VISITOR: a buyer's, seller's or general account (they apply instead)");

/**
 * The MICE fair for everyone and for its visitors: the current edition and its programme (public), and a visitor
 * account's own registration with its entry badge.
 */
export function registerMiceRoutes(app: ApiApp, { db, now, doors }: AppContext): void {
  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/mice/edition",
      tags: ["mice"],
      summary: "The MICE fair's current edition: names, days, hours, venue, registration and figures (public)",
      description:
        "`days` runs from the first to the last day (Korea). `registration_open` holds through the whole of " +
        "`registration_closes_on` in Korea. `exhibitors` counts the sellers approved for the edition.",
      request: { query: EditionQuerySchema },
      responses: {
        200: jsonContent(FairEditionResponseSchema, "The edition"),
        404: editionNotFound,
      },
    }),
    async (c) => c.json(ok(await editionAnswer(db, c.req.valid("query").lang, now())), 200),
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/mice/conference",
      tags: ["mice"],
      summary: "The conference programme by day and start (public)",
      description:
        "Times are Korea time (`meta.time_zone`); `meta.days` lists the edition's days. `day` keeps one day's " +
        "sessions (none for a day outside the fair).",
      request: { query: ConferenceQuerySchema },
      responses: {
        200: jsonContent(ConferenceResponseSchema, "The sessions; meta has the time zone and the days"),
        404: editionNotFound,
      },
    }),
    async (c) => {
      const { data, meta } = await conferenceProgramme(db, c.req.valid("query"));
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "get",
      path: "/api/v1/mice/visitor/me",
      tags: ["mice"],
      summary: "My registration for the current edition with its badge, or null while there is none",
      responses: {
        200: jsonContent(MyVisitorRegistrationResponseSchema, "The registration, or null"),
        403: notVisitor,
      },
    }),
    async (c) => c.json(ok(await myRegistration(db, c.get("principal").accountId)), 200),
  );

  app.openapi(
    doors.signedIn("accreditation", {
      method: "post",
      path: "/api/v1/mice/visitor/me",
      tags: ["mice"],
      summary: "Register myself for the current edition and get my entry badge",
      description:
        "Visitor accounts only; name, e-mail and phone are the account's. Once per account and edition: a second " +
        "registration, also one sent at the same moment, is 409 ALREADY_REGISTERED. After the edition's " +
        "`registration_closes_on` (Korea) it is 409 REGISTRATION_CLOSED.",
      request: {
        body: { content: { "application/json": { schema: VisitorRegistrationBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(VisitorRegistrationResponseSchema, "Registered, with the badge"),
        403: notVisitor,
        404: editionNotFound,
        409: errorResponse("409 ALREADY_REGISTERED; REGISTRATION_CLOSED"),
      },
    }),
    async (c) => {
      const registration = await registerVisitor(db, c.get("principal").accountId, c.req.valid("json"), now());
      return c.json(ok(registration), 201);
    },
  );
}
