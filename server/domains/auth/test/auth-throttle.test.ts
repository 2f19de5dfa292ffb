import { AUTH_MESSAGES } from "@contracts/auth";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { requestOrigin } from "../../../platform/http/auth-middleware";
import { clientAddressOf } from "../../../platform/http/client-address";
import { authConfigFromEnv } from "../../../config";
import { call, errorOf, seededAuthApp, signIn } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { app, clock } = await forTheFile(seededAuthApp());

const signin = (email: string, password: string, client: string) =>
  call(app, "POST", "/api/v1/auth/signin", { body: { email, password }, client });

describe("per-address slow-down on failed sign-ins", () => {
  it("slows an address after 30 failures with waits of a minute at most, never a 15-minute wall", async () => {
    const client = "203.0.113.30";
    for (let i = 0; i < 30; i += 1) {
      const res = await signin(`nobody${i}@demo.test`, "Whatever1", client);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const slowed = await signin("member@demo.test", DEMO_PASSWORD, client);
    expect(slowed.status).toBe(429);
    expect(await errorOf(slowed)).toEqual({ code: "TOO_MANY_ATTEMPTS", message: AUTH_MESSAGES.tooManyAttempts });
    expect(slowed.headers.get("retry-after")).toBe("1");

    // Another address is not affected; this one only has to wait a moment.
    expect((await signin("member@demo.test", DEMO_PASSWORD, "203.0.113.31")).status).toBe(200);
    clock.advance(1);
    expect((await signin("member@demo.test", DEMO_PASSWORD, client)).status).toBe(200);

    // The guessing goes on: each failure doubles the wait, up to a minute and no further.
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      expect((await signin(`more${i}@demo.test`, "Whatever1", client)).status).toBe(401);
      const held = await signin(`more${i}b@demo.test`, "Whatever1", client);
      expect(held.status).toBe(429);
      const wait = Number(held.headers.get("retry-after"));
      waits.push(wait);
      clock.advance(wait);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60]);
  });

  it("never holds up a member at an address they have signed in from, whatever else fails there", async () => {
    const shared = "203.0.113.35";
    await signIn(app, "visitor@demo.test", DEMO_PASSWORD, { client: shared });
    for (let i = 0; i < 40; i += 1) await signin(`spray${i}@demo.test`, "Whatever1", shared);
    // The member who signed in from here before gets in at once ...
    expect((await signin("visitor@demo.test", DEMO_PASSWORD, shared)).status).toBe(200);
    // ... and someone new behind the same address waits a moment, not a quarter of an hour.
    const newcomer = await signin("buyer@demo.test", DEMO_PASSWORD, shared);
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    clock.advance(Number(newcomer.headers.get("retry-after")));
    expect((await signin("buyer@demo.test", DEMO_PASSWORD, shared)).status).toBe(200);
  });
});

describe("per account and address", () => {
  it("makes one address wait longer and longer after 5 failures; a success clears the count", async () => {
    const client = "203.0.113.40";
    for (let i = 0; i < 4; i += 1) expect((await signin("buyer@demo.test", "Wrong1234", client)).status).toBe(401);
    // The 5th failure starts the waits: 1 s, then 2 s, then 4 s.
    expect((await signin("buyer@demo.test", "Wrong1234", client)).status).toBe(401);
    const first = await signin("buyer@demo.test", "Wrong1234", client);
    expect(first.status).toBe(429);
    expect(first.headers.get("retry-after")).toBe("1");
    clock.advance(1);
    expect((await signin("buyer@demo.test", "Wrong1234", client)).status).toBe(401);
    const second = await signin("buyer@demo.test", DEMO_PASSWORD, client);
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("2");

    // The member signing in from elsewhere never waits.
    expect((await signin("buyer@demo.test", DEMO_PASSWORD, "203.0.113.41")).status).toBe(200);

    clock.advance(2);
    expect((await signin("buyer@demo.test", DEMO_PASSWORD, client)).status).toBe(200);
    // Cleared: the next failure is a plain 401 again, with no wait.
    expect((await signin("buyer@demo.test", "Wrong1234", client)).status).toBe(401);
    expect((await signin("buyer@demo.test", DEMO_PASSWORD, client)).status).toBe(200);
  });

  it("survives a brute-force run: 300 guesses from one address are throttled, the member still gets in", async () => {
    const attacker = "198.51.100.66";
    // The member has signed in from home before the attack starts.
    await signIn(app, "visitor@demo.test", DEMO_PASSWORD, { client: "198.51.100.67" });
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      // Alternate between the victim and made-up addresses, as a real run would.
      const email = i % 3 === 0 ? `guess${i}@demo.test` : "visitor@demo.test";
      statuses.push((await signin(email, `Guess${i}abc`, attacker)).status);
      clock.advance(0.5);
    }
    const rejected = statuses.filter((s) => s === 401).length;
    const throttled = statuses.filter((s) => s === 429).length;
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // 150 seconds of guessing: the free failures, then about one a minute.
    expect(rejected).toBeLessThanOrEqual(40);
    expect(throttled).toBe(300 - rejected);
    expect(statuses.slice(-100).filter((s) => s === 401).length).toBeLessThanOrEqual(1);

    // From home the member gets straight in; from a new address after a short wait at most.
    const member = await signIn(app, "visitor@demo.test", DEMO_PASSWORD, { client: "198.51.100.67" });
    expect(member.token).toBeTruthy();
    const elsewhere = await signin("visitor@demo.test", DEMO_PASSWORD, "198.51.100.68");
    if (elsewhere.status === 429) {
      const wait = Number(elsewhere.headers.get("retry-after"));
      expect(wait).toBeLessThanOrEqual(5 * 60);
      clock.advance(wait);
      expect((await signin("visitor@demo.test", DEMO_PASSWORD, "198.51.100.68")).status).toBe(200);
    } else {
      expect(elsewhere.status).toBe(200);
    }
  });
});

describe("per account, from any address", () => {
  it("slows guesses at one account spread over 40 addresses; the member at a familiar address is not held", async () => {
    await signIn(app, "seller.domestic@demo.test", DEMO_PASSWORD, { client: "192.0.2.200" });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await signin("seller.domestic@demo.test", `Guess${i}abc`, `192.0.2.${i + 1}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(29);

    expect((await signin("seller.domestic@demo.test", DEMO_PASSWORD, "192.0.2.200")).status).toBe(200);
    // A new address waits, at most 5 minutes a try; then it gets in.
    const fresh = await signin("seller.domestic@demo.test", DEMO_PASSWORD, "192.0.2.201");
    expect(fresh.status).toBe(429);
    const wait = Number(fresh.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    clock.advance(wait);
    expect((await signin("seller.domestic@demo.test", DEMO_PASSWORD, "192.0.2.201")).status).toBe(200);
  });
});

describe("per-address limit on mails and look-ups", () => {
  it("allows 30 sends per 15 minutes from one address across verification, reset and find-id", async () => {
    const client = "203.0.113.50";
    for (let i = 0; i < 10; i += 1) {
      const verify = await call(app, "POST", "/api/v1/auth/email-verification", {
        body: { email: `flood${i}@example.com` },
        client,
      });
      expect(verify.status).toBe(200);
      const reset = await call(app, "POST", "/api/v1/auth/reset-password", {
        body: { email: `flood${i}@example.com` },
        client,
      });
      expect(reset.status).toBe(200);
      const find = await call(app, "POST", "/api/v1/auth/find-id", {
        body: { name: "Nobody", phone: "01000000000" },
        client,
      });
      expect(find.status).toBe(200);
    }
    for (const [path, payload] of [
      ["/api/v1/auth/email-verification", { email: "one.more@example.com" }],
      ["/api/v1/auth/reset-password", { email: "member@demo.test" }],
      ["/api/v1/auth/find-id", { name: "Demo Member", phone: "01012345678" }],
    ] as const) {
      const res = await call(app, "POST", path, { body: payload, client });
      expect(res.status, path).toBe(429);
      expect(res.headers.get("retry-after")).toBeTruthy();
    }
    expect(
      (await call(app, "POST", "/api/v1/auth/email-verification", { body: { email: "x@example.com" } })).status,
    ).toBe(200);
  });
});

describe("client address and origin", () => {
  function probe(env: { incoming: { socket: { remoteAddress: string } } } | undefined, trust: boolean) {
    const hono = new Hono();
    const config = authConfigFromEnv(trust ? { TRUST_PROXY: "1" } : {});
    hono.get("/", (c) => c.json({ address: clientAddressOf(c, config.proxyHops), origin: requestOrigin(c, config) }));
    return async (headers: Record<string, string>) =>
      (await hono.request("http://api.example.com/", { headers }, env)).json() as Promise<unknown>;
  }
  const socket = { incoming: { socket: { remoteAddress: "10.0.0.5" } } };
  const forwarded = {
    "x-forwarded-for": "203.0.113.9, 10.0.0.1",
    "x-forwarded-host": "shop.example.com",
    "x-forwarded-proto": "https",
  };

  it("uses the socket's address and ignores X-Forwarded-* unless TRUST_PROXY is on", async () => {
    expect(await probe(socket, false)(forwarded)).toEqual({
      address: "10.0.0.5",
      origin: "http://api.example.com",
    });
    // One trusted proxy: the entry it appended (the right end), never one the client wrote.
    expect(await probe(socket, true)(forwarded)).toEqual({
      address: "10.0.0.1",
      origin: "https://shop.example.com",
    });
    expect(await probe(undefined, false)({})).toMatchObject({ address: "unknown" });
  });

  it("takes the forwarded host and scheme our proxy wrote, not ones the client put in front of them", async () => {
    const spoofed = {
      "x-forwarded-for": "203.0.113.9, 10.0.0.1",
      "x-forwarded-host": "evil.example, shop.example.com",
      "x-forwarded-proto": "http, https",
    };
    expect(await probe(socket, true)(spoofed)).toMatchObject({ origin: "https://shop.example.com" });
  });
});
