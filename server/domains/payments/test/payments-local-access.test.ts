import { PAYMENT_METHODS } from "@contracts/payment-methods";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv, paymentConfigFromEnv } from "../../../config";
import { reservations } from "../../reservations/tables";
import type { PaymentProvider } from "../providers/payment-provider";
import { type AuthTestApp, authApp, body, call, errorOf } from "../../../platform/test/auth-fixtures";
import { captureLogger, forTheFile } from "../../../platform/test/helpers";
import {
  createShop,
  insertProduct,
  type Member,
  reservationBody,
  type ReservationData,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";

// Issue 17's follow-up: without Toss or PayPal keys (the npm start default) card, Toss and PayPal orders are paid on
// the shop's own test page, whose Pay button marks the order paid without money changing hands. On a server others
// could reach, anyone could book every card order for free. The page is for the person on the server's own machine
// (PAYMENTS_LOCAL, ADR 0018), like the mail outbox and the social sign-in stand-in.

/** What @hono/node-server hands the app as `c.env`: the request's socket. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, localPort: 3000 } } });
type Client = { env: object; origin: string };
const local: Client = { env: from("127.0.0.1"), origin: "http://localhost:3000" };
const remote: Client = { env: from("203.0.113.9"), origin: "http://shop.example" };

const shop = await forTheFile(createShop());
let member: Member;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  member = await shop.member("pay-access");
  product = await insertProduct(shop.db.db, shop.clock.now(), { options: [{ capacity: 1000, price: 4900 }] });
});

/** An app as a server started with these settings would be (HOST, TRUST_PROXY, PAYMENTS_LOCAL, provider keys). */
const appWith = (
  env: Record<string, string>,
  options: { logger?: ReturnType<typeof captureLogger>["logger"]; toss?: PaymentProvider } = {},
) =>
  authApp(shop.db.db, {
    clock: shop.clock,
    auth: authConfigFromEnv(env),
    paymentConfig: paymentConfigFromEnv(env),
    logger: options.logger,
    payments: options.toss ? { toss: options.toss } : undefined,
  });

const now = () => shop.clock.now();
const card = () => reservationBody(now(), product);
const transfer = () =>
  reservationBody(now(), product, {
    payment_method: "bank_transfer",
    bank: "kb",
    account_holder: "Kim",
    departure_date: transferDeparture(now()),
  });

const methodsOf = async (app: AuthTestApp, client: Client) => {
  const res = await call(app, "GET", `${client.origin}/api/v1/payments/methods`, { env: client.env });
  expect(res.status).toBe(200);
  return (await body<{ data: string[] }>(res)).data;
};

const reserve = (app: AuthTestApp, client: Client, payload: Record<string, unknown>) =>
  call(app, "POST", `${client.origin}/api/v1/reservations`, { token: member.token, body: payload, env: client.env });

async function booked(app: AuthTestApp, client: Client, payload: Record<string, unknown>): Promise<ReservationData> {
  const res = await reserve(app, client, payload);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body<{ data: ReservationData }>(res)).data;
}

const localPage = (app: AuthTestApp, client: Client, orderId: string) =>
  app.request(`${client.origin}/pay/local?order_id=${encodeURIComponent(orderId)}`, {}, client.env);

const pressPay = (app: AuthTestApp, client: Client, orderId: string) =>
  app.request(
    `${client.origin}/pay/local`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order_id: orderId, action: "pay" }).toString(),
    },
    client.env,
  );

async function statusOf(id: number) {
  const [row] = await shop.db.db.select().from(reservations).where(eq(reservations.id, id));
  return row?.status;
}

const ONLINE = ["card", "toss", "paypal"];
const LATER = PAYMENT_METHODS.filter((method) => !ONLINE.includes(method));

describe("the default (PAYMENTS_LOCAL=local, a server listening on 127.0.0.1)", () => {
  let app: AuthTestApp;
  beforeAll(() => {
    app = appWith({});
  });

  it("offers card, Toss and PayPal to a person on this machine and pays through the page", async () => {
    expect(await methodsOf(app, local)).toEqual([...PAYMENT_METHODS]);
    const order = await booked(app, local, card());
    const checkout = await call(app, "POST", `${local.origin}/api/v1/payments/checkout`, {
      token: member.token,
      body: { reservation_id: order.id },
      env: local.env,
    });
    expect(checkout.status).toBe(200);
    expect((await localPage(app, local, order.order_id)).status).toBe(200);
    const pressed = await pressPay(app, local, order.order_id);
    expect(pressed.status).toBe(303);
    const target = new URL(pressed.headers.get("location") ?? "");
    const confirmed = await call(app, "POST", `${local.origin}/api/v1/payments/confirm`, {
      token: member.token,
      body: {
        paymentKey: target.searchParams.get("paymentKey"),
        orderId: order.order_id,
        amount: order.total,
      },
      env: local.env,
    });
    expect(confirmed.status).toBe(200);
    expect(await statusOf(order.id)).toBe("requested");
  });

  it("offers a visitor from elsewhere only the methods paid later, and books nothing with a card", async () => {
    expect(await methodsOf(app, remote)).toEqual(LATER);
    const before = await shop.db.db.select().from(reservations).where(eq(reservations.memberId, member.id));
    const refused = await reserve(app, remote, card());
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({
      code: "PAYMENT_METHOD_UNAVAILABLE",
      message: RESERVATION_MESSAGES.paymentMethodUnavailable,
      field: "payment_method",
    });
    const paypal = await reserve(app, remote, { ...card(), payment_method: "paypal" });
    expect(paypal.status).toBe(409);
    const after = await shop.db.db.select().from(reservations).where(eq(reservations.memberId, member.id));
    expect(after).toHaveLength(before.length);
    // a bank transfer is anyone's
    expect((await booked(app, remote, transfer())).status).toBe("waiting");
  });

  it("refuses the page, its Pay button, the checkout and the confirmation to a visitor from elsewhere", async () => {
    // an order made on this machine, its id carried elsewhere
    const order = await booked(app, local, card());
    const page = await localPage(app, remote, order.order_id);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("cannot be used from here");
    expect(html).toContain("PAYMENTS_LOCAL");
    // nothing about the order
    expect(html).not.toContain("Test Tour");
    expect(html).not.toContain("49");

    const pressed = await pressPay(app, remote, order.order_id);
    expect(pressed.status).toBe(403);
    expect(pressed.headers.get("location")).toBeNull();

    const checkout = await call(app, "POST", `${remote.origin}/api/v1/payments/checkout`, {
      token: member.token,
      body: { reservation_id: order.id },
      env: remote.env,
    });
    expect(checkout.status).toBe(403);
    expect((await errorOf(checkout)).code).toBe("PAYMENTS_LOCAL_FORBIDDEN");

    // a key the page issued to the person on this machine cannot be spent from elsewhere
    const key = new URL((await pressPay(app, local, order.order_id)).headers.get("location") ?? "").searchParams.get(
      "paymentKey",
    );
    const confirmed = await call(app, "POST", `${remote.origin}/api/v1/payments/confirm`, {
      token: member.token,
      body: { paymentKey: key, orderId: order.order_id, amount: order.total },
      env: remote.env,
    });
    expect(confirmed.status).toBe(403);
    expect((await errorOf(confirmed)).message).toContain("only on the server's own machine");
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("treats a request passed on by a proxy on this machine as coming from elsewhere", async () => {
    const proxied = await call(app, "GET", `${local.origin}/api/v1/payments/methods`, {
      env: local.env,
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect((await body<{ data: string[] }>(proxied)).data).toEqual(LATER);
  });
});

describe("a server others can reach, or PAYMENTS_LOCAL=off", () => {
  const settings: Record<string, string>[] = [{ HOST: "0.0.0.0" }, { TRUST_PROXY: "1" }, { PAYMENTS_LOCAL: "off" }];
  for (const env of settings) {
    it(`refuses the page even to a person on the server's machine (${JSON.stringify(env)})`, async () => {
      const app = appWith(env);
      expect(await methodsOf(app, local)).toEqual(LATER);
      expect((await reserve(app, local, card())).status).toBe(409);
      const order = await booked(appWith({}), local, card());
      const page = await localPage(app, local, order.order_id);
      expect(page.status).toBe(403);
      expect(await page.text()).toContain(env.PAYMENTS_LOCAL ? "PAYMENTS_LOCAL=off" : "reachable from other machines");
    });
  }

  it("PAYMENTS_LOCAL=open lets anyone use the page (a closed test network)", async () => {
    const app = appWith({ HOST: "0.0.0.0", PAYMENTS_LOCAL: "open" });
    expect(await methodsOf(app, remote)).toEqual([...PAYMENT_METHODS]);
    const order = await booked(app, remote, card());
    expect((await localPage(app, remote, order.order_id)).status).toBe(200);
  });

  it("a keyed provider is never refused: card goes to Toss while PayPal, unkeyed, stays local", async () => {
    const toss: PaymentProvider = {
      kind: "toss",
      publicKey: "test_ck",
      confirm: () => Promise.resolve({ approvedAt: new Date(), raw: {} }),
      refund: () => Promise.resolve(),
    } as unknown as PaymentProvider;
    const app = appWith({ HOST: "0.0.0.0" }, { toss });
    expect(await methodsOf(app, remote)).toEqual(PAYMENT_METHODS.filter((method) => method !== "paypal"));
    expect((await reserve(app, remote, card())).status).toBe(201);
    expect((await reserve(app, remote, { ...card(), payment_method: "paypal" })).status).toBe(409);
  });

  it("refuses an unknown PAYMENTS_LOCAL at start-up", () => {
    expect(() => paymentConfigFromEnv({ PAYMENTS_LOCAL: "everyone" })).toThrow(/PAYMENTS_LOCAL must be one of/);
  });
});

describe("the start-up log", () => {
  const standIns = (env: Record<string, string>) => {
    const { logger, lines } = captureLogger();
    appWith(env, { logger });
    const line = lines().find((entry) => entry.msg === "local stand-ins in use");
    return { level: line?.level, text: ((line?.stand_ins as string[] | undefined) ?? []).join("\n") };
  };

  it("says who can use the page and what that gives them", () => {
    expect(standIns({}).text).toMatch(/payments .*usable only from this machine.*marks their own orders paid/);
    const open = standIns({ HOST: "0.0.0.0", PAYMENTS_LOCAL: "open" });
    expect(open.text).toMatch(/usable by ANYONE who reaches this server \(PAYMENTS_LOCAL=open\)/);
    expect(open.level).toBe("warn");
    expect(standIns({ HOST: "0.0.0.0" }).text).toMatch(/payments .*off because this server is reachable/);
    expect(standIns({ PAYMENTS_LOCAL: "off" }).text).toMatch(/payments .*off \(PAYMENTS_LOCAL=off\)/);
  });
});
