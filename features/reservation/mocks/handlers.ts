import { apiError, never, ok, paged, unauthorized } from "@blocks/mock-api";
import { paymentMethodHandlers } from "@blocks/booking";
import { nationalityHandlers } from "@blocks/countries";
import { COUPONS_PATH, memberHandlers, pointsTotalHandlers } from "@blocks/member";
import type { PassPaying } from "@contracts/passes";
import type { CreateReservationBody, Reservation, ReservationFilter } from "@contracts/reservations";
import { delay, http } from "msw";
import { CART_PATH, productPath } from "../api/booking-sources";
import { RESERVATIONS_PATH } from "../api/create-reservation";
import { PASS_PAYING_PATH } from "../api/pass-paying";
import {
  allReservations,
  cartFixture,
  couponsFixture,
  productFixture,
  reservationInLang,
  reservations,
} from "./fixtures";

/** The fixture's coupons as the server names them in Korean. */
const KOREAN_COUPON_NAMES: Record<number, string> = { 1: "웰컴 쿠폰", 2: "봄 축제 15%" };

/** What the reservation form reads besides the lines: who is signed in, rates, codes, coupons, points. */
export const formSupportHandlers = [
  // before `/members/:id`, which would otherwise answer `/members/coupons`
  // the names in the language asked for, as the server answers them
  http.get(COUPONS_PATH, ({ request }) => {
    const korean = new URL(request.url).searchParams.get("lang") === "ko";
    const coupons = korean
      ? couponsFixture.map((c) => ({ ...c, name: KOREAN_COUPON_NAMES[c.id] ?? c.name }))
      : couponsFixture;
    return ok(coupons, { count: coupons.length });
  }),
  memberHandlers.signedIn,
  memberHandlers.profile,
  http.get("/api/v1/common/meta", () => ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } })),
  nationalityHandlers.success,
  pointsTotalHandlers.success,
  paymentMethodHandlers.all,
  // no partner venue behind the stories' products unless a story says so: no QR pass
  http.get(PASS_PAYING_PATH, () => ok({ venue: null, passes: [] } satisfies PassPaying)),
];

/** The member's two issued passes, as `GET /passes/paying` lists them. */
export const payingPasses: PassPaying["passes"] = [
  { id: 501, code: "SP-000501", holder: "Minji Kim", type_name: "2-day pass" },
  { id: 502, code: "SP-000502", holder: "Jun Lee", type_name: "2-day pass" },
];

/** What the QR pass may pay for the product (ADR 0030): a partner venue's benefit and the member's passes. */
export const passPayingHandlers = {
  freeEntry: http.get(PASS_PAYING_PATH, () =>
    ok({
      venue: { id: 1, name: "Gyeongbokgung Palace", benefit: { kind: "free_entry" } },
      passes: payingPasses,
    } satisfies PassPaying),
  ),
  discount: http.get(PASS_PAYING_PATH, () =>
    ok({
      venue: { id: 2, name: "N Seoul Tower", benefit: { kind: "discount", percent: 20 } },
      passes: payingPasses,
    } satisfies PassPaying),
  ),
  noPasses: http.get(PASS_PAYING_PATH, () =>
    ok({
      venue: { id: 1, name: "Gyeongbokgung Palace", benefit: { kind: "free_entry" } },
      passes: [],
    } satisfies PassPaying),
  ),
};

/** What the server lets this visitor pay with: all of it above; `laterOnly` is a reachable server without card keys. */
export { paymentMethodHandlers };

export const lineHandlers = {
  cart: http.get(CART_PATH, () => ok(cartFixture, { count: cartFixture.length })),
  product: http.get(productPath(productFixture.id), () => ok(productFixture)),
  error: http.get(CART_PATH, () => apiError(500, "INTERNAL_ERROR", "The cart service is being restarted.")),
  loading: http.get(CART_PATH, never),
  unauthorized: http.get(CART_PATH, unauthorized),
};

/** Creates a reservation from the body it gets, and remembers every body (a double submit shows up here). */
export function recordingCreate(answer: (body: CreateReservationBody) => Reservation = () => reservations.pendingCard) {
  const bodies: CreateReservationBody[] = [];
  return {
    bodies,
    handler: http.post(RESERVATIONS_PATH, async ({ request }) => {
      const body = (await request.json()) as CreateReservationBody;
      bodies.push(body);
      // slow enough that a second click lands while the first is still out
      await delay(150);
      return ok(answer(body));
    }),
  };
}

export const createHandlers = {
  fieldErrors: http.post(RESERVATIONS_PATH, () =>
    apiError(400, "VALIDATION_ERROR", "Validation failed", {
      field: "contact",
      issues: [{ field: "contact", message: "This contact number cannot receive messages." }],
    }),
  ),
  soldOut: http.post(RESERVATIONS_PATH, () =>
    apiError(409, "SOLD_OUT", "There are not enough places left for this option.", { field: "options" }),
  ),
  serverError: http.post(RESERVATIONS_PATH, () =>
    apiError(503, "SERVICE_UNAVAILABLE", "Bookings are paused for a minute."),
  ),
};

export const detailHandlers = {
  /** Names in the asked language (`?lang=`), as the server gives them. */
  of: (reservation: Reservation) =>
    http.get(`${RESERVATIONS_PATH}/:id`, ({ request }) =>
      ok(reservationInLang(reservation, new URL(request.url).searchParams.get("lang"))),
    ),
  notFound: http.get(`${RESERVATIONS_PATH}/:id`, () =>
    apiError(404, "RESERVATION_NOT_FOUND", "This reservation was not found."),
  ),
  error: http.get(`${RESERVATIONS_PATH}/:id`, () =>
    apiError(500, "INTERNAL_ERROR", "The booking records are being moved."),
  ),
  unauthorized: http.get(`${RESERVATIONS_PATH}/:id`, unauthorized),
  loading: http.get(`${RESERVATIONS_PATH}/:id`, never),
};

/** A reservation that can be cancelled once; the answer follows the contract's outcome rule. */
export function cancellable(reservation: Reservation) {
  let current = reservation;
  return [
    http.get(`${RESERVATIONS_PATH}/:id`, () => ok(current)),
    http.post(`${RESERVATIONS_PATH}/:id/cancel`, () => {
      const paid = current.status === "requested" || current.status === "confirmed";
      current = paid
        ? { ...current, status: "cancel_requested", status_group: "cancel_requested", can_cancel: false }
        : { ...current, status: "cancelled", status_group: "cancelled", cancel_reason: "member", can_cancel: false };
      return ok(current);
    }),
  ];
}

const groupOf = (reservation: Reservation) => reservation.status_group;

export const listHandlers = {
  /** Filters by status group and pages by `per_page` as the server does. */
  success: http.get(RESERVATIONS_PATH, ({ request }) => {
    const url = new URL(request.url);
    const filter = (url.searchParams.get("status") ?? "all") as ReservationFilter;
    const rows = allReservations
      .filter((r) => filter === "all" || groupOf(r) === filter)
      .map((r) => reservationInLang(r, url.searchParams.get("lang")));
    return paged(rows, url);
  }),
  /** Twelve rows: two pages. */
  many: http.get(RESERVATIONS_PATH, ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
    const rows = Array.from({ length: 12 }, (_, i) => ({
      ...reservations.confirmed,
      id: 600 + i,
      reservation_number: `R-202605${String(10 + (i % 5)).padStart(2, "0")}-06${String(i).padStart(2, "0")}`,
    }));
    return ok(rows.slice((page - 1) * 10, page * 10), { page, per_page: 10, total: 12, total_pages: 2 });
  }),
  empty: http.get(RESERVATIONS_PATH, () => ok([], { page: 1, per_page: 10, total: 0, total_pages: 0 })),
  error: http.get(RESERVATIONS_PATH, () => apiError(500, "INTERNAL_ERROR", "The booking records are being moved.")),
  unauthorized: http.get(RESERVATIONS_PATH, unauthorized),
  loading: http.get(RESERVATIONS_PATH, never),
};
