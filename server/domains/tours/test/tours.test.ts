import {
  RESERVATION_KEY_HEADER,
  TOUR_MESSAGES,
  type TourCourse,
  type TourCourseSummary,
  type TourReservationAccess,
} from "@contracts/tours";
import { addDays, RESERVATION_MESSAGES, shopToday } from "@contracts/reservations";
import { PRODUCT_NAME } from "@contracts/editions";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call, latestMail } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { payments } from "../../payments/tables";
import { reservations } from "../../reservations/tables";
import { tourDepartures } from "../tables";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";

const shop = await forTheFile(createShop());
const now = () => shop.clock.now();

const book = (payload: unknown, token?: string) =>
  call(shop.app, "POST", "/api/v1/tours/reservations", {
    client: guestClient(),
    body: payload,
    token,
  });
const withKey = (key: string) => ({ [RESERVATION_KEY_HEADER]: key });

async function booked(payload: unknown): Promise<TourReservationAccess> {
  const res = await book(payload);
  expect(res.status).toBe(201);
  return (await body<{ data: TourReservationAccess }>(res)).data;
}

describe("the summit's courses", () => {
  it("lists the demo's Seoul and Busan courses, each area on its own, with prices and next departures", async () => {
    const all = await body<{ data: TourCourseSummary[] }>(await call(shop.app, "GET", "/api/v1/tours/courses"));
    expect(new Set(all.data.map((course) => course.area))).toEqual(new Set(["seoul", "busan"]));
    const busan = await body<{ data: TourCourseSummary[] }>(
      await call(shop.app, "GET", "/api/v1/tours/courses?area=busan&lang=ko"),
    );
    expect(busan.data.length).toBeGreaterThan(0);
    expect(busan.data.every((course) => course.area === "busan")).toBe(true);
    const coast = busan.data.find((course) => course.slug === "busan-coast-and-market");
    expect(coast).toMatchObject({ name: "해운대 해안과 자갈치시장", from_price: 69, currency: "USD" });
    expect(coast?.next_departure).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("shows a course with its itinerary, sub-courses and departures, in Korean when asked", async () => {
    const res = await call(shop.app, "GET", "/api/v1/tours/courses/seoul-palaces-and-hanok?lang=ko");
    expect(res.status).toBe(200);
    const { data } = await body<{ data: TourCourse }>(res);
    expect(data.meeting_point).toBe("광화문 동쪽 매표소 앞");
    expect(data.itinerary[0]).toMatchObject({ time: "09:00", title: "광화문" });
    expect(data.sub_courses.map((sub) => sub.slug)).toEqual(["seoul-palaces-night"]);
    expect(data.sub_courses[0]?.parent_slug).toBe("seoul-palaces-and-hanok");
    expect(data.departures.length).toBeGreaterThan(10);
    expect(data.departures.every((departure) => departure.date >= data.min_date)).toBe(true);
    expect(data.min_travelers).toBe(2);
  });

  it("lists the site's pages and every course's page in the summit's sitemap", async () => {
    const text = await (await shop.app.request("http://travel.example/sitemap-apec2025.xml")).text();
    expect(text).toContain("http://travel.example/apec2025/busan");
    expect(text).toContain("http://travel.example/apec2025korea/detail/busan-coast-and-market");
    expect(text).toContain("http://travel.example/apec2025korea/subcourse/seoul-palaces-night");
  });

  it("answers 404 for an unknown course and 400 naming the field for a malformed one", async () => {
    expect((await call(shop.app, "GET", "/api/v1/tours/courses/no-such-course")).status).toBe(404);
    const bad = await call(shop.app, "GET", "/api/v1/tours/courses/Not%20A%20Slug");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("slug");
  });

  it("keeps the summit's courses out of the shop: not listed, no product page, no cart", async () => {
    const course = await insertCourse(shop.db.db, now());
    const list = await body<{ data: { id: number }[] }>(await call(shop.app, "GET", "/api/v1/products?per_page=48"));
    expect(list.data.map((product) => product.id)).not.toContain(course.productId);
    expect((await call(shop.app, "GET", `/api/v1/products/${course.productId}`)).status).toBe(404);
    const member = await shop.member("cart");
    const cart = await call(shop.app, "POST", "/api/v1/cart", {
      token: member.token,
      body: {
        member_id: member.id,
        product_id: course.productId,
        options: [{ product_option_id: course.departureIds[0], quantity: 2, currency: "USD" }],
        departure_date: addDays(shopToday(now()), 10),
        departure_time: "10:00",
        travelers: 2,
        luggage: 0,
      },
    });
    expect(cart.status).toBe(404);
  });
});

describe("a guest's booking", () => {
  it("books without an account: the departure's day and time, the luggage fee, seats taken and a key", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 10 });
    const departure = course.departureIds[0] ?? 0;
    // 2 travellers with 6 pieces: 2 over the free 4, $10 each
    const access = await booked(
      tourBody(departure, {
        email: "guest@example.test",
        luggage: 6,
        payment_method: "bank_transfer",
        account_holder: "KIM",
        bank: "shinhan",
      }),
    );
    expect(access.reservation).toMatchObject({
      status: "waiting",
      travelers: 2,
      subtotal: 100,
      luggage_fee: 20,
      total: 120,
      course_slug: course.slug,
      email: "guest@example.test",
      departure_time: "10:00",
    });
    expect(access.key).toMatch(/^\d+\.\d+\.[\w-]{43}$/);
    expect(await soldOf(shop.db.db, departure)).toBe(2);
    const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, access.reservation.id));
    expect(row).toMatchObject({ memberId: null, guestEmail: "guest@example.test", channel: "summit" });
    // the confirmation mail carries the number, the deposit's account and the way back to it
    const mail = await latestMail(shop.db.db, "guest@example.test");
    expect(mail.subject).toContain(access.reservation.reservation_number);
    expect(mail.text).toContain(access.reservation.deposit_account?.number ?? "no account");
    expect(mail.text).toContain(`/apec2025/myreservation?number=${access.reservation.reservation_number}`);
  });

  it("writes the confirmation mail in Korean for a Korean booking", async () => {
    const course = await insertCourse(shop.db.db, now());
    const access = await booked(tourBody(course.departureIds[0] ?? 0, { email: "korean@example.test", lang: "ko" }));
    const mail = await latestMail(shop.db.db, "korean@example.test");
    expect(mail.subject).toBe(`[${PRODUCT_NAME}] 투어 예약 ${access.reservation.reservation_number}`);
    expect(mail.text).toContain("집결 장소: 시청");
  });

  it("makes one reservation of a double submit (the same request id)", async () => {
    const course = await insertCourse(shop.db.db, now());
    const payload = tourBody(course.departureIds[0] ?? 0, {
      request_id: crypto.randomUUID(),
      email: "Twice@Example.test",
    });
    const [first, second] = await Promise.all([book(payload), book(payload)]);
    const numbers = await Promise.all(
      [first, second].map(
        async (res) => (await body<{ data: TourReservationAccess }>(res)).data.reservation.reservation_number,
      ),
    );
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    expect(numbers[0]).toBe(numbers[1]);
    expect(await soldOf(shop.db.db, course.departureIds[0] ?? 0)).toBe(2);
  });

  it("refuses bad input with the field named and writes nothing", async () => {
    const course = await insertCourse(shop.db.db, now());
    const departure = course.departureIds[0] ?? 0;
    const cases: [Record<string, unknown>, string][] = [
      [{ travelers: 1 }, "travelers"],
      [{ email: "not-an-address" }, "email"],
      [{ email: undefined }, "email"],
      [{ departure_id: undefined }, "departure_id"],
      [{ passport_number: "??" }, "passport_number"],
      [{ payment_method: "bank_transfer", bank: undefined, account_holder: "" }, "bank"],
      [{ luggage: -1 }, "luggage"],
    ];
    for (const [override, field] of cases) {
      const res = await book(tourBody(departure, override));
      expect(res.status, field).toBe(400);
      expect(JSON.stringify(await res.json()), field).toContain(field);
    }
    expect(await soldOf(shop.db.db, departure)).toBe(0);
    const unknown = await book(tourBody(999_999));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: "departure_id", message: TOUR_MESSAGES.departureNotFound });
  });

  it("says full when the seats are gone, and closed for today, a called-off departure or a shop option", async () => {
    const course = await insertCourse(shop.db.db, now(), { days: [0, 10, 12], seats: 3 });
    const [today = 0, later = 0, calledOff = 0] = course.departureIds;
    await booked(tourBody(later, { travelers: 2 }));
    const full = await book(tourBody(later, { travelers: 2, email: "late@example.test" }));
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ code: "TOUR_DEPARTURE_FULL", field: "departure_id" });
    expect(await soldOf(shop.db.db, later)).toBe(2);

    const sameDay = await book(tourBody(today));
    expect(sameDay.status).toBe(409);
    expect(await sameDay.json()).toMatchObject({ code: "TOUR_DEPARTURE_CLOSED" });

    await shop.db.db.update(tourDepartures).set({ cancelledAt: now() }).where(eq(tourDepartures.optionId, calledOff));
    expect((await book(tourBody(calledOff))).status).toBe(409);
  });

  it("belongs to a signed-in member, who sees it among their reservations", async () => {
    const course = await insertCourse(shop.db.db, now());
    const member = await shop.member("summit");
    const res = await book(tourBody(course.departureIds[0] ?? 0), member.token);
    expect(res.status).toBe(201);
    const { data } = await body<{ data: TourReservationAccess }>(res);
    const mine = await body<{ data: { reservation_number: string }[] }>(
      await call(shop.app, "GET", "/api/v1/reservations", { token: member.token }),
    );
    expect(mine.data.map((row) => row.reservation_number)).toContain(data.reservation.reservation_number);
  });
});

describe("finding and opening a reservation", () => {
  let access: TourReservationAccess;
  let other: TourReservationAccess;
  beforeAll(async () => {
    const course = await insertCourse(shop.db.db, now());
    access = await booked(tourBody(course.departureIds[0] ?? 0, { email: "finder@example.test" }));
    other = await booked(tourBody(course.departureIds[0] ?? 0, { email: "someone@example.test" }));
  });

  const lookup = (reservation_number: string, email: string) =>
    call(shop.app, "POST", "/api/v1/tours/reservations/lookup", { body: { reservation_number, email } });

  it("finds it by number and e-mail (any case) and gives a key that opens it", async () => {
    const res = await lookup(access.reservation.reservation_number.toLowerCase(), "FINDER@example.test");
    expect(res.status).toBe(200);
    const { data } = await body<{ data: TourReservationAccess }>(res);
    expect(data.reservation.id).toBe(access.reservation.id);
    const opened = await call(shop.app, "GET", `/api/v1/tours/reservations/${access.reservation.reservation_number}`, {
      headers: withKey(data.key),
    });
    expect(opened.status).toBe(200);
    expect((await body<{ data: { id: number } }>(opened)).data.id).toBe(access.reservation.id);
  });

  it("tells nothing for another e-mail or a malformed number", async () => {
    const wrong = await lookup(access.reservation.reservation_number, "someone@example.test");
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: "TOUR_LOOKUP_FAILED", field: "reservation_number" });
    expect((await lookup("R000000-AAAAAA", "finder@example.test")).status).toBe(404);
    expect((await lookup("12345", "finder@example.test")).status).toBe(400);
  });

  it("refuses no key, another reservation's key, an altered key and an expired one", async () => {
    const path = `/api/v1/tours/reservations/${access.reservation.reservation_number}`;
    expect((await call(shop.app, "GET", path)).status).toBe(401);
    expect((await call(shop.app, "GET", path, { headers: withKey(other.key) })).status).toBe(401);
    const altered = access.key.replace(/^\d+/, String(other.reservation.id));
    expect((await call(shop.app, "GET", path, { headers: withKey(altered) })).status).toBe(401);
    shop.clock.advance(25 * 3600);
    try {
      const expired = await call(shop.app, "GET", path, { headers: withKey(access.key) });
      expect(expired.status).toBe(401);
      expect(await expired.json()).toMatchObject({ code: "TOUR_KEY_INVALID", message: TOUR_MESSAGES.keyInvalid });
    } finally {
      shop.clock.advance(-25 * 3600);
    }
  });
});

describe("paying and cancelling as a guest", () => {
  async function pay(access: TourReservationAccess) {
    const number = access.reservation.reservation_number;
    const checkout = await call(shop.app, "POST", "/api/v1/tours/payments/checkout", {
      body: { reservation_number: number },
      headers: withKey(access.key),
    });
    expect(checkout.status).toBe(200);
    const order = (await body<{ data: { order_id: string; success_url: string; amount: number } }>(checkout)).data;
    expect(order.success_url).toMatch(/\/apec2025\/reservation\/completed$/);
    const res = await shop.app.request("/pay/local", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order_id: order.order_id, action: "pay" }).toString(),
    });
    const back = new URL(res.headers.get("location") ?? "");
    expect(back.pathname).toBe("/apec2025/reservation/completed");
    return {
      orderId: order.order_id,
      amount: order.amount,
      paymentKey: back.searchParams.get("paymentKey") ?? "",
    };
  }

  const confirm = (key: string, paid: { orderId: string; amount: number; paymentKey: string }) =>
    call(shop.app, "POST", "/api/v1/tours/payments/confirm", {
      body: { paymentKey: paid.paymentKey, orderId: paid.orderId, amount: paid.amount },
      headers: withKey(key),
    });
  const cancel = (access: TourReservationAccess) =>
    call(shop.app, "POST", `/api/v1/tours/reservations/${access.reservation.reservation_number}/cancel`, {
      body: { reason: "plans changed" },
      headers: withKey(access.key),
    });

  it("pays by card through the local provider; another reservation's key cannot confirm it", async () => {
    const course = await insertCourse(shop.db.db, now());
    const access = await booked(tourBody(course.departureIds[0] ?? 0));
    const stranger = await booked(tourBody(course.departureIds[0] ?? 0, { email: "x@example.test" }));
    const paid = await pay(access);
    expect((await confirm(stranger.key, paid)).status).toBe(404);
    const ok = await confirm(access.key, paid);
    expect(ok.status).toBe(200);
    expect((await confirm(access.key, paid)).status).toBe(200);
    const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, access.reservation.id));
    expect(row?.status).toBe("requested");
  });

  it("before the cut-off, a paid booking ends at once, refunded, its seats back", async () => {
    const course = await insertCourse(shop.db.db, now(), { days: [10], cutoffHours: 48 });
    const departure = course.departureIds[0] ?? 0;
    const access = await booked(tourBody(departure, { travelers: 3 }));
    expect((await confirm(access.key, await pay(access))).status).toBe(200);
    expect(access.reservation.cancels_free).toBe(true);
    const res = await cancel(access);
    expect(res.status).toBe(200);
    expect((await body<{ data: { status: string } }>(res)).data.status).toBe("cancelled");
    expect(await soldOf(shop.db.db, departure)).toBe(0);
    const [payment] = await shop.db.db.select().from(payments).where(eq(payments.reservationId, access.reservation.id));
    expect(payment?.status).toBe("refunded");
    const again = await cancel(access);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: RESERVATION_MESSAGES.alreadyCancelled });
  });

  it("after the cut-off, a paid booking becomes a request; an unpaid one still ends", async () => {
    // departs in 2 days at 10:00 Korea time; a 72-hour cut-off has passed
    const course = await insertCourse(shop.db.db, now(), { days: [2, 2], cutoffHours: 72 });
    const paidOne = await booked(tourBody(course.departureIds[0] ?? 0));
    expect((await confirm(paidOne.key, await pay(paidOne))).status).toBe(200);
    const opened = await call(shop.app, "GET", `/api/v1/tours/reservations/${paidOne.reservation.reservation_number}`, {
      headers: withKey(paidOne.key),
    });
    expect((await body<{ data: { cancels_free: boolean } }>(opened)).data.cancels_free).toBe(false);
    const requested = await cancel(paidOne);
    expect((await body<{ data: { status: string } }>(requested)).data.status).toBe("cancel_requested");
    expect(await soldOf(shop.db.db, course.departureIds[0] ?? 0)).toBe(2);

    const unpaid = await booked(tourBody(course.departureIds[1] ?? 0));
    const ended = await cancel(unpaid);
    expect((await body<{ data: { status: string } }>(ended)).data.status).toBe("cancelled");
  });

  it("cannot cancel once the departure has left", async () => {
    const course = await insertCourse(shop.db.db, now(), { days: [3] });
    const access = await booked(tourBody(course.departureIds[0] ?? 0, { email: "guest@example.test" }));
    shop.clock.advance(4 * 24 * 3600);
    try {
      // a key lasts a day: find it again first
      const found = await call(shop.app, "POST", "/api/v1/tours/reservations/lookup", {
        body: { reservation_number: access.reservation.reservation_number, email: "guest@example.test" },
      });
      const fresh = (await body<{ data: TourReservationAccess }>(found)).data;
      const res = await cancel(fresh);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "DEPARTED" });
    } finally {
      shop.clock.advance(-4 * 24 * 3600);
    }
  });
});
