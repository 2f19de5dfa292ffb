import {
  type CheckInAnswer,
  type DepartureTickets,
  RESERVATION_KEY_HEADER,
  type Ticket,
  type TourReservationAccess,
} from "@contracts/tours";
import { addDays, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sha256 } from "../../../platform/crypto";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { body, call, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop } from "../../../platform/test/reservation-fixtures";
import { reservations } from "../../reservations/tables";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";

const shop = await forTheFile(createShop());
const now = () => shop.clock.now();
let nonces = 0;
const nonce = () => `scan-${process.pid}-${(nonces += 1)}`;

/** A guest's booking by transfer, paid (the operator recorded the deposit) unless told otherwise. */
async function bookedTickets(departureId: number, options: { travelers?: number; paid?: boolean } = {}) {
  const res = await call(shop.app, "POST", "/api/v1/tours/reservations", {
    client: guestClient(),
    body: tourBody(departureId, {
      travelers: options.travelers ?? 2,
      payment_method: "bank_transfer",
      account_holder: "KIM",
      bank: "shinhan",
    }),
  });
  const access = (await body<{ data: TourReservationAccess }>(res)).data;
  if (options.paid !== false) {
    const deposit = await call(shop.app, "POST", `/api/v1/admin/reservations/${access.reservation.id}/deposit`, {
      token: shop.admin,
      area: "admin",
    });
    expect(deposit.status).toBe(200);
  }
  const list = await call(
    shop.app,
    "GET",
    `/api/v1/tours/reservations/${access.reservation.reservation_number}/tickets`,
    {
      headers: { [RESERVATION_KEY_HEADER]: access.key },
    },
  );
  expect(list.status).toBe(200);
  return { access, tickets: (await body<{ data: Ticket[] }>(list)).data };
}

const scan = (payload: Record<string, unknown>) =>
  call(shop.app, "POST", "/api/v1/admin/tours/check-ins", { token: shop.admin, area: "admin", body: payload });

async function decided(payload: Record<string, unknown>): Promise<CheckInAnswer> {
  const res = await scan(payload);
  expect(res.status).toBe(200);
  return (await body<{ data: CheckInAnswer }>(res)).data;
}

describe("a reservation's tickets", () => {
  it("gives one ticket per traveller with a signed token, valid once paid, and opens each from its link", async () => {
    const course = await insertCourse(shop.db.db, now());
    const { access, tickets } = await bookedTickets(course.departureIds[0] ?? 0, { travelers: 3 });
    expect(tickets.map((ticket) => ticket.traveler)).toEqual([1, 2, 3]);
    expect(tickets[0]?.holder).toBe("Kim Minji");
    expect(tickets[2]?.holder).toBe("Kim Minji, guest 2");
    expect(new Set(tickets.map((ticket) => ticket.token)).size).toBe(3);
    expect(tickets.every((ticket) => ticket.valid && ticket.token.startsWith(`T1.${access.reservation.id}.`))).toBe(
      true,
    );
    const opened = await call(shop.app, "GET", `/api/v1/tours/tickets/${tickets[1]?.token}?lang=ko`);
    expect(opened.status).toBe(200);
    expect((await body<{ data: Ticket }>(opened)).data).toMatchObject({ traveler: 2, holder: "Kim Minji 일행 1" });
  });

  it("refuses a made-up or altered token, and a traveller beyond the party", async () => {
    const course = await insertCourse(shop.db.db, now());
    const { tickets } = await bookedTickets(course.departureIds[0] ?? 0);
    const token = tickets[0]?.token ?? "";
    const altered = token.replace(/\.1\./, ".3.");
    expect((await call(shop.app, "GET", `/api/v1/tours/tickets/${altered}`)).status).toBe(404);
    expect((await call(shop.app, "GET", `/api/v1/tours/tickets/T1.1.1.${"a".repeat(43)}`)).status).toBe(404);
    expect((await call(shop.app, "GET", "/api/v1/tours/tickets/12345")).status).toBe(400);
  });

  it("needs the reservation's key to list them", async () => {
    const course = await insertCourse(shop.db.db, now());
    const { access } = await bookedTickets(course.departureIds[0] ?? 0);
    const path = `/api/v1/tours/reservations/${access.reservation.reservation_number}/tickets`;
    expect((await call(shop.app, "GET", path)).status).toBe(401);
  });
});

describe("the gate", () => {
  it("passes a ticket once: valid, then already used with when and which device", async () => {
    const course = await insertCourse(shop.db.db, now());
    const departure = course.departureIds[0] ?? 0;
    const { tickets } = await bookedTickets(departure);
    const link = `https://summit.example/apec2025/qrcode/${tickets[0]?.token}`;
    const first = await decided({ scanned: link, departure_id: departure, device: "gate-1", nonce: nonce() });
    expect(first).toMatchObject({ result: "valid", ticket: { traveler: 1 }, first: null });
    const second = await decided({
      scanned: tickets[0]?.token,
      departure_id: departure,
      device: "gate-2",
      nonce: nonce(),
    });
    expect(second).toMatchObject({ result: "already_used", first: { device: "gate-1" } });
    expect(second.first?.at).toBe(first.ticket?.checked_in_at);
    // the party's other ticket is its own
    const other = await decided({
      scanned: tickets[1]?.token,
      departure_id: departure,
      device: "gate-2",
      nonce: nonce(),
    });
    expect(other.result).toBe("valid");
  });

  it("says wrong departure, and invalid for an unpaid, a cancelled or a foreign ticket", async () => {
    const course = await insertCourse(shop.db.db, now(), { days: [10, 12] });
    const [departure = 0, later = 0] = course.departureIds;
    const paid = await bookedTickets(departure);
    const wrong = await decided({ scanned: paid.tickets[0]?.token, departure_id: later, device: "g", nonce: nonce() });
    expect(wrong.result).toBe("wrong_departure");

    const unpaid = await bookedTickets(departure, { paid: false });
    const refused = await decided({
      scanned: unpaid.tickets[0]?.token,
      departure_id: departure,
      device: "g",
      nonce: nonce(),
    });
    expect(refused).toMatchObject({ result: "invalid", ticket: { valid: false } });

    await shop.db.db
      .update(reservations)
      .set({ status: "cancelled" })
      .where(eq(reservations.id, paid.access.reservation.id));
    const cancelled = await decided({
      scanned: paid.tickets[1]?.token,
      departure_id: departure,
      device: "g",
      nonce: nonce(),
    });
    expect(cancelled.result).toBe("invalid");

    const foreign = await decided({
      scanned: "https://example.com/not-a-ticket",
      departure_id: departure,
      device: "g",
      nonce: nonce(),
    });
    expect(foreign).toMatchObject({ result: "invalid", ticket: null });
  });

  it("takes an offline device's queue once: a resent scan answers as the first time, another device's is a conflict", async () => {
    const course = await insertCourse(shop.db.db, now());
    const departure = course.departureIds[0] ?? 0;
    const { tickets } = await bookedTickets(departure, { travelers: 3 });
    const offline = tickets.map((ticket, index) => ({
      scanned: ticket.token,
      departure_id: departure,
      nonce: nonce(),
      scanned_at: new Date(now().getTime() - (3 - index) * 60_000).toISOString(),
    }));
    // another device already passed the third ticket online
    await decided({ scanned: tickets[2]?.token, departure_id: departure, device: "gate-online", nonce: nonce() });
    const upload = () =>
      call(shop.app, "POST", "/api/v1/admin/tours/check-ins/batch", {
        token: shop.admin,
        area: "admin",
        body: { device: "phone-7", scans: offline },
      });
    const first = (await body<{ data: CheckInAnswer[] }>(await upload())).data;
    expect(first.map((answer) => answer.result)).toEqual(["valid", "valid", "already_used"]);
    expect(first[0]?.ticket?.checked_in_at).toBe(offline[0]?.scanned_at);
    const again = (await body<{ data: CheckInAnswer[] }>(await upload())).data;
    expect(again.map((answer) => answer.result)).toEqual(["valid", "valid", "already_used"]);

    const list = await call(shop.app, "GET", `/api/v1/admin/tours/departures/${departure}/tickets`, {
      token: shop.admin,
      area: "admin",
    });
    const { data } = await body<{ data: DepartureTickets }>(list);
    expect(data.tickets).toHaveLength(3);
    expect(data.tickets.map((ticket) => ticket.token_hash)).toEqual(tickets.map((ticket) => sha256(ticket.token)));
    expect(data.tickets.map((ticket) => ticket.checked_in_by)).toEqual(["phone-7", "phone-7", "gate-online"]);
    expect(JSON.stringify(data)).not.toContain(tickets[0]?.token ?? "never");
  });

  it("counts a day's departures: booked, checked in and, once gone, no-shows", async () => {
    const course = await insertCourse(shop.db.db, now(), { days: [6] });
    const departure = course.departureIds[0] ?? 0;
    const { tickets } = await bookedTickets(departure, { travelers: 4 });
    await bookedTickets(departure, { travelers: 2, paid: false });
    await decided({ scanned: tickets[0]?.token, departure_id: departure, device: "g", nonce: nonce() });
    const date = addDays(shopToday(now()), 6);
    const read = async (token = shop.admin) => {
      const res = await call(shop.app, "GET", `/api/v1/admin/tours/departures?date=${date}`, {
        token,
        area: "admin",
      });
      expect(res.status).toBe(200);
      const rows = (await body<{ data: { departure_id: number }[] }>(res)).data;
      return rows.find((row) => row.departure_id === departure);
    };
    expect(await read()).toMatchObject({ seats: 10, booked: 6, checked_in: 1, no_show: 0 });
    shop.clock.advance(7 * 86_400);
    try {
      // after departure: 3 of the paid party never came; the unpaid booking is no one's no-show
      // a week on, the operator signs in again
      const { token } = await signIn(shop.app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" });
      expect(await read(token)).toMatchObject({ booked: 6, checked_in: 1, no_show: 3 });
    } finally {
      shop.clock.advance(-7 * 86_400);
    }
  });

  it("is the operators': a guest or a member cannot scan", async () => {
    const member = await shop.member("scanner");
    const res = await call(shop.app, "POST", "/api/v1/admin/tours/check-ins", {
      token: member.token,
      body: { scanned: "x", departure_id: 1, device: "g", nonce: nonce() },
    });
    expect(res.status).toBe(401);
  });
});
