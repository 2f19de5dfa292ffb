import { AuditListResponseSchema } from "@contracts/audit";
import {
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  ProductReviewsResponseSchema,
  RatingSummaryResponseSchema,
  REVIEW_MESSAGES,
  ReviewListResponseSchema,
} from "@contracts/reviews";
import { beforeAll, describe, expect, it } from "vitest";
import { consoleStaff } from "../../../platform/test/account-fixtures";
import { body, call } from "../../../platform/test/auth-fixtures";
import {
  as,
  dataOf,
  failure,
  type TestProduct,
  tripOf,
  writeReview,
} from "../../../platform/test/community-review-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, insertProduct, type Member } from "../../../platform/test/reservation-fixtures";

const shop = await forTheFile(createShop());
const { clerk, viewer } = await consoleStaff(shop);
let alice: Member;
let bob: Member;
let product: TestProduct;
let other: TestProduct;
let aliceReview: number;
let bobReview: number;

beforeAll(async () => {
  [alice, bob] = await Promise.all([shop.member("alice"), shop.member("bob")]);
  product = await insertProduct(shop.db.db, shop.clock.now(), { name: "Palace Night Walk" });
  other = await insertProduct(shop.db.db, shop.clock.now(), { name: "Harbour Cruise" });
  aliceReview = (
    await writeReview(shop, alice, product, await tripOf(shop, alice, product), {
      rating: 1,
      title: "Rude words here",
      content: "Something an operator will hide from the page.",
    })
  ).id;
  bobReview = (await writeReview(shop, bob, product, await tripOf(shop, bob, product), { rating: 5 })).id;
  await writeReview(shop, bob, other, await tripOf(shop, bob, other), { rating: 4 });
});

const staff = (token: string | undefined, method: string, path: string, payload?: unknown) =>
  call(shop.app, method, path, { token, body: payload, area: token === alice.token ? undefined : "admin" });
const list = async (token: string, query = "") =>
  AdminReviewListResponseSchema.parse(await body(await staff(token, "GET", `/api/v1/admin/reviews${query}`)));
const summary = async () =>
  RatingSummaryResponseSchema.parse(
    await body(await call(shop.app, "GET", `/api/v1/products/${product.productId}/reviews/summary`)),
  ).data;
const productPage = async () =>
  ProductReviewsResponseSchema.parse(
    await body(await call(shop.app, "GET", `/api/v1/products/${product.productId}/reviews`)),
  );
const auditOf = async (id: number) =>
  AuditListResponseSchema.parse(
    await body(await staff(viewer.token, "GET", `/api/v1/admin/audit?subject=review&subject_id=${id}`)),
  ).data;

describe("GET /api/v1/admin/reviews", () => {
  it("lists every review for every console role, with filters on product, stars, hidden and words", async () => {
    const all = await list(viewer.token);
    expect(all.meta.total).toBe(3);
    expect(all.data[0]).toMatchObject({ hidden: false, hidden_reason: "", hidden_at: null });
    expect(all.data.find((r) => r.id === aliceReview)?.member_email).toBe(alice.email);
    expect((await list(clerk.token, `?product_id=${product.productId}`)).data.map((r) => r.id).sort()).toEqual(
      [aliceReview, bobReview].sort(),
    );
    expect((await list(shop.admin, "?rating=1")).data.map((r) => r.id)).toEqual([aliceReview]);
    expect((await list(viewer.token, "?q=rude")).data.map((r) => r.id)).toEqual([aliceReview]);
    expect((await list(viewer.token, `?q=${encodeURIComponent(bob.email)}`)).meta.total).toBe(2);
    expect((await list(viewer.token, "?hidden=hidden")).meta.total).toBe(0);
    expect((await list(viewer.token, "?per_page=1&page=2")).data).toHaveLength(1);
  });

  it("names a bad filter's field; refuses member tokens and guests (401)", async () => {
    const bad = await staff(viewer.token, "GET", "/api/v1/admin/reviews?rating=9");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await body(bad))).toContain("rating");
    expect((await staff(alice.token, "GET", "/api/v1/admin/reviews")).status).toBe(401);
    expect((await call(shop.app, "GET", "/api/v1/admin/reviews")).status).toBe(401);
  });
});

describe("POST /api/v1/admin/reviews/{id}/hide and /unhide", () => {
  it("refuses viewers (403), members and guests (401); a reason is required (400 naming it); 404 for none", async () => {
    const hide = `/api/v1/admin/reviews/${aliceReview}/hide`;
    expect((await staff(viewer.token, "POST", hide, { reason: "x" })).status).toBe(403);
    expect((await staff(viewer.token, "POST", `/api/v1/admin/reviews/${aliceReview}/unhide`)).status).toBe(403);
    expect((await staff(alice.token, "POST", hide, { reason: "x" })).status).toBe(401);
    expect((await call(shop.app, "POST", hide, { body: { reason: "x" } })).status).toBe(401);
    const missing = await failure(await staff(clerk.token, "POST", hide, { reason: "  " }), 400);
    expect(missing.field).toBe("reason");
    expect(missing.message).toContain(REVIEW_MESSAGES.reasonRequired);
    const none = await failure(await staff(clerk.token, "POST", hide, {}), 400);
    expect(none.field).toBe("reason");
    await failure(await staff(clerk.token, "POST", "/api/v1/admin/reviews/999999/hide", { reason: "x" }), 404);
    expect((await list(viewer.token, "?hidden=hidden")).meta.total).toBe(0);
  });

  it("a clerk hides a review: off the product's page and averages; its author sees it hidden with the reason", async () => {
    expect(await summary()).toMatchObject({ count: 2, average: 3 });
    const res = await staff(clerk.token, "POST", `/api/v1/admin/reviews/${aliceReview}/hide`, {
      reason: "Insulting language",
    });
    const hidden = AdminReviewResponseSchema.parse({ data: await dataOf(res), meta: {} }).data;
    expect(hidden).toMatchObject({ id: aliceReview, hidden: true, hidden_reason: "Insulting language" });
    expect(hidden.hidden_at).not.toBeNull();

    expect(await summary()).toMatchObject({ count: 1, average: 5, distribution: [0, 0, 0, 0, 1] });
    const page = await productPage();
    expect(page.data.map((r) => r.id)).toEqual([bobReview]);
    expect(page.meta.summary.count).toBe(1);

    const mine = ReviewListResponseSchema.parse(
      await body(await as(shop, alice.token, "GET", "/api/v1/reviews/mine")),
    ).data;
    expect(mine.find((r) => r.id === aliceReview)).toMatchObject({
      hidden: true,
      hidden_reason: "Insulting language",
    });
    // nobody votes for a hidden review
    await failure(await as(shop, bob.token, "POST", `/api/v1/reviews/${aliceReview}/helpful`), 404);

    expect((await list(viewer.token, "?hidden=hidden")).data.map((r) => r.id)).toEqual([aliceReview]);
    expect((await list(viewer.token, "?hidden=shown")).meta.total).toBe(2);
    const again = await failure(
      await staff(clerk.token, "POST", `/api/v1/admin/reviews/${aliceReview}/hide`, { reason: "twice" }),
      409,
    );
    expect(again.code).toBe("REVIEW_ALREADY_HIDDEN");

    const entries = await auditOf(aliceReview);
    expect(entries.map((e) => [e.action, e.actor.name, e.actor.role, e.detail])).toEqual([
      ["hidden", "Clara Clerk", "clerk", { reason: "Insulting language" }],
    ]);
  });

  it("unhiding brings it back to the page and the averages; a shown review is 409", async () => {
    const res = await staff(shop.admin, "POST", `/api/v1/admin/reviews/${aliceReview}/unhide`);
    expect(await dataOf(res)).toMatchObject({ hidden: false, hidden_reason: "", hidden_at: null });
    expect(await summary()).toMatchObject({ count: 2, average: 3 });
    const shown = await failure(await staff(clerk.token, "POST", `/api/v1/admin/reviews/${bobReview}/unhide`), 409);
    expect(shown.code).toBe("REVIEW_NOT_HIDDEN");
    const entries = await auditOf(aliceReview);
    expect(entries.map((e) => [e.action, e.actor.role])).toEqual([
      ["hidden", "clerk"],
      ["unhidden", "operator"],
    ]);
    expect(entries[1]?.detail).toEqual({ reason: { from: "Insulting language", to: "" } });
  });

  it("two clerks hiding at once: one 200, one 409, one audit entry", async () => {
    const [a, b] = await Promise.all([
      staff(clerk.token, "POST", `/api/v1/admin/reviews/${bobReview}/hide`, { reason: "Spam" }),
      staff(shop.admin, "POST", `/api/v1/admin/reviews/${bobReview}/hide`, { reason: "Spam" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await auditOf(bobReview)).filter((e) => e.action === "hidden")).toHaveLength(1);
  });
});
