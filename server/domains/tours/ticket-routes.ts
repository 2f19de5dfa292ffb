import {
  CheckInBatchBodySchema,
  CheckInBatchResponseSchema,
  CheckInBodySchema,
  CheckInResponseSchema,
  DepartureCountsQuerySchema,
  DepartureCountsResponseSchema,
  DepartureParamsSchema,
  DepartureTicketsResponseSchema,
  RESERVATION_KEY_HEADER,
  TOURS_PATH,
  TicketListResponseSchema,
  TicketResponseSchema,
  TicketTokenParamsSchema,
  TourLangQuerySchema,
  TourReservationParamsSchema,
} from "@contracts/tours";
import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/http/errors";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { langOf } from "../reservations/http";
import { openByKey } from "./guest";
import { checkIn, departureCounts, departureTickets, reservationTickets, ticketOf } from "./tickets";

const ADMIN_TOURS = "/api/v1/admin/tours";
const KeyHeadersSchema = z.object({ [RESERVATION_KEY_HEADER.toLowerCase()]: z.string().optional() });
const notATicket = () => new AppError(404, "TICKET_NOT_FOUND", "This is not a ticket of ours.", "token");

/**
 * Tickets and check-in (issue 23): a guest's tickets (with the reservation's key) and a ticket's own page (its
 * token is its secret); the operators' gate: one scan, an offline device's queue, a departure's tickets for
 * offline use, and a day's counts.
 */
export function registerTicketRoutes(app: ApiApp, { shop: ctx, doors, authConfig }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: `${TOURS_PATH}/reservations/{number}/tickets`,
      tags: ["tours"],
      summary: "A guest's tickets, one per traveller, with their QR tokens",
      request: { params: TourReservationParamsSchema, query: TourLangQuerySchema, headers: KeyHeadersSchema },
      responses: {
        200: jsonContent(TicketListResponseSchema, "The tickets; `valid` once paid"),
        401: errorResponse("401 TOUR_KEY_INVALID"),
      },
    }),
    async (c) => {
      const row = await openByKey(ctx, authConfig, c.req.valid("param").number, c.req.header(RESERVATION_KEY_HEADER));
      const data = await reservationTickets(ctx, authConfig, row, langOf(c, c.req.valid("query").lang));
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${TOURS_PATH}/tickets/{token}`,
      tags: ["tours"],
      summary: "One ticket, opened from its link (the token in its QR code)",
      request: { params: TicketTokenParamsSchema, query: TourLangQuerySchema },
      responses: {
        200: jsonContent(TicketResponseSchema, "The ticket"),
        404: errorResponse("404 TICKET_NOT_FOUND: a token the server did not sign"),
      },
    }),
    async (c) => {
      const ticket = await ticketOf(ctx, authConfig, c.req.valid("param").token, langOf(c, c.req.valid("query").lang));
      if (!ticket) throw notATicket();
      return c.json(ok(ticket), 200);
    },
  );

  app.openapi(
    doors.signedIn("gate", {
      method: "post",
      path: `${ADMIN_TOURS}/check-ins`,
      tags: ["admin", "tours"],
      summary: "Decide one scan at a departure's gate (operators)",
      description:
        "Valid the first time (and for the same scan, by its nonce, sent again), already used with the first " +
        "passage's time and device, wrong departure, or invalid (not our ticket, unpaid, cancelled).",
      request: {
        query: TourLangQuerySchema,
        body: { content: { "application/json": { schema: CheckInBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(CheckInResponseSchema, "The decision") },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const lang = langOf(c, c.req.valid("query").lang);
      const data = await checkIn(ctx, authConfig, body, body.device, c.get("principal").accountId, lang);
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("gate", {
      method: "post",
      path: `${ADMIN_TOURS}/check-ins/batch`,
      tags: ["admin", "tours"],
      summary: "An offline scanner's queue, sent when it is back (operators)",
      description:
        "Each scan is decided as if sent alone, in the order sent; a scan already recorded (its nonce) gets its " +
        "first answer again, and a ticket another device passed first comes back as already used (a conflict).",
      request: {
        query: TourLangQuerySchema,
        body: { content: { "application/json": { schema: CheckInBatchBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(CheckInBatchResponseSchema, "One answer per scan, in order") },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const lang = langOf(c, c.req.valid("query").lang);
      const operator = c.get("principal").accountId;
      const answers = [];
      for (const scan of body.scans) answers.push(await checkIn(ctx, authConfig, scan, body.device, operator, lang));
      return c.json(ok(answers), 200);
    },
  );

  app.openapi(
    doors.signedIn("gate", {
      method: "get",
      path: `${ADMIN_TOURS}/departures/{id}/tickets`,
      tags: ["admin", "tours"],
      summary: "A departure's tickets for a scanner to decide offline (operators)",
      request: { params: DepartureParamsSchema, query: TourLangQuerySchema },
      responses: {
        200: jsonContent(DepartureTicketsResponseSchema, "Token hashes, holders and passages so far"),
        404: errorResponse("404 NOT_FOUND: no such departure"),
      },
    }),
    async (c) => {
      const data = await departureTickets(
        ctx,
        authConfig,
        c.req.valid("param").id,
        langOf(c, c.req.valid("query").lang),
      );
      if (!data) throw new AppError(404, "NOT_FOUND", "This departure does not exist.", "id");
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("gate", {
      method: "get",
      path: `${ADMIN_TOURS}/departures`,
      tags: ["admin", "tours"],
      summary: "A day's departures with seats, booked, checked in and no-shows (operators)",
      request: { query: DepartureCountsQuerySchema },
      responses: { 200: jsonContent(DepartureCountsResponseSchema, "The day's departures, by time") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      return c.json(ok(await departureCounts(ctx, query.date, langOf(c, query.lang))), 200);
    },
  );
}
