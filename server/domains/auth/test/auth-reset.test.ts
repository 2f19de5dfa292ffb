import { AUTH_MESSAGES } from "@contracts/auth";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import { listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { sha256 } from "../../../platform/crypto";
import { resetLink } from "../password-reset";
import {
  authApp,
  body,
  call,
  errorOf,
  freshClient,
  latestMail,
  linkIn,
  newMember,
  seededAuthApp,
  signIn,
} from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app, clock } = await forTheFile(seededAuthApp());

const requestReset = (payload: Record<string, unknown>, options: { area?: string; host?: string } = {}) =>
  app.request(`http://${options.host ?? "localhost:3000"}/api/v1/auth/reset-password`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-test-client": freshClient(),
      ...(options.area ? { "X-Auth-Area": options.area } : {}),
    },
    body: JSON.stringify(payload),
  });

const tokenOf = (link: string) => decodeURIComponent(link.slice(link.lastIndexOf("/") + 1));

const confirm = (token: string, password: string) =>
  call(app, "POST", `/api/v1/auth/reset-password/${encodeURIComponent(token)}`, { body: { password } });

describe("POST /api/v1/auth/reset-password", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const before = (await listOutbox(db.db, { limit: 500 })).length;
    const unknown = await requestReset({ email: "nobody.here@example.com" });
    const known = await requestReset({ email: "member@demo.test" });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const unknownBody = await body(unknown);
    expect(unknownBody).toEqual({ data: { sent: true }, meta: {} });
    expect(await body(known)).toEqual(unknownBody);
    expect((await listOutbox(db.db, { limit: 500 })).length).toBe(before + 1);
    expect(await listOutbox(db.db, { to: "nobody.here@example.com" })).toEqual([]);
  });

  it("mails the server's own text with a link on the server's origin, ignoring the caller's subject and html", async () => {
    await requestReset({
      email: "member@demo.test",
      subject: "Win a prize",
      html: '<a href="https://evil.example">click</a>',
    });
    const mail = await latestMail(db.db, "member@demo.test");
    expect(mail.subject).toBe("[K-Travel] Reset your password");
    expect(mail.html).not.toContain("evil.example");
    expect(linkIn(mail)).toMatch(/^http:\/\/localhost:3000\/account\/password-reset\/[A-Za-z0-9_-]{43}$/);
    // Only the SHA-256 of the token is stored.
    const token = tokenOf(linkIn(mail));
    const rows = await db.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
  });

  it("writes Korean for lang=ko", async () => {
    await requestReset({ email: "member@demo.test", lang: "ko" });
    const mail = await latestMail(db.db, "member@demo.test");
    expect(mail.subject).toContain("비밀번호 재설정");
    expect(mail.html).toContain("비밀번호 재설정하기");
  });

  it("takes the url's path only when it is one of the area's reset pages on the same origin", () => {
    const origin = "https://shop.example.com";
    expect(resetLink("member", origin, undefined, "t")).toBe(`${origin}/account/password-reset/t`);
    expect(resetLink("member", origin, `${origin}/seoulitepass/password-reset/`, "t")).toBe(
      `${origin}/seoulitepass/password-reset/t`,
    );
    expect(resetLink("member", origin, "https://evil.example/seoulitepass/password-reset", "t")).toBe(
      `${origin}/account/password-reset/t`,
    );
    expect(resetLink("member", origin, `${origin}/seouledutravel/password-reset`, "t")).toBe(
      `${origin}/account/password-reset/t`,
    );
    expect(resetLink("member", origin, `${origin}/anything`, "t")).toBe(`${origin}/account/password-reset/t`);
    expect(resetLink("travel", origin, undefined, "t")).toBe(`${origin}/seouledutravel/password-reset/t`);
    expect(resetLink("accreditation", origin, `${origin}/sitmmt/ppipsa/password-reset`, "t")).toBe(
      `${origin}/sitmmt/ppipsa/password-reset/t`,
    );
    expect(resetLink("admin", origin, `${origin}/account/password-reset`, "t")).toBe(
      `${origin}/account/password-reset/t`,
    );
    expect(resetLink("member", origin, "::not a url::", "t")).toBe(`${origin}/account/password-reset/t`);
  });

  it("uses the url of a travel page for a travel account", async () => {
    await requestReset(
      { email: "travel@demo.test", url: "http://localhost:3000/seouledutravel/password-reset" },
      { area: "travel" },
    );
    expect(linkIn(await latestMail(db.db, "travel@demo.test"))).toMatch(
      /^http:\/\/localhost:3000\/seouledutravel\/password-reset\/[\w-]+$/,
    );
  });

  it("with PUBLIC_ORIGINS, a forged Host cannot put another host into the link", async () => {
    const pinned = authApp(db.db, { clock, auth: { publicOrigins: ["https://shop.example.com"] } });
    const res = await pinned.request("http://attacker.example/api/v1/auth/reset-password", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-client": freshClient() },
      body: JSON.stringify({ email: "visitor@demo.test", url: "http://attacker.example/account/password-reset" }),
    });
    expect(res.status).toBe(200);
    expect(linkIn(await latestMail(db.db, "visitor@demo.test"))).toMatch(
      /^https:\/\/shop\.example\.com\/account\/password-reset\//,
    );
  });
});

describe("POST /api/v1/auth/reset-password/{code}", () => {
  it("sets the password once, ends every session, and the link is dead afterwards", async () => {
    const email = "forgetful@example.com";
    const { token: session } = await newMember(app, db.db, email);
    await requestReset({ email });
    const token = tokenOf(linkIn(await latestMail(db.db, email)));

    const weak = await confirm(token, "weak");
    expect(weak.status).toBe(400);
    expect(await errorOf(weak)).toMatchObject({
      field: "password",
      message: `password: ${AUTH_MESSAGES.passwordRule}`,
    });

    const res = await confirm(token, "Remember2025");
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { ok: true }, meta: {} });
    expect((await call(app, "GET", "/api/v1/auth/isLogin", { token: session })).status).toBe(401);
    await signIn(app, email, "Remember2025");

    const again = await confirm(token, "Another2026");
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: "TOKEN_INVALID", message: AUTH_MESSAGES.tokenInvalid });
  });

  it("refuses an expired link and an unknown one", async () => {
    await requestReset({ email: "visitor@demo.test" });
    const token = tokenOf(linkIn(await latestMail(db.db, "visitor@demo.test")));
    clock.advance(60 * 60 + 1);
    try {
      const expired = await confirm(token, "Expired2025");
      expect(expired.status).toBe(400);
      expect(await errorOf(expired)).toMatchObject({ code: "TOKEN_INVALID" });
    } finally {
      clock.advance(-(60 * 60 + 1));
    }
    const unknown = await confirm("made-up-token", "Unknown2025");
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "TOKEN_INVALID" });
    // The password did not change.
    await signIn(app, "visitor@demo.test", DEMO_PASSWORD);
  });

  it("a newer link does not revive after the password was set with an older one", async () => {
    await requestReset({ email: "buyer@demo.test" });
    const older = tokenOf(linkIn(await latestMail(db.db, "buyer@demo.test")));
    await requestReset({ email: "buyer@demo.test" });
    const newer = tokenOf(linkIn(await latestMail(db.db, "buyer@demo.test")));
    expect((await confirm(older, "Buyer2025x")).status).toBe(200);
    expect((await confirm(newer, "Buyer2026x")).status).toBe(400);
  });
});

describe("GET /api/v1/auth/reset-password/{code}", () => {
  const check = async (token: string) => {
    const res = await call(app, "GET", `/api/v1/auth/reset-password/${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    return body<{ data: { valid: boolean } }>(res);
  };

  it("says whether the link still works, without using it", async () => {
    const email = "checker@example.com";
    await newMember(app, db.db, email);
    await requestReset({ email });
    const token = tokenOf(linkIn(await latestMail(db.db, email)));

    expect(await check(token)).toEqual({ data: { valid: true }, meta: {} });
    // asking twice leaves the link usable
    expect((await check(token)).data.valid).toBe(true);
    expect((await confirm(token, "Checked2025")).status).toBe(200);
    // used: the page can say so as it opens
    expect((await check(token)).data.valid).toBe(false);
    expect((await check("made-up-token")).data.valid).toBe(false);
  });

  it("an expired link is no longer valid", async () => {
    const email = "late-checker@example.com";
    await newMember(app, db.db, email);
    await requestReset({ email });
    const token = tokenOf(linkIn(await latestMail(db.db, email)));
    clock.advance(60 * 60 + 1);
    try {
      expect((await check(token)).data.valid).toBe(false);
    } finally {
      clock.advance(-(60 * 60 + 1));
    }
    expect((await check(token)).data.valid).toBe(true);
  });
});

describe("POST /api/v1/auth/find-id", () => {
  it("answers the masked addresses of the area's accounts with that name and number", async () => {
    const res = await call(app, "POST", "/api/v1/auth/find-id", {
      body: { name: "demo member", phone: "01012345678" },
    });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { emails: ["me***@demo.test"] }, meta: {} });
    const none = await call(app, "POST", "/api/v1/auth/find-id", {
      body: { name: "Demo Member", phone: "01099999999" },
    });
    expect(await body(none)).toEqual({ data: { emails: [] }, meta: {} });
    const otherArea = await call(app, "POST", "/api/v1/auth/find-id", {
      body: { name: "Demo Member", phone: "01012345678" },
      area: "travel",
    });
    expect(await body(otherArea)).toEqual({ data: { emails: [] }, meta: {} });
    const bad = await call(app, "POST", "/api/v1/auth/find-id", { body: { name: "", phone: "01012345678" } });
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: "name" });
  });
});
