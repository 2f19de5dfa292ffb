import { randomUUID } from "node:crypto";
import { type PromotionLink, PromotionListResponseSchema } from "@contracts/promotions";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../../reservations/tables";
import { recordAttribution } from "../promotions";
import { promotionAttributions } from "../tables";
import { accountOf, type TestAccount } from "../../../platform/test/account-fixtures";
import { body, call, type CallOptions, requestCode, signupBody } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, insertProduct, type Member, reservationBody } from "../../../platform/test/reservation-fixtures";

/** Issue 26 (ADR 0034): a promotion link's visit is remembered, and the sign-ups and bookings it brought counted. */

const shop = await forTheFile(createShop());
let viewer: TestAccount;
let product: Awaited<ReturnType<typeof insertProduct>>;

const ADMIN_PATH = "/api/v1/admin/promotions";
const MONTH = 30 * 24 * 60 * 60;

beforeAll(async () => {
  viewer = await accountOf(shop, "admin", { role: "viewer", name: "Vera Viewer" });
  // USD 50.00 a group (stored in cents)
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 100, price: 5000 }] });
});

let codes = 0;
/** A working link of this test's own, so its figures start at zero. */
async function newLink(prefix: string): Promise<string> {
  codes += 1;
  const code = `${prefix}_${process.pid}_${codes}`;
  const res = await call(shop.app, "POST", ADMIN_PATH, {
    token: shop.admin,
    area: "admin",
    body: { code, target_path: "/main" },
  });
  expect(res.status).toBe(201);
  return code;
}

const cookieOf = (code: string) => ({ cookie: `promotion_code=${code}` });

async function linkOf(code: string, token = viewer.token): Promise<PromotionLink> {
  const res = await call(shop.app, "GET", ADMIN_PATH, { token, area: "admin" });
  expect(res.status).toBe(200);
  const link = PromotionListResponseSchema.parse(await body(res)).data.find((each) => each.code === code);
  if (!link) throw new Error(`no link ${code}`);
  return link;
}

let signups = 0;
/** A verified sign-up (member area unless said), answering the response. */
async function signUp(options: Pick<CallOptions, "headers"> & { area?: "member" | "travel" } = {}) {
  signups += 1;
  const email = `attributed-${process.pid}-${signups}@shop.test`;
  const code = await requestCode(shop.app, shop.db.db, email, options.area);
  return call(shop.app, "POST", "/api/v1/auth/signup", {
    body: signupBody(email, code),
    area: options.area,
    headers: options.headers,
  });
}

/** The server's own machine: the local social sign-in stand-in serves it (see social.test.ts). */
const LOOPBACK = { incoming: { socket: { remoteAddress: "127.0.0.1", localPort: 80 } } };

/** A new person's proof from the local social sign-in, as the browser brings it back. */
async function socialProof(name: string, email: string) {
  const redirect = "http://localhost/oauth-naver";
  const authorize = await shop.app.request(
    `/api/v1/auth/social/authorize?social_type=naver&redirect_uri=${encodeURIComponent(redirect)}`,
    {},
    LOOPBACK,
  );
  const { data } = await body<{ data: { url: string; state: string } }>(authorize);
  const url = new URL(data.url);
  const form = new URLSearchParams({
    redirect_uri: url.searchParams.get("redirect_uri") ?? "",
    state: url.searchParams.get("state") ?? "",
    identity: "custom",
    name,
    email,
  });
  const page = await shop.app.request(
    url.pathname,
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() },
    LOOPBACK,
  );
  const back = new URL(page.headers.get("location") ?? "");
  const exchange = await call(shop.app, "POST", "/api/v1/auth/social/exchange", {
    body: { social_type: "naver", code: back.searchParams.get("code"), state: data.state, redirect_uri: redirect },
    env: LOOPBACK,
  });
  expect(exchange.status).toBe(200);
  const identity = (await body<{ data: { social_id: string; social_token: string } }>(exchange)).data;
  return { social_type: "naver", social_id: identity.social_id, social_token: identity.social_token };
}

const bookWith = (member: Member, headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  call(shop.app, "POST", "/api/v1/reservations", {
    token: member.token,
    body: reservationBody(shop.clock.now(), product, overrides),
    headers,
  });

const attributionsOf = (code: string) =>
  shop.db.db.select().from(promotionAttributions).where(eq(promotionAttributions.code, code));

describe("a promotion link's visit", () => {
  it("remembers a working code in a first-party cookie: HttpOnly, Lax, the whole site, 30 days", async () => {
    const code = await newLink("COOKIE");
    const res = await shop.app.request(`/redirect?code=${code}`);
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`promotion_code=${code}`);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain(`Max-Age=${MONTH}`);
    // plain http (a local run): a Secure cookie would not be sent back
    expect(cookie).not.toContain("Secure");

    const secure = await shop.app.request(`https://shop.example/redirect?code=${code}`);
    expect(secure.headers.get("set-cookie")).toContain("Secure");
  });

  it("sets it through POST /promotions/visit too, and the newest link wins", async () => {
    const first = await newLink("FIRST");
    const second = await newLink("SECOND");
    for (const code of [first, second]) {
      const res = await call(shop.app, "POST", "/api/v1/promotions/visit", { body: { code } });
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toContain(`promotion_code=${code};`);
    }
    // the browser keeps the last one set: a sign-up now is the second link's
    const res = await signUp({ headers: cookieOf(second) });
    expect(res.status).toBe(201);
    expect((await linkOf(second)).signups).toBe(1);
    expect((await linkOf(first)).signups).toBe(0);
  });

  it("sets nothing for an unknown, switched-off or malformed code, nor for a HEAD request", async () => {
    const off = await newLink("OFF");
    await call(shop.app, "PUT", `${ADMIN_PATH}/${off}`, {
      token: shop.admin,
      area: "admin",
      body: { target_path: "/main", active: false },
    });
    for (const query of ["NOPE_NOT_A_CODE", off, "x", "%3Cscript%3E", ""]) {
      const res = await shop.app.request(`/redirect?code=${query}`);
      expect(res.headers.get("location")).toBe("/main");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const visit = await call(shop.app, "POST", "/api/v1/promotions/visit", { body: { code: "NOPE_NOT_A_CODE" } });
    expect(visit.headers.get("set-cookie")).toBeNull();
    const live = await newLink("HEAD");
    const head = await shop.app.request(`/redirect?code=${live}`, { method: "HEAD" });
    expect(head.headers.get("set-cookie")).toBeNull();
  });
});

describe("sign-ups and bookings with the cookie", () => {
  it("records a member's sign-up as the link's, once", async () => {
    const code = await newLink("SIGNUP");
    const res = await signUp({ headers: cookieOf(code) });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { userId: number } }>(res);
    expect(await attributionsOf(code)).toMatchObject([{ kind: "signup", subjectId: data.userId }]);
    expect(await linkOf(code)).toMatchObject({ signups: 1, bookings: 0, revenue: { usd: 0, krw: 0 } });
  });

  it("records a social sign-up as the link's too", async () => {
    const code = await newLink("SOCIAL");
    const email = `social-${process.pid}@shop.test`;
    const res = await call(shop.app, "POST", "/api/v1/auth/signup-social", {
      body: {
        ...(await socialProof("Social Person", email)),
        email,
        name: "Social Person",
        agree_terms: true,
        agree_privacy: true,
        agree_third_party: true,
        agree_age14: true,
      },
      headers: cookieOf(code),
      env: LOOPBACK,
    });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { userId: number } }>(res);
    expect(await attributionsOf(code)).toMatchObject([{ kind: "signup", subjectId: data.userId }]);
  });

  it("counts only the shop's member accounts, not another area's", async () => {
    const code = await newLink("AREA");
    expect((await signUp({ area: "travel", headers: cookieOf(code) })).status).toBe(201);
    expect((await linkOf(code)).signups).toBe(0);
  });

  it("records a booking as the link's; a repeated request is not counted twice", async () => {
    const code = await newLink("BOOK");
    const member = await shop.member("promo-booker");
    const requestId = randomUUID();
    const first = await bookWith(member, cookieOf(code), { request_id: requestId });
    expect(first.status).toBe(201);
    const again = await bookWith(member, cookieOf(code), { request_id: requestId });
    expect(again.status).toBe(200);
    const { data } = await body<{ data: { id: number } }>(first);
    expect(await attributionsOf(code)).toMatchObject([{ kind: "booking", subjectId: data.id }]);
    // a card order not yet paid is a booking, not revenue
    expect(await linkOf(code)).toMatchObject({ signups: 0, bookings: 1, revenue: { usd: 0, krw: 0 } });
  });

  it("keeps a subject's first link: a second record of it writes nothing", async () => {
    const first = await newLink("KEEP");
    const second = await newLink("MOVE");
    const subject = { kind: "booking" as const, subjectId: 900_000 + process.pid, now: shop.clock.now() };
    expect(await recordAttribution(shop.db.db, { ...subject, code: first })).toBe(true);
    expect(await recordAttribution(shop.db.db, { ...subject, code: second })).toBe(false);
    expect(await recordAttribution(shop.db.db, { ...subject, code: first })).toBe(false);
    expect(await recordAttribution(shop.db.db, { ...subject, subjectId: 1, code: "NO_SUCH_LINK" })).toBe(false);
    expect(await attributionsOf(first)).toHaveLength(1);
    expect(await attributionsOf(second)).toHaveLength(0);
  });

  it("ignores a junk or unknown cookie: the sign-up and the booking go through, nothing is recorded", async () => {
    const before = await shop.db.db.select().from(promotionAttributions);
    for (const cookie of [
      "promotion_code=NOT_A_LINK",
      "promotion_code=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "promotion_code=%E0%A4%A",
      `promotion_code=${"A".repeat(300)}`,
      "promotion_code=",
    ]) {
      expect((await signUp({ headers: { cookie } })).status).toBe(201);
      expect((await bookWith(await shop.member("promo-junk"), { cookie })).status).toBe(201);
    }
    expect(await shop.db.db.select().from(promotionAttributions)).toHaveLength(before.length);
  });
});

describe("the console's figures per link", () => {
  it("counts bookings not cancelled, and the paid ones' totals per currency", async () => {
    const code = await newLink("FIGURES");
    const statusOf = async (id: number, status: "confirmed" | "requested" | "cancelled" | "cancel_requested") =>
      shop.db.db.update(reservations).set({ status }).where(eq(reservations.id, id));
    const ordered = async (currency: "USD" | "KRW") => {
      const res = await bookWith(await shop.member("promo-figures"), cookieOf(code), { currency });
      expect(res.status).toBe(201);
      return (await body<{ data: { id: number; total: number } }>(res)).data;
    };
    const confirmedUsd = await ordered("USD");
    const paidUsd = await ordered("USD");
    const confirmedKrw = await ordered("KRW");
    const cancelled = await ordered("USD");
    const awaitingRefund = await ordered("KRW");
    await ordered("USD"); // pending: a booking, not yet revenue
    await statusOf(confirmedUsd.id, "confirmed");
    await statusOf(paidUsd.id, "requested");
    await statusOf(confirmedKrw.id, "confirmed");
    await statusOf(cancelled.id, "cancelled");
    await statusOf(awaitingRefund.id, "cancel_requested");
    await signUp({ headers: cookieOf(code) });

    const link = await linkOf(code);
    expect(link.signups).toBe(1);
    expect(link.bookings).toBe(5);
    expect(link.revenue.usd).toBeCloseTo(confirmedUsd.total + paidUsd.total, 2);
    expect(link.revenue.krw).toBe(confirmedKrw.total + awaitingRefund.total);
    expect(confirmedUsd.total).toBeGreaterThan(0);
    expect(confirmedKrw.total).toBeGreaterThan(0);

    // the single link a change answers carries the same figures
    const changed = await call(shop.app, "PUT", `${ADMIN_PATH}/${code}`, {
      token: shop.admin,
      area: "admin",
      body: { target_path: "/event", active: true },
    });
    expect(changed.status).toBe(200);
    expect((await body<{ data: PromotionLink }>(changed)).data).toMatchObject({
      signups: 1,
      bookings: 5,
      revenue: link.revenue,
    });
  });

  it("is read by every console role; a member token and a guest are refused", async () => {
    const code = await newLink("READERS");
    const clerk = await accountOf(shop, "admin", { role: "clerk" });
    for (const token of [viewer.token, clerk.token, shop.admin]) {
      expect(await linkOf(code, token)).toMatchObject({ signups: 0, bookings: 0 });
    }
    const member = await shop.member("promo-reader");
    expect((await call(shop.app, "GET", ADMIN_PATH, { token: member.token })).status).toBe(401);
    expect((await call(shop.app, "GET", ADMIN_PATH, { token: member.token, area: "admin" })).status).toBe(401);
    expect((await call(shop.app, "GET", ADMIN_PATH)).status).toBe(401);
  });
});
