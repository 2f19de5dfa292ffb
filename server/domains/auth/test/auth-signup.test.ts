import { AUTH_MESSAGES, REQUIRED_MESSAGE, SIGNUP_FILE_MAX_BYTES } from "@contracts/auth";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountFiles, accounts, emailVerifications } from "../tables";
import {
  body,
  call,
  errorOf,
  latestMail,
  requestCode,
  seededAuthApp,
  signIn,
  signupBody,
  STRONG_PASSWORD,
} from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

const { db, app, clock } = await forTheFile(seededAuthApp());

// A real 1x1 PNG and the start of a PDF: file-type reads the bytes, not the name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append("file", new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return data;
}

const stringFields = (email: string, code: string) =>
  Object.fromEntries(Object.entries(signupBody(email, code)).map(([key, value]) => [key, String(value)]));

async function accountOf(email: string, area = "member") {
  const [row] = await db.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.area, area as "member"), sql`lower(${accounts.email}) = ${email.toLowerCase()}`));
  return row;
}

describe("GET /api/v1/auth/check-email and check-phone", () => {
  it("answers isDuplicate false for a free address, 409 EMAIL_TAKEN for a taken one in any case", async () => {
    const free = await call(app, "GET", "/api/v1/auth/check-email?email=nobody%40example.com");
    expect(free.status).toBe(200);
    expect(await body(free)).toEqual({ data: { isDuplicate: false }, meta: {} });

    const taken = await call(app, "GET", "/api/v1/auth/check-email?email=MEMBER%40Demo.test");
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: "EMAIL_TAKEN", message: AUTH_MESSAGES.emailTaken });
  });

  it("looks only at the area named by X-Auth-Area, and refuses an unknown area", async () => {
    const travel = await call(app, "GET", "/api/v1/auth/check-email?email=member%40demo.test", { area: "travel" });
    expect(travel.status).toBe(200);
    const unknown = await call(app, "GET", "/api/v1/auth/check-email?email=a%40b.co", { area: "shop" });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ code: "VALIDATION_ERROR", field: "x-auth-area" });
  });

  it("rejects a malformed address naming the field", async () => {
    const res = await call(app, "GET", "/api/v1/auth/check-email?email=not-an-address");
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ field: "email", message: `email: ${AUTH_MESSAGES.emailFormat}` });
  });

  it("tells whether a mobile number is used, and wants digits only", async () => {
    const used = await call(app, "GET", "/api/v1/auth/check-phone?phone=01012345678");
    expect(await body(used)).toEqual({ data: { isDuplicate: true }, meta: {} });
    const free = await call(app, "GET", "/api/v1/auth/check-phone?phone=01099998888");
    expect(await body(free)).toEqual({ data: { isDuplicate: false }, meta: {} });
    const dashed = await call(app, "GET", "/api/v1/auth/check-phone?phone=010-1234-5678");
    expect(dashed.status).toBe(400);
    expect(await errorOf(dashed)).toMatchObject({ field: "phone", message: `phone: ${AUTH_MESSAGES.phoneFormat}` });
  });
});

describe("POST /api/v1/auth/email-verification", () => {
  it("mails a 6-digit code in English by default and keeps only a keyed hash of it", async () => {
    const res = await call(app, "POST", "/api/v1/auth/email-verification", { body: { email: "Code.En@Example.com" } });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { expiresInSeconds: 600 }, meta: {} });
    const mail = await latestMail(db.db, "code.en@example.com");
    expect(mail.subject).toBe("[K-Travel] Your verification code");
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);
    const [row] = await db.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, "code.en@example.com"));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash.length).toBeGreaterThan(40);
  });

  it("writes the mail in Korean for lang=ko", async () => {
    await call(app, "POST", "/api/v1/auth/email-verification", { body: { email: "code.ko@example.com", lang: "ko" } });
    const mail = await latestMail(db.db, "code.ko@example.com");
    expect(mail.subject).toContain("이메일 인증 코드");
    expect(mail.text).toContain("인증 코드는");
    expect(mail.html).toContain('lang="ko"');
  });

  it("answers 409 for an address taken in the area", async () => {
    const res = await call(app, "POST", "/api/v1/auth/email-verification", { body: { email: "member@demo.test" } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: "EMAIL_TAKEN" });
  });

  it("replaces the earlier code when sent again", async () => {
    const email = "resend@example.com";
    const first = await requestCode(app, db.db, email);
    let second = await requestCode(app, db.db, email);
    // Two random codes may coincide (1 in a million); ask again rather than pass by luck.
    while (second === first) second = await requestCode(app, db.db, email);
    const old = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code: first } });
    expect(old.status).toBe(400);
    expect(await errorOf(old)).toMatchObject({ code: "VERIFICATION_INVALID", field: "code" });
    const fresh = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code: second } });
    expect(fresh.status).toBe(200);
    expect(await body(fresh)).toEqual({ data: { verified: true }, meta: {} });
  });

  it("expires a code after 10 minutes", async () => {
    const email = "expiry@example.com";
    const code = await requestCode(app, db.db, email);
    clock.advance(601);
    try {
      const res = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code } });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "VERIFICATION_INVALID" });
    } finally {
      clock.advance(-601);
    }
  });

  it("kills a code after 5 wrong tries, even for the right one; a new code works", async () => {
    const email = "tries@example.com";
    const code = await requestCode(app, db.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const res = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code: wrong } });
      expect(res.status).toBe(400);
    }
    const right = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code } });
    expect(right.status).toBe(400);
    expect(await errorOf(right)).toMatchObject({
      code: "VERIFICATION_INVALID",
      message: AUTH_MESSAGES.verificationInvalid,
    });
    const again = await requestCode(app, db.db, email);
    const ok = await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code: again } });
    expect(ok.status).toBe(200);
  });

  it("asks for verification first when no code was ever sent", async () => {
    const res = await call(app, "POST", "/api/v1/auth/email-verification/check", {
      body: { email: "never@example.com", code: "123456" },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "VERIFICATION_REQUIRED", field: "code" });
  });
});

describe("POST /api/v1/auth/signup (JSON)", () => {
  it("creates the account with an argon2id hash, uses the code up, and the person can sign in", async () => {
    const email = "new.member@example.com";
    const code = await requestCode(app, db.db, email);
    // Checking first does not use the code up.
    expect((await call(app, "POST", "/api/v1/auth/email-verification/check", { body: { email, code } })).status).toBe(
      200,
    );
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: signupBody(email, code, { phone: "01055556666", agree_marketing: true, lang: "ko" }),
    });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { userId: number } }>(res);
    const row = await accountOf(email);
    expect(row).toMatchObject({
      id: data.userId,
      area: "member",
      loginId: email,
      type: "general",
      name: "Test Person",
      phone: "01055556666",
      marketing: true,
      lang: "ko",
      status: "active",
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(STRONG_PASSWORD);
    expect((await signIn(app, email, STRONG_PASSWORD)).id).toBe(data.userId);
    const [used] = await db.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(used?.consumedAt).toBeInstanceOf(Date);
  });

  it("names the field of each bad input", async () => {
    const email = "bad.inputs@example.com";
    const code = await requestCode(app, db.db, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, "name", REQUIRED_MESSAGE],
      [{ email: undefined }, "email", REQUIRED_MESSAGE],
      [{ email: "bad@" }, "email", AUTH_MESSAGES.emailFormat],
      [{ password: "alllowercase1" }, "password", AUTH_MESSAGES.passwordRule],
      [{ password: "Short1" }, "password", AUTH_MESSAGES.passwordRule],
      [{ phone: "010-5555-6666" }, "phone", AUTH_MESSAGES.phoneFormat],
      [{ agree_terms: false }, "agree_terms", AUTH_MESSAGES.termsRequired],
      [{ agree_age14: undefined }, "agree_age14", AUTH_MESSAGES.termsRequired],
      [{ verification_code: "12ab56" }, "verification_code", AUTH_MESSAGES.verificationInvalid],
      [{ type: "emperor" }, "type", ""],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, code, change) });
      expect(res.status, field).toBe(400);
      const error = await errorOf(res);
      expect(error, JSON.stringify(change)).toMatchObject({ code: "VALIDATION_ERROR", field });
      if (message) expect(error.message).toBe(`${field}: ${message}`);
    }
    expect(await accountOf(email)).toBeUndefined();
  });

  it("refuses a wrong code, an expired code and a used one", async () => {
    const email = "codes@example.com";
    const code = await requestCode(app, db.db, email);
    const wrong = await call(app, "POST", "/api/v1/auth/signup", {
      body: signupBody(email, code === "999999" ? "999998" : "999999"),
    });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ code: "VERIFICATION_INVALID", field: "verification_code" });

    clock.advance(11 * 60);
    try {
      const expired = await call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, code) });
      expect(expired.status).toBe(400);
      expect(await errorOf(expired)).toMatchObject({ code: "VERIFICATION_INVALID" });
    } finally {
      clock.advance(-11 * 60);
    }

    const fresh = await requestCode(app, db.db, email);
    expect((await call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, fresh) })).status).toBe(201);
    // Delete the account so the address is free again: the used code still must not work.
    const { token } = await signIn(app, email, STRONG_PASSWORD);
    expect((await call(app, "DELETE", "/api/v1/auth/delete", { token })).status).toBe(200);
    const reused = await call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, fresh) });
    expect(reused.status).toBe(400);
    expect(await errorOf(reused)).toMatchObject({ code: "VERIFICATION_INVALID" });
  });

  it("answers 409 for a taken address and 403 in the admin area", async () => {
    const taken = await call(app, "POST", "/api/v1/auth/signup", { body: signupBody("member@demo.test", "123456") });
    expect(taken.status).toBe(409);
    expect(await errorOf(taken)).toMatchObject({ code: "EMAIL_TAKEN", message: AUTH_MESSAGES.emailTaken });
    const admin = await call(app, "POST", "/api/v1/auth/signup", {
      body: signupBody("new.admin@example.com", "123456"),
      area: "admin",
    });
    expect(admin.status).toBe(403);
    expect(await errorOf(admin)).toMatchObject({ code: "FORBIDDEN", message: AUTH_MESSAGES.signupClosed });
  });

  it("keeps areas apart: one address may hold a member and a travel account", async () => {
    const code = await requestCode(app, db.db, "member@demo.test", "travel");
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: signupBody("member@demo.test", code),
      area: "travel",
    });
    expect(res.status).toBe(201);
    const travel = await accountOf("member@demo.test", "travel");
    const member = await accountOf("member@demo.test", "member");
    expect(travel?.id).not.toBe(member?.id);
  });

  it("answers 400 when the body is neither JSON nor a form", async () => {
    const res = await app.request("/api/v1/auth/signup", { method: "POST" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "VALIDATION_ERROR", field: "email" });
  });

  it("lets exactly one of five simultaneous sign-ups for one address through; the rest get 409", async () => {
    const email = "race@example.com";
    const code = await requestCode(app, db.db, email);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, code) })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const [count] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(sql`lower(${accounts.email}) = ${email}`);
    expect(count?.n).toBe(1);
  });
});

describe("POST /api/v1/auth/signup (multipart)", () => {
  it("takes the fields as strings with a PNG and keeps the file's bytes", async () => {
    const email = "with.png@example.com";
    const code = await requestCode(app, db.db, email);
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: form(
        { ...stringFields(email, code), type: "buyer", company_name: "Buyer Co", phone: "", agree_marketing: "false" },
        { data: PNG, name: "licence.png", type: "image/png" },
      ),
    });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { userId: number } }>(res);
    expect(await accountOf(email)).toMatchObject({
      type: "buyer",
      companyName: "Buyer Co",
      phone: null,
      marketing: false,
    });
    const [file] = await db.db.select().from(accountFiles).where(eq(accountFiles.accountId, data.userId));
    expect(file).toMatchObject({ name: "licence.png", mime: "image/png", size: PNG.byteLength });
    expect(Buffer.compare(file?.data ?? Buffer.alloc(0), PNG)).toBe(0);
  });

  it("accepts a PDF whatever its declared type", async () => {
    const email = "with.pdf@example.com";
    const code = await requestCode(app, db.db, email);
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: form(stringFields(email, code), { data: PDF, name: "doc.bin", type: "application/octet-stream" }),
    });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: { userId: number } }>(res);
    const [file] = await db.db.select().from(accountFiles).where(eq(accountFiles.accountId, data.userId));
    expect(file?.mime).toBe("application/pdf");
  });

  it("refuses a .png that holds text, and a file over the limit, naming the field file", async () => {
    const email = "bad.file@example.com";
    const code = await requestCode(app, db.db, email);
    const text = await call(app, "POST", "/api/v1/auth/signup", {
      body: form(stringFields(email, code), { data: Buffer.from("just some text"), name: "a.png", type: "image/png" }),
    });
    expect(text.status).toBe(400);
    expect(await errorOf(text)).toMatchObject({ field: "file", message: `file: ${AUTH_MESSAGES.fileType}` });

    const big = Buffer.concat([PNG, Buffer.alloc(SIGNUP_FILE_MAX_BYTES + 1 - PNG.byteLength)]);
    const tooBig = await call(app, "POST", "/api/v1/auth/signup", {
      body: form(stringFields(email, code), { data: big, name: "big.png", type: "image/png" }),
    });
    expect(tooBig.status).toBe(400);
    expect(await errorOf(tooBig)).toMatchObject({ field: "file", message: `file: ${AUTH_MESSAGES.fileTooLarge}` });
    expect(await accountOf(email)).toBeUndefined();
  });

  it("reads consents from their strings: false is not agreed", async () => {
    const email = "no.terms@example.com";
    const code = await requestCode(app, db.db, email);
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: form({ ...stringFields(email, code), agree_privacy: "false" }),
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      field: "agree_privacy",
      message: `agree_privacy: ${AUTH_MESSAGES.termsRequired}`,
    });
  });
});
