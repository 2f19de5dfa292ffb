import { TOUR_MESSAGES, type TourCourse, WAITLIST_OFFER_HOURS } from "@contracts/tours";
import { WAITLIST_MESSAGES, type WaitlistEntry, type WaitlistOffer } from "@contracts/tours-waitlist";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, latestMail } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { productOptions } from "../../catalog/tables";
import { runReservationExpiry } from "../../reservations/expiry-job";
import { reservations } from "../../reservations/tables";
import { runWaitlistSweep } from "../waitlist";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";
import { bookGuest, cancelGuest, entryOf, jobDeps, join, joinBody, mailedToken } from "./waitlist-fixtures";

const shop = await forTheFile(createShop());
const now = () => shop.clock.now();
const deps = jobDeps(shop);
const sweep = () => runWaitlistSweep(deps, now());

let mails = 0;
/** An address of this test's own, so the outbox's latest mail to it is the one the step sent. */
const address = (name: string) => `${name}-${(mails += 1)}@example.test`;

/** A departure of `seats` seats that a guest's booking has filled. */
async function fullDeparture(seats = 2) {
  const course = await insertCourse(shop.db.db, now(), { seats });
  const departure = course.departureIds[0] ?? 0;
  const booking = await bookGuest(shop, departure, { email: address("filler"), travelers: seats });
  return { course, departure, booking };
}

const offerOf = async (token: string) => call(shop.app, "POST", "/api/v1/tours/waitlist/offer", { body: { token } });
const leave = (token: string) => call(shop.app, "POST", "/api/v1/tours/waitlist/leave", { body: { token } });

async function departureState(slug: string, id: number) {
  const res = await call(shop.app, "GET", `/api/v1/tours/courses/${slug}`);
  const course = (await body<{ data: TourCourse }>(res)).data;
  return course.departures.find((departure) => departure.id === id);
}

describe("joining the waitlist of a full departure", () => {
  it("takes a guest's name, e-mail, party and language, mails the place in line and a link to leave", async () => {
    const { departure } = await fullDeparture(4);
    const email = address("ana");
    const res = await join(shop, joinBody(departure, { email, lang: "ko", travelers: 3 }));
    expect(res.status).toBe(201);
    expect((await body<{ data: WaitlistEntry }>(res)).data).toEqual({
      departure_id: departure,
      travelers: 3,
      status: "waiting",
      position: 1,
      already: false,
    });
    const mail = await latestMail(shop.db.db, email);
    expect(mail.subject).toContain("대기자 명단");
    expect(mail.text).toContain("대기 순번은 1번");
    expect(mail.text).toMatch(/\/apec2025\/waitlist\?token=[\w-]{43}/);
    const second = await join(shop, joinBody(departure, { email: address("ben") }));
    expect((await body<{ data: WaitlistEntry }>(second)).data.position).toBe(2);
  });

  it("keeps one entry per e-mail and departure: a second join (any case) answers the first with 200", async () => {
    const { departure } = await fullDeparture();
    const email = address("twice");
    expect((await join(shop, joinBody(departure, { email }))).status).toBe(201);
    const again = await join(shop, joinBody(departure, { email: email.toUpperCase(), travelers: 4 }));
    expect(again.status).toBe(200);
    expect((await body<{ data: WaitlistEntry }>(again)).data).toMatchObject({ already: true, travelers: 2 });
    const rows = await shop.db.db.select().from(productOptions).where(eq(productOptions.id, departure));
    expect(rows).toHaveLength(1);
    expect((await entryOf(shop, email, departure))?.travelers).toBe(2);
  });

  it("lets a signed-in member join, the entry theirs", async () => {
    const { departure } = await fullDeparture();
    const member = await shop.member("waiter");
    const res = await join(shop, joinBody(departure, { email: member.email }), member.token);
    expect(res.status).toBe(201);
    expect((await entryOf(shop, member.email, departure))?.memberId).toBe(member.id);
  });

  it("refuses a departure with seats (book it) and one closed or unknown, naming departure_id", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 10, days: [10, 0] });
    const open = await join(shop, joinBody(course.departureIds[0] ?? 0, { email: address("open") }));
    expect(open.status).toBe(409);
    expect(await open.json()).toMatchObject({
      code: "TOUR_DEPARTURE_NOT_FULL",
      field: "departure_id",
      message: WAITLIST_MESSAGES.notFull,
    });
    const today = await join(shop, joinBody(course.departureIds[1] ?? 0, { email: address("today") }));
    expect(today.status).toBe(409);
    expect(await today.json()).toMatchObject({ code: "TOUR_DEPARTURE_CLOSED", field: "departure_id" });
    const unknown = await join(shop, joinBody(2_000_000_000));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: TOUR_MESSAGES.departureNotFound, field: "departure_id" });
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: undefined }],
    ["email", { email: "not-an-address" }],
    ["travelers", { travelers: 1 }],
    ["travelers", { travelers: 51 }],
    ["travelers", { travelers: "two" }],
    ["lang", { lang: "fr" }],
    ["departure_id", { departure_id: "x" }],
  ])("answers 400 naming %s for bad input", async (field, overrides) => {
    const { departure } = await fullDeparture();
    const res = await join(shop, joinBody(departure, { email: address("bad"), ...overrides }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(`"${field}"`);
  });

  it("refuses a party larger than the departure's seats, naming travelers", async () => {
    const { departure } = await fullDeparture(3);
    const res = await join(shop, joinBody(departure, { email: address("big"), travelers: 4 }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "travelers" });
  });
});

describe("offering freed seats", () => {
  it("holds a cancellation's seats for the next guest whose party fits; the departure stays full to others", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 4 });
    const departure = course.departureIds[0] ?? 0;
    const pair = await bookGuest(shop, departure, { email: address("pair") });
    await bookGuest(shop, departure, { email: address("other") });
    const big = address("big");
    const small = address("small");
    await join(shop, joinBody(departure, { email: big, travelers: 3 }));
    await join(shop, joinBody(departure, { email: small, travelers: 2, lang: "ko" }));
    expect((await cancelGuest(shop, pair)).status).toBe(200);
    expect(await soldOf(shop.db.db, departure)).toBe(2);

    await sweep();
    // the party of 3 does not fit 2 seats: the party of 2 behind it gets them, and nobody else sees them
    expect((await entryOf(shop, big, departure))?.status).toBe("waiting");
    expect((await entryOf(shop, small, departure))?.status).toBe("offered");
    expect(await soldOf(shop.db.db, departure)).toBe(4);
    expect(await departureState(course.slug, departure)).toMatchObject({ state: "full", seats_left: 0 });
    const stranger = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email: address("stranger") }),
    });
    expect(stranger.status).toBe(409);
    expect(await stranger.json()).toMatchObject({ code: "TOUR_DEPARTURE_FULL" });

    const mail = await latestMail(shop.db.db, small);
    expect(mail.subject).toContain("좌석을 맡아 두었습니다");
    expect(mail.text).toContain(`/apec2025/reservation?course=${course.slug}&departure=${departure}&offer=`);
    const token = await mailedToken(shop, small);
    const offer = (await body<{ data: WaitlistOffer }>(await offerOf(token))).data;
    expect(offer).toMatchObject({
      status: "offered",
      held_seats: 2,
      departure_id: departure,
      course_slug: course.slug,
    });
    expect(new Date(offer.expires_at ?? 0).getTime()).toBe(now().getTime() + WAITLIST_OFFER_HOURS * 3_600_000);

    // the offer's link books the held seats, never more than the departure has
    const booked = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email: small, offer: token }),
    });
    expect(booked.status).toBe(201);
    expect(await soldOf(shop.db.db, departure)).toBe(4);
    const entry = await entryOf(shop, small, departure);
    expect(entry).toMatchObject({ status: "booked", heldSeats: 0 });
    expect(entry?.reservationId).not.toBeNull();
    // used once
    const twice = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email: small, offer: token, request_id: crypto.randomUUID() }),
    });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: "TOUR_WAITLIST_OFFER_GONE", field: "offer" });
  });

  it("refuses an offer booking for more travellers than held, another departure, or an unknown token", async () => {
    const { course, departure, booking } = await fullDeparture(2);
    const email = address("held");
    await join(shop, joinBody(departure, { email }));
    await cancelGuest(shop, booking);
    await sweep();
    const token = await mailedToken(shop, email);
    const tooMany = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email, offer: token, travelers: 3 }),
    });
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ code: "TOUR_WAITLIST_OFFER_TOO_SMALL", field: "travelers" });
    const other = await insertCourse(shop.db.db, now(), { seats: 10 });
    const elsewhere = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(other.departureIds[0] ?? 0, { email, offer: token }),
    });
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toMatchObject({ field: "departure_id" });
    const unknown = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email, offer: "A".repeat(43) }),
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: "offer" });
    const malformed = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { email, offer: "short" }),
    });
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('"offer"');
    // nothing was taken by the refusals: the hold stands
    expect(await soldOf(shop.db.db, departure)).toBe(2);
    expect((await entryOf(shop, email, departure))?.status).toBe("offered");
    expect(course.slug).toBeTruthy();
  });

  it("passes a lapsed offer to the next guest", async () => {
    const { departure, booking } = await fullDeparture(2);
    const first = address("first");
    const next = address("next");
    await join(shop, joinBody(departure, { email: first }));
    await join(shop, joinBody(departure, { email: next }));
    await cancelGuest(shop, booking);
    await sweep();
    const token = await mailedToken(shop, first);
    shop.clock.advance(WAITLIST_OFFER_HOURS * 3600 + 60);
    try {
      const shown = (await body<{ data: WaitlistOffer }>(await offerOf(token))).data;
      expect(shown).toMatchObject({ status: "lapsed", held_seats: 0, expires_at: null });
      await sweep();
      expect((await entryOf(shop, first, departure))?.status).toBe("lapsed");
      expect((await entryOf(shop, next, departure))?.status).toBe("offered");
      expect(await soldOf(shop.db.db, departure)).toBe(2);
      const late = await call(shop.app, "POST", "/api/v1/tours/reservations", {
        client: guestClient(),
        body: tourBody(departure, { email: first, offer: token }),
      });
      expect(late.status).toBe(409);
      expect(await late.json()).toMatchObject({ code: "TOUR_WAITLIST_OFFER_GONE", field: "offer" });
    } finally {
      shop.clock.advance(-(WAITLIST_OFFER_HOURS * 3600 + 60));
    }
  });

  it("offers seats of a reservation that expired unpaid, and seats an operator added", async () => {
    const { departure, booking } = await fullDeparture(2);
    const email = address("expiry");
    await join(shop, joinBody(departure, { email }));
    const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, booking.reservation.id));
    expect(row?.paymentDueAt).not.toBeNull();
    await runReservationExpiry(shop.db.db, new Date((row?.paymentDueAt ?? now()).getTime() + 1000));
    await sweep();
    expect((await entryOf(shop, email, departure))?.status).toBe("offered");

    const added = await fullDeparture(2);
    const more = address("more");
    await join(shop, joinBody(added.departure, { email: more }));
    await sweep();
    expect((await entryOf(shop, more, added.departure))?.status).toBe("waiting");
    await shop.db.db.update(productOptions).set({ capacity: 4 }).where(eq(productOptions.id, added.departure));
    await sweep();
    expect((await entryOf(shop, more, added.departure))?.heldSeats).toBe(2);
  });
});

describe("leaving the waitlist", () => {
  it("leaves from the mail's link; a held offer's seats go back and on to the next guest", async () => {
    const { departure, booking } = await fullDeparture(2);
    const first = address("leaver");
    const next = address("stayer");
    await join(shop, joinBody(departure, { email: first }));
    await join(shop, joinBody(departure, { email: next }));
    await cancelGuest(shop, booking);
    await sweep();
    const token = await mailedToken(shop, first);
    const res = await leave(token);
    expect(res.status).toBe(200);
    expect((await body<{ data: WaitlistEntry }>(res)).data).toMatchObject({ status: "left", position: null });
    expect(await soldOf(shop.db.db, departure)).toBe(0);
    // leaving twice answers the same
    expect((await body<{ data: WaitlistEntry }>(await leave(token))).data.status).toBe("left");
    await sweep();
    expect((await entryOf(shop, next, departure))?.status).toBe("offered");
    // joining again after leaving is a new place at the end of the line, with a new link
    const again = await join(shop, joinBody(departure, { email: first }));
    expect(again.status).toBe(201);
    expect(await mailedToken(shop, first)).not.toBe(token);
  });

  it("answers 404 naming token for an unknown link and 400 for a malformed one", async () => {
    const unknown = await leave("B".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "TOUR_WAITLIST_TOKEN_INVALID", field: "token" });
    const malformed = await offerOf("not a token");
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('"token"');
  });

  it("counts each join against its caller's mail budget: past it, 429 with the time to wait", async () => {
    const { departure } = await fullDeparture();
    const client = "203.0.113.99";
    const answers: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      answers.push((await join(shop, joinBody(departure, { email: address(`flood${n}`) }), undefined, client)).status);
    }
    expect(answers.every((status) => status === 201)).toBe(true);
    const refused = await join(shop, joinBody(departure, { email: address("flood-last") }), undefined, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await join(shop, joinBody(departure, { email: address("elsewhere") }))).status).toBe(201);
  });
});
