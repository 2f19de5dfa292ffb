import type { ApiError } from "@contracts/envelope";
import { addDays, shopToday } from "@contracts/shop-calendar";
import {
  type CityEvent,
  type CityEventSummary,
  type EventRange,
  EventListResponseSchema,
  THINGS_TO_DO_MESSAGES,
} from "@contracts/things-to-do";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { passVenues } from "../../passes/venue-table";
import { CITY_EVENT_SEEDS } from "../seed";
import { cityEvents } from "../tables";

const world = await forTheFile(seededAuthApp());
const { app } = world;
const db = world.db.db;

const EVENTS = "/api/v1/things-to-do/events";
const HANGUL = /[\uAC00-\uD7A3]/;

type List = { data: CityEventSummary[]; meta: EventRange };
const list = async (query: string): Promise<List> => {
  const res = await call(app, "GET", `${EVENTS}?${query}`);
  expect(res.status).toBe(200);
  return EventListResponseSchema.parse(await body(res));
};
const refusal = async (query: string) => {
  const res = await call(app, "GET", `${EVENTS}?${query}`);
  return { status: res.status, error: await body<ApiError>(res) };
};

// Days of their own, years away from the seeded weeks, so these tests see only the events they make.
const D = "2031-03-10";

async function insertEvent(patch: Partial<typeof cityEvents.$inferInsert> & { titleEn: string }) {
  const [row] = await db
    .insert(cityEvents)
    .values({
      category: "festival",
      startsOn: D,
      endsOn: D,
      titleKo: `${patch.titleEn} (한국어)`,
      summaryEn: "A summary",
      summaryKo: "요약",
      descriptionEn: "A description",
      descriptionKo: "설명",
      placeEn: "Seoul Plaza",
      placeKo: "서울광장",
      district: "jung",
      priceEn: "Free",
      priceKo: "무료",
      image: "/images/catalog/festival-lanterns.svg",
      ...patch,
    })
    .returning({ id: cityEvents.id });
  if (!row) throw new Error("event not inserted");
  return row.id;
}

const before = await insertEvent({ titleEn: "Ends the day before", startsOn: addDays(D, -5), endsOn: addDays(D, -1) });
const overStart = await insertEvent({ titleEn: "Over the first day", startsOn: addDays(D, -2), endsOn: D });
const inside = await insertEvent({
  titleEn: "Inside",
  category: "sports",
  startsOn: addDays(D, 2),
  endsOn: addDays(D, 2),
});
const overEnd = await insertEvent({ titleEn: "Over the last day", startsOn: addDays(D, 5), endsOn: addDays(D, 9) });
const around = await insertEvent({ titleEn: "All around", startsOn: addDays(D, -10), endsOn: addDays(D, 20) });
const after = await insertEvent({ titleEn: "Starts the day after", startsOn: addDays(D, 6), endsOn: addDays(D, 6) });
const hidden = await insertEvent({ titleEn: "Unpublished", published: false });

describe("the events of a range of Korean days", () => {
  it("lists the events on at least one day of the range, those over its edges included, by their first day", async () => {
    const { data, meta } = await list(`from=${D}&to=${addDays(D, 5)}`);
    expect(meta).toEqual({ from: D, to: addDays(D, 5) });
    expect(data.map((event) => event.id)).toEqual([around, overStart, inside, overEnd]);
    expect(data.map((event) => event.id)).not.toContain(before);
    expect(data.map((event) => event.id)).not.toContain(after);
    expect(data.map((event) => event.id)).not.toContain(hidden);
  });

  it("counts a one-day range and the days at both ends as inside it", async () => {
    expect((await list(`from=${D}&to=${D}`)).data.map((event) => event.id)).toEqual([around, overStart]);
    const last = await list(`from=${addDays(D, 6)}&to=${addDays(D, 6)}`);
    expect(last.data.map((event) => event.id)).toEqual([around, overEnd, after]);
  });

  it("keeps one category when asked", async () => {
    const { data } = await list(`from=${D}&to=${addDays(D, 5)}&category=sports`);
    expect(data.map((event) => event.id)).toEqual([inside]);
    const seeded = await list("category=night");
    expect(seeded.data.length).toBeGreaterThan(0);
    expect(seeded.data.every((event) => event.category === "night")).toBe(true);
  });

  it("reads today in Korea and the 30 days after it when no day is named, and from a first day alone", async () => {
    world.clock.set(new Date("2031-03-09T15:30:00Z")); // 00:30 on the 10th in Seoul, still the 9th in UTC
    try {
      const { data, meta } = await list("");
      expect(meta).toEqual({ from: "2031-03-10", to: "2031-04-09" });
      expect(data.map((event) => event.id)).toEqual([around, overStart, inside, overEnd, after]);
    } finally {
      world.clock.set(new Date());
    }
    expect((await list(`from=${D}`)).meta).toEqual({ from: D, to: addDays(D, 30) });
  });

  it("allows 62 days apart and refuses 63, naming the last day", async () => {
    expect((await list(`from=${D}&to=${addDays(D, 62)}`)).meta.to).toBe(addDays(D, 62));
    const { status, error } = await refusal(`from=${D}&to=${addDays(D, 63)}`);
    expect(status).toBe(400);
    expect(error).toMatchObject({
      field: "to",
      issues: [{ field: "to", message: THINGS_TO_DO_MESSAGES.rangeTooLong }],
    });
  });

  it("refuses a last day before the first, also when the first is today by default", async () => {
    const both = await refusal(`from=${D}&to=${addDays(D, -1)}`);
    expect(both.status).toBe(400);
    expect(both.error).toMatchObject({ field: "to", message: `to: ${THINGS_TO_DO_MESSAGES.toBeforeFrom}` });
    const alone = await refusal(`to=${addDays(shopToday(new Date()), -1)}`);
    expect(alone.status).toBe(400);
    expect(alone.error).toMatchObject({ field: "to", message: `to: ${THINGS_TO_DO_MESSAGES.toBeforeFrom}` });
  });

  it("refuses malformed days, days no calendar has and unknown categories, naming the field", async () => {
    for (const [query, field] of [
      ["from=10-03-2031", "from"],
      ["from=2031-02-30", "from"],
      [`from=${D}&to=tomorrow`, "to"],
      ["category=karaoke", "category"],
      ["lang=fr", "lang"],
    ] as const) {
      const { status, error } = await refusal(query);
      expect(status, query).toBe(400);
      expect(error.field, query).toBe(field);
    }
  });
});

describe("the seeded events", () => {
  it("fill the coming eight weeks from the seeding day, with something on this week", async () => {
    const today = shopToday(new Date());
    const first = await list(`from=${today}&to=${addDays(today, 27)}`);
    const second = await list(`from=${addDays(today, 28)}&to=${addDays(today, 55)}`);
    const seeded = new Set([...first.data, ...second.data].filter((event) => event.id < before).map((e) => e.id));
    expect(seeded.size).toBe(CITY_EVENT_SEEDS.length);
    expect(CITY_EVENT_SEEDS.length).toBeGreaterThanOrEqual(30);
    const thisWeek = await list(`from=${today}&to=${addDays(today, 6)}`);
    expect(thisWeek.data.length).toBeGreaterThan(3);
  });

  it("name the partner venues they are at, where the pass gives something", async () => {
    const today = shopToday(new Date());
    const { data } = await list(`from=${today}&to=${addDays(today, 55)}`);
    const atVenues = data.filter((event) => event.venue_id !== null);
    const seededAtVenues = CITY_EVENT_SEEDS.filter((seed) => seed.venue).length;
    expect(atVenues.length).toBe(seededAtVenues);
    expect(atVenues.every((event) => event.with_pass)).toBe(true);
    const palace = data.find((event) => event.title === "Gyeongbokgung Palace Night Opening");
    expect(palace).toMatchObject({ with_pass: true, district: "jongno" });
    expect(data.find((event) => event.title === "K-pop Super Live in Seoul")).toMatchObject({
      venue_id: null,
      with_pass: false,
    });
  });

  it("speak Korean when asked: titles, places, prices and the description", async () => {
    const today = shopToday(new Date());
    const { data } = await list(`from=${today}&to=${addDays(today, 55)}&lang=ko`);
    for (const event of data) {
      expect(event.title, event.title).toMatch(HANGUL);
      expect(event.place, event.place).toMatch(HANGUL);
      expect(event.summary, event.summary).toMatch(HANGUL);
    }
    const lantern = data.find((event) => event.title === "청계천 서울빛초롱축제");
    expect(lantern).toMatchObject({ price: "무료", times: "17:00–23:00", district: "jung" });
    const detail = await body<{ data: CityEvent }>(await call(app, "GET", `${EVENTS}/${lantern?.id}?lang=ko`));
    expect(detail.data.description).toMatch(/^매일 저녁 청계천이/);
    const english = await body<{ data: CityEvent }>(await call(app, "GET", `${EVENTS}/${lantern?.id}`));
    expect(english.data).toMatchObject({ title: "Seoul Lantern Festival on Cheonggyecheon", price: "Free" });
  });
});

describe("one event", () => {
  it("answers with its description, and 404 for one that does not exist or is unpublished", async () => {
    const res = await call(app, "GET", `${EVENTS}/${inside}`);
    expect(res.status).toBe(200);
    expect((await body<{ data: CityEvent }>(res)).data).toMatchObject({
      id: inside,
      title: "Inside",
      description: "A description",
      with_pass: false,
      venue_id: null,
    });
    for (const id of [999_999, hidden]) {
      const missing = await call(app, "GET", `${EVENTS}/${id}`);
      expect(missing.status).toBe(404);
      expect(await body<ApiError>(missing)).toMatchObject({
        code: "EVENT_NOT_FOUND",
        message: THINGS_TO_DO_MESSAGES.eventNotFound,
      });
    }
    const malformed = await call(app, "GET", `${EVENTS}/abc`);
    expect(malformed.status).toBe(400);
    expect((await body<ApiError>(malformed)).field).toBe("id");
  });

  it("says the pass gives something at a partner venue, and nothing once the venue is unpublished", async () => {
    const [venue] = await db
      .insert(passVenues)
      .values({
        slug: "test-event-venue",
        nameEn: "Test hall",
        nameKo: "시험관",
        category: "museum",
        district: "jung",
        benefit: { kind: "free_entry" },
        openingHoursEn: "09:00–18:00",
        openingHoursKo: "09:00–18:00",
        descriptionEn: "A hall",
        descriptionKo: "전시관",
        addressEn: "1 Sejong-daero",
        addressKo: "세종대로 1",
        directionsEn: "City Hall Station",
        directionsKo: "시청역",
        thumbnail: "/images/catalog/tour-palace.svg",
        lat: 37.5,
        lng: 126.9,
      })
      .returning({ id: passVenues.id });
    const id = await insertEvent({ titleEn: "At a partner venue", venueId: venue?.id });
    const read = async () => (await body<{ data: CityEvent }>(await call(app, "GET", `${EVENTS}/${id}`))).data;
    expect(await read()).toMatchObject({ venue_id: venue?.id, with_pass: true });
    await db
      .update(passVenues)
      .set({ published: false })
      .where(eq(passVenues.id, venue?.id ?? 0));
    expect(await read()).toMatchObject({ venue_id: venue?.id, with_pass: false });
  });
});
