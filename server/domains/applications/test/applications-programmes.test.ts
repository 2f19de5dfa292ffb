import { EDU_PROGRAMME_MESSAGES } from "@contracts/applications";
import { addDays, shopToday } from "@contracts/shop-calendar";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { as, decide, eduWorld, submitted } from "./edu-fixtures";

/** Operators open and edit programmes (docs/adr/0025, "Programmes edited by operators"). */
const world = await forTheFile(eduWorld());
const { app, admin } = world;

type Issue = { field: string; message: string };
type Failure = { code: string; field?: string; message: string; issues?: Issue[] };
type Programme = {
  id: number;
  code: string;
  title_en: string;
  title_ko: string;
  opens_at: string;
  closes_at: string;
  window: string;
  capacity: number;
  seated: number;
  seats_left: number;
  applications: Record<string, number>;
  updated_at: string;
};

const PATH = "/api/v1/admin/edu/programmes";
const day = 86_400_000;
let codes = 0;

/** A Korea local time `days` from the clock's now, as the editor sends it. */
function koreaAt(days: number): string {
  const moment = new Date(world.clock.now().getTime() + days * day + 9 * 3_600_000);
  return `${moment.toISOString().slice(0, 19)}+09:00`;
}

/** A valid programme whose window is open now and whose trip starts in 60 days. */
function programmeBody(overrides: Record<string, unknown> = {}) {
  codes += 1;
  const today = shopToday(world.clock.now());
  return {
    code: `edu-test-${process.pid}-${codes}`,
    year: Number(addDays(today, 60).slice(0, 4)),
    title_en: "Seoul summer school",
    title_ko: "서울 여름 학교",
    summary_en: "Two weeks of classes and visits.",
    summary_ko: "두 주 동안의 수업과 견학.",
    destination_en: "Seoul",
    destination_ko: "서울",
    trip_start: addDays(today, 60),
    trip_end: addDays(today, 74),
    opens_at: koreaAt(-1),
    closes_at: koreaAt(30),
    capacity: 20,
    details_deadline: addDays(today, 45),
    report_due: addDays(today, 100),
    ...overrides,
  };
}

const adminCall = <T>(method: string, path: string, payload?: unknown) =>
  as<T>(app, admin, method, path, payload, "admin");

async function created(overrides: Record<string, unknown> = {}): Promise<Programme> {
  const res = await adminCall<{ data: Programme }>("POST", PATH, programmeBody(overrides));
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("programmes edited by operators", () => {
  it("creates a programme that lists newest trip first and shows on the applicants' list while open", async () => {
    const later = await created({
      trip_start: addDays(shopToday(world.clock.now()), 400),
      trip_end: addDays(shopToday(world.clock.now()), 410),
      details_deadline: addDays(shopToday(world.clock.now()), 390),
      report_due: addDays(shopToday(world.clock.now()), 440),
      code: `  Mixed-Case-${process.pid}  `,
    });
    expect(later.code).toBe(`mixed-case-${process.pid}`);
    const programme = await created();
    expect(programme).toMatchObject({
      window: "open",
      capacity: 20,
      seated: 0,
      seats_left: 20,
      title_ko: "서울 여름 학교",
    });
    expect(programme.opens_at).toMatch(/\+09:00$/);
    expect(programme.applications).toMatchObject({ submitted: 0, approved: 0 });

    const list = await adminCall<{ data: Programme[] }>("GET", PATH);
    expect(list.status).toBe(200);
    const ids = list.body.data.map((row) => row.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(programme.id));
    const one = await adminCall<{ data: Programme }>("GET", `${PATH}/${programme.id}`);
    expect(one.body.data).toEqual(programme);

    const publicList = await world.app.request("/api/v1/edu/programmes?lang=ko");
    const shown = ((await publicList.json()) as { data: { id: number; title: string; window: string }[] }).data;
    expect(shown.find((row) => row.id === programme.id)).toMatchObject({ title: "서울 여름 학교", window: "open" });
  });

  it("names the field of each rule it refuses", async () => {
    const today = shopToday(world.clock.now());
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: "ab" }, "code", EDU_PROGRAMME_MESSAGES.codeInvalid],
      [{ code: "has space" }, "code", EDU_PROGRAMME_MESSAGES.codeInvalid],
      [{ year: 2018 }, "year", EDU_PROGRAMME_MESSAGES.yearInvalid],
      [{ year: 2101 }, "year", EDU_PROGRAMME_MESSAGES.yearInvalid],
      [{ title_en: "  " }, "title_en", EDU_PROGRAMME_MESSAGES.titleRequired],
      [{ title_ko: undefined }, "title_ko", EDU_PROGRAMME_MESSAGES.titleRequired],
      [{ capacity: 0 }, "capacity", EDU_PROGRAMME_MESSAGES.capacityInvalid],
      [{ capacity: 1001 }, "capacity", EDU_PROGRAMME_MESSAGES.capacityInvalid],
      [{ trip_end: addDays(today, 59) }, "trip_end", EDU_PROGRAMME_MESSAGES.tripOrder],
      [{ closes_at: koreaAt(-2) }, "closes_at", EDU_PROGRAMME_MESSAGES.windowOrder],
      [{ closes_at: `${addDays(today, 60)}T00:00:00+09:00` }, "closes_at", EDU_PROGRAMME_MESSAGES.closesBeforeTrip],
      [{ details_deadline: addDays(today, 61) }, "details_deadline", EDU_PROGRAMME_MESSAGES.detailsDeadlineAfterTrip],
      [{ details_deadline: addDays(today, 20) }, "details_deadline", EDU_PROGRAMME_MESSAGES.detailsDeadlineBeforeClose],
      [{ report_due: addDays(today, 74) }, "report_due", EDU_PROGRAMME_MESSAGES.reportDueAfterTrip],
      [{ trip_start: "2027-02-30" }, "trip_start", "This date does not exist: check the day and the month."],
      [{ opens_at: "2027-01-01 09:00" }, "opens_at", "Use a date and time such as 2025-10-01T09:00:00+09:00."],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await adminCall<Failure>("POST", PATH, programmeBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.issues, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    // the edges are allowed: a one-day trip, the deadline on the first day or on the day applications close
    const edges = await adminCall(
      "POST",
      PATH,
      programmeBody({ trip_end: addDays(today, 60), details_deadline: addDays(today, 60) }),
    );
    expect(edges.status).toBe(201);
    const closeDay = await adminCall(
      "POST",
      PATH,
      programmeBody({ details_deadline: shopToday(new Date(koreaAt(30))) }),
    );
    expect(closeDay.status).toBe(201);
  });

  it("refuses a code another programme uses, in any case, on create and on edit", async () => {
    const first = await created();
    const again = await adminCall<Failure>("POST", PATH, programmeBody({ code: first.code.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "CODE_TAKEN", field: "code" });
    const second = await created();
    const edited = await adminCall<Failure>("PUT", `${PATH}/${second.id}`, programmeBody({ code: first.code }));
    expect(edited.status).toBe(409);
    expect(edited.body).toMatchObject({ code: "CODE_TAKEN", field: "code" });
    // keeping its own code is no clash
    const kept = await adminCall("PUT", `${PATH}/${second.id}`, programmeBody({ code: second.code }));
    expect(kept.status).toBe(200);
  });

  it("edits every field, writes updated_at, and refuses a capacity below the approved and completed", async () => {
    const programme = await created({ capacity: 3 });
    const applicant = await world.account("travel");
    const other = await world.account("travel");
    const approved = await submitted(world, applicant.token, programme.id);
    expect((await decide(world, approved.id, "approved")).status).toBe(200);
    await submitted(world, other.token, programme.id);

    world.clock.advance(60);
    const body = programmeBody({ code: programme.code, title_en: "Seoul winter school", capacity: 2 });
    const res = await adminCall<{ data: Programme }>("PUT", `${PATH}/${programme.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title_en: "Seoul winter school",
      capacity: 2,
      seated: 1,
      seats_left: 1,
      applications: { approved: 1, submitted: 1 },
    });
    expect(new Date(res.body.data.updated_at).getTime()).toBeGreaterThan(new Date(programme.updated_at).getTime());

    // down to the seats taken is allowed; below them is not, and nothing is written
    const listed = await adminCall<{ data: { id: number }[] }>(
      "GET",
      `/api/v1/admin/edu/applications?programme_id=${programme.id}&status=submitted`,
    );
    expect((await decide(world, listed.body.data[0]?.id ?? 0, "approved")).status).toBe(200);
    const refused = await adminCall<Failure>("PUT", `${PATH}/${programme.id}`, { ...body, capacity: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CAPACITY_BELOW_SEATED", field: "capacity" });
    const after = await adminCall<{ data: Programme }>("GET", `${PATH}/${programme.id}`);
    expect(after.body.data).toMatchObject({ capacity: 2, seated: 2, seats_left: 0 });
  });

  it("answers 404 for an unknown programme and 401 to any token but an operator's", async () => {
    expect((await adminCall("GET", `${PATH}/999999`)).status).toBe(404);
    expect((await adminCall("PUT", `${PATH}/999999`, programmeBody())).status).toBe(404);
    const member = await world.account("member");
    const travel = await world.account("travel");
    for (const [token, area] of [
      [member.token, "member"],
      [travel.token, "travel"],
      [travel.token, "admin"],
    ] as const) {
      expect((await as(app, token, "GET", PATH, undefined, area)).status).toBe(401);
      expect((await as(app, token, "POST", PATH, programmeBody(), area)).status).toBe(401);
      expect((await as(app, token, "PUT", `${PATH}/1`, programmeBody(), area)).status).toBe(401);
    }
    expect((await world.app.request(PATH)).status).toBe(401);
  });
});
