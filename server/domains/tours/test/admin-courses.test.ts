import { addDays, shopToday } from "@contracts/reservations";
import type { TourCourse, TourCourseSummary } from "@contracts/tours";
import {
  type AdminCourse,
  type AdminCourseBody,
  type AdminCourseSummary,
  type AdminDeparture,
  TOUR_ADMIN_MESSAGES,
} from "@contracts/tours-admin";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, SEED_GATE_STAFF_EMAIL } from "../../../platform/db/seed-data";
import { body, call, errorOf, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop } from "../../../platform/test/reservation-fixtures";
import { productOptions, products } from "../../catalog/tables";
import { reservationItems, reservations } from "../../reservations/tables";
import { tourCourses, tourDepartures, tourWaitlist } from "../tables";
import { tourBody } from "./tour-fixtures";

const shop = await forTheFile(createShop());
const now = () => shop.clock.now();
const ADMIN = "/api/v1/admin/tours";
let courseCount = 0;

const admin = (method: string, path: string, payload?: unknown) =>
  call(shop.app, method, `${ADMIN}${path}`, { token: shop.admin, area: "admin", body: payload });

/** A whole course body the contract takes, with its own address; override any field. */
function courseBody(overrides: Partial<AdminCourseBody> = {}): AdminCourseBody {
  courseCount += 1;
  return {
    slug: `console-course-${process.pid}-${courseCount}`,
    area: "busan",
    parent_slug: null,
    name_en: "Harbour Lights",
    name_ko: "항구의 불빛",
    summary_en: "Busan's harbour at dusk.",
    summary_ko: "해 질 녘 부산항.",
    description_en: "A walk along the harbour as the lights come on.",
    description_ko: "불이 켜지는 항구를 따라 걷습니다.",
    itinerary: [
      { time: "18:00", title_en: "Busan Station", title_ko: "부산역", text_en: "Meet.", text_ko: "만납니다." },
      { time: "19:00", title_en: "Harbour Bridge", title_ko: "부산항대교", text_en: "", text_ko: "" },
    ],
    meeting_point_en: "Busan Station, exit 1",
    meeting_point_ko: "부산역 1번 출구",
    duration_minutes: 150,
    languages: ["en", "ko"],
    min_travelers: 2,
    cancel_cutoff_hours: 24,
    published: false,
    sort_order: 5,
    ...overrides,
  };
}

async function created(overrides: Partial<AdminCourseBody> = {}): Promise<AdminCourse> {
  const res = await admin("POST", "/courses", courseBody(overrides));
  expect(res.status).toBe(201);
  return (await body<{ data: AdminCourse }>(res)).data;
}

const day = (days: number) => addDays(shopToday(now()), days);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function departures(slug: string, payload: Record<string, unknown>): Promise<AdminDeparture[]> {
  const res = await admin("POST", `/courses/${slug}/departures`, payload);
  expect(res.status).toBe(201);
  return (await body<{ data: AdminDeparture[] }>(res)).data;
}

/** One departure added to a course: day 10, 10:00, 6 seats at 30 USD unless told otherwise. */
async function oneDeparture(slug: string, payload: Record<string, unknown> = {}): Promise<AdminDeparture> {
  const [departure] = await departures(slug, {
    from: day(10),
    time: "10:00",
    seats: 6,
    price: 30,
    currency: "USD",
    ...payload,
  });
  if (!departure) throw new Error(`no departure added to ${slug}`);
  return departure;
}

/** An option of a shop product: no departure, so the console must not reach it. */
async function aShopOption(): Promise<{ id: number }> {
  const [option] = await shop.db.db
    .select({ id: productOptions.id })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(eq(products.channel, "shop"))
    .limit(1);
  if (!option) throw new Error("the seeded shop has no product option");
  return option;
}

/** The console's list of a course's departures. */
const departuresOf = async (slug: string) =>
  (await body<{ data: AdminDeparture[] }>(await admin("GET", `/courses/${slug}/departures`))).data;

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  return body<{ code: string; field?: string; message: string; issues?: { field: string }[] }>(res);
}

const guestList = async (lang = "en") =>
  (await body<{ data: TourCourseSummary[] }>(await call(shop.app, "GET", `/api/v1/tours/courses?lang=${lang}`))).data;
const guestCourse = (slug: string, lang = "en") => call(shop.app, "GET", `/api/v1/tours/courses/${slug}?lang=${lang}`);

describe("the admin door", () => {
  it("answers 401 to every call without an operator's token, and to a member's", async () => {
    const course = await created();
    const member = await shop.member("console");
    const calls: [string, string, unknown?][] = [
      ["GET", "/courses"],
      ["POST", "/courses", courseBody()],
      ["GET", `/courses/${course.slug}`],
      ["PUT", `/courses/${course.slug}`, courseBody({ slug: course.slug })],
      ["GET", `/courses/${course.slug}/departures`],
      [
        "POST",
        `/courses/${course.slug}/departures`,
        { from: day(5), time: "10:00", seats: 5, price: 10, currency: "USD" },
      ],
      ["PATCH", "/departures/1", { seats: 4 }],
      ["PATCH", "/departures/1", { price: 40 }],
      ["DELETE", "/departures/1"],
    ];
    for (const [method, path, payload] of calls) {
      expect((await call(shop.app, method, `${ADMIN}${path}`, { body: payload })).status, `${method} ${path}`).toBe(
        401,
      );
      const asMember = await call(shop.app, method, `${ADMIN}${path}`, {
        body: payload,
        token: member.token,
        area: "member",
      });
      expect(asMember.status, `member ${method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to the gate staff at every console door: their sign-in is good, the console is not theirs", async () => {
    const course = await created();
    const departure = await oneDeparture(course.slug, { from: day(6), seats: 5, price: 10 });
    const { token } = await signIn(shop.app, SEED_GATE_STAFF_EMAIL, DEMO_PASSWORD, { area: "admin" });
    const calls: [string, string, unknown?][] = [
      ["GET", "/courses"],
      ["POST", "/courses", courseBody()],
      ["GET", `/courses/${course.slug}`],
      [
        "PUT",
        `/courses/${course.slug}`,
        courseBody({ slug: course.slug, images: ["/images/catalog/tour-palace.svg"] }),
      ],
      ["GET", `/courses/${course.slug}/departures`],
      [
        "POST",
        `/courses/${course.slug}/departures`,
        { from: day(7), time: "10:00", seats: 5, price: 1, currency: "USD" },
      ],
      ["PATCH", `/departures/${departure.id}`, { price: 1, seats: 9 }],
      ["DELETE", `/departures/${departure.id}`],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(shop.app, method, `${ADMIN}${path}`, { body: payload, token, area: "admin" });
      expect(res.status, `gate ${method} ${path}`).toBe(403);
      expect((await errorOf(res)).code).toBe("FORBIDDEN");
    }
    // nothing the gate sent was written
    const after = (await body<{ data: AdminDeparture[] }>(await admin("GET", `/courses/${course.slug}/departures`)))
      .data;
    expect(after).toEqual([expect.objectContaining({ id: departure.id, seats: 5, price: 10 })]);
  });
});

describe("courses", () => {
  it("creates a course in both languages, lists it unpublished, and shows it to guests once published", async () => {
    const course = await created();
    expect(course).toMatchObject({ area: "busan", name_ko: "항구의 불빛", published: false, departures: 0 });
    expect(course.itinerary[1]).toEqual({
      time: "19:00",
      title_en: "Harbour Bridge",
      title_ko: "부산항대교",
      text_en: "",
      text_ko: "",
    });
    const list = (await body<{ data: AdminCourseSummary[] }>(await admin("GET", "/courses"))).data;
    expect(list.find((entry) => entry.slug === course.slug)).toMatchObject({ published: false, departures: 0 });
    // the demo's courses are listed too, published or not
    expect(list.some((entry) => entry.slug === "seoul-palaces-and-hanok")).toBe(true);
    expect((await guestList()).some((entry) => entry.slug === course.slug)).toBe(false);
    expect((await guestCourse(course.slug)).status).toBe(404);

    const { id: _id, departures: _count, ...saved } = course;
    const published = await admin("PUT", `/courses/${course.slug}`, {
      ...saved,
      published: true,
      name_en: "Harbour at Dusk",
    });
    expect(published.status).toBe(200);
    expect((await guestList()).find((entry) => entry.slug === course.slug)).toMatchObject({ name: "Harbour at Dusk" });
    const detail = (await body<{ data: TourCourse }>(await guestCourse(course.slug, "ko"))).data;
    expect(detail).toMatchObject({
      name: "항구의 불빛",
      meeting_point: "부산역 1번 출구",
      min_travelers: 2,
      cancel_cutoff_hours: 24,
      duration_minutes: 150,
    });
    expect(detail.itinerary.map((stop) => stop.title)).toEqual(["부산역", "부산항대교"]);
  });

  it("changes a course's address, and the guest's page follows it", async () => {
    const course = await created({ published: true });
    const { id: _id, departures: _count, ...saved } = course;
    const moved = `${course.slug}-new`;
    const res = await admin("PUT", `/courses/${course.slug}`, { ...saved, slug: moved });
    expect(res.status).toBe(200);
    expect((await guestCourse(course.slug)).status).toBe(404);
    expect((await guestCourse(moved)).status).toBe(200);
    expect((await admin("GET", `/courses/${moved}`)).status).toBe(200);
  });

  it("refuses an address another course or a shop product has: 409 naming the slug", async () => {
    const first = await created();
    const again = await refusal(await admin("POST", "/courses", courseBody({ slug: first.slug })), 409);
    expect(again).toMatchObject({ code: "TOUR_SLUG_TAKEN", field: "slug", message: TOUR_ADMIN_MESSAGES.slugTaken });
    const [shopProduct] = await shop.db.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.channel, "shop"))
      .limit(1);
    const taken = await refusal(await admin("POST", "/courses", courseBody({ slug: shopProduct?.slug ?? "" })), 409);
    expect(taken.field).toBe("slug");
    const second = await created();
    const { id: _id, departures: _count, ...saved } = second;
    const renamed = await refusal(await admin("PUT", `/courses/${second.slug}`, { ...saved, slug: first.slug }), 409);
    expect(renamed.field).toBe("slug");
  });

  it.each([
    ["slug", { slug: "Not A Slug" }],
    ["slug", { slug: "double--hyphen" }],
    ["area", { area: "jeju" }],
    ["name_ko", { name_ko: "   " }],
    ["name_en", { name_en: undefined }],
    ["summary_en", { summary_en: "x".repeat(301) }],
    ["description_ko", { description_ko: "" }],
    ["itinerary", { itinerary: [] }],
    ["itinerary.0.time", { itinerary: [{ time: "9am", title_en: "A", title_ko: "가", text_en: "", text_ko: "" }] }],
    ["itinerary.0.title_ko", { itinerary: [{ time: "09:00", title_en: "A", title_ko: "", text_en: "", text_ko: "" }] }],
    ["meeting_point_ko", { meeting_point_ko: "" }],
    ["duration_minutes", { duration_minutes: 0 }],
    ["duration_minutes", { duration_minutes: 90.5 }],
    ["languages", { languages: [] }],
    ["languages", { languages: ["en", "en"] }],
    ["languages.0", { languages: ["English"] }],
    ["min_travelers", { min_travelers: 1 }],
    ["cancel_cutoff_hours", { cancel_cutoff_hours: -1 }],
    ["published", { published: "yes" }],
    ["sort_order", { sort_order: 3_000_000_000 }],
    ["name_en", { name_en: "a\u0000b" }],
  ] as const)("answers 400 naming %s for a bad value", async (field, overrides) => {
    const res = await admin("POST", "/courses", { ...courseBody(), ...overrides });
    const answer = await refusal(res, 400);
    expect(answer.code).toBe("VALIDATION_ERROR");
    expect(answer.field).toBe(field);
  });

  it("hangs a sub-course under a main course only, and keeps a course with sub-courses a main one", async () => {
    const main = await created({ published: true });
    const sub = await created({ parent_slug: main.slug, published: true });
    expect(sub.parent_slug).toBe(main.slug);
    const guestMain = (await body<{ data: TourCourse }>(await guestCourse(main.slug))).data;
    expect(guestMain.sub_courses.map((entry) => entry.slug)).toEqual([sub.slug]);

    const unknown = await refusal(await admin("POST", "/courses", courseBody({ parent_slug: "no-such-course" })), 422);
    expect(unknown).toMatchObject({ code: "TOUR_PARENT_NOT_FOUND", field: "parent_slug" });
    const nested = await refusal(await admin("POST", "/courses", courseBody({ parent_slug: sub.slug })), 422);
    expect(nested).toMatchObject({ field: "parent_slug", message: TOUR_ADMIN_MESSAGES.parentIsSubCourse });
    const { id: _id, departures: _count, ...mainSaved } = main;
    const self = await refusal(
      await admin("PUT", `/courses/${main.slug}`, { ...mainSaved, parent_slug: main.slug }),
      422,
    );
    expect(self.field).toBe("parent_slug");
    const other = await created();
    const upside = await refusal(
      await admin("PUT", `/courses/${main.slug}`, { ...mainSaved, parent_slug: other.slug }),
      409,
    );
    expect(upside).toMatchObject({ field: "parent_slug", message: TOUR_ADMIN_MESSAGES.hasSubCourses });
  });

  it("writes nothing of a refused course: no product and no course row", async () => {
    const refused = courseBody({ parent_slug: "no-such-course" });
    await refusal(await admin("POST", "/courses", refused), 422);
    const found = await shop.db.db.select().from(products).where(eq(products.slug, refused.slug));
    expect(found).toEqual([]);
    const before = await shop.db.db.select().from(tourCourses);
    await refusal(await admin("POST", "/courses", { ...courseBody(), itinerary: [] }), 400);
    expect(await shop.db.db.select().from(tourCourses)).toHaveLength(before.length);
  });

  it("answers 404 for a course that does not exist, and 400 for an address no course can have", async () => {
    expect((await refusal(await admin("GET", "/courses/no-such-course"), 404)).code).toBe("TOUR_COURSE_NOT_FOUND");
    expect((await refusal(await admin("PUT", "/courses/no-such-course", courseBody()), 404)).field).toBe("slug");
    expect((await refusal(await admin("GET", "/courses/Bad_Slug"), 400)).field).toBe("slug");
  });
});

describe("departures", () => {
  it("adds every chosen weekday of a range at one time, and guests see them with their price", async () => {
    const course = await created({ published: true });
    const from = day(7);
    const to = day(20);
    const weekdays = [weekday(day(8)), weekday(day(10))];
    const added = await departures(course.slug, {
      from,
      to,
      weekdays,
      time: "18:00",
      seats: 12,
      price: 39.5,
      currency: "USD",
    });
    expect(added.length).toBe(4);
    expect(added.every((entry) => weekdays.includes(weekday(entry.date)))).toBe(true);
    expect(added[0]).toMatchObject({ date: day(8), time: "18:00", seats: 12, booked: 0, bookable: true, price: 39.5 });
    const list = (await body<{ data: AdminCourseSummary[] }>(await admin("GET", "/courses"))).data;
    expect(list.find((entry) => entry.slug === course.slug)).toMatchObject({ departures: 4, upcoming: 4 });
    const detail = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(detail.departures.map((entry) => entry.date)).toEqual(added.map((entry) => entry.date));
    expect(detail.departures[0]).toMatchObject({ seats: 12, price: 39.5, currency: "USD", state: "open" });
    expect((await guestList()).find((entry) => entry.slug === course.slug)?.from_price).toBe(39.5);

    const won = await departures(course.slug, { from: day(9), time: "09:00", seats: 8, price: 50000, currency: "KRW" });
    expect(won).toEqual([expect.objectContaining({ date: day(9), price: 50000, currency: "KRW" })]);
    const all = await departuresOf(course.slug);
    expect(all.map((entry) => `${entry.date} ${entry.time}`)).toEqual(
      [...added, ...won].map((entry) => `${entry.date} ${entry.time}`).sort(),
    );
  });

  it("refuses a day the course already leaves at that time (409 naming time) and adds none of the range", async () => {
    const course = await created();
    await departures(course.slug, { from: day(12), time: "10:00", seats: 5, price: 20, currency: "USD" });
    const res = await admin("POST", `/courses/${course.slug}/departures`, {
      from: day(10),
      to: day(14),
      time: "10:00",
      seats: 5,
      price: 20,
      currency: "USD",
    });
    expect(await refusal(res, 409)).toMatchObject({ code: "TOUR_DEPARTURE_EXISTS", field: "time" });
    const all = await departuresOf(course.slug);
    expect(all).toHaveLength(1);
    // another time on the same days is another departure
    expect(
      await departures(course.slug, {
        from: day(10),
        to: day(14),
        time: "14:00",
        seats: 5,
        price: 20,
        currency: "USD",
      }),
    ).toHaveLength(5);
  });

  it.each([
    ["from", { from: "2099-02-31" }],
    ["from", { from: undefined }],
    ["to", { to: "not-a-day" }],
    ["time", { time: "25:00" }],
    ["seats", { seats: 0 }],
    ["seats", { seats: 2.5 }],
    ["price", { price: -1 }],
    ["currency", { currency: "EUR" }],
    ["weekdays.0", { weekdays: [7] }],
  ] as const)("answers 400 naming %s for a bad value", async (field, overrides) => {
    const course = await created();
    const res = await admin("POST", `/courses/${course.slug}/departures`, {
      from: day(10),
      time: "10:00",
      seats: 5,
      price: 20,
      currency: "USD",
      ...overrides,
    });
    expect((await refusal(res, 400)).field).toBe(field);
  });

  it("refuses a range that ends before it starts, is longer than a year, or holds none of the weekdays", async () => {
    const course = await created();
    const base = { time: "10:00", seats: 5, price: 20, currency: "USD" };
    const backwards = await admin("POST", `/courses/${course.slug}/departures`, { ...base, from: day(10), to: day(9) });
    expect(await refusal(backwards, 400)).toMatchObject({
      field: "to",
      message: `to: ${TOUR_ADMIN_MESSAGES.toBeforeFrom}`,
    });
    const long = await admin("POST", `/courses/${course.slug}/departures`, { ...base, from: day(2), to: day(400) });
    expect((await refusal(long, 400)).field).toBe("to");
    const none = await admin("POST", `/courses/${course.slug}/departures`, {
      ...base,
      from: day(10),
      to: day(10),
      weekdays: [(weekday(day(10)) + 1) % 7],
    });
    expect((await refusal(none, 400)).field).toBe("weekdays");
  });

  it("refuses today and past days (no same-day booking): 422 naming from", async () => {
    const course = await created();
    const base = { time: "23:00", seats: 5, price: 20, currency: "USD" };
    for (const from of [day(0), day(-3)]) {
      const res = await admin("POST", `/courses/${course.slug}/departures`, { ...base, from, to: day(3) });
      expect(await refusal(res, 422)).toMatchObject({ code: "TOUR_DEPARTURE_PAST", field: "from" });
    }
    expect(await departures(course.slug, { ...base, from: day(1) })).toHaveLength(1);
    expect((await admin("POST", "/courses/no-such-course/departures", { ...base, from: day(5) })).status).toBe(404);
  });

  it("changes seats but never below those booked (409 naming seats), and closes and reopens a departure", async () => {
    const course = await created({ published: true });
    const departure = await oneDeparture(course.slug);
    const id = departure.id;
    const booked = await call(shop.app, "POST", "/api/v1/tours/reservations", { body: tourBody(id, { travelers: 3 }) });
    expect(booked.status).toBe(201);

    const below = await refusal(await admin("PATCH", `/departures/${id}`, { seats: 2 }), 409);
    expect(below).toMatchObject({
      code: "TOUR_SEATS_BELOW_BOOKED",
      field: "seats",
      message: TOUR_ADMIN_MESSAGES.seatsBelowBooked,
    });
    const exact = await admin("PATCH", `/departures/${id}`, { seats: 3 });
    expect(exact.status).toBe(200);
    expect((await body<{ data: AdminDeparture }>(exact)).data).toMatchObject({ seats: 3, booked: 3 });
    let guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.departures[0]).toMatchObject({ seats: 3, seats_left: 0, state: "full" });

    await admin("PATCH", `/departures/${id}`, { seats: 10 });
    const closed = await admin("PATCH", `/departures/${id}`, { bookable: false });
    expect((await body<{ data: AdminDeparture }>(closed)).data).toMatchObject({ bookable: false, seats: 10 });
    guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.departures[0]?.state).toBe("closed");
    const refusedBooking = await call(shop.app, "POST", "/api/v1/tours/reservations", { body: tourBody(id) });
    expect(refusedBooking.status).toBeGreaterThanOrEqual(400);
    expect(refusedBooking.status).toBeLessThan(500);

    await admin("PATCH", `/departures/${id}`, { bookable: true });
    guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.departures[0]).toMatchObject({ state: "open", seats_left: 7 });
  });

  it("answers 400 for a change of nothing or a bad value, and 404 for a departure not there", async () => {
    const course = await created();
    const departure = await oneDeparture(course.slug);
    expect((await refusal(await admin("PATCH", `/departures/${departure.id}`, {}), 400)).field).toBe("seats");
    expect((await refusal(await admin("PATCH", `/departures/${departure.id}`, { seats: 0 }), 400)).field).toBe("seats");
    expect((await refusal(await admin("PATCH", `/departures/${departure.id}`, { bookable: "no" }), 400)).field).toBe(
      "bookable",
    );
    expect((await refusal(await admin("PATCH", "/departures/abc", { seats: 3 }), 400)).field).toBe("id");
    expect(await refusal(await admin("PATCH", "/departures/2147483000", { seats: 3 }), 404)).toMatchObject({
      code: "TOUR_DEPARTURE_NOT_FOUND",
      field: "id",
    });
    // a shop product's option is no departure: the console never touches the shop's places
    const shopOption = await aShopOption();
    expect((await refusal(await admin("PATCH", `/departures/${shopOption.id}`, { seats: 3 }), 404)).field).toBe("id");
  });
});

let bookings = 0;

/** A guest's booking of the departure (each by an e-mail address of its own); its reservation's id. */
async function booked(departureId: number, travelers = 2): Promise<number> {
  bookings += 1;
  const email = `console-guest-${process.pid}-${bookings}@example.test`;
  const res = await call(shop.app, "POST", "/api/v1/tours/reservations", {
    body: tourBody(departureId, { travelers, email }),
  });
  expect(res.status).toBe(201);
  return (await body<{ data: { reservation: { id: number } } }>(res)).data.reservation.id;
}

const unitPrice = async (reservationId: number) =>
  (
    await shop.db.db
      .select({ minor: reservationItems.unitPriceMinor })
      .from(reservationItems)
      .where(eq(reservationItems.reservationId, reservationId))
  )[0]?.minor;

describe("a departure's price and seats", () => {
  it("changes the price for bookings from now on, while a reservation keeps the price it was made at", async () => {
    const course = await created({ published: true });
    const departure = await oneDeparture(course.slug, { seats: 8 });
    const id = departure.id;
    const before = await booked(id);
    expect(await unitPrice(before)).toBe(3000);

    const res = await admin("PATCH", `/departures/${id}`, { price: 42.5, seats: 6 });
    expect(res.status).toBe(200);
    expect((await body<{ data: AdminDeparture }>(res)).data).toMatchObject({
      price: 42.5,
      currency: "USD",
      seats: 6,
      booked: 2,
    });
    const guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.departures[0]).toMatchObject({ price: 42.5, seats_left: 4 });

    const after = await booked(id);
    expect(await unitPrice(after)).toBe(4250);
    // the first reservation's amounts are its own: line and total unchanged
    expect(await unitPrice(before)).toBe(3000);
    const [first] = await shop.db.db
      .select({ subtotal: reservations.subtotalMinor })
      .from(reservations)
      .where(eq(reservations.id, before));
    expect(first?.subtotal).toBe(6000);
  });

  it("keeps a KRW departure's price in won, and changes the price alone without touching seats or sale", async () => {
    const course = await created();
    const departure = await oneDeparture(course.slug, {
      from: day(11),
      time: "09:00",
      seats: 4,
      price: 50000,
      currency: "KRW",
    });
    const res = await admin("PATCH", `/departures/${departure.id}`, { price: 45000 });
    expect((await body<{ data: AdminDeparture }>(res)).data).toMatchObject({
      price: 45000,
      currency: "KRW",
      seats: 4,
      bookable: true,
    });
    const [option] = await shop.db.db
      .select({ minor: productOptions.priceMinor })
      .from(productOptions)
      .where(eq(productOptions.id, departure.id));
    expect(option?.minor).toBe(45000);
  });

  it("never lowers seats below those booked, in the same call as a price: 409 naming seats, nothing written", async () => {
    const course = await created({ published: true });
    const departure = await oneDeparture(course.slug, { time: "11:00" });
    const id = departure.id;
    await booked(id, 3);
    const below = await refusal(await admin("PATCH", `/departures/${id}`, { seats: 2, price: 99 }), 409);
    expect(below).toMatchObject({
      code: "TOUR_SEATS_BELOW_BOOKED",
      field: "seats",
      message: TOUR_ADMIN_MESSAGES.seatsBelowBooked,
    });
    const all = await departuresOf(course.slug);
    expect(all[0]).toMatchObject({ seats: 6, price: 30, booked: 3 });
  });

  it.each([
    ["price", { price: -1 }],
    ["price", { price: "40" }],
    ["price", { price: 100_000_001 }],
    ["price", { price: null, seats: 7 }],
    ["seats", { seats: 1001, price: 40 }],
  ] as const)("answers 400 naming %s for a bad change", async (field, patch) => {
    const course = await created();
    const departure = await oneDeparture(course.slug, { time: "12:00" });
    const answer = await refusal(await admin("PATCH", `/departures/${departure.id}`, patch), 400);
    expect(answer.code).toBe("VALIDATION_ERROR");
    expect(answer.field).toBe(field);
  });
});

describe("deleting a departure", () => {
  const optionExists = async (id: number) =>
    (await shop.db.db.select({ id: productOptions.id }).from(productOptions).where(eq(productOptions.id, id))).length;

  it("deletes one nobody booked or waited for, its option and its departure row together", async () => {
    const course = await created({ published: true });
    const added = await departures(course.slug, {
      from: day(10),
      to: day(11),
      time: "10:00",
      seats: 6,
      price: 30,
      currency: "USD",
    });
    const [gone, kept] = added;
    const res = await admin("DELETE", `/departures/${gone?.id}`);
    expect(res.status).toBe(200);
    expect((await body<{ data: { id: number } }>(res)).data).toEqual({ id: gone?.id });
    expect(await optionExists(gone?.id ?? 0)).toBe(0);
    const row = await shop.db.db
      .select()
      .from(tourDepartures)
      .where(eq(tourDepartures.optionId, gone?.id ?? 0));
    expect(row).toEqual([]);
    const all = await departuresOf(course.slug);
    expect(all.map((entry) => entry.id)).toEqual([kept?.id]);
    const guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.departures.map((entry) => entry.id)).toEqual([kept?.id]);
    // a second delete finds nothing
    expect(await refusal(await admin("DELETE", `/departures/${gone?.id}`), 404)).toMatchObject({
      code: "TOUR_DEPARTURE_NOT_FOUND",
      field: "id",
    });
  });

  it("refuses one with a reservation in any state, a cancelled one too: 409, close it for sale instead", async () => {
    const course = await created({ published: true });
    const departure = await oneDeparture(course.slug, { time: "14:00" });
    const id = departure.id;
    const reservation = await booked(id);
    const live = await refusal(await admin("DELETE", `/departures/${id}`), 409);
    expect(live).toMatchObject({
      code: "TOUR_DEPARTURE_IN_USE",
      field: "id",
      message: TOUR_ADMIN_MESSAGES.departureInUse,
    });
    // cancelled and its seats given back: the booking, its refund and its mails still name the departure
    await shop.db.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, reservation));
    await shop.db.db.update(productOptions).set({ sold: 0 }).where(eq(productOptions.id, id));
    expect((await refusal(await admin("DELETE", `/departures/${id}`), 409)).code).toBe("TOUR_DEPARTURE_IN_USE");
    expect(await optionExists(id)).toBe(1);
  });

  it("refuses one with a waitlist entry, even one that left the line", async () => {
    const course = await created();
    const departure = await oneDeparture(course.slug, { time: "15:00" });
    const id = departure.id;
    await shop.db.db.insert(tourWaitlist).values({
      departureId: id,
      name: "Kim Minji",
      email: `left-${process.pid}@example.test`,
      travelers: 2,
      lang: "ko",
      tokenHash: `delete-test-${process.pid}-${id}`,
      status: "left",
      joinedAt: now(),
    });
    expect(await refusal(await admin("DELETE", `/departures/${id}`), 409)).toMatchObject({
      code: "TOUR_DEPARTURE_IN_USE",
      field: "id",
    });
    expect(await optionExists(id)).toBe(1);
  });

  it("answers 400 for an id no departure can have and 404 for a shop product's option", async () => {
    expect((await refusal(await admin("DELETE", "/departures/abc"), 400)).field).toBe("id");
    expect((await refusal(await admin("DELETE", "/departures/0"), 400)).field).toBe("id");
    const shopOption = await aShopOption();
    expect((await refusal(await admin("DELETE", `/departures/${shopOption.id}`), 404)).field).toBe("id");
    expect(await optionExists(shopOption.id)).toBe(1);
  });
});

describe("a course's pictures", () => {
  const PICTURES = ["/images/catalog/tour-harbour.svg", "/images/catalog/food-market.svg"];

  it("starts a new course with the placeholder, writes the pictures in their order, and keeps them when left out", async () => {
    const course = await created();
    expect(course.images).toEqual(["/images/catalog/tour-palace.svg"]);
    const { id: _id, departures: _count, ...saved } = course;
    const res = await admin("PUT", `/courses/${course.slug}`, { ...saved, images: PICTURES, published: true });
    expect((await body<{ data: AdminCourse }>(res)).data.images).toEqual(PICTURES);
    const guest = (await body<{ data: TourCourse }>(await guestCourse(course.slug))).data;
    expect(guest.images).toEqual(PICTURES);
    expect((await guestList()).find((entry) => entry.slug === course.slug)?.thumbnail).toBe(PICTURES[0]);

    const { images: _images, ...withoutImages } = saved;
    await admin("PUT", `/courses/${course.slug}`, { ...withoutImages, name_en: "Renamed", published: true });
    expect((await body<{ data: AdminCourse }>(await admin("GET", `/courses/${course.slug}`))).data).toMatchObject({
      name_en: "Renamed",
      images: PICTURES,
    });
    const reordered = await created({ images: [...PICTURES].reverse() });
    expect(reordered.images).toEqual([...PICTURES].reverse());
  });

  it.each([
    ["images", { images: [] }],
    ["images.0", { images: ["http://images.example.test/a.jpg"] }],
    ["images.0", { images: ["javascript:alert(1)"] }],
    ["images.0", { images: ["//evil.example.test/a.jpg"] }],
    ["images.1", { images: ["/images/a.svg", "images/b.svg"] }],
    ["images.0", { images: ["/"] }],
    ["images.0", { images: ["https://"] }],
    ["images.0", { images: ["https://images.example.test/harbour/night.jpg"] }],
    ["images.0", { images: [`/images/${"x".repeat(500)}.svg`] }],
    ["images", { images: Array.from({ length: 13 }, (_, n) => `/images/${n}.svg`) }],
  ] as const)("answers 400 naming %s for a bad picture list", async (field, overrides) => {
    const answer = await refusal(await admin("POST", "/courses", { ...courseBody(), ...overrides }), 400);
    expect(answer.code).toBe("VALIDATION_ERROR");
    expect(answer.field).toBe(field);
  });
});
