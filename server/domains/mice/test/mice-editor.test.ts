import { readFileSync } from "node:fs";
import path from "node:path";
import {
  type AdminEdition,
  AdminEditionResponseSchema,
  type AdminSession,
  AdminSessionListResponseSchema,
  AdminSessionResponseSchema,
  ConferenceResponseSchema,
  type EditionBody,
  FairEditionResponseSchema,
  MICE_EDITOR_MESSAGES,
  type SessionBody,
} from "@contracts/mice";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { addDays } from "@contracts/shop-calendar";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { conferenceSessions } from "../tables";
import { as, miceWorld } from "./mice-fixtures";

const world = await forTheFile(miceWorld());

const EDITION = "/api/v1/admin/mice/edition";
const SESSIONS = "/api/v1/admin/mice/conference/sessions";
const sessionPath = (id: number) => `${SESSIONS}/${id}`;

type Failure = { code: string; message: string; field?: string; issues?: { field: string; message: string }[] };

const admin = <T = Record<string, unknown>>(method: string, to: string, payload?: unknown) =>
  as<T & Failure>(world, world.admin, method, to, payload, "admin");

const savedEdition = async () => {
  const res = await admin("GET", EDITION);
  expect(res.status).toBe(200);
  return AdminEditionResponseSchema.parse(res.body).data;
};

const editionBody = (edition: AdminEdition, overrides: Partial<Record<keyof EditionBody, unknown>> = {}) => {
  const { fair: _fair, year: _year, ...body } = edition;
  return { ...body, ...overrides };
};

const sessionBody = (day: string, overrides: Partial<Record<keyof SessionBody, unknown>> = {}) => ({
  day,
  starts_at: "09:30",
  ends_at: "10:15",
  room_en: "Hall B",
  room_ko: "B홀",
  track_en: "Destinations",
  track_ko: "목적지",
  title_en: "Harbour cities as congress hosts",
  title_ko: "항구 도시의 국제회의 유치",
  summary_en: "How ports win congresses.",
  summary_ko: "항구 도시가 국제회의를 유치하는 방법.",
  speakers: [
    {
      name_en: "Oh Se-ra",
      name_ko: "오세라",
      role_en: "Director",
      role_ko: "국장",
      organisation_en: "Busan Convention Bureau",
      organisation_ko: "부산관광공사",
    },
  ],
  ...overrides,
});

const publicEdition = async (lang = "en") =>
  FairEditionResponseSchema.parse((await as(world, undefined, "GET", `/api/v1/mice/edition?lang=${lang}`)).body).data;
const publicProgramme = async (lang = "en") =>
  ConferenceResponseSchema.parse((await as(world, undefined, "GET", `/api/v1/mice/conference?lang=${lang}`)).body);

const sessionCount = async () => {
  const edition = await world.edition();
  const [row] = await world.db.db
    .select({ n: count() })
    .from(conferenceSessions)
    .where(and(eq(conferenceSessions.fair, edition.fair), eq(conferenceSessions.year, edition.year)));
  return row?.n ?? 0;
};

const fieldsOf = (body: Failure) => body.issues?.map((issue) => issue.field) ?? [];

describe("operators' doors", () => {
  it("refuses every call of the editor without an operator's token", async () => {
    const visitor = await world.account();
    const { firstDay } = await world.edition();
    const calls: [string, string, unknown?][] = [
      ["GET", EDITION],
      ["PUT", EDITION, editionBody(await savedEdition())],
      ["GET", SESSIONS],
      ["POST", SESSIONS, sessionBody(firstDay)],
      ["PUT", sessionPath(1), sessionBody(firstDay)],
      ["DELETE", sessionPath(1)],
    ];
    const before = await sessionCount();
    for (const [method, to, payload] of calls) {
      const anonymous = await as<Failure>(world, undefined, method, to, payload);
      expect([method, to, anonymous.status, anonymous.body.code]).toEqual([method, to, 401, "UNAUTHORIZED"]);
      expect([method, to, (await as(world, visitor.token, method, to, payload)).status]).toEqual([method, to, 401]);
    }
    expect(await sessionCount()).toBe(before);
  });
});

describe("the edition", () => {
  it("answers the edition in both languages as stored", async () => {
    const row = await world.edition();
    expect(await savedEdition()).toEqual({
      fair: "mice",
      year: row.year,
      name_en: row.nameEn,
      name_ko: row.nameKo,
      venue_en: row.venueEn,
      venue_ko: row.venueKo,
      city_en: row.cityEn,
      city_ko: row.cityKo,
      first_day: row.firstDay,
      last_day: row.lastDay,
      opens: row.opens,
      closes: row.closes,
      registration_closes_on: row.registrationClosesOn,
    });
  });

  it("saves names, venue, days, hours and the deadline, and the public edition shows them", async () => {
    const saved = await savedEdition();
    const firstDay = addDays(saved.first_day, 1);
    const lastDay = addDays(saved.last_day, 1);
    // the seeded programme is on the old days: move it onto the new ones first
    await world.db.db.update(conferenceSessions).set({ day: firstDay }).where(eq(conferenceSessions.fair, "mice"));
    const body = editionBody(saved, {
      name_en: "  Korea MICE Expo  ",
      name_ko: "코리아 마이스 엑스포",
      venue_en: "BEXCO",
      venue_ko: "벡스코",
      city_en: "Busan",
      city_ko: "부산",
      first_day: firstDay,
      last_day: lastDay,
      opens: "09:30",
      closes: "17:30",
      registration_closes_on: firstDay,
    });
    // one day is a fair too, and registration may close on it
    const oneDay = editionBody(saved, { first_day: firstDay, last_day: firstDay, registration_closes_on: firstDay });
    const single = await admin("PUT", EDITION, oneDay);
    expect([single.status, (await publicEdition()).days]).toEqual([200, [firstDay]]);

    const res = await admin("PUT", EDITION, body);
    expect(res.status).toBe(200);
    const expected = { ...saved, ...body, name_en: "Korea MICE Expo" };
    expect(AdminEditionResponseSchema.parse(res.body).data).toEqual(expected);
    expect(await savedEdition()).toEqual(expected);

    expect(await publicEdition()).toMatchObject({
      name: "Korea MICE Expo",
      venue: "BEXCO",
      city: "Busan",
      days: [firstDay, lastDay],
      opens: "09:30",
      closes: "17:30",
      registration_closes_on: firstDay,
    });
    expect(await publicEdition("ko")).toMatchObject({ name: "코리아 마이스 엑스포", venue: "벡스코", city: "부산" });
    expect((await publicProgramme()).meta.days).toEqual([firstDay, lastDay]);
  });

  it("names each field at fault and keeps the edition as it was", async () => {
    const saved = await savedEdition();
    const refused = async (overrides: Partial<Record<keyof EditionBody, unknown>>) => {
      const res = await admin("PUT", EDITION, editionBody(saved, overrides));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
      return res.body;
    };
    expect(await refused({ name_ko: "   " })).toMatchObject({
      field: "name_ko",
      message: `name_ko: ${REQUIRED_MESSAGE}`,
    });
    expect((await refused({ venue_en: undefined })).field).toBe("venue_en");
    expect((await refused({ first_day: "2026-02-30" })).field).toBe("first_day");
    expect((await refused({ registration_closes_on: "next week" })).field).toBe("registration_closes_on");
    expect(await refused({ opens: "9:00" })).toMatchObject({
      field: "opens",
      message: `opens: ${MICE_EDITOR_MESSAGES.time}`,
    });
    expect(
      await refused({ last_day: addDays(saved.first_day, -1), registration_closes_on: saved.first_day }),
    ).toMatchObject({
      field: "last_day",
      message: `last_day: ${MICE_EDITOR_MESSAGES.lastDayBeforeFirst}`,
    });
    expect(await refused({ opens: "18:00", closes: "18:00" })).toMatchObject({
      field: "closes",
      message: `closes: ${MICE_EDITOR_MESSAGES.closesBeforeOpens}`,
    });
    expect((await refused({ registration_closes_on: addDays(saved.last_day, 1) })).field).toBe(
      "registration_closes_on",
    );
    expect(await savedEdition()).toEqual(saved);
  });

  it("refuses days that would leave a session outside the fair, naming the day that does", async () => {
    const saved = await savedEdition();
    const created = await admin("POST", SESSIONS, sessionBody(saved.last_day));
    expect(created.status).toBe(201);
    const id = AdminSessionResponseSchema.parse(created.body).data.id;
    try {
      const earlier = addDays(saved.last_day, -1);
      const shorter = await admin(
        "PUT",
        EDITION,
        editionBody(saved, { first_day: earlier, last_day: earlier, registration_closes_on: earlier }),
      );
      expect([shorter.status, shorter.body.code, shorter.body.field, shorter.body.message]).toEqual([
        409,
        "SESSIONS_OUTSIDE_DAYS",
        "last_day",
        MICE_EDITOR_MESSAGES.sessionsOutsideDays,
      ]);
      const later = addDays(saved.last_day, 1);
      const moved = await admin(
        "PUT",
        EDITION,
        editionBody(saved, { first_day: later, last_day: addDays(later, 1), registration_closes_on: later }),
      );
      expect([moved.status, moved.body.field]).toEqual([409, "first_day"]);
      expect(await savedEdition()).toEqual(saved);
    } finally {
      expect((await admin("DELETE", sessionPath(id))).status).toBe(200);
    }
  });
});

describe("the programme's sessions", () => {
  it("adds, changes and deletes a session, and the public programme follows in both languages", async () => {
    const { firstDay, lastDay } = await world.edition();
    const created = await admin("POST", SESSIONS, sessionBody(firstDay, { starts_at: "07:00", ends_at: "07:45" }));
    expect(created.status).toBe(201);
    const session = AdminSessionResponseSchema.parse(created.body).data;
    expect(session.id).toBeGreaterThan(0);
    expect(session).toEqual({
      ...sessionBody(firstDay, { starts_at: "07:00", ends_at: "07:45" }),
      id: session.id,
      sort: 0,
    });

    const listed = AdminSessionListResponseSchema.parse((await admin("GET", SESSIONS)).body);
    expect(listed.meta).toEqual({ time_zone: "Asia/Seoul", days: (await publicProgramme()).meta.days });
    // the earliest start of the first day comes first
    expect(listed.data[0]).toEqual(session);

    const shown = (await publicProgramme()).data.find((row) => row.id === session.id);
    expect(shown).toMatchObject({
      day: firstDay,
      starts_at: "07:00",
      title: "Harbour cities as congress hosts",
      room: "Hall B",
      speakers: [{ name: "Oh Se-ra", role: "Director", organisation: "Busan Convention Bureau" }],
    });
    const shownKo = (await publicProgramme("ko")).data.find((row) => row.id === session.id);
    expect(shownKo).toMatchObject({
      title: "항구 도시의 국제회의 유치",
      track: "목적지",
      speakers: [{ name: "오세라" }],
    });

    const changed = await admin(
      "PUT",
      sessionPath(session.id),
      sessionBody(lastDay, { title_en: "Ports and congresses", speakers: [], summary_ko: undefined }),
    );
    expect(changed.status).toBe(200);
    expect(AdminSessionResponseSchema.parse(changed.body).data).toMatchObject({
      id: session.id,
      day: lastDay,
      title_en: "Ports and congresses",
      summary_ko: "",
      speakers: [],
    });
    expect((await publicProgramme()).data.find((row) => row.id === session.id)).toMatchObject({
      day: lastDay,
      title: "Ports and congresses",
      speakers: [],
    });

    const before = await sessionCount();
    const deleted = await admin<{ data: { id: number } }>("DELETE", sessionPath(session.id));
    expect([deleted.status, deleted.body.data]).toEqual([200, { id: session.id }]);
    expect(await sessionCount()).toBe(before - 1);
    expect((await publicProgramme()).data.some((row) => row.id === session.id)).toBe(false);
  });

  it("names each field at fault and writes nothing", async () => {
    const { firstDay } = await world.edition();
    const before = await sessionCount();
    const refused = async (overrides: Partial<Record<keyof SessionBody, unknown>>) => {
      const res = await admin("POST", SESSIONS, sessionBody(firstDay, overrides));
      expect([res.status, res.body.code]).toEqual([400, "VALIDATION_ERROR"]);
      return res.body;
    };
    expect((await refused({ title_ko: "" })).field).toBe("title_ko");
    expect((await refused({ room_en: undefined })).field).toBe("room_en");
    expect((await refused({ day: "2026-13-01" })).field).toBe("day");
    expect(await refused({ starts_at: "25:00" })).toMatchObject({
      field: "starts_at",
      message: `starts_at: ${MICE_EDITOR_MESSAGES.time}`,
    });
    expect(await refused({ starts_at: "11:00", ends_at: "10:00" })).toMatchObject({
      field: "ends_at",
      message: `ends_at: ${MICE_EDITOR_MESSAGES.endsBeforeStart}`,
    });
    expect(fieldsOf(await refused({ speakers: [{ name_en: "Kim" }] }))).toEqual(["speakers.0.name_ko"]);
    expect(await sessionCount()).toBe(before);
  });

  it("keeps sessions on the edition's days: another day is 422 naming `day`", async () => {
    const { firstDay, lastDay } = await world.edition();
    const before = await sessionCount();
    for (const day of [addDays(firstDay, -1), addDays(lastDay, 1)]) {
      const res = await admin("POST", SESSIONS, sessionBody(day));
      expect([res.status, res.body.code, res.body.field, res.body.message]).toEqual([
        422,
        "DAY_OUTSIDE_EDITION",
        "day",
        MICE_EDITOR_MESSAGES.dayOutsideEdition,
      ]);
      expect(fieldsOf(res.body)).toEqual(["day"]);
    }
    const [seeded] = AdminSessionListResponseSchema.parse((await admin("GET", SESSIONS)).body).data;
    if (!seeded) throw new Error("the seed wrote no sessions");
    const moved = await admin("PUT", sessionPath(seeded.id), sessionBody(addDays(lastDay, 1)));
    expect([moved.status, moved.body.field]).toEqual([422, "day"]);
    expect(await sessionCount()).toBe(before);
  });

  it("answers 404 for a session that is not there, and 400 for an id that cannot be one", async () => {
    const { firstDay } = await world.edition();
    const created = AdminSessionResponseSchema.parse((await admin("POST", SESSIONS, sessionBody(firstDay))).body).data;
    expect((await admin("DELETE", sessionPath(created.id))).status).toBe(200);
    const gone = (session: AdminSession) => [
      admin("PUT", sessionPath(session.id), sessionBody(firstDay)),
      admin("DELETE", sessionPath(session.id)),
    ];
    for (const res of await Promise.all([...gone(created), admin("DELETE", sessionPath(999999))])) {
      expect([res.status, res.body.code, res.body.message]).toEqual([
        404,
        "NOT_FOUND",
        MICE_EDITOR_MESSAGES.sessionNotFound,
      ]);
    }
    const bad = await admin("DELETE", `${SESSIONS}/first`);
    expect([bad.status, bad.body.field]).toEqual([400, "id"]);
  });
});

describe("the editor's messages", () => {
  it("have a text in English (the contract's own) and in Korean, under `messages.`", () => {
    const root = path.resolve(import.meta.dirname, "../../../../locales");
    const load = (lang: string) =>
      JSON.parse(readFileSync(path.join(root, lang, "fair-editor.json"), "utf8")) as {
        messages: Record<string, string>;
      };
    const en = load("en");
    const ko = load("ko");
    for (const [key, text] of Object.entries(MICE_EDITOR_MESSAGES)) {
      expect([key, en.messages[key]]).toEqual([key, text]);
      expect([key, ko.messages[key]]).toEqual([key, expect.stringMatching(/[가-힣]/)]);
    }
  });
});
