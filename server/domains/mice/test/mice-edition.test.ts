import { type Fair, FAIR_YEARS, MICE_EDITION } from "@contracts/editions";
import { ConferenceResponseSchema, type ConferenceSession, FairEditionResponseSchema } from "@contracts/mice";
import { addDays } from "@contracts/shop-calendar";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { martApplications, martCompanies } from "../../mart/tables";
import { MICE_MART_SELLER_EMAILS } from "../../mart/seed";
import { MICE_SEED_COMPANIES } from "../../mart/seed-mice";
import { conferenceSessions, fairEditions } from "../tables";
import { type AccreditationType, as, koreaToday, miceWorld } from "./mice-fixtures";

const world = await forTheFile(miceWorld());

const EDITION = "/api/v1/mice/edition";
const CONFERENCE = "/api/v1/mice/conference";

const edition = async (query = "") => {
  const res = await as(world, undefined, "GET", `${EDITION}${query}`);
  expect(res.status).toBe(200);
  return FairEditionResponseSchema.parse(res.body).data;
};

const programme = async (query = "") => {
  const res = await as(world, undefined, "GET", `${CONFERENCE}${query}`);
  expect(res.status).toBe(200);
  return ConferenceResponseSchema.parse(res.body);
};

/** A company of an accreditation account with an application to a fair's edition in `status`. */
async function applicant(
  type: Exclude<AccreditationType, "visitor" | "general">,
  status: string,
  edition: { fair: Fair; year: number },
) {
  const account = await world.account(type);
  const [company] = await world.db.db
    .insert(martCompanies)
    .values({
      accountId: account.id,
      role: type === "buyer" ? "buyer" : "seller",
      origin: type === "seller_overseas" ? "overseas" : "domestic",
      nameKo: "시험 회사",
      nameEn: "Test Company",
      contactName: account.name,
      mobile: "01055550000",
      contactEmail: account.email,
      continent: "asia",
      country: "KR",
      city: "Incheon",
      mainBusiness: "Venues",
      primarySector: "convention_center",
      route: "homepage",
    })
    .returning({ id: martCompanies.id });
  if (!company) throw new Error("company insert failed");
  await world.db.db
    .insert(martApplications)
    .values({ companyId: company.id, fair: edition.fair, eventYear: edition.year, status: status as "approved" });
}

describe("the edition", () => {
  it("answers the seeded edition, dated from the seeding day, in the contract's shape", async () => {
    const today = koreaToday(world);
    const data = await edition();
    expect(data).toMatchObject({
      fair: "mice",
      year: FAIR_YEARS.mice,
      name: "Korea MICE Fair",
      days: MICE_EDITION.fairDays.map((offset) => addDays(today, offset)),
      opens: MICE_EDITION.opens,
      closes: MICE_EDITION.closes,
      venue: "Songdo Convensia",
      city: "Incheon",
      registration_closes_on: addDays(today, MICE_EDITION.registrationCloses),
      registration_open: true,
      // the demo's exhibitors (server/domains/mart/seed-mice.ts): the MICE sellers with booths and two of the mart's
      exhibitors: MICE_SEED_COMPANIES.filter((company) => company.booth).length + MICE_MART_SELLER_EMAILS.length,
    });
    const [sessions] = await world.db.db
      .select({ n: count() })
      .from(conferenceSessions)
      .where(eq(conferenceSessions.year, FAIR_YEARS.mice));
    expect(data.sessions).toBe(sessions?.n);
    expect(data.sessions).toBeGreaterThanOrEqual(8);
  });

  it("names the venue and city in Korean for lang=ko and refuses an unknown language", async () => {
    const data = await edition("?lang=ko");
    expect(data).toMatchObject({ name: "코리아 마이스 페어", venue: "송도컨벤시아", city: "인천" });
    const bad = await as<{ code: string; field: string }>(world, undefined, "GET", `${EDITION}?lang=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION_ERROR", field: "lang" });
  });

  it("takes its days and registration from the row, not from constants", async () => {
    const row = await world.edition();
    const where = eq(fairEditions.id, row.id);
    try {
      await world.db.db
        .update(fairEditions)
        .set({ firstDay: "2026-02-27", lastDay: "2026-03-01", registrationClosesOn: addDays(koreaToday(world), -1) })
        .where(where);
      const data = await edition();
      expect(data.days).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
      expect(data.registration_open).toBe(false);
      await world.db.db
        .update(fairEditions)
        .set({ registrationClosesOn: koreaToday(world) })
        .where(where);
      expect((await edition()).registration_open).toBe(true);
    } finally {
      await world.db.db
        .update(fairEditions)
        .set({ firstDay: row.firstDay, lastDay: row.lastDay, registrationClosesOn: row.registrationClosesOn })
        .where(where);
    }
  });

  it("counts the sellers approved for the fair's year as exhibitors, nothing else", async () => {
    const before = (await edition()).exhibitors;
    const mice = { fair: "mice", year: FAIR_YEARS.mice } as const;
    await applicant("seller_domestic", "approved", mice);
    await applicant("seller_overseas", "approved", mice);
    await applicant("seller_domestic", "submitted", mice);
    await applicant("seller_domestic", "rejected", mice);
    await applicant("seller_domestic", "withdrawn", mice);
    await applicant("buyer", "approved", mice);
    await applicant("seller_domestic", "approved", { fair: "sitmmt", year: FAIR_YEARS.sitmmt });
    await applicant("seller_domestic", "approved", { fair: "mice", year: FAIR_YEARS.mice - 1 });
    expect((await edition()).exhibitors).toBe(before + 2);
  });

  it("answers 404 while no edition has been written", async () => {
    const row = await world.edition();
    await world.db.db.delete(fairEditions).where(eq(fairEditions.id, row.id));
    try {
      for (const path of [EDITION, CONFERENCE]) {
        const res = await as<{ code: string }>(world, undefined, "GET", path);
        expect([path, res.status, res.body.code]).toEqual([path, 404, "NOT_FOUND"]);
      }
    } finally {
      await world.db.db.insert(fairEditions).values(row);
    }
  });
});

const order = (session: ConferenceSession) => `${session.day} ${session.starts_at}`;

describe("the conference programme", () => {
  it("lists the sessions by day and start, in Korea time, with the edition's days", async () => {
    const { data, meta } = await programme();
    const { days } = await edition();
    expect(meta).toEqual({ time_zone: "Asia/Seoul", days });
    expect(data.map(order)).toEqual([...data.map(order)].sort());
    expect(new Set(data.map((session) => session.day))).toEqual(new Set(days));
    expect(new Set(data.map((session) => session.room)).size).toBe(3);
    for (const session of data) {
      expect(session.ends_at > session.starts_at).toBe(true);
      expect(session.speakers.length).toBeGreaterThan(0);
    }
    // parallel sessions keep the order of their rooms
    const rows = await world.db.db
      .select({ id: conferenceSessions.id, sort: conferenceSessions.sort })
      .from(conferenceSessions)
      .where(and(eq(conferenceSessions.fair, "mice"), eq(conferenceSessions.year, FAIR_YEARS.mice)));
    const sortOf = new Map(rows.map((row) => [row.id, row.sort]));
    const keys = data.map((session) => [order(session), sortOf.get(session.id) ?? -1] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]));
  });

  it("keeps one day's sessions, none for a day outside the fair", async () => {
    const all = await programme();
    const [first, second] = all.meta.days;
    if (!first || !second) throw new Error("the edition has two days");
    const one = await programme(`?day=${second}`);
    expect(one.data.length).toBeGreaterThan(0);
    expect(one.data.every((session) => session.day === second)).toBe(true);
    expect(one.data).toEqual(all.data.filter((session) => session.day === second));
    expect(one.meta.days).toEqual(all.meta.days);
    expect((await programme(`?day=${addDays(first, -1)}`)).data).toEqual([]);
  });

  it("speaks Korean for lang=ko", async () => {
    const en = await programme();
    const ko = await programme("?lang=ko");
    expect(ko.data.map((session) => session.id)).toEqual(en.data.map((session) => session.id));
    expect(ko.data[0]?.title).toMatch(/[가-힣]/);
    expect(ko.data[0]?.room).toMatch(/[가-힣]/);
    expect(ko.data[0]?.speakers[0]?.name).toMatch(/[가-힣]/);
    expect(en.data[0]?.title).not.toMatch(/[가-힣]/);
  });

  it("refuses a day that is not one, naming the field", async () => {
    for (const day of ["tomorrow", "2026-13-01", "2027-02-30", "2026-1-5"]) {
      const res = await as<{ code: string; field: string }>(world, undefined, "GET", `${CONFERENCE}?day=${day}`);
      expect([day, res.status, res.body.code, res.body.field]).toEqual([day, 400, "VALIDATION_ERROR", "day"]);
    }
  });
});
