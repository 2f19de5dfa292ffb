import { AUTH_MESSAGES } from "@contracts/auth";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { passwordChecks } from "../passwords";
import { call, errorOf, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { app, clock } = await forTheFile(seededAuthApp());

const signin = (email: string, password: string, client: string) =>
  call(app, "POST", "/api/v1/auth/signin", { body: { email, password }, client });

describe("check-email and check-phone look-ups", () => {
  it("slow down a long run from one address (150 look-ups), not the callers elsewhere", async () => {
    const client = "203.0.113.150";
    const statuses: number[] = [];
    for (let i = 0; i < 150; i += 1) {
      const path = `/api/v1/auth/check-email?email=${encodeURIComponent(`probe${i}@example.com`)}`;
      statuses.push((await call(app, "GET", path, { client })).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(125);

    const held = await call(app, "GET", "/api/v1/auth/check-email?email=member%40demo.test", { client });
    expect(held.status).toBe(429);
    expect(await errorOf(held)).toEqual({ code: "TOO_MANY_ATTEMPTS", message: AUTH_MESSAGES.tooManyAttempts });
    const wait = Number(held.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The phone check shares the budget.
    expect((await call(app, "GET", "/api/v1/auth/check-phone?phone=01012345678", { client })).status).toBe(429);

    // Another address is not affected; this one may look again after the wait.
    expect((await call(app, "GET", "/api/v1/auth/check-email?email=member%40demo.test", {})).status).toBe(409);
    clock.advance(wait);
    expect((await call(app, "GET", "/api/v1/auth/check-email?email=member%40demo.test", { client })).status).toBe(409);
  });
});

describe("sign-in with an unknown address", () => {
  // The real check, watched: which hash each sign-in verifies.
  let verify: MockInstance<typeof passwordChecks.verify>;
  beforeEach(() => {
    verify = vi.spyOn(passwordChecks, "verify");
  });
  afterEach(() => verify.mockRestore());

  it("keeps the spec's message, and verifies a password hash just as for a known address", async () => {
    const res = await signin("nobody.here@demo.test", "Whatever1", "203.0.113.160");
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "EMAIL_NOT_FOUND", message: AUTH_MESSAGES.emailNotFound });
    expect(verify).toHaveBeenCalledTimes(1);
    const [hash, password] = verify.mock.calls[0] ?? [];
    expect(password).toBe("Whatever1");
    expect(hash).toMatch(/^\$argon2id\$/);

    verify.mockClear();
    const wrong = await signin("member@demo.test", "Whatever1", "203.0.113.160");
    expect(await errorOf(wrong)).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("verifies a hash for an account without a password (social sign-in only) and still refuses it", async () => {
    const res = await signin("kakao@demo.test", "Whatever1", "203.0.113.161");
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("costs about as much as a known address with a wrong password", async () => {
    // CPU time of this process (the argon2 threads and the in-process database included): unlike the wall clock it
    // does not grow when other programs share the machine. The cheapest of several tries is each path's own cost,
    // since disturbances only ever add to a try.
    const cost = async (email: string, client: string) => {
      const before = process.cpuUsage();
      const res = await signin(email, "Whatever1", client);
      const used = process.cpuUsage(before);
      expect(res.status).toBe(401);
      return used.user + used.system;
    };
    // Warm both paths up (the stand-in hash is made on first use), then interleave them.
    await cost("warm.unknown@demo.test", "203.0.113.170");
    await cost("visitor@demo.test", "203.0.113.171");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      known.push(await cost("visitor@demo.test", `203.0.114.${i}`));
      unknown.push(await cost(`unknown${i}@demo.test`, `203.0.115.${i}`));
    }
    // Before, an unknown address cost a fifth to a third of a known one (no hash was verified); now they are
    // alike. The bound is generous; the hash-verify test above is the exact check.
    expect(Math.min(...unknown) / Math.min(...known)).toBeGreaterThan(0.5);
    // The member is not locked out by the measurement (9 failures in all, each from its own address).
    expect((await signin("visitor@demo.test", DEMO_PASSWORD, "203.0.113.172")).status).toBe(200);
  });
});
