import { AUTH_MESSAGES, type SocialIdentity, SocialIdentitySchema, SigninResponseSchema } from "@contracts/auth";
import { decodeJwt } from "jose";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authConfigFromEnv } from "../../../config";
import { SEED_SOCIAL_IDENTITIES } from "../../../platform/db/seed-data";
import { parseKakaoProfile, parseNaverProfile } from "../social/remote-social-provider";
import { authApp, type AuthTestApp, body, call, errorOf, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app, clock } = await forTheFile(seededAuthApp());

const ORIGIN = "http://localhost";
/**
 * The person on the server's own machine, the only one the local provider serves by default (a loopback socket; see
 * social-local-access.test.ts for everyone else).
 */
const LOOPBACK = { incoming: { socket: { remoteAddress: "127.0.0.1", localPort: 80 } } };
const KAKAO_REDIRECT = `${ORIGIN}/oauth-kakao`;
const NAVER_REDIRECT = `${ORIGIN}/oauth-naver`;

async function authorize(type: "kakao" | "naver", redirect: string, target: AuthTestApp = app) {
  const res = await target.request(
    `/api/v1/auth/social/authorize?social_type=${type}&redirect_uri=${encodeURIComponent(redirect)}`,
    {},
    LOOPBACK,
  );
  return { res, data: res.status === 200 ? (await body<{ data: { url: string; state: string } }>(res)).data : null };
}

/** Plays the browser on the local provider page: submit the form, follow nothing, read the redirect. */
async function continueAs(type: "kakao" | "naver", fields: Record<string, string>) {
  const { data } = await authorize(type, type === "kakao" ? KAKAO_REDIRECT : NAVER_REDIRECT);
  if (!data) throw new Error("authorize failed");
  const url = new URL(data.url);
  const form = new URLSearchParams({
    redirect_uri: url.searchParams.get("redirect_uri") ?? "",
    state: url.searchParams.get("state") ?? "",
    ...fields,
  });
  const res = await app.request(
    url.pathname,
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: form.toString() },
    LOOPBACK,
  );
  return { res, state: data.state };
}

async function roundTrip(type: "kakao" | "naver", fields: Record<string, string>): Promise<SocialIdentity> {
  const { res, state } = await continueAs(type, fields);
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location") ?? "");
  expect(back.searchParams.get("state")).toBe(state);
  const exchange = await call(app, "POST", "/api/v1/auth/social/exchange", {
    body: {
      social_type: type,
      code: back.searchParams.get("code"),
      state,
      redirect_uri: `${back.origin}${back.pathname}`,
    },
    env: LOOPBACK,
  });
  expect(exchange.status).toBe(200);
  return SocialIdentitySchema.parse((await body<{ data: unknown }>(exchange)).data);
}

const kakaoDemo = SEED_SOCIAL_IDENTITIES.find((i) => i.type === "kakao")!;

describe("GET /api/v1/auth/social/authorize", () => {
  it("points at the local provider page with a signed, short-lived state", async () => {
    const { res, data } = await authorize("kakao", KAKAO_REDIRECT);
    expect(res.status).toBe(200);
    const url = new URL(data?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/dev/oauth/kakao/authorize`);
    expect(url.searchParams.get("redirect_uri")).toBe(KAKAO_REDIRECT);
    expect(url.searchParams.get("state")).toBe(data?.state);
    const claims = decodeJwt(data?.state ?? "");
    expect(claims).toMatchObject({ aud: "social-state", provider: "kakao", redirect_uri: KAKAO_REDIRECT });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it("accepts only this site's own handler page for that provider", async () => {
    for (const redirect of [
      "https://evil.example/oauth-kakao",
      `${ORIGIN}/oauth-naver`,
      `${ORIGIN}/account/login`,
      "not a url",
    ]) {
      const { res } = await authorize("kakao", redirect);
      expect(res.status, redirect).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "SOCIAL_INVALID", field: "redirect_uri" });
    }
  });
});

describe("the local provider page", () => {
  it("is a plain accessible form listing the demo people, for a valid redirect only", async () => {
    const { data } = await authorize("kakao", KAKAO_REDIRECT);
    const res = await app.request(data?.url ?? "", {}, LOOPBACK);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Sign in with Kakao</h1>");
    expect(html).toContain(kakaoDemo.name);
    expect(html).toContain("<legend>Who are you?</legend>");
    expect(html).toContain('<label for="email">');
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).not.toContain("<script");
    const evil = await app.request(
      `/dev/oauth/kakao/authorize?state=x&redirect_uri=${encodeURIComponent("https://evil.example/oauth-kakao")}`,
      {},
      LOOPBACK,
    );
    expect(evil.status).toBe(400);
  });

  it("asks again when someone else is chosen without a name and address", async () => {
    const { res } = await continueAs("naver", { identity: "custom", name: "", email: "nope" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('role="alert"');
  });
});

describe("exchange, sign-in and sign-up", () => {
  it("trades the code for the demo identity; the linked member signs in with it", async () => {
    const identity = await roundTrip("kakao", { identity: `demo:${kakaoDemo.social_id}` });
    expect(identity).toMatchObject({
      social_type: "kakao",
      social_id: kakaoDemo.social_id,
      email: kakaoDemo.email,
      name: kakaoDemo.name,
    });
    expect(decodeJwt(identity.social_token)).toMatchObject({ aud: "social-local", sub: kakaoDemo.social_id });

    const res = await call(app, "POST", "/api/v1/auth/signin-social", {
      body: { social_type: "kakao", social_id: identity.social_id, social_token: identity.social_token },
      env: LOOPBACK,
    });
    expect(res.status).toBe(200);
    const { data } = SigninResponseSchema.parse(await body(res));
    const me = await call(app, "GET", `/api/v1/members/${data.id}`, { token: data.accessToken });
    expect((await body<{ data: { email: string; social_type: string } }>(me)).data).toMatchObject({
      email: kakaoDemo.email,
      social_type: "kakao",
    });
  });

  it("a new person: 404 SOCIAL_NOT_REGISTERED, then social sign-up, then sign-in", async () => {
    const identity = await roundTrip("naver", {
      identity: "custom",
      name: "New Naver",
      email: "New.Naver@example.com",
    });
    expect(identity).toMatchObject({ social_type: "naver", email: "New.Naver@example.com", name: "New Naver" });
    const proof = { social_type: "naver", social_id: identity.social_id, social_token: identity.social_token };

    const unknown = await call(app, "POST", "/api/v1/auth/signin-social", { body: proof, env: LOOPBACK });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({
      code: "SOCIAL_NOT_REGISTERED",
      message: AUTH_MESSAGES.socialNotRegistered,
    });

    const signupPayload = {
      ...proof,
      email: "new.naver@example.com",
      name: "New Naver",
      agree_terms: true,
      agree_privacy: true,
      agree_third_party: true,
      agree_age14: true,
    };
    const admin = await call(app, "POST", "/api/v1/auth/signup-social", {
      body: signupPayload,
      area: "admin",
      env: LOOPBACK,
    });
    expect(admin.status).toBe(403);
    const created = await call(app, "POST", "/api/v1/auth/signup-social", { body: signupPayload, env: LOOPBACK });
    expect(created.status).toBe(201);
    const { userId } = (await body<{ data: { userId: number } }>(created)).data;

    const again = await call(app, "POST", "/api/v1/auth/signup-social", {
      body: { ...signupPayload, email: "other.address@example.com" },
      env: LOOPBACK,
    });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: "SOCIAL_TAKEN" });
    const mismatched = await call(app, "POST", "/api/v1/auth/signup-social", {
      body: { ...signupPayload, social_id: "x", social_token: identity.social_token },
      env: LOOPBACK,
    });
    expect(mismatched.status).toBe(400);

    const signedIn = await call(app, "POST", "/api/v1/auth/signin-social", { body: proof, env: LOOPBACK });
    expect(signedIn.status).toBe(200);
    expect(SigninResponseSchema.parse(await body(signedIn)).data.id).toBe(userId);
    // The same typed address gives the same id next time.
    const twice = await roundTrip("naver", { identity: "custom", name: "Again", email: "new.naver@example.com" });
    expect(twice.social_id).toBe(identity.social_id);
  });

  it("refuses a token that does not prove the id, or belongs to the other provider", async () => {
    const identity = await roundTrip("kakao", { identity: `demo:${kakaoDemo.social_id}` });
    const forged = await call(app, "POST", "/api/v1/auth/signin-social", {
      body: { social_type: "kakao", social_id: "kakao-someone-else", social_token: identity.social_token },
      env: LOOPBACK,
    });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toMatchObject({ code: "SOCIAL_INVALID", field: "social_token" });
    const crossed = await call(app, "POST", "/api/v1/auth/signin-social", {
      body: { social_type: "naver", social_id: identity.social_id, social_token: identity.social_token },
      env: LOOPBACK,
    });
    expect(crossed.status).toBe(400);
  });

  it("uses a code once, and only with its own state, provider and redirect, in time", async () => {
    const exchange = (payload: Record<string, unknown>) =>
      call(app, "POST", "/api/v1/auth/social/exchange", { body: payload, env: LOOPBACK });
    const { res, state } = await continueAs("kakao", { identity: `demo:${kakaoDemo.social_id}` });
    const code = new URL(res.headers.get("location") ?? "").searchParams.get("code");
    const good = { social_type: "kakao", code, state, redirect_uri: KAKAO_REDIRECT };

    const { data: naverAuth } = await authorize("naver", NAVER_REDIRECT);
    expect((await exchange({ ...good, state: naverAuth?.state })).status).toBe(400);
    expect((await exchange({ ...good, redirect_uri: NAVER_REDIRECT })).status).toBe(400);
    expect((await exchange({ ...good, state: "garbage" })).status).toBe(400);

    expect((await exchange(good)).status).toBe(200);
    const reused = await exchange(good);
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toMatchObject({ code: "SOCIAL_INVALID", field: "code" });

    const late = await continueAs("kakao", { identity: `demo:${kakaoDemo.social_id}` });
    const lateCode = new URL(late.res.headers.get("location") ?? "").searchParams.get("code");
    clock.advance(3 * 60);
    try {
      const expired = await exchange({ ...good, code: lateCode, state: late.state });
      expect(expired.status).toBe(400);
      clock.advance(8 * 60);
      const staleState = await exchange({ ...good, code: lateCode, state: late.state });
      expect(await errorOf(staleState)).toMatchObject({ field: "state" });
    } finally {
      clock.advance(-11 * 60);
    }
  });
});

describe("real providers (keyed)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("send Kakao people to Kakao and read the profile with the bearer token", async () => {
    const config = authConfigFromEnv({ KAKAO_CLIENT_ID: "kakao-client", KAKAO_CLIENT_SECRET: "kakao-secret" });
    const keyed = authApp(db.db, { clock, auth: config });
    const { data } = await authorize("kakao", KAKAO_REDIRECT, keyed);
    const url = new URL(data?.url ?? "");
    expect(`${url.origin}${url.pathname}`).toBe("https://kauth.kakao.com/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "kakao-client",
      redirect_uri: KAKAO_REDIRECT,
      state: data?.state,
      response_type: "code",
    });
    // Naver has no client id: its local page stays, Kakao's is gone.
    expect((await keyed.request(`/dev/oauth/kakao/authorize?state=s&redirect_uri=${KAKAO_REDIRECT}`)).status).toBe(404);
    expect((await authorize("naver", NAVER_REDIRECT, keyed)).data?.url).toContain("/dev/oauth/naver/authorize");

    const seen: { url: string; authorization: string | null }[] = [];
    const answer = (request: Request): Response => {
      seen.push({ url: request.url, authorization: request.headers.get("authorization") });
      if (request.url === "https://kauth.kakao.com/oauth/token") {
        return Response.json({ access_token: "kakao-access", token_type: "bearer", expires_in: 3600 });
      }
      if (request.url === "https://kapi.kakao.com/v2/user/me") {
        return request.headers.get("authorization") === "Bearer kakao-access"
          ? Response.json({ id: 4242, kakao_account: { email: "k@example.com", profile: { nickname: "Kay" } } })
          : new Response("{}", { status: 401 });
      }
      return new Response("not found", { status: 404 });
    };
    vi.stubGlobal("fetch", (input: Request | string | URL, init?: RequestInit) =>
      Promise.resolve(answer(input instanceof Request ? input : new Request(input, init))),
    );
    const exchange = await call(keyed, "POST", "/api/v1/auth/social/exchange", {
      body: { social_type: "kakao", code: "provider-code", state: data?.state, redirect_uri: KAKAO_REDIRECT },
    });
    expect(exchange.status).toBe(200);
    expect((await body<{ data: unknown }>(exchange)).data).toEqual({
      social_type: "kakao",
      social_id: "4242",
      social_token: "kakao-access",
      email: "k@example.com",
      name: "Kay",
    });
    expect(seen.map((s) => s.url)).toEqual([
      "https://kauth.kakao.com/oauth/token",
      "https://kapi.kakao.com/v2/user/me",
    ]);

    const notRegistered = await call(keyed, "POST", "/api/v1/auth/signin-social", {
      body: { social_type: "kakao", social_id: "4242", social_token: "kakao-access" },
    });
    expect(notRegistered.status).toBe(404);
    const wrongToken = await call(keyed, "POST", "/api/v1/auth/signin-social", {
      body: { social_type: "kakao", social_id: "4242", social_token: "stolen" },
    });
    expect(wrongToken.status).toBe(400);
  });

  it("read Kakao and Naver profiles, refusing malformed ones", () => {
    expect(parseNaverProfile({ resultcode: "00", response: { id: "nv1", email: "n@x.co", nickname: "Nick" } })).toEqual(
      { social_id: "nv1", email: "n@x.co", name: "Nick" },
    );
    expect(parseNaverProfile({ resultcode: "024", message: "Authentication failed" })).toBeUndefined();
    expect(parseKakaoProfile({ id: 7 })).toEqual({ social_id: "7", email: null, name: null });
    expect(parseKakaoProfile({ msg: "this access token does not exist", code: -401 })).toBeUndefined();
  });
});
