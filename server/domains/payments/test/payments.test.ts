import {
  CheckoutResponseSchema,
  ConfirmPaymentResponseSchema,
  PAYMENT_CODES,
  PAYMENT_MESSAGES,
} from "@contracts/payments";
import { RESERVATION_MESSAGES, ReservationResponseSchema } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../tables";
import { reservations } from "../../reservations/tables";
import { type PaymentProvider, PaymentProviderError } from "../providers/payment-provider";
import { body, call, errorOf } from "../../../platform/test/auth-fixtures";
import {
  book,
  createShop,
  insertProduct,
  membersAndProduct,
  type Member,
  reservationBody,
  type ReservationData,
  type Shop,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const shop = await forTheFile(createShop());
const { alice, bob, product } = await membersAndProduct(shop, [{ capacity: 1000, price: 5995 }]);

const now = () => shop.clock.now();
const post = (member: Member, path: string, payload?: unknown) =>
  call(shop.app, "POST", path, { token: member.token, body: payload });

/** Opens the local page, presses a button and answers where it sends the browser. */
async function pressLocal(orderId: string, action: "pay" | "decline"): Promise<URL> {
  const form = new URLSearchParams({ order_id: orderId, action });
  const res = await shop.app.request("/pay/local", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "");
}

async function paidKey(order: ReservationData): Promise<string> {
  const target = await pressLocal(order.order_id, "pay");
  return target.searchParams.get("paymentKey") ?? "";
}

const confirmBody = (order: ReservationData, paymentKey: string, amount = order.total) => ({
  paymentKey,
  orderId: order.order_id,
  amount,
});

async function paymentRows(reservationId: number) {
  return shop.db.db.select().from(payments).where(eq(payments.reservationId, reservationId));
}

async function statusOf(reservationId: number) {
  const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, reservationId));
  return row?.status;
}

describe("POST /api/v1/payments/checkout", () => {
  it("gives the local page for an unpaid card order when Toss is not keyed", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const res = await post(alice, "/api/v1/payments/checkout", { reservation_id: order.id });
    expect(res.status).toBe(200);
    const { data } = CheckoutResponseSchema.parse(await body(res));
    expect(data).toEqual({
      provider: "local",
      method: "card",
      order_id: order.order_id,
      order_name: expect.stringMatching(/^Test Tour/) as unknown,
      amount: 59.95,
      currency: "USD",
      customer_key: `member_${alice.id}`,
      client_key: null,
      redirect_url: `/pay/local?order_id=${order.order_id}`,
      success_url: "http://localhost/tossSuccess",
      fail_url: "http://localhost/tossFail",
    });
  });

  it("another member's order is 404; a bank transfer or cancelled order is 409", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const other = await post(bob, "/api/v1/payments/checkout", { reservation_id: order.id });
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toEqual({
      code: PAYMENT_CODES.orderNotFound,
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    const bank = await book(
      shop,
      alice,
      reservationBody(now(), product, {
        payment_method: "bank_transfer",
        bank: "kb",
        account_holder: "Kim",
        departure_date: transferDeparture(now()),
      }),
    );
    expect((await post(alice, "/api/v1/payments/checkout", { reservation_id: bank.id })).status).toBe(409);
    await post(alice, `/api/v1/reservations/${order.id}/cancel`, {});
    const cancelled = await post(alice, "/api/v1/payments/checkout", { reservation_id: order.id });
    expect(cancelled.status).toBe(409);
    expect(await errorOf(cancelled)).toMatchObject({ code: PAYMENT_CODES.notPayable });
    expect((await post(alice, "/api/v1/payments/checkout", { reservation_id: "x" })).status).toBe(400);
    expect(
      (await call(shop.app, "POST", "/api/v1/payments/checkout", { body: { reservation_id: order.id } })).status,
    ).toBe(401);
  });
});

describe("the local payment page", () => {
  it("shows the order and the formatted amount with Pay and Decline, in English and Korean", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const en = await shop.app.request(`/pay/local?order_id=${order.order_id}`);
    expect(en.status).toBe(200);
    expect(en.headers.get("content-type")).toMatch(/text\/html/);
    const html = await en.text();
    expect(html).toContain("$59.95");
    expect(html).toMatch(/Test Tour/);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="decline"');
    expect(html).not.toContain("<script");
    const ko = await shop.app.request(`/pay/local?order_id=${order.order_id}`, {
      headers: { "accept-language": "ko-KR,ko;q=0.9" },
    });
    const koHtml = await ko.text();
    expect(koHtml).toContain('lang="ko"');
    expect(koHtml).toContain("결제하기");
    expect(koHtml).toContain("테스트 투어");
    expect((await shop.app.request("/pay/local?order_id=ORD-nope")).status).toBe(404);
  });

  it("Pay goes to /tossSuccess with a signed key; Decline to /tossFail with PAY_PROCESS_CANCELED", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const success = await pressLocal(order.order_id, "pay");
    expect(success.pathname).toBe("/tossSuccess");
    expect(success.searchParams.get("orderId")).toBe(order.order_id);
    expect(success.searchParams.get("amount")).toBe("59.95");
    expect(success.searchParams.get("paymentKey")).toMatch(/^local_/);
    const fail = await pressLocal(order.order_id, "decline");
    expect(fail.pathname).toBe("/tossFail");
    expect(fail.searchParams.get("code")).toBe("PAY_PROCESS_CANCELED");
    expect(fail.searchParams.get("message")).toBeTruthy();
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("is not served when Toss and PayPal are both keyed", async () => {
    const fake: PaymentProvider = {
      kind: "toss",
      publicKey: "x",
      confirm: () => Promise.resolve({ approvedAt: new Date(), raw: {} }),
      refund: () => Promise.resolve({ refundedAt: new Date(), raw: {} }),
    };
    const keyed = await createShop({ payments: { toss: fake, paypal: { ...fake, kind: "paypal" } } });
    try {
      expect((await keyed.app.request("/pay/local?order_id=ORD-x")).status).toBe(404);
    } finally {
      await keyed.db.close();
    }
  });
});

describe("POST /api/v1/payments/confirm", () => {
  it("confirms a local payment: requested (shown Confirmed), one payment, and the same answer on a retry", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const key = await paidKey(order);
    const first = await post(alice, "/api/v1/payments/confirm", confirmBody(order, key));
    expect(first.status).toBe(200);
    const answer = ConfirmPaymentResponseSchema.parse(await body(first));
    expect(answer.data).toMatchObject({
      ok: true,
      code: PAYMENT_CODES.confirmed,
      message: PAYMENT_MESSAGES.confirmed,
      reservation_id: order.id,
      payment: { provider: "local", method: "card", amount: 59.95, currency: "USD" },
    });
    const again = await post(alice, "/api/v1/payments/confirm", confirmBody(order, key));
    expect(again.status).toBe(200);
    expect(await body(again)).toEqual(answer);
    expect(await paymentRows(order.id)).toHaveLength(1);
    const read = ReservationResponseSchema.parse(
      await body(await call(shop.app, "GET", `/api/v1/reservations/${order.id}`, { token: alice.token })),
    );
    expect(read.data).toMatchObject({ status: "requested", status_group: "confirmed" });
    expect(read.data.paid_at).not.toBeNull();
    // A different key for the paid order is refused and charges nothing.
    const otherKey = await post(alice, "/api/v1/payments/confirm", confirmBody(order, "local_another"));
    expect(otherKey.status).toBe(409);
    expect(await errorOf(otherKey)).toEqual({ code: PAYMENT_CODES.notPayable, message: PAYMENT_MESSAGES.notPayable });
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it("a wrong amount is 400 AMOUNT_MISMATCH and changes nothing", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const key = await paidKey(order);
    for (const amount of [59.94, 5995, 59.951, 0]) {
      const res = await post(alice, "/api/v1/payments/confirm", confirmBody(order, key, amount));
      expect(res.status, String(amount)).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: PAYMENT_CODES.amountMismatch,
        message: PAYMENT_MESSAGES.amountMismatch,
      });
    }
    expect(await statusOf(order.id)).toBe("pending");
    expect(await paymentRows(order.id)).toHaveLength(0);
    // 59.950 is the same amount in cents.
    expect((await post(alice, "/api/v1/payments/confirm", confirmBody(order, key, 59.95))).status).toBe(200);
  });

  it("a made-up key (or one signed for another order) is 402 PAYMENT_DECLINED", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const other = await book(shop, alice, reservationBody(now(), product));
    const otherKey = await paidKey(other);
    for (const key of ["local_madeup", "tok_123", otherKey, `${otherKey.slice(0, -2)}xx`]) {
      const res = await post(alice, "/api/v1/payments/confirm", confirmBody(order, key));
      expect(res.status, key).toBe(402);
      expect(await errorOf(res)).toEqual({ code: PAYMENT_CODES.declined, message: PAYMENT_MESSAGES.declined });
    }
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("another member's order is 404 ORDER_NOT_FOUND; an unknown order too", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const key = await paidKey(order);
    const res = await post(bob, "/api/v1/payments/confirm", confirmBody(order, key));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: PAYMENT_CODES.orderNotFound, message: PAYMENT_MESSAGES.orderNotFound });
    const unknown = await post(alice, "/api/v1/payments/confirm", {
      paymentKey: key,
      orderId: "ORD-unknown",
      amount: 1,
    });
    expect(unknown.status).toBe(404);
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("a cancelled order is 409 ORDER_NOT_PAYABLE; bad bodies are 400", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const key = await paidKey(order);
    await post(alice, `/api/v1/reservations/${order.id}/cancel`, {});
    const res = await post(alice, "/api/v1/payments/confirm", confirmBody(order, key));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: PAYMENT_CODES.notPayable });
    const bad = await post(alice, "/api/v1/payments/confirm", {
      paymentKey: key,
      orderId: order.order_id,
      amount: "59.95",
    });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "amount" });
  });

  it("concurrent confirms with one key give one payment and the same answer to all", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const key = await paidKey(order);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(alice, "/api/v1/payments/confirm", confirmBody(order, key))),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(answers.map((res) => body(res)));
    const ids = bodies.map((b) => ConfirmPaymentResponseSchema.parse(b).data.payment.id);
    expect(new Set(ids).size).toBe(1);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it("concurrent confirms with two genuine keys for one order: one payment, the other 409", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    const [first, second] = [await paidKey(order), await paidKey(order)];
    const answers = await Promise.all([
      post(alice, "/api/v1/payments/confirm", confirmBody(order, first)),
      post(alice, "/api/v1/payments/confirm", confirmBody(order, second)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await paymentRows(order.id)).toHaveLength(1);
  });

  it("a paid order's cancel becomes cancel_requested; a second cancel is 409 alreadyCancelRequested", async () => {
    const order = await book(shop, alice, reservationBody(now(), product));
    await post(alice, "/api/v1/payments/confirm", confirmBody(order, await paidKey(order)));
    const res = await post(alice, `/api/v1/reservations/${order.id}/cancel`, { reason: "Ill" });
    expect(res.status).toBe(200);
    const { data } = ReservationResponseSchema.parse(await body(res));
    expect(data).toMatchObject({ status: "cancel_requested", status_group: "cancel_requested", can_cancel: false });
    expect(data.cancel_requested_at).not.toBeNull();
    const again = await post(alice, `/api/v1/reservations/${order.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({
      code: "ALREADY_CANCEL_REQUESTED",
      message: RESERVATION_MESSAGES.alreadyCancelRequested,
    });
  });
});

describe("an injected Toss provider", () => {
  let toss: Shop;
  let member: Member;
  let tossProduct: Awaited<ReturnType<typeof insertProduct>>;
  const calls: { paymentKey: string; orderId: string; amount: number }[] = [];
  let next: "ok" | "declined" | "unavailable" = "ok";

  beforeAll(async () => {
    const fake: PaymentProvider = {
      kind: "toss",
      publicKey: "test_ck_fake",
      confirm: (request) => {
        calls.push(request);
        if (next !== "ok") return Promise.reject(new PaymentProviderError(next, "fake says no", "REJECT_CARD_PAYMENT"));
        return Promise.resolve({ approvedAt: new Date("2026-05-15T01:00:00Z"), raw: { status: "DONE" } });
      },
      refund: () => Promise.resolve({ refundedAt: new Date(), raw: {} }),
    };
    toss = await createShop({ payments: { toss: fake } });
    member = await toss.member("toss");
    tossProduct = await insertProduct(toss.db.db, toss.clock.now(), { options: [{ price: 65000, currency: "KRW" }] });
  });
  afterAll(() => toss?.db.close());

  const order = () =>
    book(toss, member, reservationBody(toss.clock.now(), tossProduct, { currency: "KRW", luggage: 0 }));

  it("checkout names Toss with its client key and no redirect", async () => {
    const created = await order();
    const res = await call(toss.app, "POST", "/api/v1/payments/checkout", {
      token: member.token,
      body: { reservation_id: created.id },
    });
    const { data } = CheckoutResponseSchema.parse(await body(res));
    expect(data).toMatchObject({
      provider: "toss",
      client_key: "test_ck_fake",
      redirect_url: null,
      amount: 65000,
      currency: "KRW",
    });
  });

  it("confirm asks Toss with the stored amount; declined is 402, unavailable 503, and nothing changes", async () => {
    const created = await order();
    const confirm = () =>
      call(toss.app, "POST", "/api/v1/payments/confirm", {
        token: member.token,
        body: { paymentKey: "tgen_123", orderId: created.order_id, amount: 65000 },
      });
    next = "declined";
    expect((await confirm()).status).toBe(402);
    next = "unavailable";
    const down = await confirm();
    expect(down.status).toBe(503);
    expect(await errorOf(down)).toEqual({
      code: PAYMENT_CODES.providerUnavailable,
      message: PAYMENT_MESSAGES.providerUnavailable,
    });
    const [row] = await toss.db.db.select().from(reservations).where(eq(reservations.id, created.id));
    expect(row?.status).toBe("pending");
    next = "ok";
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(ConfirmPaymentResponseSchema.parse(await body(done)).data.payment).toMatchObject({
      provider: "toss",
      amount: 65000,
      currency: "KRW",
      approved_at: "2026-05-15T01:00:00.000Z",
    });
    expect(calls.at(-1)).toEqual({ paymentKey: "tgen_123", orderId: created.order_id, amount: 65000, currency: "KRW" });
  });
});
