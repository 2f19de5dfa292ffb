import { EDU_SEATED } from "@contracts/applications";
import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forTheFile } from "../../../platform/test/helpers";
import { eduApplicationEvents, eduApplications } from "../tables";
import { decide, eduWorld } from "./edu-fixtures";

/**
 * The capacity under concurrent approvals on a real PostgreSQL (PGlite runs one statement at a time, so a race
 * cannot show there; applications.test.ts holds the same rule with a small burst). 50 operators' approvals at once
 * for a programme of 7 seats: exactly 7 approved, 43 answered 409 CAPACITY_FULL, and a timeline entry per approval.
 */
const world = await forTheFile(eduWorld());

describe("approvals at once on PostgreSQL", () => {
  it("never approve more applications than the capacity", async () => {
    const capacity = 7;
    const programme = await world.programme({ capacity });
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const person = await world.account("travel");
      const [row] = await world.db.db
        .insert(eduApplications)
        .values({ programmeId: programme.id, accountId: person.id, status: "submitted", version: 2 })
        .returning({ id: eduApplications.id });
      if (!row) throw new Error("application insert failed");
      ids.push(row.id);
    }
    const answers = await Promise.all(ids.map((id) => decide(world, id, "approved")));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(capacity);
    expect(answers.filter((answer) => answer.body.code === "CAPACITY_FULL")).toHaveLength(50 - capacity);
    const [seated] = await world.db.db
      .select({ n: count() })
      .from(eduApplications)
      .where(and(eq(eduApplications.programmeId, programme.id), inArray(eduApplications.status, [...EDU_SEATED])));
    expect(seated?.n).toBe(capacity);
    const [approvals] = await world.db.db
      .select({ n: count() })
      .from(eduApplicationEvents)
      .where(and(inArray(eduApplicationEvents.applicationId, ids), eq(eduApplicationEvents.toStatus, "approved")));
    expect(approvals?.n).toBe(capacity);
  }, 120_000);
});
