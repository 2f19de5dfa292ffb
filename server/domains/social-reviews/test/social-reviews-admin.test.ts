import { AuditListResponseSchema } from "@contracts/audit";
import {
  SOCIAL_REVIEW_MESSAGES,
  SocialReviewListResponseSchema,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pointLedger } from "../../members/tables";
import { consoleStaff } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import { as, dataOf, failure, type TestProduct, tripOf } from "../../../platform/test/community-review-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, insertProduct, type Member } from "../../../platform/test/reservation-fixtures";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
let alice: Member;
let product: TestProduct;

beforeAll(async () => {
  alice = await shop.member("alice");
  product = await insertProduct(shop.db.db, shop.clock.now(), { name: "Coastal Walk" });
});

let links = 0;
async function pending(): Promise<SocialReviewRequest> {
  const trip = await tripOf(shop, alice, product);
  const url = `https://www.instagram.com/p/console-${(links += 1)}`;
  return dataOf<SocialReviewRequest>(
    await as(shop, alice.token, "POST", "/api/v1/social-reviews", { reservation_id: trip, url }),
    201,
  );
}

const staff = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, `/api/v1/admin/social-reviews${path}`, {
    token,
    body: payload,
    area: token === alice.token || token === undefined ? undefined : "admin",
  });
const auditOf = async (id: number) =>
  AuditListResponseSchema.parse(
    await body(
      await call(shop.app, "GET", `/api/v1/admin/audit?subject=social_review&subject_id=${id}`, {
        token: viewer.token,
        area: "admin",
      }),
    ),
  ).data;
const ledgerOf = () => shop.db.db.select().from(pointLedger).where(eq(pointLedger.accountId, alice.id));

describe("the shop console's social review requests", () => {
  it("every console role reads the list; members and guests are 401", async () => {
    const request = await pending();
    for (const token of [viewer.token, clerk.token, shop.admin]) {
      const res = await staff(token, "GET", "?status=pending&per_page=50");
      expect(res.status).toBe(200);
      expect(SocialReviewListResponseSchema.parse(await body(res)).data.map((r) => r.id)).toContain(request.id);
    }
    expect((await staff(alice.token, "GET", "")).status).toBe(401);
    expect((await staff(undefined, "GET", "")).status).toBe(401);
  });

  it("a viewer may not decide (403); members and guests are 401; nothing changes", async () => {
    const request = await pending();
    expect((await staff(viewer.token, "POST", `/${request.id}/approve`, {})).status).toBe(403);
    expect((await staff(viewer.token, "POST", `/${request.id}/reject`, { note: "no" })).status).toBe(403);
    expect((await staff(alice.token, "POST", `/${request.id}/approve`, {})).status).toBe(401);
    expect((await staff(undefined, "POST", `/${request.id}/reject`, { note: "no" })).status).toBe(401);
    expect(await auditOf(request.id)).toEqual([]);
  });

  it("a clerk approves: the points are granted once, and the audit trail says who and how many", async () => {
    const request = await pending();
    const before = (await ledgerOf()).length;
    const approved = await dataOf<SocialReviewRequest>(
      await staff(clerk.token, "POST", `/${request.id}/approve`, { points: 1500, note: "Great photos" }),
    );
    expect(approved).toMatchObject({ status: "approved", points_granted: 1500, operator_note: "Great photos" });
    expect((await ledgerOf()).length).toBe(before + 1);
    const entries = await auditOf(request.id);
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role, e.detail])).toEqual([
      [
        "approved",
        "Clara Clerk",
        "clerk",
        { status: { from: "pending", to: "approved" }, points: 1500, note: "Great photos" },
      ],
    ]);
  });

  it("two approvals at once: one 200, one 409, and the points are granted once", async () => {
    const request = await pending();
    const before = (await ledgerOf()).length;
    const answers = await Promise.all([
      staff(clerk.token, "POST", `/${request.id}/approve`, {}),
      staff(shop.admin, "POST", `/${request.id}/approve`, {}),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf()).length).toBe(before + 1);
    expect((await auditOf(request.id)).map((e) => e.action)).toEqual(["approved"]);
  });

  it("a clerk refuses with a reason (required: 400 naming it); the member sees the reason; no points", async () => {
    const request = await pending();
    const missing = await failure(await staff(clerk.token, "POST", `/${request.id}/reject`, {}), 400);
    expect(missing.field).toBe("note");
    expect(missing.message).toContain(SOCIAL_REVIEW_MESSAGES.noteRequired);
    const before = (await ledgerOf()).length;
    const refused = await dataOf<SocialReviewRequest>(
      await staff(clerk.token, "POST", `/${request.id}/reject`, { note: "The post is private." }),
    );
    expect(refused).toMatchObject({ status: "rejected", points_granted: 0, operator_note: "The post is private." });
    expect((await ledgerOf()).length).toBe(before);
    const mine = await dataOf<SocialReviewRequest>(
      await as(shop, alice.token, "GET", `/api/v1/social-reviews/${request.id}`),
    );
    expect(mine.operator_note).toBe("The post is private.");
    expect((await auditOf(request.id)).map((e) => [e.action, e.detail])).toEqual([
      ["rejected", { status: { from: "pending", to: "rejected" }, reason: "The post is private." }],
    ]);
    expect((await staff(clerk.token, "POST", `/${request.id}/approve`, {})).status).toBe(409);
    expect((await staff(clerk.token, "POST", "/999999/approve", {})).status).toBe(404);
  });
});
