import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { body, call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, type Member } from "../../../platform/test/reservation-fixtures";
import { insertPassType, paidPasses } from "../../passes/test/pass-fixtures";
import { paymentRefunds } from "../tables";

/**
 * Two operators marking one bank deposit's refund returned at the same moment on PostgreSQL (PGlite runs one
 * statement at a time; admin-refunds.test.ts holds the rule there): the row lock serves them one after the other,
 * one marks it, the other is 409, and the winner's note is kept.
 */
const shop = await forTheFile(createShop());
let member: Member;
let optionId: number;

beforeAll(async () => {
  member = await shop.member("race-refund");
  optionId = (await insertPassType(shop.db.db, shop.clock.now(), { kind: "days", days: 1 }, { priceKrw: 8_000 }))
    .optionId;
});

describe("two operators marking one refund returned at once on PostgreSQL", () => {
  it("marks it once: one answer 200, the other 409", async () => {
    for (let round = 0; round < 5; round += 1) {
      const [passId] = await paidPasses(shop, member, optionId, ["Kim Minji"]);
      const refunded = await call(shop.app, "POST", `/api/v1/passes/${passId ?? 0}/refund`, { token: member.token });
      expect(refunded.status).toBe(200);
      const [row] = await shop.db.db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.key, `pass:${passId}`));
      const id = row?.id ?? 0;
      const mark = (note: string) =>
        call(shop.app, "POST", `/api/v1/admin/refunds/${id}/returned`, {
          token: shop.admin,
          area: "admin",
          body: { note },
        });
      const answers = await Promise.all([mark(`first ${round}`), mark(`second ${round}`)]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      const winner = answers.find((res) => res.status === 200);
      if (!winner) throw new Error("no operator's mark was taken");
      const { data } = await body<{ data: { note: string } }>(winner);
      const [stored] = await shop.db.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      expect(stored?.note).toBe(data.note);
      expect(stored?.returnedAt).not.toBeNull();
    }
  });
});
