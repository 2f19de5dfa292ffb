import { apiError, never, ok } from "@blocks/mock-api";
import { RESERVATION_KEY_HEADER, TOURS_PATH, TOUR_MESSAGES, type Ticket, type TourReservation } from "@contracts/tours";
import { http } from "msw";
import {
  CHECKOUT_PATH,
  CONFIRM_PATH,
  COURSES_PATH,
  LOOKUP_PATH,
  RESERVATIONS_PATH,
  cancelPath,
  reservationPath,
  ticketsPath,
} from "../api/paths";
import {
  COURSES,
  KEY_EXPIRES_AT,
  STORY_EMAIL,
  STORY_KEY,
  STORY_NUMBER,
  busanCourse,
  palaceCourse,
  tourReservation,
  unpaidTickets,
  validTickets,
} from "./fixtures";

const courses = [palaceCourse, busanCourse];
const access = (reservation: TourReservation) =>
  ok({ reservation, key: STORY_KEY, key_expires_at: KEY_EXPIRES_AT }, {}, 201);
const keyRefused = () => apiError(401, "TOUR_KEY_INVALID", TOUR_MESSAGES.keyInvalid);

/** The public course pages: the list (by area), a course, and their failures. */
export const courseHandlers = {
  list: http.get(COURSES_PATH, ({ request }) => {
    const area = new URL(request.url).searchParams.get("area");
    return ok(area ? COURSES.filter((course) => course.area === area) : COURSES);
  }),
  empty: http.get(COURSES_PATH, () => ok([])),
  listError: http.get(COURSES_PATH, () => apiError(500, "INTERNAL", "An error has occurred!")),
  loading: http.get(COURSES_PATH, never),
  detail: http.get(`${COURSES_PATH}/:slug`, ({ params }) => {
    const course = courses.find((row) => row.slug === params.slug);
    return course ? ok(course) : apiError(404, "TOUR_COURSE_NOT_FOUND", TOUR_MESSAGES.courseNotFound);
  }),
  detailError: http.get(`${COURSES_PATH}/:slug`, () => apiError(500, "INTERNAL", "An error has occurred!")),
  detailLoading: http.get(`${COURSES_PATH}/:slug`, never),
  /** The rates a price in the visitor's currency is converted with. */
  rates: http.get("/api/v1/common/meta", () =>
    ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } }),
  ),
};

export type ReservationApiOptions = {
  /** What the booking, the lookup and the key's reads give back (Alex's card booking by default). */
  reservation?: TourReservation;
  /** The booking's refusal instead of its success. */
  create?: "full" | "fields" | "totalChanged" | "limited";
  /** The key on the way is refused (expired). */
  keyRefused?: boolean;
  /** The payment confirmation fails. */
  confirmFails?: boolean;
  /** The reservation's tickets (by default valid once it is paid, else unpaid), or their read failing or pending. */
  tickets?: Ticket[] | "error" | "loading";
};

/**
 * The reservation's API for the form, the completion page and myreservation: a booking answers 201 with a key,
 * the lookup finds Alex's number with Alex's e-mail, and the key's reads need `X-Reservation-Key`.
 */
export function reservationHandlers(options: ReservationApiOptions = {}) {
  const reservation = options.reservation ?? tourReservation;
  const keyOk = (request: Request) => !options.keyRefused && request.headers.get(RESERVATION_KEY_HEADER) === STORY_KEY;
  return [
    http.post(RESERVATIONS_PATH, () => {
      if (options.create === "full") return apiError(409, "TOUR_DEPARTURE_FULL", TOUR_MESSAGES.departureFull);
      if (options.create === "limited") {
        return apiError(429, "TOUR_BOOKINGS_LIMITED", TOUR_MESSAGES.tooManyBookings);
      }
      if (options.create === "totalChanged") {
        return apiError(
          409,
          "TOTAL_CHANGED",
          "The total for this order is now $180, not the $170 shown: prices or exchange rates have changed. Check the new total and reserve again.",
        );
      }
      if (options.create === "fields") {
        return apiError(400, "VALIDATION_ERROR", "Validation failed", {
          issues: [
            { field: "passport_number", message: "Enter the passport number with letters and digits only." },
            { field: "email", message: "Enter a valid e-mail address." },
          ],
        });
      }
      return access(reservation);
    }),
    http.post(LOOKUP_PATH, async ({ request }) => {
      const body = (await request.json()) as { reservation_number?: string; email?: string };
      const found =
        body.reservation_number?.toUpperCase() === STORY_NUMBER && body.email?.toLowerCase() === STORY_EMAIL;
      return found ? access(reservation) : apiError(404, "TOUR_LOOKUP_FAILED", TOUR_MESSAGES.lookupFailed);
    }),
    http.get(reservationPath(STORY_NUMBER), ({ request }) => (keyOk(request) ? ok(reservation) : keyRefused())),
    http.get(ticketsPath(STORY_NUMBER), ({ request }) => {
      if (options.tickets === "loading") return never();
      if (!keyOk(request)) return keyRefused();
      if (options.tickets === "error") return apiError(500, "INTERNAL", "An error has occurred!");
      return ok(options.tickets ?? (reservation.paid_at ? validTickets : unpaidTickets));
    }),
    http.post(cancelPath(STORY_NUMBER), ({ request }) => {
      if (!keyOk(request)) return keyRefused();
      const cancelled = reservation.cancels_free
        ? {
            status: "cancelled",
            status_group: "cancelled",
            can_cancel: false,
            cancelled_at: "2026-05-15T10:00:00+09:00",
          }
        : {
            status: "cancel_requested",
            status_group: "cancel_requested",
            cancel_requested_at: "2026-05-15T10:00:00+09:00",
          };
      return ok({ ...reservation, ...cancelled });
    }),
    http.post(CHECKOUT_PATH, ({ request }) =>
      keyOk(request)
        ? ok({
            provider: "local",
            method: "card",
            order_id: reservation.order_id,
            order_name: reservation.course_name,
            amount: reservation.total,
            currency: reservation.currency,
            customer_key: "guest",
            client_key: null,
            redirect_url: "/payments/local",
            success_url: "/apec2025/reservation/completed",
            fail_url: "/tossFail",
          })
        : keyRefused(),
    ),
    http.post(CONFIRM_PATH, ({ request }) => {
      if (!keyOk(request)) return keyRefused();
      if (options.confirmFails) return apiError(400, "AMOUNT_MISMATCH", "The amount does not match the order.");
      return ok({
        ok: true,
        code: "PAYMENT_CONFIRMED",
        message: "The payment is complete.",
        reservation_id: reservation.id,
        payment: {
          id: 1,
          provider: "local",
          method: "card",
          amount: reservation.total,
          currency: reservation.currency,
          approved_at: "2026-05-15T10:05:00+09:00",
        },
      });
    }),
  ];
}

/** A ticket's own page (`GET /tours/tickets/{token}`): the ticket, a token the server did not sign, a failure. */
export function ticketHandlers(answer: Ticket | "notFound" | "error" | "loading") {
  return [
    http.get(`${TOURS_PATH}/tickets/:token`, () => {
      if (answer === "loading") return never();
      if (answer === "notFound") return apiError(404, "TICKET_NOT_FOUND", "This is not a ticket of ours.");
      if (answer === "error") return apiError(500, "INTERNAL", "An error has occurred!");
      return ok(answer);
    }),
  ];
}
