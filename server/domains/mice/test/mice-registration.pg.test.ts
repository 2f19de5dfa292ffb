import type { VisitorRegistration } from "@contracts/mice";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { miceVisitors } from "../tables";
import { as, miceWorld, registrationBody, VISITOR_ME } from "./mice-fixtures";

/**
 * One registration per account and edition, and one first scan per badge, on a real PostgreSQL (PGlite runs one
 * statement at a time, so a race cannot show there; mice-visitors.test.ts and mice-admin.test.ts hold the same rules
 * with a small burst). The check before the insert lets requests sent together through: the unique index is the
 * last word, and the loser is answered 409 ALREADY_REGISTERED, never a server error.
 */
const world = await forTheFile(miceWorld());

type Answer = { data: VisitorRegistration; code?: string };

describe("registrations at once on PostgreSQL", () => {
  it("give one account exactly one registration", async () => {
    const me = await world.account();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => as<Answer>(world, me.token, "POST", VISITOR_ME, registrationBody())),
    );
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === "ALREADY_REGISTERED")).toHaveLength(39);
    const [rows] = await world.db.db.select({ n: count() }).from(miceVisitors).where(eq(miceVisitors.accountId, me.id));
    expect(rows?.n).toBe(1);
  }, 120_000);

  it("give many accounts a badge each, every number and code their own", async () => {
    const people = await Promise.all(Array.from({ length: 30 }, () => world.account()));
    const answers = await Promise.all(
      people.map((person) => as<Answer>(world, person.token, "POST", VISITOR_ME, registrationBody())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(people.map(() => 201));
    const badges = answers.map((answer) => answer.body.data.badge);
    expect(new Set(badges.map((badge) => badge.number)).size).toBe(30);
    expect(new Set(badges.map((badge) => badge.code)).size).toBe(30);
    const rows = await world.db.db
      .select({ n: count() })
      .from(miceVisitors)
      .where(
        inArray(
          miceVisitors.accountId,
          people.map((person) => person.id),
        ),
      );
    expect(rows[0]?.n).toBe(30);
  }, 120_000);

  it("give a badge scanned at several gates at once exactly one first scan", async () => {
    const me = await world.account();
    const created = await as<Answer>(world, me.token, "POST", VISITOR_ME, registrationBody());
    const code = created.body.data.badge.code;
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        as<{ data: { first_scan: boolean } }>(
          world,
          world.admin,
          "POST",
          `/api/v1/admin/mice/badges/${code}/check-in`,
          undefined,
          "admin",
        ),
      ),
    );
    expect(scans.map((scan) => scan.status)).toEqual(scans.map(() => 200));
    expect(scans.filter((scan) => scan.body.data.first_scan)).toHaveLength(1);
  }, 120_000);
});
