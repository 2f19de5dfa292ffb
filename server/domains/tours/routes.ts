import { CheckoutResponseSchema, ConfirmPaymentBodySchema, ConfirmPaymentResponseSchema } from "@contracts/payments";
import {
  CreateTourReservationBodySchema,
  RESERVATION_KEY_HEADER,
  TOURS_PATH,
  TourCancelBodySchema,
  TourCheckoutBodySchema,
  TourCourseListResponseSchema,
  TourCourseParamsSchema,
  TourCourseResponseSchema,
  TourCoursesQuerySchema,
  TourLangQuerySchema,
  TourLookupBodySchema,
  TourReservationAccessResponseSchema,
  TourReservationParamsSchema,
  TourReservationResponseSchema,
} from "@contracts/tours";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import { requestOrigin } from "../../platform/http/auth-middleware";
import { mailLinkOrigin } from "../../platform/http/mail-links";
import type { ApiApp } from "../../platform/http/env";
import { assertPaymentMethodOpen, mayUseLocalPayments } from "../../platform/http/local-payment-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { countLookup } from "../auth/accounts";
import { addressOf, throttledResponse } from "../auth/route-parts";
import { checkout, confirmPayment } from "../payments/payments";
import { langOf } from "../reservations/http";
import { openReservationKey } from "./access";
import { bookTour } from "./book";
import { bookingAllowance } from "./booking-limits";
import { courseDetail, listCourses } from "./courses";
import { tourError } from "./errors";
import { myReservationPath, tourBookedMail } from "./mail";
import { cancelTour, lookUp, openByKey, tourReservationAnswer, withKey } from "./guest";

const KeyHeadersSchema = z.object({
  [RESERVATION_KEY_HEADER.toLowerCase()]: z
    .string()
    .optional()
    .describe("The key the booking or the lookup gave (the reservation it opens and nothing else)"),
});
const keyOf = (c: Context) => c.req.header(RESERVATION_KEY_HEADER);
const keyRefused = errorResponse("401 TOUR_KEY_INVALID: no key, an altered or expired one, or another reservation's");

/** The summit tours: courses (public), guests' bookings, their lookup, payment and cancel (ADR 0027). */
export function registerTourRoutes(
  app: ApiApp,
  { shop: ctx, doors, auth, authConfig, clientAddress, mail }: AppContext,
) {
  app.openapi(
    doors.open({
      method: "get",
      path: `${TOURS_PATH}/courses`,
      tags: ["tours"],
      summary: "The summit's courses (of one area when asked), with their lowest open price and next departure",
      request: { query: TourCoursesQuerySchema },
      responses: { 200: jsonContent(TourCourseListResponseSchema, "The published courses, in the operators' order") },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const data = await listCourses(ctx.db, { area: query.area, lang: langOf(c, query.lang), now: ctx.now() });
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${TOURS_PATH}/courses/{slug}`,
      tags: ["tours"],
      summary: "One course: itinerary, meeting point, sub-courses and departures with their seats",
      request: { params: TourCourseParamsSchema, query: TourLangQuerySchema },
      responses: {
        200: jsonContent(TourCourseResponseSchema, "The course"),
        404: errorResponse("404 TOUR_COURSE_NOT_FOUND"),
      },
    }),
    async (c) => {
      const course = await courseDetail(
        ctx.db,
        c.req.valid("param").slug,
        langOf(c, c.req.valid("query").lang),
        ctx.now(),
      );
      if (!course) throw tourError(404, "courseNotFound", "slug");
      return c.json(ok(course), 200);
    },
  );

  app.openapi(
    doors.optional({
      method: "post",
      path: `${TOURS_PATH}/reservations`,
      tags: ["tours"],
      summary: "Book a departure, as a guest (an e-mail) or as a signed-in shop member",
      description:
        "The shop's rules and seats (one guarded update: never more travellers than seats). A repeated " +
        "`request_id` answers the first reservation with 200. The answer carries a key for this reservation only.",
      request: {
        body: { content: { "application/json": { schema: CreateTourReservationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(TourReservationAccessResponseSchema, "The reservation this request_id already made"),
        201: jsonContent(TourReservationAccessResponseSchema, "Booked"),
        409: errorResponse(
          "409 TOUR_DEPARTURE_FULL or TOUR_DEPARTURE_CLOSED (field departure_id); 409 TOTAL_CHANGED; 409 " +
            "PAYMENT_METHOD_UNAVAILABLE",
        ),
        422: errorResponse("422 BANK_TRANSFER_TOO_LATE (field payment_method)"),
        429: errorResponse(
          "429 TOUR_BOOKINGS_LIMITED: too many bookings from this address or for this e-mail (Retry-After)",
        ),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      assertPaymentMethodOpen(c, ctx, input.payment_method ?? "card");
      const principal = c.get("principal");
      const memberId = principal?.area === "member" ? principal.accountId : null;
      const email = input.email.toLowerCase();
      const counted = await bookingAllowance(ctx.db, addressOf(clientAddress, c), email, ctx.now());
      const { row, created } = await bookTour(ctx, { memberId, email }, input);
      const data = await withKey(ctx, authConfig, row, input.lang);
      if (!created) return c.json(ok(data), 200);
      await counted();
      // the booking stands should the mail fail: the completion page shows the same number
      try {
        const link = `${mailLinkOrigin(c, ctx.auth)}${myReservationPath(row.number)}`;
        await mail.send(tourBookedMail(input.lang, { to: email, link, reservation: data.reservation }));
      } catch (error) {
        ctx.logger.warn("tour booking mail not sent", { reservation: row.id, error });
      }
      return c.json(ok(data), 201);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${TOURS_PATH}/reservations/lookup`,
      tags: ["tours"],
      summary: "Find a guest's reservation by its number and e-mail",
      description: "Counts against the caller's address like the other look-ups; a wrong pair is 404 either way.",
      request: {
        query: TourLangQuerySchema,
        body: { content: { "application/json": { schema: TourLookupBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(TourReservationAccessResponseSchema, "The reservation and a key for it"),
        404: errorResponse("404 TOUR_LOOKUP_FAILED (field reservation_number)"),
        429: throttledResponse,
      },
    }),
    async (c) => {
      await countLookup(auth, addressOf(clientAddress, c));
      const body = c.req.valid("json");
      const row = await lookUp(ctx, body.reservation_number, body.email);
      return c.json(ok(await withKey(ctx, authConfig, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${TOURS_PATH}/reservations/{number}`,
      tags: ["tours"],
      summary: "A guest's reservation, opened with its key",
      request: { params: TourReservationParamsSchema, query: TourLangQuerySchema, headers: KeyHeadersSchema },
      responses: { 200: jsonContent(TourReservationResponseSchema, "The reservation"), 401: keyRefused },
    }),
    async (c) => {
      const row = await openByKey(ctx, authConfig, c.req.valid("param").number, keyOf(c));
      return c.json(ok(await tourReservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${TOURS_PATH}/reservations/{number}/cancel`,
      tags: ["tours"],
      summary: "Cancel a guest's reservation under its course's policy",
      description:
        "Before the course's cut-off (Korea time) it ends at once, a payment refunded through its provider; " +
        "after it, an unpaid one ends and a paid one becomes a request for the operators. Never after departure.",
      request: {
        params: TourReservationParamsSchema,
        query: TourLangQuerySchema,
        headers: KeyHeadersSchema,
        body: { content: { "application/json": { schema: TourCancelBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(TourReservationResponseSchema, "Cancelled, or the cancellation requested"),
        401: keyRefused,
        409: errorResponse("409 ALREADY_CANCEL_REQUESTED, ALREADY_CANCELLED, EXPIRED or DEPARTED"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE: the refund failed; nothing changed"),
      },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      const row = await openByKey(ctx, authConfig, c.req.valid("param").number, keyOf(c));
      const cancelled = await cancelTour(ctx, row, c.req.valid("json").reason, lang);
      return c.json(ok(await tourReservationAnswer(ctx, cancelled, lang)), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${TOURS_PATH}/payments/checkout`,
      tags: ["tours", "payments"],
      summary: "What the page needs to open the payment window for a guest's unpaid online order",
      request: {
        query: TourLangQuerySchema,
        headers: KeyHeadersSchema,
        body: { content: { "application/json": { schema: TourCheckoutBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(CheckoutResponseSchema, "The checkout; the window returns to the summit's completion page"),
        401: keyRefused,
        403: errorResponse("403 PAYMENTS_LOCAL_FORBIDDEN"),
        409: errorResponse("409 ORDER_NOT_PAYABLE"),
      },
    }),
    async (c) => {
      const row = await openByKey(ctx, authConfig, c.req.valid("json").reservation_number, keyOf(c));
      const data = await checkout(ctx, { reservationId: row.id }, row.id, {
        origin: requestOrigin(c, ctx.auth),
        lang: langOf(c, c.req.valid("query").lang),
        localPage: mayUseLocalPayments(c, ctx),
      });
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "post",
      path: `${TOURS_PATH}/payments/confirm`,
      tags: ["tours", "payments"],
      summary: "Confirm a guest's payment the provider approved (as the shop's confirm, opened with the key)",
      request: {
        query: TourLangQuerySchema,
        headers: KeyHeadersSchema,
        body: { content: { "application/json": { schema: ConfirmPaymentBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ConfirmPaymentResponseSchema, "Paid"),
        401: keyRefused,
        402: errorResponse("402 PAYMENT_DECLINED"),
        403: errorResponse("403 PAYMENTS_LOCAL_FORBIDDEN"),
        404: errorResponse("404 ORDER_NOT_FOUND: not the order the key opens"),
        409: errorResponse("409 ORDER_NOT_PAYABLE"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE"),
      },
    }),
    async (c) => {
      // confirm names the order by its provider id: the key says which reservation it may be
      const id = await openReservationKey(ctx.db, authConfig, keyOf(c), ctx.now());
      // the guest's own language: the tickets mail that follows a first confirmation is written in it
      const data = await confirmPayment(ctx, { reservationId: id }, c.req.valid("json"), {
        localPage: mayUseLocalPayments(c, ctx),
        lang: langOf(c, c.req.valid("query").lang),
      });
      return c.json(ok(data), 200);
    },
  );
}
