import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import {
  type CreatePassReservationBody,
  PASSES_PATH,
  PASS_API_MESSAGES,
  type Pass,
  type PassCard,
  type PassReservation,
  type PassProduct,
} from "@contracts/passes";
import { PAYMENT_MESSAGES } from "@contracts/payments";
import { RESERVATION_MESSAGES, type Reservation } from "@contracts/reservations";
import { http } from "msw";
import { orderPath } from "../api/get-order";
import { MINE_PATH, PRODUCTS_PATH, RESERVATIONS_PATH } from "../api/paths";
import { passOrder, passProduct } from "./fixtures";

const serverError = () => apiError(500, "INTERNAL_ERROR", "The pass desk is resting for a minute.");

/** The rates a price in the visitor's currency is converted with. */
export const ratesHandler = http.get("/api/v1/common/meta", () =>
  ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } }),
);

/** `GET /passes/products` (public). */
export const productHandlers = {
  success: http.get(PRODUCTS_PATH, () => ok([passProduct])),
  /** A product whose every type the operators have taken off sale for the season: nothing to choose. */
  empty: http.get(PRODUCTS_PATH, () => ok([{ ...passProduct, options: [] } satisfies PassProduct])),
  error: http.get(PRODUCTS_PATH, serverError),
  loading: http.get(PRODUCTS_PATH, never),
};

export type PurchaseApiOptions = {
  /** What the order answers (Alex's card order by default). */
  order?: PassReservation;
  /** The order's refusal instead of its success. */
  create?: "fields" | "totalChanged" | "optionPaused" | "lostOnce";
  /** Every body the order was sent with, in order (a double submit shows as one request id). */
  sent?: CreatePassReservationBody[];
};

/**
 * `POST /passes/reservations` as the contract words it: 201 with the order; the same request id answers the same
 * order with 200; a refusal names its fields (`holders.<n>`, `contact`) as the server's schema does.
 */
export function purchaseHandlers(options: PurchaseApiOptions = {}) {
  const order = options.order ?? passOrder;
  const seen = new Set<string>();
  return [
    http.post(RESERVATIONS_PATH, async ({ request }) => {
      if (!request.headers.get("authorization")) return unauthorized();
      const body = (await request.json()) as CreatePassReservationBody;
      options.sent?.push(body);
      // the first answer never arrives whole (a dropped connection): the order may or may not exist
      if (options.create === "lostOnce" && (options.sent?.length ?? 1) === 1) {
        return apiError(503, "SERVICE_UNAVAILABLE", "The connection dropped.");
      }
      if (options.create === "fields") {
        return apiError(400, "VALIDATION_ERROR", "Validation failed", {
          issues: [
            { field: "holders.1", message: PASS_API_MESSAGES.holderRequired },
            { field: "contact", message: "Enter the contact number with digits only, without hyphens." },
          ],
        });
      }
      if (options.create === "optionPaused") {
        return apiError(409, "PASS_OPTION_NOT_FOUND", PASS_API_MESSAGES.optionNotFound, { field: "option_id" });
      }
      if (options.create === "totalChanged") {
        return apiError(
          409,
          "TOTAL_CHANGED",
          RESERVATION_MESSAGES.totalChanged.replace("{{total}}", "$130").replace("{{shown}}", "$118"),
        );
      }
      const again = body.request_id !== undefined && seen.has(body.request_id);
      if (body.request_id) seen.add(body.request_id);
      return ok({ ...order, holders: body.holders }, {}, again ? 200 : 201);
    }),
  ];
}

/** `GET /passes/mine` (member). */
export const mineHandlers = {
  list: (passes: Pass[]) => http.get(MINE_PATH, () => ok(passes)),
  empty: http.get(MINE_PATH, () => ok([])),
  error: http.get(MINE_PATH, serverError),
  unauthorized: http.get(MINE_PATH, unauthorized),
  loading: http.get(MINE_PATH, never),
};

/** `GET /reservations/{id}` (member): the shop's word on the order. */
export const orderHandlers = {
  answer: (order: Reservation) => http.get(orderPath(order.id), () => ok(order)),
};

/**
 * `GET /passes/{id}` (member): the cards in turn, one per read (the last one again after that), so a story can
 * show what a second read brings (a scan, the end of a countdown).
 */
export function cardHandlers(
  answer: PassCard | PassCard[] | "notFound" | "error" | "unauthorized" | "loading",
  /** Counts the card's reads, for a story that checks the page read it again. */
  reads: { count: number } = { count: 0 },
) {
  const answers = Array.isArray(answer) ? [...answer] : [answer];
  return [
    http.get(`${PASSES_PATH}/:id`, ({ params }) => {
      // `/passes/mine` and `/passes/products` are other handlers' (a pass's id is a number)
      if (!/^\d+$/.test(String(params.id))) return undefined;
      reads.count += 1;
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next === "loading") return never();
      if (next === "notFound") {
        return apiError(404, "PASS_NOT_FOUND", PASS_API_MESSAGES.passNotFound, { field: "id" });
      }
      if (next === "error") return serverError();
      if (next === "unauthorized" || next === undefined) return unauthorized();
      return ok(next);
    }),
  ];
}

/**
 * `PATCH /passes/{id}/holder` on a card that reads back the name it was given; `locked` answers as the server
 * does once a venue has scanned the pass.
 */
export function holderHandlers(card: PassCard, options: { locked?: boolean } = {}) {
  let current = card;
  return [
    http.patch(`${PASSES_PATH}/:id/holder`, async ({ request }) => {
      if (options.locked) {
        return apiError(409, "PASS_HOLDER_LOCKED", PASS_API_MESSAGES.holderLocked, {
          field: "holder",
        });
      }
      const body = (await request.json()) as { holder: string };
      current = { ...current, holder: body.holder };
      const { token: _token, server_now: _now, remaining_ms: _left, usage: _usage, refund: _refund, ...pass } = current;
      return ok(pass);
    }),
    http.get(`${PASSES_PATH}/:id`, ({ params }) => (/^\d+$/.test(String(params.id)) ? ok(current) : undefined)),
  ];
}

/**
 * `POST /passes/{id}/refund` on a card that reads back refunded once it is done; or the server's refusal: the pass
 * was scanned meanwhile (409) or the card service could not refund (503, nothing changed).
 */
export function refundHandlers(card: PassCard, outcome: "refunded" | "activated" | "unavailable" = "refunded") {
  let current = card;
  return [
    http.post(`${PASSES_PATH}/:id/refund`, () => {
      if (outcome === "activated") {
        return apiError(409, "PASS_REFUND_ACTIVATED", PASS_API_MESSAGES.refundActivated, { field: "id" });
      }
      if (outcome === "unavailable") {
        return apiError(503, "PAYMENT_PROVIDER_UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable);
      }
      const at = current.server_now;
      const offer = current.refund;
      current = { ...current, state: "refunded", refunded_at: at, refundable_until: null, refund: null };
      const { token: _token, server_now: _now, remaining_ms: _left, usage: _usage, refund: _refund, ...pass } = current;
      return ok({
        pass,
        amount: offer?.amount ?? 0,
        currency: offer?.currency ?? "USD",
        returned_at: offer?.returned_by === "operators" ? null : at,
      });
    }),
    http.get(`${PASSES_PATH}/:id`, ({ params }) => (/^\d+$/.test(String(params.id)) ? ok(current) : undefined)),
  ];
}
