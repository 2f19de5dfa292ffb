import { describe, expect, it } from "vitest";
import { type AuthConfig, authConfigFromEnv, paymentConfigFromEnv } from "../../../config";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { isLoopbackAddress, isLoopbackHostname } from "../../../platform/http/loopback";
import {
  authApp,
  type AuthTestApp,
  body,
  call,
  freshClient,
  seededAuthApp,
  signIn,
} from "../../../platform/test/auth-fixtures";
import { captureLogger, forTheFile } from "../../../platform/test/helpers";

// Issue 17, item 1: with no SMTP_URL, anyone could read /api/dev/mail and take over any account with the reset link
// mailed there. The outbox is for the person on the server's own machine (ADR 0018).

/** What @hono/node-server hands the app as `c.env`: the request's socket. */
const from = (remoteAddress: string, localPort = 3000) => ({ incoming: { socket: { remoteAddress, localPort } } });
const LOOPBACK = from("127.0.0.1");
const ELSEWHERE = from("203.0.113.9");

type Mail = { to: string; text: string };

const { db, app } = await forTheFile(seededAuthApp());

/** An app as a server started with these settings would be; the default is `npm start`'s (loopback, no SMTP). */
const appWith = (env: Record<string, string>, logger?: ReturnType<typeof captureLogger>["logger"]) =>
  authApp(db.db, { auth: authConfigFromEnv(env), paymentConfig: paymentConfigFromEnv(env), logger });

const readOutbox = (
  target: AuthTestApp,
  to: string,
  env: object | undefined,
  headers: Record<string, string> = {},
  host = "localhost:3000",
) => target.request(`http://${host}/api/dev/mail?to=${encodeURIComponent(to)}`, { headers }, env);

const readPage = (target: AuthTestApp, env: object | undefined, headers: Record<string, string> = {}) =>
  target.request("http://localhost:3000/dev/mail", { headers }, env);

/** Asks for a reset of `email` as an anonymous caller, the first step of the takeover. */
async function askReset(target: AuthTestApp, email: string) {
  const res = await call(target, "POST", "/api/v1/auth/reset-password", { body: { email }, client: freshClient() });
  expect(res.status).toBe(200);
}

const adminToken = async (target: AuthTestApp) =>
  (await signIn(target, "admin@demo.test", DEMO_PASSWORD, { area: "admin", client: freshClient() })).token;

describe("the local outbox on a server listening on loopback (the npm start default)", () => {
  it("does not show a visitor from another machine the victim's reset link", async () => {
    await askReset(app, "member@demo.test");
    for (const env of [ELSEWHERE, undefined]) {
      const res = await readOutbox(app, "member@demo.test", env);
      expect(res.status).toBe(403);
      const text = await res.text();
      expect(text).toContain("OUTBOX_FORBIDDEN");
      expect(text).not.toContain("password-reset");
      const page = await readPage(app, env);
      expect(page.status).toBe(403);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).not.toContain("password-reset");
    }
  });

  it("takes the client's address from the socket, never from X-Forwarded-For", async () => {
    const res = await readOutbox(app, "member@demo.test", ELSEWHERE, { "X-Forwarded-For": "127.0.0.1" });
    expect(res.status).toBe(403);
  });

  it("refuses a loopback connection that a proxy on this machine passed on for someone else", async () => {
    for (const header of ["X-Forwarded-For", "Forwarded", "X-Real-IP", "Via"]) {
      const res = await readOutbox(app, "member@demo.test", LOOPBACK, { [header]: "203.0.113.9" });
      expect(res.status, header).toBe(403);
    }
  });

  it("refuses a loopback HTTP/1.0 request, as nginx's proxy_pass sends them by default", async () => {
    const viaNginx = { incoming: { httpVersion: "1.0", socket: { remoteAddress: "127.0.0.1", localPort: 3000 } } };
    const res = await readOutbox(app, "member@demo.test", viaNginx, {}, "127.0.0.1:3000");
    expect(res.status).toBe(403);
    const asBrowser = { incoming: { ...viaNginx.incoming, httpVersion: "1.1" } };
    expect((await readOutbox(app, "member@demo.test", asBrowser, {}, "127.0.0.1:3000")).status).toBe(200);
  });

  it("refuses a loopback connection naming another host (a page rebinding its name to 127.0.0.1)", async () => {
    const res = await readOutbox(app, "member@demo.test", LOOPBACK, {}, "attacker.example:3000");
    expect(res.status).toBe(403);
  });

  it("shows the person on this machine their mail, JSON and page alike", async () => {
    await askReset(app, "visitor@demo.test");
    for (const env of [LOOPBACK, from("::1"), from("::ffff:127.0.0.1"), from("127.0.0.5")]) {
      const res = await readOutbox(app, "visitor@demo.test", env);
      expect(res.status, env.incoming.socket.remoteAddress).toBe(200);
      const { data } = await body<{ data: Mail[] }>(res);
      expect(data[0]?.text).toMatch(/\/account\/password-reset\/[\w-]{43}/);
    }
    for (const host of ["127.0.0.1:3000", "mart.localhost:3000", "[::1]:3000"]) {
      expect((await readOutbox(app, "visitor@demo.test", LOOPBACK, {}, host)).status, host).toBe(200);
    }
    const page = await readPage(app, LOOPBACK);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<a href="http:\/\/localhost:3000\/account\/password-reset\/[\w-]+">/);
  });

  it("shows it to an operator with an admin token from anywhere; another area's token or a forged one is 401", async () => {
    await askReset(app, "member@demo.test");
    const admin = await readOutbox(app, "member@demo.test", ELSEWHERE, {
      authorization: `Bearer ${await adminToken(app)}`,
    });
    expect(admin.status).toBe(200);
    expect((await body<{ data: Mail[] }>(admin)).data.length).toBeGreaterThan(0);

    const member = await signIn(app, "member@demo.test", DEMO_PASSWORD, { client: freshClient() });
    const asMember = await readOutbox(app, "member@demo.test", ELSEWHERE, { authorization: `Bearer ${member.token}` });
    expect(asMember.status).toBe(401);
    const forged = await readOutbox(app, "member@demo.test", ELSEWHERE, { authorization: "Bearer not.a.token" });
    expect(forged.status).toBe(401);
  });
});

describe("a server reachable from other machines", () => {
  it("serves no outbox at all on HOST=0.0.0.0 without SMTP_URL (404), to a loopback client or an operator", async () => {
    const reachable = appWith({ HOST: "0.0.0.0" });
    const token = await adminToken(reachable);
    expect((await readOutbox(reachable, "member@demo.test", LOOPBACK)).status).toBe(404);
    expect((await readPage(reachable, LOOPBACK)).status).toBe(404);
    expect(
      (await readOutbox(reachable, "member@demo.test", ELSEWHERE, { authorization: `Bearer ${token}` })).status,
    ).toBe(404);
  });

  it("serves none behind a trusted proxy either, whose every request comes from loopback", async () => {
    const proxied = appWith({ TRUST_PROXY: "1" });
    expect((await readOutbox(proxied, "member@demo.test", LOOPBACK)).status).toBe(404);
  });

  it("MAIL_OUTBOX=admin: readable with an admin token only, wherever the caller is", async () => {
    const operators = appWith({ HOST: "0.0.0.0", MAIL_OUTBOX: "admin" });
    await askReset(operators, "member@demo.test");
    expect((await readOutbox(operators, "member@demo.test", LOOPBACK)).status).toBe(403);
    expect((await readPage(operators, LOOPBACK)).status).toBe(403);
    const res = await readOutbox(operators, "member@demo.test", ELSEWHERE, {
      authorization: `Bearer ${await adminToken(operators)}`,
    });
    expect(res.status).toBe(200);
    expect((await body<{ data: Mail[] }>(res)).data[0]?.text).toContain("password-reset");
  });

  it("MAIL_OUTBOX=open: readable by anyone (a closed test network's choice)", async () => {
    const open = appWith({ HOST: "0.0.0.0", MAIL_OUTBOX: "open" });
    expect((await readOutbox(open, "member@demo.test", ELSEWHERE)).status).toBe(200);
  });

  it("MAIL_OUTBOX=off: no outbox even on loopback", async () => {
    const off = appWith({ MAIL_OUTBOX: "off" });
    expect((await readOutbox(off, "member@demo.test", LOOPBACK)).status).toBe(404);
    expect((await readPage(off, LOOPBACK)).status).toBe(404);
  });
});

describe("settings and the start-up log", () => {
  it("reads MAIL_OUTBOX, HOST and PORT, and refuses an unknown mode by name", () => {
    expect(authConfigFromEnv({})).toMatchObject<Partial<AuthConfig>>({
      mailOutbox: "local",
      listen: { host: "127.0.0.1", port: 3000 },
    });
    expect(authConfigFromEnv({ MAIL_OUTBOX: "Admin", HOST: "0.0.0.0", PORT: "8080" })).toMatchObject({
      mailOutbox: "admin",
      listen: { host: "0.0.0.0", port: 8080 },
    });
    expect(() => authConfigFromEnv({ MAIL_OUTBOX: "everyone" })).toThrow(/MAIL_OUTBOX/);
  });

  it("knows loopback addresses and host names", () => {
    for (const yes of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "[::1]"]) {
      expect(isLoopbackAddress(yes), yes).toBe(true);
    }
    for (const no of ["0.0.0.0", "::", "10.0.0.1", "::ffff:10.0.0.1", "128.0.0.1", "localhost", ""]) {
      expect(isLoopbackAddress(no), no).toBe(false);
    }
    for (const yes of ["localhost", "summit.localhost", "LOCALHOST.", "127.0.0.1", "[::1]"]) {
      expect(isLoopbackHostname(yes), yes).toBe(true);
    }
    for (const no of ["localhost.example.com", "example.com", "0.0.0.0", "mylocalhost"]) {
      expect(isLoopbackHostname(no), no).toBe(false);
    }
  });

  it("says who can read the outbox, and warns when others can or nobody can", () => {
    const lines = (env: Record<string, string>) => {
      const capture = captureLogger();
      appWith(env, capture.logger);
      return capture.lines();
    };
    const standIns = (env: Record<string, string>) => {
      const line = lines(env).find((l) => l.msg === "local stand-ins in use");
      const mail = (line?.stand_ins as string[] | undefined)?.find((s) => s.startsWith("mail"));
      return { level: line?.level, mail };
    };

    const local = standIns({});
    expect(local.level).toBe("info");
    expect(local.mail).toContain("http://localhost:3000/dev/mail, readable only from this machine");

    const reachable = standIns({ HOST: "0.0.0.0" });
    expect(reachable.level).toBe("warn");
    expect(reachable.mail).toContain("/dev/mail is off because this server is reachable from other machines");

    const open = standIns({ HOST: "0.0.0.0", MAIL_OUTBOX: "open" });
    expect(open.level).toBe("warn");
    expect(open.mail).toContain("readable by ANYONE");
    expect(open.mail).toContain("take over any account");

    expect(standIns({ MAIL_OUTBOX: "admin" }).mail).toContain("readable only with an admin token");

    const links = lines({ HOST: "0.0.0.0" }).find((l) => l.msg === "mailed links");
    expect(links?.level).toBe("warn");
    expect(links?.warning).toContain("point to http://localhost:3000");
    expect(lines({}).some((l) => l.msg === "mailed links")).toBe(false);
    expect(
      lines({ HOST: "0.0.0.0", PUBLIC_ORIGINS: "https://shop.example" }).some((l) => l.msg === "mailed links"),
    ).toBe(false);
  });
});
