import { AUTH_MESSAGES, ChangePasswordResponseSchema, SigninResponseSchema } from "@contracts/auth";
import { eq } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../../../config";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { accounts, authSessions, serverSecrets } from "../tables";
import {
  authApp,
  body,
  call,
  errorOf,
  newMember,
  seededAuthApp,
  signIn,
  STRONG_PASSWORD,
} from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app, clock } = await forTheFile(seededAuthApp());

const isLogin = (token: string, area?: string) => call(app, "GET", "/api/v1/auth/isLogin", { token, area });

describe("POST /api/v1/auth/signin", () => {
  it("answers a token, its lifetime and the id; the token is HS256 with aud = area, sub = id, jti = session", async () => {
    const res = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "Member@Demo.test", password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const { data } = SigninResponseSchema.parse(await body(res));
    expect(data.expiresIn).toBe(7200);
    expect(decodeProtectedHeader(data.accessToken).alg).toBe("HS256");
    const claims = decodeJwt(data.accessToken);
    expect(claims).toMatchObject({ aud: "member", sub: String(data.id), iss: "travel-platform" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(7200);
    const [session] = await db.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, String(claims.jti)));
    expect(session).toMatchObject({ accountId: data.id, area: "member", revokedAt: null });
  });

  it("opens a new session on every sign-in", async () => {
    const first = await signIn(app, "buyer@demo.test", DEMO_PASSWORD);
    const second = await signIn(app, "buyer@demo.test", DEMO_PASSWORD);
    expect(decodeJwt(first.token).jti).not.toBe(decodeJwt(second.token).jti);
    expect((await isLogin(first.token)).status).toBe(200);
    expect((await isLogin(second.token)).status).toBe(200);
  });

  it("tells an unknown address, a wrong password and an inactive account apart", async () => {
    const unknown = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "ghost@demo.test", password: DEMO_PASSWORD },
      client: "203.0.113.10",
    });
    expect(unknown.status).toBe(401);
    expect(await errorOf(unknown)).toMatchObject({ code: "EMAIL_NOT_FOUND", message: AUTH_MESSAGES.emailNotFound });

    const wrong = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "visitor@demo.test", password: "Wrong1234" },
      client: "203.0.113.10",
    });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: AUTH_MESSAGES.invalidCredentials,
    });

    const inactive = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "inactive@demo.test", password: DEMO_PASSWORD },
    });
    expect(inactive.status).toBe(403);
    expect(await errorOf(inactive)).toMatchObject({ code: "ACCOUNT_INACTIVE", message: AUTH_MESSAGES.inactiveAccount });

    // A social-only account has no password to match.
    const social = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "kakao@demo.test", password: DEMO_PASSWORD },
      client: "203.0.113.10",
    });
    expect(social.status).toBe(401);
  });

  it("signs in to the area named by X-Auth-Area only", async () => {
    const wrongArea = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "admin@demo.test", password: DEMO_PASSWORD },
    });
    expect(wrongArea.status).toBe(401);
    expect(await errorOf(wrongArea)).toMatchObject({ code: "EMAIL_NOT_FOUND" });
    for (const [email, area] of [
      ["admin@demo.test", "admin"],
      ["travel@demo.test", "travel"],
      ["biz@demo.test", "accreditation"],
    ] as const) {
      const { token } = await signIn(app, email, DEMO_PASSWORD, { area });
      expect(decodeJwt(token).aud).toBe(area);
    }
  });

  it("rejects missing fields with the field named", async () => {
    const res = await call(app, "POST", "/api/v1/auth/signin", { body: { email: "member@demo.test" } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "password" });
  });
});

describe("tokens and areas", () => {
  let member: string;
  let admin: string;
  let travel: string;

  beforeAll(async () => {
    member = (await signIn(app, "member@demo.test", DEMO_PASSWORD)).token;
    admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
    travel = (await signIn(app, "travel@demo.test", DEMO_PASSWORD, { area: "travel" })).token;
  });

  it("isLogin answers the id for a token of any area, 401 UNAUTHORIZED without one", async () => {
    const res = await isLogin(member);
    expect(res.status).toBe(200);
    expect((await body<{ data: { id: number } }>(res)).data.id).toBe(Number(decodeJwt(member).sub));
    expect((await isLogin(travel)).status).toBe(200);
    const none = await app.request("/api/v1/auth/isLogin");
    expect(none.status).toBe(401);
    expect(await errorOf(none)).toEqual({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.signInRequired });
  });

  it("GET /api/v1/admin/me answers the admin and refuses member and travel tokens", async () => {
    const res = await call(app, "GET", "/api/v1/admin/me", { token: admin });
    expect(res.status).toBe(200);
    expect((await body<{ data: unknown }>(res)).data).toEqual({
      id: Number(decodeJwt(admin).sub),
      email: "admin@demo.test",
      name: "Demo Admin",
      role: "operator",
    });
    // every operators' account reads its own, whatever its role (the console offers what the role allows)
    const gate = (await signIn(app, "gate@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
    const gateMe = await call(app, "GET", "/api/v1/admin/me", { token: gate, area: "admin" });
    expect(gateMe.status).toBe(200);
    expect((await body<{ data: { role: string } }>(gateMe)).data.role).toBe("gate");
    for (const token of [member, travel]) {
      const crossed = await call(app, "GET", "/api/v1/admin/me", { token });
      expect(crossed.status).toBe(401);
      expect(await errorOf(crossed)).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("GET /api/v1/accreditation/me (getInfo) answers the accreditation account and refuses other areas' tokens", async () => {
    const biz = (await signIn(app, "biz@demo.test", DEMO_PASSWORD, { area: "accreditation" })).token;
    const res = await call(app, "GET", "/api/v1/accreditation/me", { token: biz, area: "accreditation" });
    expect(res.status).toBe(200);
    expect((await body<{ data: unknown }>(res)).data).toMatchObject({
      id: Number(decodeJwt(biz).sub),
      email: "biz@demo.test",
      name: "Demo Business",
      type: "general",
      company_name: "Demo Medical Co.",
    });
    for (const token of [member, admin, travel]) {
      expect((await call(app, "GET", "/api/v1/accreditation/me", { token })).status).toBe(401);
    }
  });

  it("answers 401 when X-Auth-Area names another area than the token's, 400 when it names none", async () => {
    expect((await isLogin(member, "member")).status).toBe(200);
    expect((await isLogin(member, "travel")).status).toBe(401);
    expect((await isLogin(admin, "member")).status).toBe(401);
    const unknown = await isLogin(member, "everyone");
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ field: "x-auth-area" });
  });

  it("refuses a tampered, a foreign-signed, an alg:none and an expired token", async () => {
    const [head, payload, signature] = member.split(".");
    const claims = decodeJwt(member);
    const forged = Buffer.from(JSON.stringify({ ...claims, aud: "admin" })).toString("base64url");
    expect((await call(app, "GET", "/api/v1/admin/me", { token: `${head}.${forged}.${signature}` })).status).toBe(401);
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(32)));
    expect((await isLogin(foreign)).status).toBe(401);
    const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    expect((await isLogin(none)).status).toBe(401);

    clock.advance(7201);
    try {
      expect((await isLogin(member)).status).toBe(401);
    } finally {
      clock.advance(-7201);
    }
    expect((await isLogin(member)).status).toBe(200);
  });

  it("refuses the token of an account that became inactive", async () => {
    const { token, id } = await signIn(app, "seller.domestic@demo.test", DEMO_PASSWORD);
    await db.db.update(accounts).set({ status: "inactive" }).where(eq(accounts.id, id));
    try {
      expect((await isLogin(token)).status).toBe(401);
    } finally {
      await db.db.update(accounts).set({ status: "active" }).where(eq(accounts.id, id));
    }
  });
});

describe("revocation", () => {
  it("sign-out ends this session only", async () => {
    const a = await signIn(app, "seller.overseas@demo.test", DEMO_PASSWORD);
    const b = await signIn(app, "seller.overseas@demo.test", DEMO_PASSWORD);
    const res = await call(app, "POST", "/api/v1/auth/signout", { token: a.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { ok: true }, meta: {} });
    expect((await isLogin(a.token)).status).toBe(401);
    expect((await call(app, "POST", "/api/v1/auth/signout", { token: a.token })).status).toBe(401);
    expect((await isLogin(b.token)).status).toBe(200);
  });

  it("a password change ends every session and answers a fresh token for this browser", async () => {
    const { token: here } = await newMember(app, db.db, "changer@example.com");
    const { token: elsewhere } = await signIn(app, "changer@example.com", STRONG_PASSWORD);

    const wrong = await call(app, "POST", "/api/v1/auth/change-password", {
      token: here,
      body: { currentPassword: "Nope12345", newPassword: "Another2025" },
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      code: "CURRENT_PASSWORD_WRONG",
      field: "currentPassword",
      message: AUTH_MESSAGES.currentPasswordWrong,
    });
    const weak = await call(app, "POST", "/api/v1/auth/change-password", {
      token: here,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "weak" },
    });
    expect(weak.status).toBe(400);
    expect(await errorOf(weak)).toMatchObject({ field: "newPassword" });

    const res = await call(app, "POST", "/api/v1/auth/change-password", {
      token: here,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "Another2025" },
    });
    expect(res.status).toBe(200);
    const { data } = ChangePasswordResponseSchema.parse(await body(res));
    expect(data.expiresIn).toBe(7200);
    expect((await isLogin(here)).status).toBe(401);
    expect((await isLogin(elsewhere)).status).toBe(401);
    expect((await isLogin(data.accessToken)).status).toBe(200);
    const old = await call(app, "POST", "/api/v1/auth/signin", {
      body: { email: "changer@example.com", password: STRONG_PASSWORD },
    });
    expect(old.status).toBe(401);
    await signIn(app, "changer@example.com", "Another2025");
  });

  it("deleting the account ends its sessions, clears it and frees the address", async () => {
    const { token, id } = await newMember(app, db.db, "leaver@example.com");
    const second = await signIn(app, "leaver@example.com", STRONG_PASSWORD);
    expect((await call(app, "DELETE", "/api/v1/auth/delete")).status).toBe(401);
    const res = await call(app, "DELETE", "/api/v1/auth/delete", { token });
    expect(res.status).toBe(200);
    expect((await isLogin(token)).status).toBe(401);
    expect((await isLogin(second.token)).status).toBe(401);
    const [row] = await db.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ status: "deleted", name: "", phone: null, passwordHash: null });
    expect(row?.email).not.toBe("leaver@example.com");
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const free = await call(app, "GET", "/api/v1/auth/check-email?email=leaver%40example.com");
    expect(free.status).toBe(200);
    const again = await newMember(app, db.db, "leaver@example.com");
    expect(again.id).not.toBe(id);
  });
});

describe("the signing secret", () => {
  it("is generated once and kept in the database, so a second process accepts the first one's tokens", async () => {
    const rows = await db.db.select().from(serverSecrets);
    expect(rows.map((r) => r.name)).toEqual(["auth"]);
    expect(Buffer.from(rows[0]?.value ?? "", "base64url").byteLength).toBe(32);
    const other = authApp(db.db, { clock });
    const { token } = await signIn(app, "visitor@demo.test", DEMO_PASSWORD);
    expect(
      (await other.request("/api/v1/auth/isLogin", { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  });

  it("AUTH_SECRET takes its place; tokens signed with the stored one then fail", async () => {
    const keyed = authApp(db.db, { clock, auth: { secret: new TextEncoder().encode("k".repeat(40)) } });
    const { token } = await signIn(app, "visitor@demo.test", DEMO_PASSWORD);
    expect(
      (await keyed.request("/api/v1/auth/isLogin", { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    const res = await call(keyed, "POST", "/api/v1/auth/signin", {
      body: { email: "visitor@demo.test", password: DEMO_PASSWORD },
    });
    const { data } = SigninResponseSchema.parse(await body(res));
    expect((await call(keyed, "GET", "/api/v1/auth/isLogin", { token: data.accessToken })).status).toBe(200);
  });

  it("refuses an AUTH_SECRET under 32 bytes at start-up, and reads the other settings", () => {
    expect(() => authConfigFromEnv({ AUTH_SECRET: "short" })).toThrow(
      /AUTH_SECRET must be at least 32 bytes \(got 5\)/,
    );
    expect(() => authConfigFromEnv({ AUTH_TOKEN_TTL_SECONDS: "soon" })).toThrow(/AUTH_TOKEN_TTL_SECONDS/);
    expect(() => authConfigFromEnv({ NAVER_CLIENT_ID: "id" })).toThrow(/NAVER_CLIENT_SECRET/);
    expect(() => authConfigFromEnv({ PUBLIC_ORIGINS: "not a url" })).toThrow(/PUBLIC_ORIGINS/);
    const config = authConfigFromEnv({
      AUTH_SECRET: "s".repeat(32),
      AUTH_TOKEN_TTL_SECONDS: "3600",
      TRUST_PROXY: "1",
      PUBLIC_ORIGINS: "https://shop.example.com/, https://mart.example.com/x",
      SMTP_URL: "smtp://mail.example.com:25",
      KAKAO_CLIENT_ID: "kakao-id",
    });
    expect(config).toMatchObject({
      tokenTtlSeconds: 3600,
      trustProxy: true,
      publicOrigins: ["https://shop.example.com", "https://mart.example.com"],
      smtpUrl: "smtp://mail.example.com:25",
      kakao: { clientId: "kakao-id", clientSecret: "" },
      naver: undefined,
    });
    expect(config.secret?.byteLength).toBe(32);
    expect(authConfigFromEnv({})).toMatchObject({ secret: undefined, tokenTtlSeconds: 7200, trustProxy: false });
  });
});
