import { FIELD_MESSAGES } from "@contracts/fields";
import {
  ADMIN_PROTOCOL_TOURS_PATH,
  AdminTourResponseSchema,
  AdminTourSummariesResponseSchema,
  PROTOCOL_MESSAGES,
  PROTOCOL_TOURS_PATH,
  TourResponseSchema,
  TourSummariesResponseSchema,
} from "@contracts/protocol";
import { TRACKING_MESSAGES } from "@contracts/tracking";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { accounts } from "../../auth/tables";
import { protocolStops } from "../tables";
import {
  accountOf,
  driverAccount,
  insertTour,
  memberAccount,
  protocolWorld,
  tourBody,
  tourWithPeople,
} from "./protocol-fixtures";

/** The protocol tours (ADR 0033): what a delegation's member reads, and the operators' tour editing. */
const world = await forTheFile(protocolWorld("tours"));
const { app } = world;
const tour = await tourWithPeople(world);

const asMember = (method: string, path: string, token: string, payload?: unknown) =>
  call(app, method, path, { token, body: payload });
const asAdmin = (method: string, path: string, payload?: unknown, token = world.admin) =>
  call(app, method, path, { token, area: "admin", body: payload });

describe("a member's tours", () => {
  it("lists the tours the member is a delegate of, with the tracking window", async () => {
    const res = await asMember("GET", PROTOCOL_TOURS_PATH, tour.delegate.token);
    expect(res.status).toBe(200);
    const list = TourSummariesResponseSchema.parse(await body(res)).data;
    expect(list.map((row) => row.id)).toEqual([tour.tourId]);
    expect(list[0]?.window.state).toBe("open");
  });

  it("lists none for a member on no tour", async () => {
    const stranger = await memberAccount(world);
    const res = await asMember("GET", PROTOCOL_TOURS_PATH, stranger.token);
    expect(TourSummariesResponseSchema.parse(await body(res)).data).toEqual([]);
  });

  it("reads one tour in the member's language with numbered stops and the vehicles", async () => {
    const en = TourResponseSchema.parse(
      await body(await asMember("GET", `${PROTOCOL_TOURS_PATH}/${tour.tourId}`, tour.coordinator.token)),
    ).data;
    expect(en.content.summary).toBe("A test visit.");
    expect(en.stops.map((stop) => [stop.number, stop.name])).toEqual([
      [1, "Airport"],
      [2, "Hotel"],
      [3, "Palace"],
    ]);
    expect(en.vehicles.map((vehicle) => [vehicle.label, vehicle.trip])).toEqual([
      ["Car 1", "idle"],
      ["Car 2", "idle"],
    ]);
    expect(en.coordinator).toBe(true);
    const ko = TourResponseSchema.parse(
      await body(await asMember("GET", `${PROTOCOL_TOURS_PATH}/${tour.tourId}?lang=ko`, tour.delegate.token)),
    ).data;
    expect(ko.name).toMatch(/시험 투어/);
    expect(ko.content.summary).toBe("시험 방문입니다.");
    expect(ko.stops[0]?.name).toBe("정류장 1");
    expect(ko.coordinator).toBe(false);
  });

  it("answers 404 to a member of another delegation, and for a tour that does not exist", async () => {
    const other = await tourWithPeople(world);
    for (const id of [other.tourId, 2_000_000_000]) {
      const res = await asMember("GET", `${PROTOCOL_TOURS_PATH}/${id}`, tour.coordinator.token);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: "NOT_FOUND", message: PROTOCOL_MESSAGES.tourNotFound });
    }
    const people = await asMember("GET", `${PROTOCOL_TOURS_PATH}/${other.tourId}/delegates`, tour.coordinator.token);
    expect(people.status).toBe(404);
  });

  it("refuses bad input naming the field", async () => {
    const badId = await asMember("GET", `${PROTOCOL_TOURS_PATH}/abc`, tour.delegate.token);
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).field).toBe("id");
    const tooBig = await asMember("GET", `${PROTOCOL_TOURS_PATH}/2147483648`, tour.delegate.token);
    expect((await errorOf(tooBig)).field).toBe("id");
    const badLang = await asMember("GET", `${PROTOCOL_TOURS_PATH}/${tour.tourId}?lang=fr`, tour.delegate.token);
    expect(badLang.status).toBe(400);
    expect((await errorOf(badLang)).field).toBe("lang");
  });

  it("lets in member tokens only: no token, an operator's, a driver's or another area's is 401", async () => {
    const travel = await accountOf(world, "travel");
    const path = `${PROTOCOL_TOURS_PATH}/${tour.tourId}`;
    expect((await call(app, "GET", path)).status).toBe(401);
    expect((await asAdmin("GET", path)).status).toBe(401);
    expect((await call(app, "GET", path, { token: tour.vehicles[0]?.driver.token, area: "admin" })).status).toBe(401);
    expect((await call(app, "GET", path, { token: travel.token, area: "travel" })).status).toBe(401);
    expect((await call(app, "GET", path, { token: world.admin })).status).toBe(401);
  });
});

describe("the operators' tours", () => {
  const start = new Date("2030-05-01T00:00:00+09:00");

  it("adds a tour, reads it whole and lists tours the newest departure first", async () => {
    const earlier = await asAdmin("POST", ADMIN_PROTOCOL_TOURS_PATH, tourBody(start, { name_en: "Earlier" }));
    expect(earlier.status).toBe(201);
    const created = AdminTourResponseSchema.parse(await body(earlier)).data;
    expect(created).toMatchObject({ name_en: "Earlier", name_ko: "시험 대표단 방문", stops: [], vehicles: [] });
    expect(created.window).toEqual({
      state: "before",
      opens_at: "2030-04-30T14:00:00.000Z",
      closes_at: "2030-05-02T16:00:00.000Z",
    });
    const later = AdminTourResponseSchema.parse(
      await body(
        await asAdmin(
          "POST",
          ADMIN_PROTOCOL_TOURS_PATH,
          tourBody(new Date("2031-01-01T00:00:00Z"), { name_en: "Later" }),
        ),
      ),
    ).data;
    const list = AdminTourSummariesResponseSchema.parse(
      await body(await asAdmin("GET", `${ADMIN_PROTOCOL_TOURS_PATH}?lang=en`)),
    ).data;
    const ids = list.map((row) => row.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(created.id));
    const ko = AdminTourSummariesResponseSchema.parse(
      await body(await asAdmin("GET", `${ADMIN_PROTOCOL_TOURS_PATH}?lang=ko`)),
    ).data;
    expect(ko.find((row) => row.id === later.id)?.name).toBe("시험 대표단 방문");
    const read = await asAdmin("GET", `${ADMIN_PROTOCOL_TOURS_PATH}/${created.id}`);
    expect(AdminTourResponseSchema.parse(await body(read)).data.content_ko.days[0]?.items[0]?.title).toBe("착륙");
  });

  it("rewrites the tour's own fields and keeps its stops, vehicles and people", async () => {
    const path = `${ADMIN_PROTOCOL_TOURS_PATH}/${tour.tourId}`;
    const before = AdminTourResponseSchema.parse(await body(await asAdmin("GET", path))).data;
    const route = [
      { lat: 37.5, lng: 126.9 },
      { lat: 37.51, lng: 126.95 },
    ];
    const res = await asAdmin("PUT", path, tourBody(start, { name_en: "Renamed", route, retention_hours: 24 }));
    expect(res.status).toBe(200);
    const after = AdminTourResponseSchema.parse(await body(res)).data;
    expect(after).toMatchObject({ name_en: "Renamed", route, retention_hours: 24, starts_at: start.toISOString() });
    expect(after.stops).toEqual(before.stops);
    expect(after.vehicles).toEqual(before.vehicles);
    const people = await asMember("GET", `${PROTOCOL_TOURS_PATH}/${tour.tourId}/delegates`, tour.coordinator.token);
    expect((await body<{ data: unknown[] }>(people)).data).toHaveLength(3);
    // back to open for the other tests
    await asAdmin("PUT", path, tourBody(new Date(Date.now() - 3_600_000), { name_en: "Renamed" }));
  });

  it("answers 404 for a tour that does not exist", async () => {
    const missing = `${ADMIN_PROTOCOL_TOURS_PATH}/2000000000`;
    expect((await asAdmin("GET", missing)).status).toBe(404);
    expect((await asAdmin("PUT", missing, tourBody(start))).status).toBe(404);
    expect((await asAdmin("PUT", `${missing}/stops`, { stops: [] })).status).toBe(404);
    expect((await asAdmin("POST", `${missing}/vehicles`, { label: "Car", plate: "1" })).status).toBe(404);
    expect((await asAdmin("GET", `${missing}/arrivals`)).status).toBe(404);
  });

  it.each([
    ["name_en", { name_en: " " }, PROTOCOL_MESSAGES.nameRequired],
    ["name_ko", { name_ko: undefined }, PROTOCOL_MESSAGES.nameRequired],
    ["starts_at", { starts_at: undefined }, PROTOCOL_MESSAGES.startsRequired],
    ["starts_at", { starts_at: "tomorrow" }, FIELD_MESSAGES.dateTime],
    ["ends_at", { ends_at: "2030-04-30T00:00:00+09:00" }, PROTOCOL_MESSAGES.endsBeforeStarts],
    ["retention_hours", { retention_hours: 0 }, undefined],
    ["retention_hours", { retention_hours: 721 }, undefined],
    [
      "route.1.lat",
      {
        route: [
          { lat: 37, lng: 127 },
          { lat: 91, lng: 127 },
        ],
      },
      TRACKING_MESSAGES.latRange,
    ],
    ["route.0.lng", { route: [{ lat: 37, lng: -181 }] }, TRACKING_MESSAGES.lngRange],
    [
      "content_en.days.0.items.0.time",
      { content_en: { ...contentWith({ time: "9:30" }) } },
      PROTOCOL_MESSAGES.timeFormat,
    ],
    ["content_ko.days.0.date", { content_ko: { ...contentWith({}, "2030-02-30") } }, undefined],
    [
      "content_en.contacts.0.phone",
      { content_en: contactWith({ phone: "010-0000-0000" }) },
      PROTOCOL_MESSAGES.phoneFormat,
    ],
    ["content_en.contacts.0.email", { content_en: contactWith({ email: "nobody" }) }, PROTOCOL_MESSAGES.emailFormat],
    ["name_en", { name_en: "a\u0000b" }, undefined],
  ])("refuses a tour with a bad %s", async (field, override, message) => {
    const res = await asAdmin("POST", ADMIN_PROTOCOL_TOURS_PATH, { ...tourBody(start), ...override });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    if (message) expect(error.issues?.[0]?.message).toBe(message);
  });

  it("refuses a body that is not a tour", async () => {
    const res = await asAdmin("POST", ADMIN_PROTOCOL_TOURS_PATH, []);
    expect(res.status).toBe(400);
  });

  it("replaces the stops in the order sent, and empties them", async () => {
    const made = await insertTour(world.db.db);
    const path = `${ADMIN_PROTOCOL_TOURS_PATH}/${made.id}/stops`;
    const stops = [
      { name_en: "COEX", name_ko: "코엑스", lat: 37.5126, lng: 127.059, planned_at: "2030-05-02T14:30:00+09:00" },
      { name_en: "Tower", name_ko: "N서울타워", lat: 37.5512, lng: 126.9882 },
    ];
    const res = await asAdmin("PUT", path, { stops });
    expect(res.status).toBe(200);
    expect(AdminTourResponseSchema.parse(await body(res)).data.stops).toEqual([
      { ...stops[0], planned_at: "2030-05-02T05:30:00.000Z" },
      { ...stops[1], planned_at: null },
    ]);
    const rows = await world.db.db.select().from(protocolStops).where(eq(protocolStops.tourId, made.id));
    expect(rows.map((row) => [row.position, row.nameEn]).sort()).toEqual([
      [1, "COEX"],
      [2, "Tower"],
    ]);
    const bad = await asAdmin("PUT", path, { stops: [{ ...stops[0], name_ko: "" }] });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("stops.0.name_ko");
    const badLat = await asAdmin("PUT", path, { stops: [{ ...stops[0], lat: "north" }] });
    expect((await errorOf(badLat)).field).toBe("stops.0.lat");
    // nothing half written: the refused replacements left the two stops
    expect(await world.db.db.select().from(protocolStops).where(eq(protocolStops.tourId, made.id))).toHaveLength(2);
    const emptied = await asAdmin("PUT", path, { stops: [] });
    expect(AdminTourResponseSchema.parse(await body(emptied)).data.stops).toEqual([]);
  });

  it("lets in operators only: a driver's token is 403, a member's 401", async () => {
    const driver = tour.vehicles[0]?.driver;
    const res = await asAdmin("GET", ADMIN_PROTOCOL_TOURS_PATH, undefined, driver?.token);
    expect(res.status).toBe(403);
    expect((await call(app, "GET", ADMIN_PROTOCOL_TOURS_PATH, { token: tour.coordinator.token })).status).toBe(401);
    expect(
      (await call(app, "GET", ADMIN_PROTOCOL_TOURS_PATH, { token: tour.coordinator.token, area: "admin" })).status,
    ).toBe(401);
    expect((await call(app, "GET", ADMIN_PROTOCOL_TOURS_PATH)).status).toBe(401);
  });
});

describe("the operators' vehicles", () => {
  const vehicles = (id: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${id}/vehicles`;

  it("adds a vehicle with a driver, changes it and removes it", async () => {
    const made = await insertTour(world.db.db);
    const driver = await driverAccount(world, "Kim Driver");
    const added = await asAdmin("POST", vehicles(made.id), {
      label: "Car 1",
      plate: "서울 12가 3456",
      driver_account_id: driver.id,
    });
    expect(added.status).toBe(201);
    const [vehicle] = AdminTourResponseSchema.parse(await body(added)).data.vehicles;
    expect(vehicle).toMatchObject({
      label: "Car 1",
      driver_account_id: driver.id,
      driver_name: "Kim Driver",
      trip: "idle",
    });
    const id = vehicle?.id ?? 0;
    const changed = await asAdmin("PUT", `${vehicles(made.id)}/${id}`, { label: "Car A", plate: "서울 34나 5678" });
    expect(AdminTourResponseSchema.parse(await body(changed)).data.vehicles[0]).toMatchObject({
      label: "Car A",
      driver_account_id: null,
      driver_name: null,
    });
    const removed = await asAdmin("DELETE", `${vehicles(made.id)}/${id}`);
    expect(removed.status).toBe(200);
    expect(AdminTourResponseSchema.parse(await body(removed)).data.vehicles).toEqual([]);
    expect((await asAdmin("DELETE", `${vehicles(made.id)}/${id}`)).status).toBe(404);
  });

  it("refuses a driver that is no active driver account, naming driver_account_id", async () => {
    const made = await insertTour(world.db.db);
    const operator = await accountOf(world, "admin", { role: "operator" });
    const gate = await accountOf(world, "admin", { role: "gate" });
    const member = await memberAccount(world);
    const inactive = await accountOf(world, "admin", { role: "driver", status: "inactive" });
    const [demoMember] = await world.db.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, "member@demo.test"));
    for (const id of [operator.id, gate.id, member.id, inactive.id, demoMember?.id, 2_000_000_000]) {
      const res = await asAdmin("POST", vehicles(made.id), { label: "Car", plate: "1", driver_account_id: id });
      expect(res.status, String(id)).toBe(400);
      expect(await errorOf(res)).toMatchObject({
        code: "VALIDATION_ERROR",
        field: "driver_account_id",
        message: PROTOCOL_MESSAGES.driverNotFound,
      });
    }
    const again = await asAdmin("POST", vehicles(made.id), { label: "Car", plate: "1" });
    const id = AdminTourResponseSchema.parse(await body(again)).data.vehicles[0]?.id;
    const put = await asAdmin("PUT", `${vehicles(made.id)}/${id}`, {
      label: "Car",
      plate: "1",
      driver_account_id: operator.id,
    });
    expect((await errorOf(put)).field).toBe("driver_account_id");
  });

  it("refuses bad vehicles naming the field, and a vehicle of another tour is 404", async () => {
    const made = await insertTour(world.db.db);
    for (const [field, payload] of [
      ["label", { plate: "1" }],
      ["plate", { label: "Car", plate: " " }],
      ["driver_account_id", { label: "Car", plate: "1", driver_account_id: 0 }],
      ["driver_account_id", { label: "Car", plate: "1", driver_account_id: 2_147_483_648 }],
      ["driver_account_id", { label: "Car", plate: "1", driver_account_id: "7" }],
    ] as const) {
      const res = await asAdmin("POST", vehicles(made.id), payload);
      expect(res.status, field).toBe(400);
      expect((await errorOf(res)).field).toBe(field);
    }
    const other = tour.vehicles[0]?.id;
    const put = await asAdmin("PUT", `${vehicles(made.id)}/${other}`, { label: "Car", plate: "1" });
    expect(put.status).toBe(404);
    expect((await errorOf(put)).message).toBe(TRACKING_MESSAGES.vehicleNotFound);
    expect((await asAdmin("DELETE", `${vehicles(made.id)}/${other}`)).status).toBe(404);
  });
});

function contentWith(item: Record<string, unknown>, date = "2030-05-01") {
  return {
    summary: "",
    dress_code: "",
    days: [{ date, title: "", items: [{ time: "09:30", title: "Landing", ...item }] }],
    contacts: [],
  };
}

function contactWith(contact: Record<string, unknown>) {
  return { summary: "", dress_code: "", days: [], contacts: [{ name: "Kim", phone: "+821000000000", ...contact }] };
}
