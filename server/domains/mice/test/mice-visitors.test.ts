import { FAIR_YEARS } from "@contracts/editions";
import {
  MICE_MESSAGES,
  MyVisitorRegistrationResponseSchema,
  type VisitorRegistration,
  VisitorRegistrationResponseSchema,
} from "@contracts/mice";
import { addDays } from "@contracts/shop-calendar";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { MICE_VISITOR_EMAIL } from "../seed";
import { miceVisitors } from "../tables";
import { as, koreaTime, registrationBody, VISITOR_ME, miceWorld } from "./mice-fixtures";

const world = await forTheFile(miceWorld());

type Failure = { code: string; message: string; field?: string };

const register = (token: string, body: unknown = registrationBody()) =>
  as<{ data: VisitorRegistration } & Failure>(world, token, "POST", VISITOR_ME, body);

const mine = async (token: string) => {
  const res = await as(world, token, "GET", VISITOR_ME);
  expect(res.status).toBe(200);
  return MyVisitorRegistrationResponseSchema.parse(res.body).data;
};

const rowsOf = async (accountId: number) => {
  const [row] = await world.db.db
    .select({ n: count() })
    .from(miceVisitors)
    .where(eq(miceVisitors.accountId, accountId));
  return row?.n ?? 0;
};

describe("a visitor's registration", () => {
  it("registers a visitor account with its own name, e-mail and phone and gives a badge at once", async () => {
    const me = await world.account("visitor", { name: "Alex Moreau", phone: "01098765432" });
    expect(await mine(me.token)).toBeNull();
    const res = await register(me.token, registrationBody({ job_title: undefined }));
    expect(res.status).toBe(201);
    const data = VisitorRegistrationResponseSchema.parse(res.body).data;
    expect(data).toMatchObject({
      year: FAIR_YEARS.mice,
      name: "Alex Moreau",
      email: me.email,
      phone: "01098765432",
      nationality: "KR",
      organisation: "Busan Event Partners",
      job_title: "",
      interests: ["conference", "sustainability"],
      marketing: false,
      registered_at: world.clock.now().toISOString(),
      checked_in_at: null,
    });
    const yy = String(FAIR_YEARS.mice % 100).padStart(2, "0");
    expect(data.badge.number).toBe(`V${yy}-${String(data.id).padStart(6, "0")}`);
    expect(data.badge.code).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(await mine(me.token)).toEqual(data);
  });

  it("keeps the marketing consent and gives every badge its own unguessable code", async () => {
    const codes = new Set<string>();
    const numbers = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const me = await world.account();
      const { body } = await register(me.token, registrationBody({ agree_marketing: true }));
      expect(body.data.marketing).toBe(true);
      codes.add(body.data.badge.code);
      numbers.add(body.data.badge.number);
    }
    expect([codes.size, numbers.size]).toEqual([4, 4]);
  });

  it("wants an accreditation token", async () => {
    const anonymous = await as<Failure>(world, undefined, "POST", VISITOR_ME, registrationBody());
    expect([anonymous.status, anonymous.body.code]).toEqual([401, "UNAUTHORIZED"]);
    expect((await as(world, undefined, "GET", VISITOR_ME)).status).toBe(401);
    const member = await world.account("visitor", { area: "member" });
    expect((await as(world, member.token, "POST", VISITOR_ME, registrationBody(), "member")).status).toBe(401);
    expect((await as(world, member.token, "POST", VISITOR_ME, registrationBody())).status).toBe(401);
  });

  it("refuses buyers, sellers and general accounts with 403 NOT_VISITOR and writes nothing", async () => {
    for (const type of ["buyer", "seller_domestic", "seller_overseas", "general"] as const) {
      const other = await world.account(type);
      const post = await register(other.token);
      expect([type, post.status, post.body.code, post.body.message]).toEqual([
        type,
        403,
        "NOT_VISITOR",
        MICE_MESSAGES.notVisitor,
      ]);
      const read = await as<Failure>(world, other.token, "GET", VISITOR_ME);
      expect([read.status, read.body.code]).toEqual([403, "NOT_VISITOR"]);
      expect(await rowsOf(other.id)).toBe(0);
    }
  });

  it("answers 400 naming each wrong field in the contract's words, and writes nothing", async () => {
    const me = await world.account();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nationality: "Korea" }, "nationality", MICE_MESSAGES.nationalityInvalid],
      [{ nationality: undefined }, "nationality", MICE_MESSAGES.nationalityInvalid],
      [{ nationality: 82 }, "nationality", MICE_MESSAGES.nationalityInvalid],
      [{ organisation: "   " }, "organisation", MICE_MESSAGES.organisationRequired],
      [{ organisation: undefined }, "organisation", MICE_MESSAGES.organisationRequired],
      [{ organisation: "x".repeat(201) }, "organisation", ""],
      [{ job_title: "x".repeat(101) }, "job_title", ""],
      [{ interests: [] }, "interests", MICE_MESSAGES.interestsRequired],
      [{ interests: undefined }, "interests", MICE_MESSAGES.interestsRequired],
      [{ interests: ["golf"] }, "interests.0", ""],
      [{ interests: ["conference", "conference"] }, "interests", MICE_MESSAGES.interestsRequired],
      [{ agree_privacy: undefined }, "agree_privacy", MICE_MESSAGES.privacyRequired],
      [{ agree_privacy: false }, "agree_privacy", MICE_MESSAGES.privacyRequired],
      [{ agree_marketing: "yes" }, "agree_marketing", ""],
    ];
    for (const [change, field, message] of cases) {
      const res = await register(me.token, registrationBody(change));
      expect([field, res.status, res.body.code, res.body.field]).toEqual([field, 400, "VALIDATION_ERROR", field]);
      if (message) expect(res.body.message).toBe(`${field}: ${message}`);
    }
    expect(await mine(me.token)).toBeNull();
  });

  it("answers 409 ALREADY_REGISTERED to a second registration and keeps the first", async () => {
    const me = await world.account();
    const first = await register(me.token);
    expect(first.status).toBe(201);
    const again = await register(me.token, registrationBody({ organisation: "Another Org" }));
    expect([again.status, again.body.code, again.body.message]).toEqual([
      409,
      "ALREADY_REGISTERED",
      MICE_MESSAGES.alreadyRegistered,
    ]);
    expect((await mine(me.token))?.organisation).toBe("Busan Event Partners");
    expect(await rowsOf(me.id)).toBe(1);
  });

  it("gives one row to many registrations of one account sent at once", async () => {
    const me = await world.account();
    const answers = await Promise.all(Array.from({ length: 12 }, () => register(me.token)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === "ALREADY_REGISTERED")).toHaveLength(11);
    expect(await rowsOf(me.id)).toBe(1);
  });

  it("is open through the last day of registration in Korea and 409 REGISTRATION_CLOSED after it", async () => {
    const { registrationClosesOn } = await world.edition();
    const saved = world.clock.now();
    try {
      world.clock.set(koreaTime(registrationClosesOn, "23:59:59"));
      const lastMinute = await world.account();
      expect((await register(lastMinute.token)).status).toBe(201);
      world.clock.set(koreaTime(addDays(registrationClosesOn, 1), "00:00:00"));
      const late = await world.account();
      const res = await register(late.token);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        409,
        "REGISTRATION_CLOSED",
        MICE_MESSAGES.registrationClosed,
      ]);
      expect(await rowsOf(late.id)).toBe(0);
      const edition = await as<{ data: { registration_open: boolean } }>(
        world,
        undefined,
        "GET",
        "/api/v1/mice/edition",
      );
      expect(edition.body.data.registration_open).toBe(false);
      // one who registered in time still has the badge, and is told so rather than "closed"
      const again = await register(lastMinute.token);
      expect([again.status, again.body.code]).toEqual([409, "ALREADY_REGISTERED"]);
      expect(await mine(lastMinute.token)).not.toBeNull();
    } finally {
      world.clock.set(saved);
    }
  });

  it("shows each visitor only their own registration", async () => {
    const demo = await signIn(world.app, MICE_VISITOR_EMAIL, DEMO_PASSWORD, { area: "accreditation" });
    const seeded = await mine(demo.token);
    expect(seeded).toMatchObject({ email: MICE_VISITOR_EMAIL, year: FAIR_YEARS.mice });
    if (!seeded) throw new Error("the demo visitor is registered");
    const other = await world.account();
    const before = await as(world, other.token, "GET", VISITOR_ME);
    expect(JSON.stringify(before.body)).not.toContain(seeded.badge.code);
    const created = await register(other.token);
    const after = await as(world, other.token, "GET", VISITOR_ME);
    expect(created.body.data.badge.code).not.toBe(seeded.badge.code);
    for (const answer of [created.body, after.body]) {
      expect(JSON.stringify(answer)).not.toContain(seeded.badge.code);
      expect(JSON.stringify(answer)).not.toContain(MICE_VISITOR_EMAIL);
    }
    expect((await mine(demo.token))?.badge).toEqual(seeded.badge);
  });
});
