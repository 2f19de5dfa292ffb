import { describe, expect, it } from "vitest";
import { createLocalPaymentProvider } from "../providers/local-payment-provider";
import { type FetchLike, PaymentProviderError } from "../providers/payment-provider";
import { createPaypalPaymentProvider } from "../providers/paypal-payment-provider";
import { createTossPaymentProvider } from "../providers/toss-payment-provider";

type Seen = { url: string; init?: RequestInit };

/** A fetch that records each call and answers from a script, in order. */
function scripted(...answers: (Response | Error)[]): { fetch: FetchLike; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: (url, init) => {
      seen.push({ url, init });
      const next = answers.shift();
      if (!next) return Promise.reject(new Error(`unexpected call to ${url}`));
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    },
  };
}

const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentProviderError) return error;
    throw error;
  }
  throw new Error("expected a PaymentProviderError");
}

const request = { paymentKey: "tgen_1", orderId: "ORD-abc", amount: 65000, currency: "KRW" as const };

describe("Toss provider", () => {
  const keys = { clientKey: "test_ck_1", secretKey: "test_sk_1" };

  it("confirms with Basic auth of the secret key and the order's amount", async () => {
    const { fetch, seen } = scripted(
      json(200, { status: "DONE", totalAmount: 65000, approvedAt: "2026-05-15T10:00:00+09:00" }),
    );
    const toss = createTossPaymentProvider(keys, { fetch });
    const result = await toss.confirm(request);
    expect(result.approvedAt.toISOString()).toBe("2026-05-15T01:00:00.000Z");
    expect(seen[0]?.url).toBe("https://api.tosspayments.com/v1/payments/confirm");
    const headers = seen[0]?.init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Basic ${Buffer.from("test_sk_1:").toString("base64")}`);
    expect(JSON.parse(seen[0]?.init?.body as string)).toEqual({
      paymentKey: "tgen_1",
      orderId: "ORD-abc",
      amount: 65000,
    });
    expect(seen[0]?.init?.signal).toBeInstanceOf(AbortSignal);
    expect(toss.publicKey).toBe("test_ck_1");
  });

  it("maps refusals to declined and outages or key problems to unavailable", async () => {
    const cases: [Response | Error, "declined" | "unavailable"][] = [
      [json(400, { code: "REJECT_CARD_PAYMENT", message: "한도초과" }), "declined"],
      [json(400, { code: "ALREADY_PROCESSED_PAYMENT", message: "이미 처리된 결제" }), "declined"],
      [json(404, { code: "NOT_FOUND_PAYMENT", message: "없음" }), "declined"],
      [json(401, { code: "UNAUTHORIZED_KEY", message: "키" }), "unavailable"],
      [json(500, { code: "FAILED_INTERNAL_SYSTEM_PROCESSING", message: "내부" }), "unavailable"],
      [new Response("<html>bad gateway</html>", { status: 502 }), "unavailable"],
      [new Error("timeout"), "unavailable"],
    ];
    for (const [answer, kind] of cases) {
      const toss = createTossPaymentProvider(keys, { fetch: scripted(answer).fetch });
      expect((await failure(toss.confirm(request))).kind).toBe(kind);
    }
  });

  it("refuses an approval for another amount", async () => {
    const toss = createTossPaymentProvider(keys, { fetch: scripted(json(200, { totalAmount: 1000 })).fetch });
    expect((await failure(toss.confirm(request))).kind).toBe("declined");
  });

  it("refunds by cancelling the payment", async () => {
    const { fetch, seen } = scripted(json(200, { status: "CANCELED" }));
    const toss = createTossPaymentProvider(keys, { fetch });
    await toss.refund({ paymentKey: "tgen_1", amount: 65000, currency: "KRW", reason: "Ill", raw: null });
    expect(seen[0]?.url).toBe("https://api.tosspayments.com/v1/payments/tgen_1/cancel");
    expect(JSON.parse(seen[0]?.init?.body as string)).toEqual({ cancelReason: "Ill" });
  });

  it("cancels a part by its amount, under the refund's idempotency key", async () => {
    const { fetch, seen } = scripted(json(200, { status: "PARTIAL_CANCELED" }));
    const toss = createTossPaymentProvider(keys, { fetch });
    const part = { paymentKey: "tgen_2", amount: 59000, currency: "KRW" as const, reason: "Pass 7", raw: null };
    await toss.refund({ ...part, partial: true, idempotencyKey: "refund-pass:7" });
    expect(JSON.parse(seen[0]?.init?.body as string)).toEqual({ cancelReason: "Pass 7", cancelAmount: 59000 });
    expect((seen[0]?.init?.headers as Record<string, string>)["Idempotency-Key"]).toBe("refund-pass:7");
  });
});

describe("PayPal provider", () => {
  const keys = { clientId: "pp_id", clientSecret: "pp_secret", env: "sandbox" as const };
  const token = () => json(200, { access_token: "A21", token_type: "Bearer" });
  const captured = (value: string, currency = "USD") =>
    json(201, {
      id: "5O190127TN364715T",
      status: "COMPLETED",
      purchase_units: [
        {
          payments: {
            captures: [{ id: "3C679366HH908993F", status: "COMPLETED", amount: { currency_code: currency, value } }],
          },
        },
      ],
    });
  const usd = { paymentKey: "5O190127TN364715T", orderId: "ORD-abc", amount: 59.95, currency: "USD" as const };

  it("captures the approved order with a client-credentials token and checks the amount", async () => {
    const { fetch, seen } = scripted(token(), captured("59.95"));
    const paypal = createPaypalPaymentProvider(keys, { fetch });
    await paypal.confirm(usd);
    expect(seen[0]?.url).toBe("https://api-m.sandbox.paypal.com/v1/oauth2/token");
    expect((seen[0]?.init?.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from("pp_id:pp_secret").toString("base64")}`,
    );
    expect(seen[0]?.init?.body).toBe("grant_type=client_credentials");
    expect(seen[1]?.url).toBe("https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T/capture");
    expect((seen[1]?.init?.headers as Record<string, string>).Authorization).toBe("Bearer A21");
  });

  it("declines another amount, another currency and refused captures; outages are unavailable", async () => {
    const cases: [(Response | Error)[], "declined" | "unavailable"][] = [
      [[token(), captured("10.00")], "declined"],
      [[token(), captured("59.95", "EUR")], "declined"],
      [[token(), json(422, { name: "UNPROCESSABLE_ENTITY", message: "INSTRUMENT_DECLINED" })], "declined"],
      [[token(), json(503, { name: "SERVICE_UNAVAILABLE" })], "unavailable"],
      [[json(401, { error: "invalid_client" })], "unavailable"],
      [[new Error("socket hang up")], "unavailable"],
    ];
    for (const [answers, kind] of cases) {
      const paypal = createPaypalPaymentProvider(keys, { fetch: scripted(...answers).fetch });
      expect((await failure(paypal.confirm(usd))).kind).toBe(kind);
    }
  });

  it("refunds the kept capture id on the live host", async () => {
    const { fetch, seen } = scripted(token(), json(201, { id: "1JU08902781691411", status: "COMPLETED" }));
    const paypal = createPaypalPaymentProvider({ ...keys, env: "live" }, { fetch });
    const raw = { purchase_units: [{ payments: { captures: [{ id: "3C679366HH908993F" }] } }] };
    await paypal.refund({ paymentKey: "5O190127TN364715T", amount: 59.95, currency: "USD", reason: "", raw });
    expect(seen[1]?.url).toBe("https://api-m.paypal.com/v2/payments/captures/3C679366HH908993F/refund");
    expect(JSON.parse(seen[1]?.init?.body as string)).toEqual({ amount: { value: "59.95", currency_code: "USD" } });
  });

  it("refunds a part of the capture once, whatever the retries: the refund's key is PayPal's request id", async () => {
    const { fetch, seen } = scripted(token(), json(201, { id: "1JU08902781691412", status: "COMPLETED" }));
    const paypal = createPaypalPaymentProvider(keys, { fetch });
    const raw = { purchase_units: [{ payments: { captures: [{ id: "3C679366HH908993F" }] } }] };
    const part = { paymentKey: "5O190127TN364715T", amount: 20, currency: "USD" as const, reason: "", raw };
    await paypal.refund({ ...part, partial: true, idempotencyKey: "refund-pass:8" });
    expect(JSON.parse(seen[1]?.init?.body as string)).toEqual({ amount: { value: "20.00", currency_code: "USD" } });
    expect((seen[1]?.init?.headers as Record<string, string>)["PayPal-Request-Id"]).toBe("refund-pass:8");
  });
});

describe("local provider", () => {
  const local = createLocalPaymentProvider({
    secret: () => Promise.resolve(new Uint8Array(32).fill(7)),
    now: () => new Date(0),
  });

  it("accepts only keys it signed for this order and amount", async () => {
    const key = await local.issueKey("ORD-1", 59.95, "USD");
    await expect(
      local.confirm({ paymentKey: key, orderId: "ORD-1", amount: 59.95, currency: "USD" }),
    ).resolves.toMatchObject({
      approvedAt: new Date(0),
    });
    for (const [paymentKey, orderId, amount] of [
      [key, "ORD-2", 59.95],
      [key, "ORD-1", 59.96],
      ["local_x", "ORD-1", 59.95],
      [key.replace(/.$/, (c) => (c === "A" ? "B" : "A")), "ORD-1", 59.95],
    ] as const) {
      expect((await failure(local.confirm({ paymentKey, orderId, amount, currency: "USD" }))).kind).toBe("declined");
    }
  });
});
