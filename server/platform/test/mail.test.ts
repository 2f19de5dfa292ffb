import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authConfigFromEnv } from "../../config";
import { linkify } from "../../domains/auth/dev-tools-routes";
import { resetPasswordMail, verificationMail } from "../../domains/auth/mail-templates";
import { authApp, type AuthTestApp, body, call, freshClient, seededAuthApp } from "./auth-fixtures";
import { forTheFile } from "./helpers";

const { db, app } = await forTheFile(seededAuthApp());

type DevMail = { id: number; to: string; subject: string; html: string; text: string; created_at: string };

/** Read as the person on the server's own machine would (a loopback socket; see mail-outbox-access.test.ts). */
const LOOPBACK = { incoming: { socket: { remoteAddress: "127.0.0.1", localPort: 3000 } } };
const local = (target: AuthTestApp, path: string) => target.request(`http://localhost:3000${path}`, {}, LOOPBACK);

describe("the local outbox", () => {
  it("GET /api/dev/mail answers the newest mails first, filtered by recipient", async () => {
    for (const email of ["first@example.com", "second@example.com"]) {
      await call(app, "POST", "/api/v1/auth/email-verification", { body: { email }, client: freshClient() });
    }
    const all = await body<{ data: DevMail[]; meta: { count: number } }>(await local(app, "/api/dev/mail"));
    expect(all.data.slice(0, 2).map((m) => m.to)).toEqual(["second@example.com", "first@example.com"]);
    expect(all.meta.count).toBe(all.data.length);
    const mine = await body<{ data: DevMail[] }>(await local(app, "/api/dev/mail?to=FIRST%40example.com"));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      to: "first@example.com",
      subject: "[K-Travel] Your verification code",
    });
    expect(Object.keys(mine.data[0] ?? {}).sort()).toEqual(["created_at", "html", "id", "subject", "text", "to"]);
  });

  it("GET /dev/mail is a plain page with clickable links, escaped, with nothing external", async () => {
    await call(app, "POST", "/api/v1/auth/reset-password", {
      body: { email: "member@demo.test" },
      client: freshClient(),
    });
    const res = await local(app, "/dev/mail");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>Local outbox</h1>");
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/account\/password-reset\/[\w-]+">/);
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!localhost:3000\/account)/);
    expect(html).not.toContain("<script");
    // The reset mail came last, so it is listed first.
    expect(html.indexOf("Reset your password")).toBeLessThan(html.indexOf("Your verification code"));
  });

  it("linkify escapes everything and links only http(s) addresses", () => {
    expect(linkify('Go to https://x.test/a?b=1&c=2 <now> "ok"')).toBe(
      'Go to <a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a> &lt;now&gt; &quot;ok&quot;',
    );
    expect(linkify("javascript:alert(1)")).toBe("javascript:alert(1)");
  });

  it("the mail templates escape what they are given", () => {
    const mail = resetPasswordMail("en", { to: "a@b.co", link: 'https://x.test/"><script>', minutes: 60 });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&quot;&gt;&lt;script&gt;");
    expect(verificationMail("ko", { to: "a@b.co", code: "012345", minutes: 10 }).text).toContain("012345");
  });
});

/** Just enough SMTP to take one message: 220, EHLO, MAIL, RCPT, DATA, QUIT. */
function tinySmtpServer(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 tiny ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
          continue;
        }
        const eol = buffer.indexOf("\r\n");
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 tiny\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as AddressInfo).port, messages }));
  });
}

describe("with SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof tinySmtpServer>>;
  let smtpApp: AuthTestApp;

  beforeAll(async () => {
    smtp = await tinySmtpServer();
    const config = authConfigFromEnv({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM: "Shop <shop@example.com>",
    });
    smtpApp = authApp(db.db, { auth: config });
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it("sends through the mail server and serves no outbox pages", async () => {
    const res = await call(smtpApp, "POST", "/api/v1/auth/email-verification", {
      body: { email: "smtp.user@example.com" },
      client: freshClient(),
    });
    expect(res.status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0] ?? "";
    expect(message).toMatch(/^From: Shop <shop@example\.com>/m);
    expect(message).toMatch(/^To: smtp\.user@example\.com/m);
    expect(message).toMatch(/verification code/i);
    expect((await local(smtpApp, "/dev/mail")).status).toBe(404);
    expect((await local(smtpApp, "/api/dev/mail")).status).toBe(404);
  });
});
