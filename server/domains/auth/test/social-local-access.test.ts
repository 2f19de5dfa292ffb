import { SEED_SOCIAL_IDENTITIES } from "../../../platform/db/seed-data";
import { describe, expect, it } from "vitest";
import { type AuthConfig, authConfigFromEnv, paymentConfigFromEnv } from "../../../config";
import { authApp, type AuthTestApp, body, call, errorOf, seededAuthApp } from "../../../platform/test/auth-fixtures";
import { captureLogger, forTheFile } from "../../../platform/test/helpers";

// Issue 17, as item 1 for the outbox: without KAKAO_/NAVER_ keys (the npm start default) the local sign-in page let
// anyone who reached the server sign in as any local identity by picking or typing it: every member linked to one
// (kakao@demo.test, naver@demo.test) was anybody's. The stand-in is for the person on the server's own machine.

type SocialType = "kakao" | "naver";

/** What @hono/node-server hands the app as `c.env`: the request's socket. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, localPort: 3000 } } });
const LOOPBACK = from("127.0.0.1");
const ELSEWHERE = from("203.0.113.9");

/** The origin a person on this machine opens; a visitor of a reachable server names the server's own. */
const LOCAL_ORIGIN = "http://localhost:3000";
const PUBLIC_ORIGIN = "http://shop.example";

const demo = (type: SocialType) => SEED_SOCIAL_IDENTITIES.find((identity) => identity.type === type)!;
const redirectOf = (type: SocialType, origin: string) => `${origin}/oauth-${type}`;

const { db, app, clock } = await forTheFile(seededAuthApp());

/** An app as a server started with these settings would be; the default is `npm start`'s (loopback, no keys). */
const appWith = (env: Record<string, string>, logger?: ReturnType<typeof captureLogger>["logger"]) =>
  authApp(db.db, { clock, auth: authConfigFromEnv(env), paymentConfig: paymentConfigFromEnv(env), logger });

type Client = { env: object | undefined; origin: string; headers?: Record<string, string> };
const local: Client = { env: LOOPBACK, origin: LOCAL_ORIGIN };
const remote: Client = { env: ELSEWHERE, origin: PUBLIC_ORIGIN };

const authorizeApi = (target: AuthTestApp, type: SocialType, client: Client) =>
  target.request(
    `${client.origin}/api/v1/auth/social/authorize?social_type=${type}&redirect_uri=${encodeURIComponent(redirectOf(type, client.origin))}`,
    { headers: client.headers },
    client.env,
  );

const providersOf = async (target: AuthTestApp, client: Client) => {
  const res = await target.request(`${client.origin}/api/v1/auth/social/providers`, {}, client.env);
  expect(res.status).toBe(200);
  return (await body<{ data: string[] }>(res)).data;
};

const providerPage = (target: AuthTestApp, type: SocialType, client: Client, state = "any-state") =>
  target.request(
    `${client.origin}/dev/oauth/${type}/authorize?state=${state}&redirect_uri=${encodeURIComponent(redirectOf(type, client.origin))}`,
    { headers: client.headers },
    client.env,
  );

/** Presses Continue on the provider page as the demo person of `type`: the redirect carries the code. */
const continueAsDemo = (target: AuthTestApp, type: SocialType, client: Client, state = "any-state") =>
  target.request(
    `${client.origin}/dev/oauth/${type}/authorize`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...client.headers },
      body: new URLSearchParams({
        redirect_uri: redirectOf(type, client.origin),
        state,
        identity: `demo:${demo(type).social_id}`,
      }).toString(),
    },
    client.env,
  );

const exchange = (target: AuthTestApp, type: SocialType, client: Client, code: string, state: string) =>
  call(target, "POST", `${client.origin}/api/v1/auth/social/exchange`, {
    body: { social_type: type, code, state, redirect_uri: redirectOf(type, client.origin) },
    env: client.env,
    headers: client.headers,
  });

type Identity = { social_id: string; social_token: string; email: string | null };

const signinSocial = (target: AuthTestApp, type: SocialType, client: Client, identity: Identity) =>
  call(target, "POST", `${client.origin}/api/v1/auth/signin-social`, {
    body: { social_type: type, social_id: identity.social_id, social_token: identity.social_token },
    env: client.env,
    headers: client.headers,
  });

/**
 * The whole round trip the sign-in page drives, as `client`: the first refused step's answer, or the signed-in
 * member's e-mail.
 */
async function signInAsDemo(
  target: AuthTestApp,
  type: SocialType,
  client: Client,
): Promise<{ refused: Response } | { email: string }> {
  const authorize = await authorizeApi(target, type, client);
  if (authorize.status !== 200) return { refused: authorize };
  const { url, state } = (await body<{ data: { url: string; state: string } }>(authorize)).data;
  expect(new URL(url).pathname).toBe(`/dev/oauth/${type}/authorize`);
  const page = await providerPage(target, type, client, state);
  if (page.status !== 200) return { refused: page };
  expect(await page.text()).toContain(demo(type).email);
  const pressed = await continueAsDemo(target, type, client, state);
  if (pressed.status !== 302) return { refused: pressed };
  const code = new URL(pressed.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const traded = await exchange(target, type, client, code, state);
  if (traded.status !== 200) return { refused: traded };
  const identity = (await body<{ data: Identity }>(traded)).data;
  const signedIn = await signinSocial(target, type, client, identity);
  if (signedIn.status !== 200) return { refused: signedIn };
  const { accessToken, id } = (await body<{ data: { accessToken: string; id: number } }>(signedIn)).data;
  const me = await call(target, "GET", `/api/v1/members/${id}`, { token: accessToken });
  return { email: (await body<{ data: { email: string } }>(me)).data.email };
}

/** A local person's half-way material (state, code, social token), to try each later step from elsewhere. */
async function materialOfLocalPerson(target: AuthTestApp, type: SocialType) {
  const authorize = await authorizeApi(target, type, local);
  const { state } = (await body<{ data: { state: string } }>(authorize)).data;
  const code = async () => {
    const pressed = await continueAsDemo(target, type, local, state);
    expect(pressed.status).toBe(302);
    return new URL(pressed.headers.get("location") ?? "").searchParams.get("code") ?? "";
  };
  const traded = await exchange(target, type, local, await code(), state);
  expect(traded.status).toBe(200);
  return { state, code: await code(), identity: (await body<{ data: Identity }>(traded)).data };
}

async function expectForbiddenJson(res: Response) {
  expect(res.status).toBe(403);
  expect(await errorOf(res)).toMatchObject({ code: "SOCIAL_LOCAL_FORBIDDEN" });
}

async function expectForbiddenPage(res: Response, type: SocialType) {
  expect(res.status).toBe(403);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  expect(res.headers.get("location")).toBeNull();
  const html = await res.text();
  // The refusal names the way in, and no longer lists who one could be.
  expect(html).toMatch(/SOCIAL_LOCAL|_CLIENT_ID/);
  expect(html).not.toContain(demo(type).email);
  expect(html).not.toContain("<form");
}

describe("the local social provider on a server listening on loopback (the npm start default)", () => {
  it("does not let a visitor from another machine sign in as the seeded Kakao or Naver member", async () => {
    for (const type of ["kakao", "naver"] as const) {
      for (const client of [remote, { ...remote, origin: LOCAL_ORIGIN }, { env: undefined, origin: LOCAL_ORIGIN }]) {
        const outcome = await signInAsDemo(app, type, client);
        expect(outcome, `${type} from ${JSON.stringify(client.env)}`).toHaveProperty("refused");
        if ("refused" in outcome) await expectForbiddenJson(outcome.refused);
      }
    }
  });

  it("refuses every step of the round trip from elsewhere, even with a local person's state, code or token", async () => {
    const type = "kakao";
    const { state, code, identity } = await materialOfLocalPerson(app, type);
    const visitor = { ...remote, origin: LOCAL_ORIGIN };
    await expectForbiddenPage(await providerPage(app, type, visitor, state), type);
    await expectForbiddenPage(await continueAsDemo(app, type, visitor, state), type);
    await expectForbiddenJson(await exchange(app, type, visitor, code, state));
    await expectForbiddenJson(await signinSocial(app, type, visitor, identity));
    const signup = await call(app, "POST", "/api/v1/auth/signup-social", {
      body: {
        social_type: type,
        social_id: identity.social_id,
        social_token: identity.social_token,
        email: "someone.new@example.com",
        name: "Someone New",
        agree_terms: true,
        agree_privacy: true,
        agree_third_party: true,
        agree_age14: true,
      },
      env: ELSEWHERE,
    });
    await expectForbiddenJson(signup);
    // The code was not spent by the refused exchange: the person it was issued to can still use it.
    expect((await exchange(app, type, local, code, state)).status).toBe(200);
  });

  it("never takes X-Forwarded-For, a proxy's loopback connection or a rebound host name for a local person", async () => {
    const passedOn = ["X-Forwarded-For", "Forwarded", "X-Real-IP", "Via"].map((header) => ({
      ...local,
      headers: { [header]: "203.0.113.9" },
    }));
    for (const client of [
      { ...remote, origin: LOCAL_ORIGIN, headers: { "X-Forwarded-For": "127.0.0.1" } },
      ...passedOn,
      { ...local, origin: "http://attacker.example:3000" },
    ]) {
      await expectForbiddenJson(await authorizeApi(app, "kakao", client));
      await expectForbiddenPage(await continueAsDemo(app, "kakao", client), "kakao");
    }
  });

  it("lets the person on this machine sign in as the seeded Kakao and Naver members", async () => {
    for (const client of [local, { env: from("::1"), origin: "http://127.0.0.1:3000" }]) {
      expect(await signInAsDemo(app, "kakao", client)).toEqual({ email: "kakao@demo.test" });
      expect(await signInAsDemo(app, "naver", client)).toEqual({ email: "naver@demo.test" });
    }
  });

  it("reports the local providers to a local person only, so the sites hide the buttons for everyone else", async () => {
    expect(await providersOf(app, local)).toEqual(["kakao", "naver"]);
    expect(await providersOf(app, remote)).toEqual([]);
  });
});

describe("a server reachable from other machines", () => {
  it("turns the local provider off on HOST=0.0.0.0, for a loopback client too, with a page that says why", async () => {
    const reachable = appWith({ HOST: "0.0.0.0" });
    for (const client of [local, remote]) {
      const outcome = await signInAsDemo(reachable, "kakao", client);
      expect(outcome).toHaveProperty("refused");
      if ("refused" in outcome) await expectForbiddenJson(outcome.refused);
      await expectForbiddenPage(await providerPage(reachable, "naver", client), "naver");
      expect(await providersOf(reachable, client)).toEqual([]);
    }
    const page = await (await providerPage(reachable, "kakao", remote)).text();
    expect(page).toContain("reachable from other machines");
  });

  it("turns it off behind a trusted proxy, whose every request comes from loopback", async () => {
    const proxied = appWith({ TRUST_PROXY: "1" });
    expect(await signInAsDemo(proxied, "kakao", local)).toHaveProperty("refused");
    expect(await providersOf(proxied, local)).toEqual([]);
  });

  it("SOCIAL_LOCAL=open: anyone may use it (a closed test network's choice)", async () => {
    const open = appWith({ HOST: "0.0.0.0", SOCIAL_LOCAL: "open" });
    expect(await signInAsDemo(open, "kakao", remote)).toEqual({ email: "kakao@demo.test" });
    expect(await signInAsDemo(open, "naver", remote)).toEqual({ email: "naver@demo.test" });
    expect(await providersOf(open, remote)).toEqual(["kakao", "naver"]);
  });

  it("SOCIAL_LOCAL=off: nobody, on loopback too", async () => {
    const off = appWith({ SOCIAL_LOCAL: "off" });
    const outcome = await signInAsDemo(off, "naver", local);
    expect(outcome).toHaveProperty("refused");
    if ("refused" in outcome) await expectForbiddenJson(outcome.refused);
    await expectForbiddenPage(await continueAsDemo(off, "naver", local), "naver");
    expect(await providersOf(off, local)).toEqual([]);
  });

  it("leaves a keyed provider alone: Kakao with a client id is offered to everyone, the local Naver is not", async () => {
    const keyed = appWith({ HOST: "0.0.0.0", KAKAO_CLIENT_ID: "kakao-client", KAKAO_CLIENT_SECRET: "secret" });
    expect(await providersOf(keyed, remote)).toEqual(["kakao"]);
    const kakao = await authorizeApi(keyed, "kakao", remote);
    expect(kakao.status).toBe(200);
    expect((await body<{ data: { url: string } }>(kakao)).data.url).toMatch(/^https:\/\/kauth\.kakao\.com\//);
    await expectForbiddenJson(await authorizeApi(keyed, "naver", remote));
  });
});

describe("settings and the start-up log", () => {
  it("reads SOCIAL_LOCAL (default local) and refuses an unknown mode by name", () => {
    expect(authConfigFromEnv({})).toMatchObject<Partial<AuthConfig>>({ socialLocal: "local" });
    expect(authConfigFromEnv({ SOCIAL_LOCAL: " Open " })).toMatchObject({ socialLocal: "open" });
    expect(authConfigFromEnv({ SOCIAL_LOCAL: "off" })).toMatchObject({ socialLocal: "off" });
    expect(() => authConfigFromEnv({ SOCIAL_LOCAL: "everyone" })).toThrow(/SOCIAL_LOCAL/);
  });

  it("says who can use the local provider and what that gives them, and warns when anyone can", () => {
    const standIns = (env: Record<string, string>) => {
      const capture = captureLogger();
      appWith(env, capture.logger);
      const line = capture.lines().find((l) => l.msg === "local stand-ins in use");
      const all = (line?.stand_ins as string[] | undefined) ?? [];
      return { level: line?.level, kakao: all.find((s) => s.startsWith("kakao")) ?? "" };
    };

    const localOnly = standIns({});
    expect(localOnly.level).toBe("info");
    expect(localOnly.kakao).toContain("http://localhost:3000/dev/oauth/kakao/authorize, usable only from this machine");
    expect(localOnly.kakao).toContain("can sign in as any account linked to a local Kakao identity");

    const reachable = standIns({ HOST: "0.0.0.0" });
    expect(reachable.kakao).toContain("off because this server is reachable from other machines");

    const open = standIns({ HOST: "0.0.0.0", SOCIAL_LOCAL: "open" });
    expect(open.level).toBe("warn");
    expect(open.kakao).toContain("usable by ANYONE");

    expect(standIns({ SOCIAL_LOCAL: "off" }).kakao).toContain("off (SOCIAL_LOCAL=off)");
  });
});
