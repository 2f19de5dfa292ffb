import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { partnershipApplications } from "../tables";
import { applied, partnershipWorld } from "./partnership-fixtures";

/**
 * Two operators deciding one application at the same moment on PostgreSQL (PGlite runs one statement at a time;
 * partnerships.test.ts holds the rule there): the row lock serves them one after the other, one wins, the other is 409.
 */
const world = await forTheFile(partnershipWorld());

describe("two operators deciding one application at once on PostgreSQL", () => {
  it("decides it once: one answer 200, the other 409, and the winner's decision is kept", async () => {
    for (let round = 0; round < 5; round += 1) {
      const receipt = await applied(world);
      const [row] = await world.db.db
        .select({ id: partnershipApplications.id })
        .from(partnershipApplications)
        .where(eq(partnershipApplications.reference, receipt.reference));
      const id = row?.id ?? 0;
      const decide = (decision: string) =>
        call(world.app, "POST", `/api/v1/admin/partnerships/${id}/decision`, {
          token: world.admin,
          area: "admin",
          body: { decision, note: `${decision} in round ${round}` },
        });
      const answers = await Promise.all([decide("approved"), decide("declined")]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = answers[0]?.status === 200 ? "approved" : "declined";
      const [stored] = await world.db.db
        .select()
        .from(partnershipApplications)
        .where(eq(partnershipApplications.id, id));
      expect(stored).toMatchObject({ status: winner, decisionNote: `${winner} in round ${round}` });
    }
  });
});
