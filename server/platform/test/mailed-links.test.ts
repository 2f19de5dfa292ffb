import { InviteSurveyResponseSchema } from "@contracts/survey";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../../config";
import { authApp, type AuthTestApp, body, freshClient, latestMail, linkIn, seededAuthApp } from "./auth-fixtures";
import { forTheFile } from "./helpers";
import { asAdmin, createSurveyWorld, type SurveyWorld } from "./survey-fixtures";

// Issue 17, item 5: links in mails followed the request's Host, so a forged Host put an attacker's server into a
// victim's password-reset or survey mail. They use PUBLIC_ORIGINS, or without it the loopback origin the server
// listens on.

/** The request's socket as @hono/node-server hands it over: the port the connection came in on. */
const on = (localPort: number) => ({ incoming: { socket: { remoteAddress: "203.0.113.9", localPort } } });

const { db, app } = await forTheFile(seededAuthApp());

/** An anonymous reset request for `email` at `url`, with extra headers and the connection's socket. */
async function resetLinkFor(
  target: AuthTestApp,
  email: string,
  url: string,
  options: { headers?: Record<string, string>; socket?: object } = {},
) {
  const res = await target.request(
    url,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client": freshClient(), ...options.headers },
      body: JSON.stringify({ email }),
    },
    options.socket,
  );
  expect(res.status).toBe(200);
  return linkIn(await latestMail(db.db, email));
}

const RESET = "/api/v1/auth/reset-password";

describe("password-reset links without PUBLIC_ORIGINS", () => {
  it("never point at the host a caller names", async () => {
    const link = await resetLinkFor(app, "member@demo.test", `http://attacker.example${RESET}`);
    expect(link).toMatch(/^http:\/\/localhost:3000\/account\/password-reset\/[\w-]{43}$/);
  });

  it("ignore forwarded hosts, even behind a trusted proxy", async () => {
    const proxied = authApp(db.db, { auth: authConfigFromEnv({ TRUST_PROXY: "1" }) });
    const link = await resetLinkFor(proxied, "member@demo.test", `http://localhost:3000${RESET}`, {
      headers: { "X-Forwarded-Host": "attacker.example", "X-Forwarded-Proto": "https" },
    });
    expect(link.startsWith("http://localhost:3000/account/password-reset/")).toBe(true);
  });

  it("keep a loopback origin of the server's own port as the person typed it", async () => {
    for (const origin of ["http://127.0.0.1:3000", "http://summit.localhost:3000", "http://localhost:3000"]) {
      const link = await resetLinkFor(app, "visitor@demo.test", `${origin}${RESET}`);
      expect(link.startsWith(`${origin}/account/password-reset/`), origin).toBe(true);
    }
    // another port on this machine is someone else's server
    const other = await resetLinkFor(app, "visitor@demo.test", `http://localhost:4000${RESET}`);
    expect(other.startsWith("http://localhost:3000/")).toBe(true);
  });

  it("take the port from the connection, so PORT=0 still gives the real one", async () => {
    const link = await resetLinkFor(app, "visitor@demo.test", `http://attacker.example${RESET}`, {
      socket: on(45678),
    });
    expect(link.startsWith("http://localhost:45678/account/password-reset/")).toBe(true);
    const typed = await resetLinkFor(app, "visitor@demo.test", `http://127.0.0.1:45678${RESET}`, {
      socket: on(45678),
    });
    expect(typed.startsWith("http://127.0.0.1:45678/account/password-reset/")).toBe(true);
  });
});

describe("password-reset links with PUBLIC_ORIGINS", () => {
  it("use the caller's origin only when listed, else the first", async () => {
    const pinned = authApp(db.db, {
      auth: authConfigFromEnv({ PUBLIC_ORIGINS: "https://shop.example.com,https://mart.example.com" }),
    });
    expect(await resetLinkFor(pinned, "member@demo.test", `https://mart.example.com${RESET}`)).toMatch(
      /^https:\/\/mart\.example\.com\/account\/password-reset\//,
    );
    expect(await resetLinkFor(pinned, "member@demo.test", `http://localhost:3000${RESET}`)).toMatch(
      /^https:\/\/shop\.example\.com\/account\/password-reset\//,
    );
  });
});

describe("survey links", () => {
  let world: SurveyWorld;
  beforeAll(async () => {
    world = await createSurveyWorld();
  });
  afterAll(() => world?.db.close());

  it("an operator's invitation never points at the host the request names", async () => {
    const res = await asAdmin(world, "POST", "http://attacker.example/api/v1/admin/survey-invitees", {
      name: "Ada",
      email: "ada.links@survey.test",
      areas: ["jeonju"],
    });
    expect(res.status).toBe(201);
    const { link } = InviteSurveyResponseSchema.parse(await body(res)).data;
    expect(link).toMatch(/^http:\/\/localhost:3000\/rok-us\/survey\?key=[\w-]{43}$/);
  });

  it("an anonymous 'send my link again' never points at the host the request names", async () => {
    const guest = await world.guest(["seoul"]);
    const res = await world.app.request("http://attacker.example/api/v1/surveys/link", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client": freshClient() },
      body: JSON.stringify({ email: guest.email }),
    });
    expect(res.status).toBe(202);
    expect(linkIn(await latestMail(world.db.db, guest.email))).toMatch(
      /^http:\/\/localhost:3000\/rok-us\/survey\?key=[\w-]{43}$/,
    );
  });
});
