import type { Checkout } from "@contracts/payments";
import { describe, expect, it, vi } from "vitest";
import { confirmBodyFrom, failureDetails } from "./payment-query";
import { type PaymentEnvironment, type TossPaymentsSdk, startPayment } from "./start-payment";

const checkout: Checkout = {
  provider: "local",
  method: "card",
  order_id: "ORD-1",
  order_name: "Seoul Lantern Festival night walk",
  amount: 97.3,
  currency: "USD",
  customer_key: "member-7",
  client_key: null,
  redirect_url: "/pay/local?order_id=ORD-1",
  success_url: "http://localhost/tossSuccess",
  fail_url: "http://localhost/tossFail",
};

function env() {
  const requestPayment = vi.fn(() => Promise.resolve());
  const payment = vi.fn(() => ({ requestPayment }));
  const factory = vi.fn(() => ({ payment })) as unknown as TossPaymentsSdk;
  const environment: PaymentEnvironment = { assign: vi.fn(), loadToss: vi.fn(() => Promise.resolve(factory)) };
  return { environment, factory, payment, requestPayment };
}

describe("startPayment", () => {
  it("sends the local and PayPal providers to their page, without loading the Toss SDK", async () => {
    for (const provider of ["local", "paypal"] as const) {
      const { environment } = env();
      await startPayment({ ...checkout, provider }, environment);
      expect(environment.assign).toHaveBeenCalledWith("/pay/local?order_id=ORD-1");
      expect(environment.loadToss).not.toHaveBeenCalled();
    }
    await expect(startPayment({ ...checkout, redirect_url: null }, env().environment)).rejects.toThrow();
  });

  it("opens the Toss window with the order, amount, name and return addresses", async () => {
    const { environment, factory, payment, requestPayment } = env();
    await startPayment(
      { ...checkout, provider: "toss", client_key: "ck_test", redirect_url: null, currency: "KRW", amount: 143000 },
      environment,
    );
    expect(factory).toHaveBeenCalledWith("ck_test");
    expect(payment).toHaveBeenCalledWith({ customerKey: "member-7" });
    expect(requestPayment).toHaveBeenCalledWith({
      method: "CARD",
      amount: { currency: "KRW", value: 143000 },
      orderId: "ORD-1",
      orderName: "Seoul Lantern Festival night walk",
      successUrl: "http://localhost/tossSuccess",
      failUrl: "http://localhost/tossFail",
    });
    expect(environment.assign).not.toHaveBeenCalled();
    await expect(
      startPayment({ ...checkout, provider: "toss", client_key: null }, env().environment),
    ).rejects.toThrow();
  });
});

describe("payment query", () => {
  it("reads paymentKey, orderId and amount as a number", () => {
    expect(confirmBodyFrom({ paymentKey: "pk_1", orderId: "ORD-1", amount: "97.3" })).toEqual({
      paymentKey: "pk_1",
      orderId: "ORD-1",
      amount: 97.3,
    });
  });

  it("gives nothing when a value is missing or the amount is not a number", () => {
    expect(confirmBodyFrom({ paymentKey: "pk_1", orderId: "ORD-1" })).toBeNull();
    expect(confirmBodyFrom({ paymentKey: " ", orderId: "ORD-1", amount: "1" })).toBeNull();
    expect(confirmBodyFrom({ paymentKey: "pk_1", orderId: "ORD-1", amount: "ten" })).toBeNull();
  });

  it("defaults the failure code to Unknown and the reason to the Korean message", () => {
    expect(failureDetails({})).toEqual({ code: "Unknown", message: "알 수 없는 오류가 발생했습니다." });
    expect(failureDetails({ code: "PAY_PROCESS_CANCELED", message: "Cancelled by the customer." })).toEqual({
      code: "PAY_PROCESS_CANCELED",
      message: "Cancelled by the customer.",
    });
  });
});
