import type { Quotation } from "@contracts/quotations";
import { addDays, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { reservations } from "../../domains/reservations/tables";
import { body, call, errorOf } from "./auth-fixtures";
import {
  book,
  type insertProduct,
  type Member,
  reservationBody,
  type Shop,
  TRAVELLER_AGREEMENTS,
  TRAVELLER_DETAILS,
} from "./reservation-fixtures";

/** Helpers for the review, social review and quotation tests, on top of the reservation tests' own shop. */

export type TestProduct = Awaited<ReturnType<typeof insertProduct>>;

type TripStatus = "confirmed" | "requested" | "pending" | "waiting" | "cancelled";

/**
 * Moves a booking to what the payment flow and time make of it: paid and confirmed (or `status`), departed
 * `daysAgo` days before today in Korea (0: departing today, so not completed yet).
 */
export async function settleTrip(
  shop: Shop,
  reservationId: number,
  options: { daysAgo?: number; status?: TripStatus } = {},
): Promise<void> {
  const now = shop.clock.now();
  await shop.db.db
    .update(reservations)
    .set({
      status: options.status ?? "confirmed",
      departureDate: addDays(shopToday(now), -(options.daysAgo ?? 3)),
      paidAt: now,
    })
    .where(eq(reservations.id, reservationId));
}

/** Books the product's first option through the API, then settles the trip (see settleTrip). */
export async function tripOf(
  shop: Shop,
  member: Member,
  product: TestProduct,
  options: { daysAgo?: number; status?: TripStatus } = {},
): Promise<number> {
  const order = await book(shop, member, reservationBody(shop.clock.now(), product));
  await settleTrip(shop, order.id, options);
  return order.id;
}

export const reviewBody = (
  product: TestProduct,
  reservationId: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  product_id: product.productId,
  reservation_id: reservationId,
  title: "A wonderful evening",
  rating: 5,
  content: "Our guide was great and the palace was beautiful at night.",
  ...overrides,
});

/** Any call with a member's (or an operator's) token and a JSON body. */
export const as = (shop: Shop, token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, path, { token, body: payload });

/** Expects the status and answers the `data` of the envelope. */
export async function dataOf<T = Record<string, unknown>>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.clone().text()}`);
  return (await body<{ data: T }>(res)).data;
}

/** Expects an error answer and gives its body. */
export async function failure(res: Response, status: number) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.clone().text()}`);
  return errorOf(res);
}

export async function writeReview(
  shop: Shop,
  member: Member,
  product: TestProduct,
  reservationId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; [key: string]: unknown }> {
  return dataOf(
    await as(shop, member.token, "POST", "/api/v1/reviews", reviewBody(product, reservationId, overrides)),
    201,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Quotations

/** An operator's quotation for two of the member's travellers: both products' first options, valid five days. */
export function quotationBody(
  shop: Shop,
  member: Member,
  lines: readonly { product: TestProduct; quantity?: number; unit_price?: number }[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const today = shopToday(shop.clock.now());
  return {
    member_email: member.email,
    title: "Seoul by night for two",
    message: "As discussed, with a small discount.",
    currency: "USD",
    departure_date: addDays(today, 10),
    departure_time: "09:30",
    travelers: 2,
    luggage: 5,
    items: lines.map((line) => ({
      product_option_id: line.product.optionIds[0],
      quantity: line.quantity ?? 2,
      unit_price: line.unit_price ?? 45.5,
    })),
    valid_until: addDays(today, 5),
    ...overrides,
  };
}

/** Issues a quotation as the operator and answers it. */
export async function issue(shop: Shop, payload: Record<string, unknown>): Promise<Quotation> {
  return dataOf<Quotation>(await as(shop, shop.admin, "POST", "/api/v1/admin/quotations", payload), 201);
}

/** An acceptance of `revision` with the traveller's details and a card payment; override any field. */
export const acceptBody = (revision: number, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  action: "accept",
  revision,
  ...TRAVELLER_DETAILS,
  ...TRAVELLER_AGREEMENTS,
  ...overrides,
});

export const respond = (shop: Shop, member: Member, id: number, payload: Record<string, unknown>) =>
  as(shop, member.token, "POST", `/api/v1/quotations/${id}/respond`, payload);
