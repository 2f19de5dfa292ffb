import { PointsTotalResponseSchema } from "@contracts/members";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import {
  SOCIAL_REVIEW_MESSAGES,
  SOCIAL_REVIEW_POINTS,
  SocialReviewListResponseSchema,
  SocialReviewResponseSchema,
  type SocialReviewRequest,
} from "@contracts/social-reviews";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pointLedger } from "../../members/tables";
import { body } from "../../../platform/test/auth-fixtures";
import { as, dataOf, failure, type TestProduct, tripOf } from "../../../platform/test/community-review-fixtures";
import { createShop, insertProduct, type Member } from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());
let alice: Member;
let bob: Member;
let product: TestProduct;

beforeAll(async () => {
  [alice, bob] = await Promise.all([shop.member("alice"), shop.member("bob")]);
  product = await insertProduct(shop.db.db, shop.clock.now(), { name: "Coastal Walk" });
});

let links = 0;
const link = (host = "www.instagram.com") => `https://${host}/p/review-${(links += 1)}`;

async function send(member: Member, reservationId: number, url = link()): Promise<SocialReviewRequest> {
  const res = await post(member.token, { reservation_id: reservationId, url });
  return SocialReviewResponseSchema.parse({ data: await dataOf(res, 201), meta: {} }).data;
}

const post = (token: string | undefined, payload: unknown) =>
  as(shop, token, "POST", "/api/v1/social-reviews", payload);
const admin = (method: string, path: string, payload?: unknown) =>
  as(shop, shop.admin, method, `/api/v1/admin/social-reviews${path}`, payload);

async function pointsTotal(member: Member): Promise<number> {
  const res = await as(shop, member.token, "GET", "/api/v1/members/points/total");
  return PointsTotalResponseSchema.parse(await body(res)).data.total;
}

describe("POST /api/v1/social-reviews", () => {
  it("sends a link for a completed booking: pending, editable, platform read from the address", async () => {
    const trip = await tripOf(shop, alice, product);
    const sent = await send(alice, trip, "https://m.blog.naver.com/alice/223344");
    expect(sent).toMatchObject({
      reservation_id: trip,
      product_name: "Coastal Walk",
      platform: "blog",
      url: "https://m.blog.naver.com/alice/223344",
      status: "pending",
      operator_note: "",
      points_granted: 0,
      can_edit: true,
      reviewed_at: null,
    });
    expect(sent.reservation_number).toMatch(/^R\d{6}-/);
    const platforms = await Promise.all(
      ["youtu.be", "www.tiktok.com", "x.com", "example.com"].map(
        async (host) => (await send(alice, trip, link(host))).platform,
      ),
    );
    expect(platforms).toEqual(["youtube", "tiktok", "x", "other"]);
  });

  it("another member's booking is 404; a trip not completed is 409; the same link twice for one booking is 409", async () => {
    const trip = await tripOf(shop, alice, product);
    const stranger = await failure(await post(bob.token, { reservation_id: trip, url: link() }), 404);
    expect(stranger).toEqual({
      code: "RESERVATION_NOT_FOUND",
      message: RESERVATION_MESSAGES.reservationNotFound,
      field: "reservation_id",
    });
    for (const options of [{ daysAgo: 0 }, { status: "pending" as const }, { status: "cancelled" as const }]) {
      const early = await tripOf(shop, alice, product, options);
      const error = await failure(await post(alice.token, { reservation_id: early, url: link() }), 409);
      expect(error).toEqual({
        code: "SOCIAL_REVIEW_NOT_COMPLETED",
        message: SOCIAL_REVIEW_MESSAGES.notCompleted,
        field: "reservation_id",
      });
    }
    const url = link();
    await send(alice, trip, url);
    const twice = await failure(await post(alice.token, { reservation_id: trip, url: ` ${url} ` }), 409);
    expect(twice).toEqual({ code: "SOCIAL_REVIEW_DUPLICATE", message: SOCIAL_REVIEW_MESSAGES.duplicate, field: "url" });
    // the same post may be sent for another of the member's trips
    expect((await send(alice, await tripOf(shop, alice, product), url)).url).toBe(url);
  });

  it("checks the booking and the address with the contract's messages; needs a member", async () => {
    const trip = await tripOf(shop, alice, product);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: link() }, "reservation_id", SOCIAL_REVIEW_MESSAGES.bookingRequired],
      [{ reservation_id: 0, url: link() }, "reservation_id", SOCIAL_REVIEW_MESSAGES.bookingRequired],
      [{ reservation_id: trip }, "url", SOCIAL_REVIEW_MESSAGES.urlRequired],
      [{ reservation_id: trip, url: "   " }, "url", SOCIAL_REVIEW_MESSAGES.urlRequired],
      [{ reservation_id: trip, url: "http://www.instagram.com/p/1" }, "url", SOCIAL_REVIEW_MESSAGES.urlInvalid],
      [{ reservation_id: trip, url: "instagram.com/p/1" }, "url", SOCIAL_REVIEW_MESSAGES.urlInvalid],
      [{ reservation_id: trip, url: "https://localhost/p/1" }, "url", SOCIAL_REVIEW_MESSAGES.urlInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const error = await failure(await post(alice.token, payload), 400);
      expect(error, JSON.stringify(payload)).toMatchObject({ field });
      expect(error.issues?.[0]?.message).toBe(message);
    }
    const payload = { reservation_id: trip, url: link() };
    expect((await post(undefined, payload)).status).toBe(401);
    expect((await post(shop.admin, payload)).status).toBe(401);
  });
});

describe("the member's requests", () => {
  it("lists only their own, newest first; another member's request is 404 to read and to change", async () => {
    const carol = await shop.member("carol");
    const trip = await tripOf(shop, carol, product);
    const first = await send(carol, trip);
    shop.clock.advance(60);
    const second = await send(carol, trip);
    const list = SocialReviewListResponseSchema.parse(
      await body(await as(shop, carol.token, "GET", "/api/v1/social-reviews?per_page=1")),
    );
    expect(list.data.map((row) => row.id)).toEqual([second.id]);
    expect(list.meta).toEqual({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    const bobs = SocialReviewListResponseSchema.parse(
      await body(await as(shop, bob.token, "GET", "/api/v1/social-reviews")),
    );
    expect(bobs.data.some((row) => row.id === first.id || row.id === second.id)).toBe(false);

    const notFound = { code: "SOCIAL_REVIEW_NOT_FOUND", message: SOCIAL_REVIEW_MESSAGES.notFound };
    expect(await failure(await as(shop, bob.token, "GET", `/api/v1/social-reviews/${first.id}`), 404)).toEqual(
      notFound,
    );
    expect(
      await failure(await as(shop, bob.token, "PUT", `/api/v1/social-reviews/${first.id}`, { url: link() }), 404),
    ).toEqual(notFound);
    const own = await dataOf<SocialReviewRequest>(
      await as(shop, carol.token, "GET", `/api/v1/social-reviews/${first.id}?lang=ko`),
    );
    expect(own).toMatchObject({
      id: first.id,
      url: first.url,
      product_name: expect.stringMatching(/^테스트 투어/) as unknown,
    });
    expect((await as(shop, carol.token, "GET", "/api/v1/social-reviews/999999")).status).toBe(404);
    expect((await as(shop, undefined, "GET", "/api/v1/social-reviews")).status).toBe(401);
  });

  it("changes the link while pending (platform follows); a duplicate is 409; after a decision it is 409 notPending", async () => {
    const trip = await tripOf(shop, alice, product);
    const request = await send(alice, trip, link("www.instagram.com"));
    const taken = await send(alice, trip, link("www.facebook.com"));
    const changed = await dataOf<SocialReviewRequest>(
      await as(shop, alice.token, "PUT", `/api/v1/social-reviews/${request.id}`, { url: "https://youtu.be/abc123" }),
    );
    expect(changed).toMatchObject({
      id: request.id,
      url: "https://youtu.be/abc123",
      platform: "youtube",
      status: "pending",
    });
    const duplicate = await failure(
      await as(shop, alice.token, "PUT", `/api/v1/social-reviews/${request.id}`, { url: taken.url }),
      409,
    );
    expect(duplicate).toMatchObject({ code: "SOCIAL_REVIEW_DUPLICATE", field: "url" });
    const invalid = await failure(
      await as(shop, alice.token, "PUT", `/api/v1/social-reviews/${request.id}`, { url: "nope" }),
      400,
    );
    expect(invalid).toMatchObject({ field: "url" });

    await dataOf(await admin("POST", `/${request.id}/reject`, { note: "The post is private." }));
    const late = await failure(
      await as(shop, alice.token, "PUT", `/api/v1/social-reviews/${request.id}`, { url: link() }),
      409,
    );
    expect(late).toEqual({ code: "SOCIAL_REVIEW_NOT_PENDING", message: SOCIAL_REVIEW_MESSAGES.notPending });
    const after = await dataOf<SocialReviewRequest>(
      await as(shop, alice.token, "GET", `/api/v1/social-reviews/${request.id}`),
    );
    expect(after).toMatchObject({ url: "https://youtu.be/abc123", status: "rejected", can_edit: false });
  });
});

describe("operators", () => {
  it("list requests by status (pending by default) and need an admin token", async () => {
    const dana = await shop.member("dana");
    const trip = await tripOf(shop, dana, product);
    const waiting = await send(dana, trip);
    const decided = await send(dana, trip);
    await dataOf(await admin("POST", `/${decided.id}/approve`, {}));
    const ids = async (query: string) =>
      SocialReviewListResponseSchema.parse(await body(await admin("GET", `${query}`))).data.map((row) => row.id);
    const pending = await ids("?per_page=50");
    expect(pending).toContain(waiting.id);
    expect(pending).not.toContain(decided.id);
    expect(await ids("?status=approved&per_page=50")).toContain(decided.id);
    const all = await ids("?status=all&per_page=50");
    expect(all).toEqual(expect.arrayContaining([waiting.id, decided.id]));
    expect(all.indexOf(decided.id)).toBeLessThan(all.indexOf(waiting.id));
    expect((await admin("GET", "?status=done")).status).toBe(400);
    expect((await as(shop, dana.token, "GET", "/api/v1/admin/social-reviews")).status).toBe(401);
    expect((await as(shop, undefined, "GET", "/api/v1/admin/social-reviews")).status).toBe(401);
    expect((await as(shop, dana.token, "POST", `/api/v1/admin/social-reviews/${waiting.id}/approve`, {})).status).toBe(
      401,
    );
    expect(
      (await as(shop, dana.token, "POST", `/api/v1/admin/social-reviews/${waiting.id}/reject`, { note: "x" })).status,
    ).toBe(401);
  });

  it("approve grants 1,000 points by default in the ledger (valid a year); the member's total goes up", async () => {
    const erin = await shop.member("erin");
    const trip = await tripOf(shop, erin, product);
    const request = await send(erin, trip);
    const before = await pointsTotal(erin);
    const approved = await dataOf<SocialReviewRequest>(await admin("POST", `/${request.id}/approve`));
    expect(approved).toMatchObject({
      id: request.id,
      status: "approved",
      points_granted: SOCIAL_REVIEW_POINTS,
      operator_note: "",
      can_edit: false,
    });
    expect(approved.reviewed_at).not.toBeNull();
    expect(await pointsTotal(erin)).toBe(before + SOCIAL_REVIEW_POINTS);
    const rows = await shop.db.db.select().from(pointLedger).where(eq(pointLedger.accountId, erin.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "earn", amount: SOCIAL_REVIEW_POINTS, reason: "social_review" });
    const days = ((rows[0]?.expiresAt?.getTime() ?? 0) - shop.clock.now().getTime()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);

    const mine = await dataOf<SocialReviewRequest>(
      await as(shop, erin.token, "GET", `/api/v1/social-reviews/${request.id}`),
    );
    expect(mine).toMatchObject({ status: "approved", points_granted: SOCIAL_REVIEW_POINTS });

    const again = await failure(await admin("POST", `/${request.id}/approve`, {}), 409);
    expect(again).toEqual({ code: "SOCIAL_REVIEW_NOT_PENDING", message: SOCIAL_REVIEW_MESSAGES.notPending });
    expect((await admin("POST", `/${request.id}/reject`, { note: "Changed my mind" })).status).toBe(409);
    expect(await pointsTotal(erin)).toBe(before + SOCIAL_REVIEW_POINTS);
  });

  it("approve with other points and a note; zero points grants nothing; 404 and 400 for bad calls", async () => {
    const fay = await shop.member("fay");
    const trip = await tripOf(shop, fay, product);
    const generous = await send(fay, trip);
    const plain = await send(fay, trip);
    const approved = await dataOf<SocialReviewRequest>(
      await admin("POST", `/${generous.id}/approve`, { points: 2500, note: "Lovely video, thank you!" }),
    );
    expect(approved).toMatchObject({ points_granted: 2500, operator_note: "Lovely video, thank you!" });
    const none = await dataOf<SocialReviewRequest>(await admin("POST", `/${plain.id}/approve`, { points: 0 }));
    expect(none).toMatchObject({ status: "approved", points_granted: 0 });
    expect(await pointsTotal(fay)).toBe(2500);
    expect((await admin("POST", `/${plain.id}/approve`, { points: -5 })).status).toBe(400);
    expect((await admin("POST", "/999999/approve", {})).status).toBe(404);
    expect((await admin("POST", "/999999/reject", { note: "x" })).status).toBe(404);
  });

  it("reject needs a reason, grants nothing, and happens once", async () => {
    const gus = await shop.member("gus");
    const request = await send(gus, await tripOf(shop, gus, product));
    for (const payload of [{}, { note: "   " }]) {
      const error = await failure(await admin("POST", `/${request.id}/reject`, payload), 400);
      expect(error).toMatchObject({ field: "note" });
      expect(error.issues?.[0]?.message).toBe(SOCIAL_REVIEW_MESSAGES.noteRequired);
    }
    const rejected = await dataOf<SocialReviewRequest>(
      await admin("POST", `/${request.id}/reject`, { note: "We could not open the post." }),
    );
    expect(rejected).toMatchObject({
      status: "rejected",
      operator_note: "We could not open the post.",
      points_granted: 0,
    });
    expect((await admin("POST", `/${request.id}/reject`, { note: "again" })).status).toBe(409);
    expect((await admin("POST", `/${request.id}/approve`, {})).status).toBe(409);
    expect(await pointsTotal(gus)).toBe(0);
  });

  it("two approvals at once: one wins, the other is 409, and the points are granted once", async () => {
    const hal = await shop.member("hal");
    const request = await send(hal, await tripOf(shop, hal, product));
    const answers = await Promise.all([
      admin("POST", `/${request.id}/approve`, {}),
      admin("POST", `/${request.id}/approve`, { points: 500 }),
      admin("POST", `/${request.id}/reject`, { note: "Not a review" }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const earned = await shop.db.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.accountId, hal.id), eq(pointLedger.reason, "social_review")));
    const winner = await dataOf<SocialReviewRequest>(
      await as(shop, hal.token, "GET", `/api/v1/social-reviews/${request.id}`),
    );
    expect(earned.reduce((sum, row) => sum + row.amount, 0)).toBe(winner.points_granted);
    expect(earned.length).toBe(winner.points_granted > 0 ? 1 : 0);
  });
});
