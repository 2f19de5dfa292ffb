import {
  AdminVisitorListResponseSchema,
  BadgeCheckInResponseSchema,
  MICE_MESSAGES,
  type VisitorRegistration,
} from "@contracts/mice";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { MICE_VISITOR_EMAIL } from "../seed";
import { as, miceWorld, registrationBody, VISITOR_ME } from "./mice-fixtures";

const world = await forTheFile(miceWorld());

const VISITORS = "/api/v1/admin/mice/visitors";
const checkInPath = (code: string) => `/api/v1/admin/mice/badges/${code}/check-in`;

type Failure = { code: string; message: string; field?: string };

/** A fresh visitor registered a minute after the previous one. */
async function registered(spec: { name?: string; organisation?: string } = {}): Promise<VisitorRegistration> {
  world.clock.advance(60);
  const me = await world.account("visitor", { name: spec.name });
  const res = await as<{ data: VisitorRegistration }>(
    world,
    me.token,
    "POST",
    VISITOR_ME,
    registrationBody(spec.organisation ? { organisation: spec.organisation } : {}),
  );
  if (res.status !== 201) throw new Error(`registration: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const list = async (query = "") => {
  const res = await as(world, world.admin, "GET", `${VISITORS}${query}`, undefined, "admin");
  expect(res.status).toBe(200);
  return AdminVisitorListResponseSchema.parse(res.body);
};

const scan = (code: string) =>
  as<{ data: { registration: VisitorRegistration; first_scan: boolean } } & Failure>(
    world,
    world.admin,
    "POST",
    checkInPath(code),
    undefined,
    "admin",
  );

describe("the operators' list of visitors", () => {
  it("lists the registrations newest first with the paging", async () => {
    const made = [await registered(), await registered(), await registered()];
    const { data, meta } = await list("?per_page=3");
    expect(data.map((row) => row.id)).toEqual(made.map((row) => row.id).reverse());
    expect(data[0]).toEqual(made[2]);
    const all = await list("?per_page=100");
    expect(all.data.some((row) => row.email === MICE_VISITOR_EMAIL)).toBe(true);
    expect(meta).toEqual({ page: 1, per_page: 3, total: all.data.length, total_pages: Math.ceil(all.data.length / 3) });
    const second = await list("?per_page=2&page=2");
    expect(second.data.map((row) => row.id)).toEqual(all.data.slice(2, 4).map((row) => row.id));
    expect((await list(`?per_page=2&page=${all.data.length}`)).data).toEqual([]);
  });

  it("finds a visitor by name, e-mail, organisation or badge number, any case, with literal wildcards", async () => {
    const target = await registered({ name: "Marguerite Okonkwo", organisation: "Lagos 100% Events" });
    await registered({ organisation: "Other Events" });
    const ids = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data.map((row) => row.id);
    expect(await ids("marguerite okon")).toEqual([target.id]);
    expect(await ids(target.email.toUpperCase())).toEqual([target.id]);
    expect(await ids("lagos 100%")).toEqual([target.id]);
    expect(await ids(target.badge.number)).toEqual([target.id]);
    expect(await ids("100% E")).toEqual([target.id]);
    expect(await ids("_")).toEqual([]);
    expect(await ids("nobody-by-this-name")).toEqual([]);
  });

  it("refuses everyone but operators and bad paging", async () => {
    const visitor = await world.account();
    expect((await as(world, undefined, "GET", VISITORS)).status).toBe(401);
    expect((await as(world, visitor.token, "GET", VISITORS)).status).toBe(401);
    expect((await as(world, visitor.token, "GET", VISITORS, undefined, "admin")).status).toBe(401);
    const member = await world.account("general", { area: "member" });
    expect((await as(world, member.token, "GET", VISITORS, undefined, "member")).status).toBe(401);
    for (const [query, field] of [
      ["?per_page=101", "per_page"],
      ["?page=0", "page"],
      [`?q=${"x".repeat(101)}`, "q"],
    ] as const) {
      const res = await as<Failure>(world, world.admin, "GET", `${VISITORS}${query}`, undefined, "admin");
      expect([query, res.status, res.body.field]).toEqual([query, 400, field]);
    }
  });
});

describe("the badge scan at the entrance", () => {
  it("keeps the first scan's time; later scans say they are not the first", async () => {
    const visitor = await registered();
    const first = await scan(visitor.badge.code);
    expect(first.status).toBe(200);
    const firstData = BadgeCheckInResponseSchema.parse(first.body).data;
    const firstAt = world.clock.now().toISOString();
    expect(firstData).toMatchObject({ first_scan: true, registration: { id: visitor.id, checked_in_at: firstAt } });
    world.clock.advance(600);
    const second = await scan(visitor.badge.code);
    expect(second.body.data).toMatchObject({ first_scan: false, registration: { checked_in_at: firstAt } });
    const { data } = await list(`?q=${visitor.badge.number}`);
    expect(data[0]?.checked_in_at).toBe(firstAt);
  });

  it("gives exactly one first scan to scans of one badge at once", async () => {
    const visitor = await registered();
    const answers = await Promise.all(Array.from({ length: 8 }, () => scan(visitor.badge.code)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(answers.filter((answer) => answer.body.data.first_scan)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.registration.checked_in_at)).size).toBe(1);
  });

  it("answers 404 BADGE_NOT_FOUND to an unknown code, 400 to a malformed one, 401 to others", async () => {
    const unknown = await scan("NoSuchBadgeCode12345");
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
      404,
      "BADGE_NOT_FOUND",
      MICE_MESSAGES.badgeNotFound,
    ]);
    const visitor = await registered();
    // the code is exact: another case is another code
    const swapped = visitor.badge.code.replace(/[a-z]/, (char) => char.toUpperCase());
    if (swapped !== visitor.badge.code) expect((await scan(swapped)).status).toBe(404);
    const malformed = await scan("short");
    expect([malformed.status, malformed.body.field]).toEqual([400, "code"]);
    const someone = await world.account();
    const res = await as(world, someone.token, "POST", checkInPath(visitor.badge.code));
    expect(res.status).toBe(401);
    const { data } = await list(`?q=${visitor.badge.number}`);
    expect(data.map((row) => row.checked_in_at)).toEqual([null]);
  });
});
