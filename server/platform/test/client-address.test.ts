import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { authConfigFromEnv } from "../../config";
import { DEMO_PASSWORD } from "../db/seed-data";
import { clientAddressOf, normaliseAddress, parseTrustProxy, throttleBucket } from "../http/client-address";
import { testClock } from "./auth-fixtures";
import { seededTestDb, type TestDb } from "./db";
import { testConfig } from "./helpers";

describe("TRUST_PROXY", () => {
  it("is a number of proxies: unset and false are none, 1 and true are one", () => {
    for (const value of [undefined, "", " ", "0", "false", "off", "no"]) expect(parseTrustProxy(value)).toBe(0);
    for (const value of ["1", "true", "TRUE", "yes", "on"]) expect(parseTrustProxy(value)).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
    expect(parseTrustProxy(" 10 ")).toBe(10);
    for (const value of ["11", "-1", "1.5", "loopback", "10.0.0.0/8"]) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
    expect(authConfigFromEnv({ TRUST_PROXY: "2" })).toMatchObject({ proxyHops: 2, trustProxy: true });
    expect(authConfigFromEnv({})).toMatchObject({ proxyHops: 0, trustProxy: false });
  });
});

describe("the client address", () => {
  const at = (hops: number) => {
    const hono = new Hono();
    hono.get("/", (c) => c.text(clientAddressOf(c, hops)));
    return async (forwardedFor: string | undefined, socket = "10.0.0.2") => {
      const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
      const env = { incoming: { socket: { remoteAddress: socket } } };
      return (await hono.request("/", { headers }, env)).text();
    };
  };

  it("is the socket's without trusted proxies, whatever X-Forwarded-For says", async () => {
    expect(await at(0)("198.51.100.1, 203.0.113.5")).toBe("10.0.0.2");
    expect(await at(0)(undefined, "::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("is read from the right end of X-Forwarded-For, one entry per trusted proxy", async () => {
    // The client wrote "198.51.100.1" itself; the one proxy appended the address it really saw.
    expect(await at(1)("198.51.100.1, 203.0.113.5")).toBe("203.0.113.5");
    expect(await at(1)("203.0.113.5")).toBe("203.0.113.5");
    // A CDN in front of a load balancer: the CDN's entry is the second from the right.
    expect(await at(2)("198.51.100.1, 203.0.113.5, 172.16.0.9")).toBe("203.0.113.5");
    // Fewer entries than proxies: the furthest one a proxy wrote.
    expect(await at(2)("203.0.113.5")).toBe("203.0.113.5");
    // No header at all: the socket.
    expect(await at(1)(undefined)).toBe("10.0.0.2");
  });

  it("stops at a malformed entry and takes the last one a proxy vouched for", async () => {
    expect(await at(2)("198.51.100.1, not-an-address, 172.16.0.9")).toBe("172.16.0.9");
    expect(await at(1)("198.51.100.1, garbage")).toBe("10.0.0.2");
  });

  it("writes one address one way: ports, brackets and IPv4-mapped IPv6 removed", () => {
    expect(normaliseAddress("203.0.113.5:8080")).toBe("203.0.113.5");
    expect(normaliseAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normaliseAddress("::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(normaliseAddress("0:0:0:0:0:ffff:cb00:7105")).toBe("203.0.113.5");
    expect(normaliseAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normaliseAddress("unknown")).toBeUndefined();
    expect(normaliseAddress("1.2.3")).toBeUndefined();
  });

  it("counts IPv6 clients per /64 network", () => {
    expect(throttleBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(throttleBucket("2001:db8:1:2:ffff:ffff:ffff:fffe")).toBe("2001:db8:1:2::/64");
    expect(throttleBucket("2001:db8::5")).toBe("2001:db8:0:0::/64");
    expect(throttleBucket("203.0.113.5")).toBe("203.0.113.5");
    expect(throttleBucket("unknown")).toBe("unknown");
  });
});

describe("sign-in throttles behind a proxy (TRUST_PROXY=1, no test resolver)", () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await seededTestDb();
  });
  afterAll(() => db?.close());

  function appBehind(proxies: string) {
    const clock = testClock();
    const app = createApp({
      db: db.db,
      config: testConfig({ auth: authConfigFromEnv({ TRUST_PROXY: proxies }) }),
      now: clock.now,
    });
    // The proxy's own connection; it appends the client's address to whatever the client sent.
    const signin = (email: string, password: string, forwardedFor: string) =>
      app.request(
        "/api/v1/auth/signin",
        {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ email, password }),
        },
        { incoming: { socket: { remoteAddress: "10.0.0.1" } } },
      );
    return { signin, clock };
  }

  it("slows a client that rotates the X-Forwarded-For entries it writes itself", async () => {
    const { signin } = appBehind("1");
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      // A fresh made-up address and a fresh made-up e-mail each time: only the proxy's entry stays the same.
      const res = await signin(`rotate${i}@demo.test`, "Guess1234", `198.51.${i}.${i + 7}, 203.0.113.77`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("keeps the pair limit on one account whatever the client puts in front", async () => {
    const { signin } = appBehind("true");
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await signin("member@demo.test", `Guess${i}abc`, `192.0.2.${i}, 203.0.113.88`)).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(5);
    // The same member behind another client address of the proxy is not held up.
    expect((await signin("member@demo.test", DEMO_PASSWORD, "203.0.113.89")).status).toBe(200);
  });
});
