import {
  ADMIN_PROTOCOL_TOURS_PATH,
  AdminTourResponseSchema,
  AdminTourSummariesResponseSchema,
  ArrivalsResponseSchema,
  DelegatesResponseSchema,
  PROTOCOL_TOURS_PATH,
  TourResponseSchema,
  TourSummariesResponseSchema,
} from "@contracts/protocol";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seed } from "../../../platform/db/seed";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { seedState } from "../../../platform/db/tables";
import { body, call, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { SEED_DELEGATE2_EMAIL, SEED_DELEGATE_EMAIL, SEED_DRIVER_EMAILS, SEED_TOUR_NAME } from "../seed-data";
import { protocolTours } from "../tables";
import { protocolWorld } from "./protocol-fixtures";

/** The protocol tour's demo (ADR 0033): its accounts sign in, the tour is open on the seeding day and the next two. */
const world = await forTheFile(protocolWorld("seed"));
const { app } = world;

const HANGUL = /[\uAC00-\uD7A3]/;

describe("the protocol tour's demo", () => {
  it("has the delegation's coordinator read the tour, open today, with six stops, a route and two cars", async () => {
    const { token } = await signIn(app, SEED_DELEGATE_EMAIL, DEMO_PASSWORD);
    const tours = TourSummariesResponseSchema.parse(
      await body(await call(app, "GET", PROTOCOL_TOURS_PATH, { token })),
    ).data;
    expect(tours.map((tour) => tour.name)).toEqual([SEED_TOUR_NAME]);
    const [summary] = tours;
    expect(summary?.window.state).toBe("open");
    const today = shopToday(world.clock.now());
    // the window covers the seeding day and the next two, Korea time
    expect(new Date(summary?.window.opens_at ?? "").getTime()).toBeLessThanOrEqual(
      new Date(`${today}T00:00:00+09:00`).getTime(),
    );
    expect(new Date(summary?.window.closes_at ?? "").getTime()).toBeGreaterThanOrEqual(
      new Date(`${addDays(today, 3)}T00:00:00+09:00`).getTime(),
    );

    const ko = TourResponseSchema.parse(
      await body(await call(app, "GET", `${PROTOCOL_TOURS_PATH}/${summary?.id}?lang=ko`, { token })),
    ).data;
    expect(ko.name).toBe("대표단 서울 공식 방문");
    expect(ko.coordinator).toBe(true);
    expect(ko.content.days.map((day) => day.date)).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    expect(ko.content.dress_code).toMatch(HANGUL);
    for (const contact of ko.content.contacts) expect(contact.phone).toMatch(/^\+82100000\d{4}$/);
    expect(ko.stops.map((stop) => stop.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const stop of ko.stops) {
      expect(stop.name).toMatch(HANGUL);
      expect(stop.lat).toBeGreaterThan(37.4);
      expect(stop.lat).toBeLessThan(37.6);
    }
    expect(ko.vehicles.map((vehicle) => vehicle.label)).toEqual(["Car 1", "Car 2"]);

    const people = DelegatesResponseSchema.parse(
      await body(await call(app, "GET", `${PROTOCOL_TOURS_PATH}/${summary?.id}/delegates`, { token })),
    ).data;
    expect(people).toHaveLength(6);
    for (const person of people) {
      expect(person.arrival_flight).toMatch(/^(KE|OZ)\d+$/);
      expect(["T1", "T2"]).toContain(person.arrival_terminal);
    }
  });

  it("has the second delegate read only themself, and each driver drive one car", async () => {
    const { token } = await signIn(app, SEED_DELEGATE2_EMAIL, DEMO_PASSWORD);
    const [tour] = TourSummariesResponseSchema.parse(
      await body(await call(app, "GET", PROTOCOL_TOURS_PATH, { token })),
    ).data;
    const people = DelegatesResponseSchema.parse(
      await body(await call(app, "GET", `${PROTOCOL_TOURS_PATH}/${tour?.id}/delegates`, { token })),
    ).data;
    expect(people.map((person) => [person.name, person.is_me])).toEqual([["Lukas Berg", true]]);

    const admin = await call(app, "GET", `${ADMIN_PROTOCOL_TOURS_PATH}/${tour?.id}`, {
      token: world.admin,
      area: "admin",
    });
    const whole = AdminTourResponseSchema.parse(await body(admin)).data;
    expect(whole.route.length).toBeGreaterThanOrEqual(40);
    expect(whole.route.length).toBeLessThanOrEqual(150);
    const drivers: number[] = [];
    for (const email of SEED_DRIVER_EMAILS)
      drivers.push((await signIn(app, email, DEMO_PASSWORD, { area: "admin" })).id);
    expect(whole.vehicles.map((vehicle) => vehicle.driver_account_id)).toEqual(drivers);
    expect(whole.vehicles.map((vehicle) => vehicle.plate)).toEqual(["서울 12가 3456", "서울 34나 5678"]);

    const board = ArrivalsResponseSchema.parse(
      await body(
        await call(app, "GET", `${ADMIN_PROTOCOL_TOURS_PATH}/${tour?.id}/arrivals`, {
          token: world.admin,
          area: "admin",
        }),
      ),
    ).data;
    const times = board.map((person) => person.arrival_at ?? "");
    expect(times).toEqual([...times].sort());
    expect(
      board
        .filter((person) => person.email !== "")
        .map((person) => person.email)
        .sort(),
    ).toEqual([SEED_DELEGATE2_EMAIL, SEED_DELEGATE_EMAIL]);
  });

  it("runs once: seeding again adds no second tour", async () => {
    const report = await seed(world.db.db);
    expect(report.applied).toEqual([]);
    const list = AdminTourSummariesResponseSchema.parse(
      await body(await call(app, "GET", ADMIN_PROTOCOL_TOURS_PATH, { token: world.admin, area: "admin" })),
    ).data;
    expect(list.filter((tour) => tour.name === SEED_TOUR_NAME)).toHaveLength(1);
  });

  it("runs on a database seeded before it existed, with its accounts already there", async () => {
    const db = world.db.db;
    await db.delete(protocolTours);
    await db.delete(seedState).where(eq(seedState.step, "protocol-tour-v1"));
    const report = await seed(db);
    expect(report.applied).toEqual(["protocol-tour-v1"]);
    // the accounts kept their ids and are linked again
    const { token } = await signIn(app, SEED_DELEGATE_EMAIL, DEMO_PASSWORD);
    const tours = TourSummariesResponseSchema.parse(
      await body(await call(app, "GET", PROTOCOL_TOURS_PATH, { token })),
    ).data;
    expect(tours.map((tour) => tour.name)).toEqual([SEED_TOUR_NAME]);
  });
});
