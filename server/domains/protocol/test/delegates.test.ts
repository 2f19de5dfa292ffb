import {
  ADMIN_PROTOCOL_DELEGATES_PATH,
  ADMIN_PROTOCOL_TOURS_PATH,
  ArrivalsResponseSchema,
  type Delegate,
  DelegateConflictSchema,
  DelegateResponseSchema,
  DelegatesResponseSchema,
  PROTOCOL_MESSAGES,
  PROTOCOL_TOURS_PATH,
  TourSummariesResponseSchema,
} from "@contracts/protocol";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { accounts } from "../../auth/tables";
import { protocolDelegates } from "../tables";
import { insertDelegate, insertTour, memberAccount, protocolWorld, tourWithPeople } from "./protocol-fixtures";

/** The delegation's people and flights (ADR 0033): who reads and edits whose, versions, the arrivals board. */
const world = await forTheFile(protocolWorld("delegates"));
const { app } = world;
const tour = await tourWithPeople(world);

const people = (tourId: number) => `${PROTOCOL_TOURS_PATH}/${tourId}/delegates`;
const flightsPath = (tourId: number, delegate: number) => `${people(tourId)}/${delegate}/flights`;
const adminPeople = (tourId: number) => `${ADMIN_PROTOCOL_TOURS_PATH}/${tourId}/delegates`;
const asAdmin = (method: string, path: string, payload?: unknown) =>
  call(app, method, path, { token: world.admin, area: "admin", body: payload });

const flights = (version: number, overrides: Record<string, unknown> = {}) => ({
  arrival_flight: "ke 082",
  arrival_at: "2030-05-01T05:20:00+09:00",
  arrival_terminal: "T2",
  departure_flight: "OZ201",
  departure_at: "2030-05-03T15:30:00+09:00",
  departure_terminal: "T1",
  version,
  ...overrides,
});

async function versionOf(delegate: number): Promise<number> {
  const [row] = await world.db.db.select().from(protocolDelegates).where(eq(protocolDelegates.id, delegate));
  return row?.version ?? -1;
}

describe("who reads the delegation's people", () => {
  it("shows a coordinator everyone, by arrival time, those without an arrival last", async () => {
    const made = await tourWithPeople(world);
    const late = await insertDelegate(world.db.db, made.tourId, {
      name: "Late",
      arrivalAt: new Date("2030-05-01T12:00:00Z"),
    });
    const early = await insertDelegate(world.db.db, made.tourId, {
      name: "Early",
      arrivalAt: new Date("2030-05-01T01:00:00Z"),
    });
    const res = await call(app, "GET", people(made.tourId), { token: made.coordinator.token });
    const list = DelegatesResponseSchema.parse(await body(res)).data;
    expect(list.map((person) => person.id)).toEqual([
      early,
      late,
      made.coordinator.delegate,
      made.delegate.delegate,
      made.unlinked,
    ]);
    expect(list.filter((person) => person.is_me).map((person) => person.id)).toEqual([made.coordinator.delegate]);
    // members are not shown the operators' extras
    expect(list[0]).not.toHaveProperty("email");
  });

  it("shows a plain delegate only themself", async () => {
    const res = await call(app, "GET", people(tour.tourId), { token: tour.delegate.token });
    const list = DelegatesResponseSchema.parse(await body(res)).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: tour.delegate.delegate, is_me: true, coordinator: false });
  });

  it("answers 404 to a member of another delegation", async () => {
    const other = await tourWithPeople(world);
    const res = await call(app, "GET", people(tour.tourId), { token: other.coordinator.token });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(PROTOCOL_MESSAGES.tourNotFound);
  });
});

describe("saving flights", () => {
  it("saves the member's own flights and moves the version by one", async () => {
    const before = await versionOf(tour.delegate.delegate);
    const res = await call(app, "PUT", flightsPath(tour.tourId, tour.delegate.delegate), {
      token: tour.delegate.token,
      body: flights(before),
    });
    expect(res.status).toBe(200);
    const saved = DelegateResponseSchema.parse(await body(res)).data;
    expect(saved).toMatchObject({
      arrival_flight: "KE 082",
      arrival_at: "2030-04-30T20:20:00.000Z",
      arrival_terminal: "T2",
      departure_flight: "OZ201",
      departure_terminal: "T1",
      version: before + 1,
      is_me: true,
    });
    // clearing them is a save too
    const cleared = await call(app, "PUT", flightsPath(tour.tourId, tour.delegate.delegate), {
      token: tour.delegate.token,
      body: { version: before + 1 },
    });
    expect(DelegateResponseSchema.parse(await body(cleared)).data).toMatchObject({
      arrival_flight: "",
      arrival_at: null,
      arrival_terminal: null,
      version: before + 2,
    });
  });

  it("refuses a plain delegate another person's flights (403), and lets the coordinator save anyone's", async () => {
    for (const target of [tour.coordinator.delegate, tour.unlinked]) {
      const res = await call(app, "PUT", flightsPath(tour.tourId, target), {
        token: tour.delegate.token,
        body: flights(await versionOf(target)),
      });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ code: "FORBIDDEN", message: PROTOCOL_MESSAGES.notYours });
    }
    for (const target of [tour.delegate.delegate, tour.unlinked]) {
      const res = await call(app, "PUT", flightsPath(tour.tourId, target), {
        token: tour.coordinator.token,
        body: flights(await versionOf(target), { arrival_flight: "OZ542" }),
      });
      expect(res.status).toBe(200);
      expect(DelegateResponseSchema.parse(await body(res)).data).toMatchObject({
        arrival_flight: "OZ542",
        is_me: false,
      });
    }
  });

  it("answers a stale version 409 VERSION_CONFLICT with the newest details, and saves nothing", async () => {
    const target = tour.unlinked;
    const version = await versionOf(target);
    const first = await call(app, "PUT", flightsPath(tour.tourId, target), {
      token: tour.coordinator.token,
      body: flights(version, { arrival_flight: "KE906" }),
    });
    expect(first.status).toBe(200);
    const stale = await call(app, "PUT", flightsPath(tour.tourId, target), {
      token: tour.coordinator.token,
      body: flights(version, { arrival_flight: "KE908" }),
    });
    expect(stale.status).toBe(409);
    const conflict = DelegateConflictSchema.parse(await body(stale));
    expect(conflict).toMatchObject({
      code: "VERSION_CONFLICT",
      field: "version",
      message: PROTOCOL_MESSAGES.versionConflict,
    });
    expect(conflict.current).toMatchObject({ id: target, arrival_flight: "KE906", version: version + 1 });
    expect(await versionOf(target)).toBe(version + 1);
  });

  it("answers 404 for a person of another tour, and for a tour the member is not on", async () => {
    const other = await tourWithPeople(world);
    const ofOther = await call(app, "PUT", flightsPath(tour.tourId, other.unlinked), {
      token: tour.coordinator.token,
      body: flights(0),
    });
    expect(ofOther.status).toBe(404);
    expect((await errorOf(ofOther)).message).toBe(PROTOCOL_MESSAGES.delegateNotFound);
    const notMine = await call(app, "PUT", flightsPath(other.tourId, other.unlinked), {
      token: tour.coordinator.token,
      body: flights(0),
    });
    expect(notMine.status).toBe(404);
    expect((await errorOf(notMine)).message).toBe(PROTOCOL_MESSAGES.tourNotFound);
  });

  it.each([
    ["arrival_flight", { arrival_flight: "Korean Air" }, PROTOCOL_MESSAGES.flightFormat],
    ["departure_flight", { departure_flight: "KE08200" }, PROTOCOL_MESSAGES.flightFormat],
    ["arrival_terminal", { arrival_terminal: "T3" }, PROTOCOL_MESSAGES.terminalInvalid],
    ["arrival_at", { arrival_at: null }, PROTOCOL_MESSAGES.arrivalTimeRequired],
    ["departure_at", { departure_at: null }, PROTOCOL_MESSAGES.departureTimeRequired],
    ["departure_at", { departure_at: "2030-05-01T05:00:00+09:00" }, PROTOCOL_MESSAGES.departureBeforeArrival],
    ["arrival_at", { arrival_at: "2030-02-30T09:00:00+09:00" }, undefined],
    ["version", { version: undefined }, undefined],
    ["version", { version: -1 }, undefined],
    ["version", { version: 1.5 }, undefined],
  ])("refuses flights with a bad %s", async (field, override, message) => {
    const res = await call(app, "PUT", flightsPath(tour.tourId, tour.delegate.delegate), {
      token: tour.delegate.token,
      body: flights(0, override),
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    if (message) expect(error.message).toContain(message);
  });

  it("is for member tokens only: an operator's token is 401 at the member's door", async () => {
    const res = await call(app, "PUT", flightsPath(tour.tourId, tour.unlinked), {
      token: world.admin,
      area: "admin",
      body: flights(0),
    });
    expect(res.status).toBe(401);
  });
});

describe("the operators' people", () => {
  it("adds a person, linking the member account of the e-mail (any case), who then reads the tour", async () => {
    const made = await insertTour(world.db.db);
    const member = await memberAccount(world);
    const res = await asAdmin("POST", adminPeople(made.id), {
      name: "New Person",
      title: "Adviser",
      email: member.email.toUpperCase(),
      coordinator: true,
    });
    expect(res.status).toBe(201);
    const person = DelegateResponseSchema.parse(await body(res)).data;
    expect(person).toMatchObject({ name: "New Person", email: member.email, coordinator: true, version: 0 });
    const tours = TourSummariesResponseSchema.parse(
      await body(await call(app, "GET", PROTOCOL_TOURS_PATH, { token: member.token })),
    ).data;
    expect(tours.map((row) => row.id)).toEqual([made.id]);
  });

  it("keeps a person unlinked when no member account has the e-mail (an operator's e-mail does not link)", async () => {
    const made = await insertTour(world.db.db);
    for (const email of ["nobody@protocol.test", "admin@demo.test", ""]) {
      const res = await asAdmin("POST", adminPeople(made.id), { name: "Guest", email });
      expect(DelegateResponseSchema.parse(await body(res)).data.email).toBe("");
    }
    const [row] = await world.db.db.select().from(protocolDelegates).where(eq(protocolDelegates.tourId, made.id));
    expect(row?.accountId).toBeNull();
  });

  it("refuses a second person of the tour on the same account: 409 naming email", async () => {
    const made = await insertTour(world.db.db);
    const member = await memberAccount(world);
    await asAdmin("POST", adminPeople(made.id), { name: "One", email: member.email });
    const second = await asAdmin("POST", adminPeople(made.id), { name: "Two", email: member.email });
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toMatchObject({
      code: "EMAIL_TAKEN",
      field: "email",
      message: PROTOCOL_MESSAGES.emailTaken,
    });
    const other = DelegateResponseSchema.parse(
      await body(await asAdmin("POST", adminPeople(made.id), { name: "Three" })),
    ).data;
    const relinked = await asAdmin("PUT", `${adminPeople(made.id)}/${other.id}`, {
      name: "Three",
      email: member.email,
    });
    expect(relinked.status).toBe(409);
    expect((await errorOf(relinked)).field).toBe("email");
  });

  it("rewrites a person's details, keeping their flights and version, and removes them", async () => {
    const made = await tourWithPeople(world);
    const target = made.delegate.delegate;
    await call(app, "PUT", flightsPath(made.tourId, target), { token: made.delegate.token, body: flights(0) });
    const res = await asAdmin("PUT", `${adminPeople(made.tourId)}/${target}`, {
      name: "Renamed",
      title: "Minister",
      email: made.delegate.email,
    });
    expect(DelegateResponseSchema.parse(await body(res)).data).toMatchObject({
      name: "Renamed",
      title: "Minister",
      coordinator: false,
      arrival_flight: "KE 082",
      version: 1,
      email: made.delegate.email,
    });
    // unlinked: the member no longer reads the tour
    await asAdmin("PUT", `${adminPeople(made.tourId)}/${target}`, { name: "Renamed" });
    expect(
      (await call(app, "GET", `${PROTOCOL_TOURS_PATH}/${made.tourId}`, { token: made.delegate.token })).status,
    ).toBe(404);
    const removed = await asAdmin("DELETE", `${adminPeople(made.tourId)}/${target}`);
    expect(await body(removed)).toEqual({ data: { id: target }, meta: {} });
    expect((await asAdmin("DELETE", `${adminPeople(made.tourId)}/${target}`)).status).toBe(404);
    expect((await asAdmin("PUT", `${adminPeople(tour.tourId)}/${made.unlinked}`, { name: "X" })).status).toBe(404);
    expect((await asAdmin("GET", `${adminPeople(tour.tourId)}/${made.unlinked}`)).status).toBe(404);
  });

  it.each([
    ["name", { name: "" }, PROTOCOL_MESSAGES.delegateNameRequired],
    ["name", { title: "Adviser" }, PROTOCOL_MESSAGES.delegateNameRequired],
    ["email", { name: "A", email: "not-an-email" }, PROTOCOL_MESSAGES.emailFormat],
    ["coordinator", { name: "A", coordinator: "yes" }, undefined],
    ["title", { name: "A", title: "x".repeat(101) }, undefined],
  ])("refuses a person with a bad %s", async (field, payload, message) => {
    const res = await asAdmin("POST", adminPeople(tour.tourId), payload);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.field).toBe(field);
    if (message) expect(error.message).toContain(message);
  });

  it("saves anyone's flights with the same version rule", async () => {
    const made = await tourWithPeople(world);
    const path = `${adminPeople(made.tourId)}/${made.unlinked}/flights`;
    const saved = await asAdmin("PUT", path, flights(0));
    expect(DelegateResponseSchema.parse(await body(saved)).data).toMatchObject({ version: 1, email: "" });
    const stale = await asAdmin("PUT", path, flights(0));
    expect(stale.status).toBe(409);
    expect(DelegateConflictSchema.parse(await body(stale)).current.version).toBe(1);
    expect((await asAdmin("PUT", `${adminPeople(tour.tourId)}/${made.unlinked}/flights`, flights(1))).status).toBe(404);
  });
});

describe("the arrivals board", () => {
  const mark = (method: "POST" | "DELETE", id: number, what: "met" | "handed-over") =>
    asAdmin(method, `${ADMIN_PROTOCOL_DELEGATES_PATH}/${id}/${what}`);

  it("lists every person of the tour by arrival time, those without a flight last", async () => {
    const made = await insertTour(world.db.db);
    const none = await insertDelegate(world.db.db, made.id, { name: "No flight" });
    const second = await insertDelegate(world.db.db, made.id, { arrivalAt: new Date("2030-05-01T03:00:00Z") });
    const first = await insertDelegate(world.db.db, made.id, { arrivalAt: new Date("2030-05-01T01:00:00Z") });
    const res = await asAdmin("GET", `${ADMIN_PROTOCOL_TOURS_PATH}/${made.id}/arrivals`);
    const board = ArrivalsResponseSchema.parse(await body(res)).data;
    expect(board.map((person) => person.id)).toEqual([first, second, none]);
    expect(board.every((person) => !person.is_me && person.met_at === null)).toBe(true);
  });

  it("marks met and handed over, keeping who and when; handed over needs met; taking back met clears both", async () => {
    const made = await tourWithPeople(world);
    const id = made.unlinked;
    const early = await mark("POST", id, "handed-over");
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({ code: "NOT_MET", message: PROTOCOL_MESSAGES.notArrived });

    const metAt = world.clock.now().toISOString();
    const met = DelegateResponseSchema.parse(await body(await mark("POST", id, "met"))).data;
    expect(met).toMatchObject({ met_at: metAt, met_by: "Demo Admin", handed_over_at: null });
    world.clock.advance(60);
    const again = DelegateResponseSchema.parse(await body(await mark("POST", id, "met"))).data;
    expect(again.met_at).toBe(metAt);

    const handed = DelegateResponseSchema.parse(await body(await mark("POST", id, "handed-over"))).data;
    expect(handed).toMatchObject({
      met_at: metAt,
      handed_over_at: world.clock.now().toISOString(),
      handed_over_by: "Demo Admin",
    });

    const notHanded = DelegateResponseSchema.parse(await body(await mark("DELETE", id, "handed-over"))).data;
    expect(notHanded).toMatchObject({ met_at: metAt, handed_over_at: null, handed_over_by: null });

    await mark("POST", id, "handed-over");
    const notMet = DelegateResponseSchema.parse(await body(await mark("DELETE", id, "met"))).data;
    expect(notMet).toMatchObject({ met_at: null, met_by: null, handed_over_at: null, handed_over_by: null });

    // the marks are the operators': they do not move the flights' version
    expect(notMet.version).toBe(0);
    // and a member reading their people sees the marks without who made them
    const seen = DelegatesResponseSchema.parse(
      await body(await call(app, "GET", people(made.tourId), { token: made.coordinator.token })),
    ).data.find((person: Delegate) => person.id === id);
    expect(seen).not.toHaveProperty("met_by");
  });

  it("answers 404 for a person that does not exist and 400 for a bad id", async () => {
    for (const what of ["met", "handed-over"] as const) {
      for (const method of ["POST", "DELETE"] as const) {
        expect((await mark(method, 2_000_000_000, what)).status).toBe(404);
      }
    }
    const bad = await asAdmin("POST", `${ADMIN_PROTOCOL_DELEGATES_PATH}/x/met`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).field).toBe("id");
  });

  it("lets in operators only: a driver's token is 403, a member's 401", async () => {
    const driver = tour.vehicles[0]?.driver;
    const path = `${ADMIN_PROTOCOL_DELEGATES_PATH}/${tour.unlinked}/met`;
    expect((await call(app, "POST", path, { token: driver?.token, area: "admin" })).status).toBe(403);
    expect((await call(app, "POST", path, { token: tour.coordinator.token })).status).toBe(401);
    expect(
      (
        await call(app, "GET", `${ADMIN_PROTOCOL_TOURS_PATH}/${tour.tourId}/arrivals`, {
          token: driver?.token,
          area: "admin",
        })
      ).status,
    ).toBe(403);
    const [row] = await world.db.db.select().from(protocolDelegates).where(eq(protocolDelegates.id, tour.unlinked));
    expect(row?.metAt).toBeNull();
    const [admin] = await world.db.db
      .select({ role: accounts.role })
      .from(accounts)
      .where(eq(accounts.email, "admin@demo.test"));
    expect(admin?.role).toBe("operator");
  });
});
