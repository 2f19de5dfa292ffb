import { AUTH_MESSAGES } from "@contracts/auth";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../db/seed-data";
import { clientAddressOf, requestOrigin } from "../http/auth-middleware";
import { authConfigFromEnv } from "../config";
import { type AuthTestApp, call, errorOf, seededAuthApp, signIn, type TestClock } from "./auth-fixtures";
import type { TestDb } from "./db";

let db: TestDb;
let app: AuthTestApp;
let clock: TestClock;

beforeAll(async () => {
  ({ db, app, clock } = await seededAuthApp());
});
afterAll(() => db?.close());

const signin = (email: string, password: string, client: string) =>
  call(app, "POST", "/api/v1/auth/signin", { body: { email, password }, client });

describe("per-address limit on failed sign-ins", () => {
  it("answers 429 TOO_MANY_ATTEMPTS with Retry-After after 30 failures, even for the right password", async () => {
    const client = "203.0.113.30";
    for (let i = 0; i < 30; i += 1) {
      const res = await signin(`nobody${i}@demo.test`, "Whatever1", client);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await signin("member@demo.test", DEMO_PASSWORD, client);
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ code: "TOO_MANY_ATTEMPTS", message: AUTH_MESSAGES.tooManyAttempts });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address is not affected; the blocked one is free again after the window.
    expect((await signin("member@demo.test", DEMO_PASSWORD, "203.0.113.31")).status).toBe(200);
    clock.advance(retryAfter);
    expect((await signin("member@demo.test", DEMO_PASSWORD, client)).status).toBe(200);
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
    expect(rejected).toBeLessThanOrEqual(30);
    expect(throttled).toBe(300 - rejected);
    expect(statuses.slice(-100).every((s) => s === 429)).toBe(true);

    const member = await signIn(app, "visitor@demo.test", DEMO_PASSWORD, { client: "198.51.100.67" });
    expect(member.token).toBeTruthy();
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
    hono.get("/", (c) => c.json({ address: clientAddressOf(c, config.trustProxy), origin: requestOrigin(c, config) }));
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
    expect(await probe(socket, true)(forwarded)).toEqual({
      address: "203.0.113.9",
      origin: "https://shop.example.com",
    });
    expect(await probe(undefined, false)({})).toMatchObject({ address: "unknown" });
  });
});
