import { RESERVATION_KEY_HEADER, type TourReservationAccess } from "@contracts/tours";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { authConfigFromEnv, paymentConfigFromEnv } from "../../../config";
import { createLogger } from "../../../platform/http/logger";
import { createOutboxMailProvider, listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { body, call } from "../../../platform/test/auth-fixtures";
import type { Shop } from "../../../platform/test/reservation-fixtures";
import { createShopContext } from "../../reservations/context";
import { tourWaitlist } from "../tables";
import type { WaitlistDeps } from "../waitlist";
import { tourBody, guestClient } from "./tour-fixtures";

/** The tours' jobs as the server runs them, on the test world's database, clock and outbox. */
export function jobDeps(shop: Shop): WaitlistDeps {
  const db = shop.db.db;
  return {
    shop: createShopContext({
      db,
      auth: authConfigFromEnv({}),
      payments: paymentConfigFromEnv({ PAYMENTS_LOCAL: "open" }),
      now: shop.clock.now,
      logger: createLogger("silent"),
    }),
    mail: createOutboxMailProvider(db),
    origin: "http://travel.example",
  };
}

export const joinBody = (departureId: number, overrides: Record<string, unknown> = {}) => ({
  departure_id: departureId,
  name: "Ana Lima",
  email: "ana@example.test",
  travelers: 2,
  lang: "en",
  ...overrides,
});

let joins = 0;
/**
 * Joins from an address of its own each time (198.18.0.0/15, for tests): a join counts against its caller's mail
 * budget, which the throttle test spends on purpose.
 */
export const join = (
  shop: Shop,
  payload: unknown,
  token?: string,
  client = `198.18.${(joins += 1) >> 8}.${joins % 256}`,
) => call(shop.app, "POST", "/api/v1/tours/waitlist", { body: payload, token, client });

/** Books a departure as a guest and answers the reservation with its key. */
export async function bookGuest(shop: Shop, departureId: number, overrides: Record<string, unknown> = {}) {
  const res = await call(shop.app, "POST", "/api/v1/tours/reservations", {
    client: guestClient(),
    body: tourBody(departureId, overrides),
  });
  expect(res.status).toBe(201);
  return (await body<{ data: TourReservationAccess }>(res)).data;
}

export const cancelGuest = (shop: Shop, access: TourReservationAccess) =>
  call(shop.app, "POST", `/api/v1/tours/reservations/${access.reservation.reservation_number}/cancel`, {
    body: { reason: "plans changed" },
    headers: { [RESERVATION_KEY_HEADER]: access.key },
  });

/** The token of the last waitlist link mailed to `to` (the offer's, else the joining mail's). */
export async function mailedToken(shop: Shop, to: string): Promise<string> {
  const [mail] = await listOutbox(shop.db.db, { to, limit: 1 });
  const match = /[?&](?:offer|token)=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no waitlist link mailed to ${to}`);
  return match[1];
}

export async function entryOf(shop: Shop, email: string, departureId: number) {
  const rows = await shop.db.db.select().from(tourWaitlist).where(eq(tourWaitlist.email, email));
  return rows.find((row) => row.departureId === departureId);
}

/** Pays a guest's card booking through the local provider's page and confirms it, as the completion page does. */
export async function payByCard(shop: Shop, access: TourReservationAccess) {
  const headers = { [RESERVATION_KEY_HEADER]: access.key };
  const checkout = await call(shop.app, "POST", "/api/v1/tours/payments/checkout", {
    body: { reservation_number: access.reservation.reservation_number },
    headers,
  });
  expect(checkout.status).toBe(200);
  const order = (await body<{ data: { order_id: string; amount: number } }>(checkout)).data;
  const page = await shop.app.request("/pay/local", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order_id: order.order_id, action: "pay" }).toString(),
  });
  const back = new URL(page.headers.get("location") ?? "");
  const confirmed = await call(shop.app, "POST", "/api/v1/tours/payments/confirm", {
    body: { paymentKey: back.searchParams.get("paymentKey") ?? "", orderId: order.order_id, amount: order.amount },
    headers,
  });
  expect(confirmed.status).toBe(200);
}
