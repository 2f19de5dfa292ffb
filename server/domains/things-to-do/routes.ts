import {
  EventListResponseSchema,
  EventParamsSchema,
  EventQuerySchema,
  EventResponseSchema,
  EventsQuerySchema,
  resolveEventRange,
  THINGS_TO_DO_MESSAGES,
  THINGS_TO_DO_PATH,
} from "@contracts/things-to-do";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { langOf } from "../reservations/http";
import { eventDetail, listEvents } from "./events";

/** What is on in Seoul (public): the events of a range of Korean days, and one event. */
export function registerThingsToDoRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: `${THINGS_TO_DO_PATH}/events`,
      tags: ["things-to-do"],
      summary: "The events on at least one day from `from` to `to` (Korean days), of one category when asked",
      description:
        "Without days: today in Korea and the 30 days after it. At most 62 days apart; an event that starts " +
        "before the range or ends after it is listed too. The days read come back in `meta`.",
      request: { query: EventsQuerySchema },
      responses: {
        200: jsonContent(EventListResponseSchema, "The events, by their first day"),
        400: errorResponse("400 VALIDATION_ERROR (field from, to or category): a malformed day, or too long a range"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const resolved = resolveEventRange(query, ctx.now());
      if ("problem" in resolved) {
        // the schema's own answer when both days are named; with a day left to its default, the same words here
        const message = THINGS_TO_DO_MESSAGES[resolved.problem];
        throw new AppError(400, "VALIDATION_ERROR", `to: ${message}`, "to", [{ field: "to", message }]);
      }
      const data = await listEvents(ctx.db, {
        range: resolved.range,
        category: query.category,
        lang: langOf(c, query.lang),
      });
      return c.json(ok(data, resolved.range), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${THINGS_TO_DO_PATH}/events/{id}`,
      tags: ["things-to-do"],
      summary: "One event, with its description",
      request: { params: EventParamsSchema, query: EventQuerySchema },
      responses: {
        200: jsonContent(EventResponseSchema, "The event"),
        404: errorResponse("404 EVENT_NOT_FOUND"),
      },
    }),
    async (c) => {
      const event = await eventDetail(ctx.db, c.req.valid("param").id, langOf(c, c.req.valid("query").lang));
      if (!event) throw new AppError(404, "EVENT_NOT_FOUND", THINGS_TO_DO_MESSAGES.eventNotFound, "id");
      return c.json(ok(event), 200);
    },
  );
}
