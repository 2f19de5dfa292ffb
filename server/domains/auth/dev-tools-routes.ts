import { type SocialType, SocialTypeSchema } from "@contracts/auth";
import type { Context, MiddlewareHandler } from "hono";
import { text } from "@contracts/fields";
import { z } from "zod";
import type { AuthConfig } from "../../config";
import { SEED_SOCIAL_IDENTITIES } from "../../platform/db/seed-data";
import { type AuthEnv, requestOrigin } from "../../platform/http/auth-middleware";
import type { RequireAuth } from "../../platform/http/doors";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { isLocalRequest, listensOnLoopback } from "../../platform/http/loopback";
import { localSocialRefusal, mayUseLocalSocial } from "../../platform/http/local-social-access";
import { loopbackOrigin } from "../../platform/http/mail-links";
import { ok } from "../../platform/http/respond";
import { issueLocalCode, localSocialId } from "./social/local-social-provider";
import { listOutbox, type OutboxMail } from "../../platform/mail/outbox-mail-provider";
import type { AuthContext } from "./context";
import { escapeHtml } from "./mail-templates";
import { isAllowedRedirect } from "./social-sign-in";
import type { AppContext } from "../../platform/context";

export const DEV_MAIL_PAGE = "/dev/mail";
export const DEV_MAIL_API = "/api/dev/mail";
export const devOauthPath = (type: SocialType) => `/dev/oauth/${type}/authorize`;

const PROVIDER_NAMES: Record<SocialType, string> = { kakao: "Kakao", naver: "Naver" };

const STYLE = `body{font-family:system-ui,sans-serif;line-height:1.5;max-width:48rem;margin:0 auto;padding:1rem}
article{border:1px solid;border-radius:.5rem;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;word-break:break-word;font:inherit}
label{display:block;margin:.5rem 0}
input[type=text],input[type=email]{display:block;width:100%;max-width:24rem;padding:.4rem;font:inherit}
button{font:inherit;padding:.5rem 1.25rem;margin-top:1rem}
fieldset{margin:1rem 0}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid;outline-offset:2px}`;

function page(title: string, body: string, status: 200 | 400 | 403 = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      // Nothing external, nothing inline but the style above.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
    },
  });
}

/** Plain text with its http(s) links made clickable, everything escaped. */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return parts
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");
}

function mailArticle(mail: OutboxMail): string {
  return `<article aria-labelledby="mail-${mail.id}">
<h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
<p>To <strong>${escapeHtml(mail.to)}</strong>, <time datetime="${mail.created_at}">${escapeHtml(mail.created_at)}</time></p>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

const MailQuerySchema = z.object({ to: text().trim().max(254).optional() });

/**
 * Whether the outbox routes exist at all (404 when not), per MAIL_OUTBOX (ADR 0018). `local`, the default, serves
 * them only while the server listens on a loopback address and trusts no proxy: a server reachable from other
 * machines must not hand anyone the reset links, and its operators set SMTP_URL or opt in with `admin` or `open`.
 */
export function outboxServed(config: AuthConfig): boolean {
  if (config.mailOutbox === "off") return false;
  if (config.mailOutbox === "local") return listensOnLoopback(config.listen.host) && !config.trustProxy;
  return true;
}

/** What the start-up log says about the outbox: who can read it, and so whose reset links they can follow. */
export function outboxExposure(config: AuthConfig): { text: string; exposed: boolean } {
  const where = "/dev/mail and /api/dev/mail";
  switch (config.mailOutbox) {
    case "open":
      return {
        text:
          `mail (no SMTP_URL): kept in the local outbox, readable by ANYONE who reaches this server at ${where} ` +
          "(MAIL_OUTBOX=open): every mail, password-reset links included, so any visitor can take over any account",
        exposed: true,
      };
    case "admin":
      return {
        text:
          `mail (no SMTP_URL): kept in the local outbox at ${where}, readable only with an admin token ` +
          "(MAIL_OUTBOX=admin): every mail, password-reset links included, to anyone signed in as an administrator",
        exposed: true,
      };
    case "off":
      return {
        text: "mail (no SMTP_URL): kept in the mail_outbox table only; /dev/mail is off (MAIL_OUTBOX=off)",
        exposed: false,
      };
    case "local":
      if (!outboxServed(config)) {
        return {
          text:
            "mail (no SMTP_URL): kept in the mail_outbox table only; /dev/mail is off because this server is " +
            `reachable from other machines (HOST=${config.listen.host}${config.trustProxy ? ", TRUST_PROXY" : ""}), ` +
            "so nobody receives sign-up codes or reset links: set SMTP_URL (or MAIL_OUTBOX=admin)",
          exposed: true,
        };
      }
      return {
        text:
          `mail (no SMTP_URL): kept in the local outbox at ${loopbackOrigin(config.listen.port)}/dev/mail, ` +
          "readable only from this machine (a loopback connection naming a loopback host, with no proxy headers) " +
          "or with an admin token; behind a reverse proxy on this machine set TRUST_PROXY, SMTP_URL or MAIL_OUTBOX=off",
        exposed: false,
      };
  }
}

const FORBIDDEN_MESSAGES = {
  local:
    "The local outbox can be read only on the server's own machine or with an admin token. Set SMTP_URL to send " +
    "mail, or see MAIL_OUTBOX in the README.",
  admin: "The local outbox can be read only with an admin token (MAIL_OUTBOX=admin).",
} as const;

/**
 * Who may read: anyone with `open`; with `local` a client on this machine (its socket, never X-Forwarded-For); with
 * `local` or `admin` a caller showing an admin token (a wrong one is the usual 401).
 */
function outboxGate(ctx: AuthContext, requireAuth: RequireAuth, asPage: boolean): MiddlewareHandler<AuthEnv> {
  const mode = ctx.config.mailOutbox;
  return async (c, next) => {
    if (mode === "open" || (mode === "local" && isLocalRequest(c))) return next();
    if (c.req.header("authorization") !== undefined) return requireAuth("admin")(c, next);
    const message = mode === "admin" ? FORBIDDEN_MESSAGES.admin : FORBIDDEN_MESSAGES.local;
    if (asPage) return page("Local outbox", `<h1>Local outbox</h1>\n<p>${escapeHtml(message)}</p>`, 403);
    throw new AppError(403, "OUTBOX_FORBIDDEN", message);
  };
}

/**
 * While mail is local (no SMTP_URL), mails are read here: a page for people and JSON for tests. Who may read them
 * is MAIL_OUTBOX's choice (outboxServed, outboxGate; ADR 0018): by default only the person on the server's own
 * machine, so a fresh `npm start` still lets them verify and reset while no visitor reads anyone's reset link.
 */
function registerOutboxRoutes(app: ApiApp, ctx: AuthContext, requireAuth: RequireAuth) {
  app.get(DEV_MAIL_PAGE, outboxGate(ctx, requireAuth, true), async (c) => {
    const to = MailQuerySchema.safeParse(c.req.query()).data?.to || undefined;
    const mails = await listOutbox(ctx.db, { to, limit: 50 });
    const heading = to ? `Local outbox for ${escapeHtml(to)}` : "Local outbox";
    const list =
      mails.length === 0
        ? "<p>No mail yet. Mail sent by the server (sign-up codes, password-reset links) shows up here.</p>"
        : mails.map(mailArticle).join("\n");
    return page(
      "Local outbox",
      `<h1>${heading}</h1>
<p>No mail server is configured (SMTP_URL), so mail is kept here instead of being sent. Newest first.</p>
${list}`,
    );
  });

  app.get(DEV_MAIL_API, outboxGate(ctx, requireAuth, false), async (c) => {
    const parsed = MailQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError(400, "VALIDATION_ERROR", "to: must be an e-mail address", "to");
    const mails = await listOutbox(ctx.db, { to: parsed.data.to || undefined, limit: 50 });
    return c.json(ok(mails, { count: mails.length }), 200);
  });
}

const AuthorizeQuerySchema = z.object({ redirect_uri: text().min(1).max(2000), state: text().min(1).max(2000) });
const ContinueFormSchema = AuthorizeQuerySchema.extend({
  identity: text().min(1).max(200),
  name: text().trim().max(100).optional(),
  email: text().trim().max(254).optional(),
});

function badRequest(message: string, field: string) {
  return new AppError(400, "VALIDATION_ERROR", `${field}: ${message}`, field);
}

function checkedRedirect(c: Context, ctx: AuthContext, type: SocialType, redirectUri: string) {
  if (!isAllowedRedirect(type, redirectUri, requestOrigin(c, ctx.config))) {
    throw badRequest("must be this site's own social sign-in page", "redirect_uri");
  }
}

function authorizePage(type: SocialType, query: z.infer<typeof AuthorizeQuerySchema>, error?: string): Response {
  const provider = PROVIDER_NAMES[type];
  const identities = SEED_SOCIAL_IDENTITIES.filter((identity) => identity.type === type);
  const options = identities
    .map(
      (identity, index) =>
        `<label><input type="radio" name="identity" value="demo:${escapeHtml(identity.social_id)}"${
          index === 0 ? " checked" : ""
        }> ${escapeHtml(identity.name)} (${escapeHtml(identity.email)})</label>`,
    )
    .join("\n");
  return page(
    `Sign in with ${provider} (local)`,
    `<h1>Sign in with ${provider}</h1>
<p>This is the local stand-in for ${provider}: no ${provider} client id is configured, so this server plays the provider.</p>
${error ? `<p role="alert"><strong>${escapeHtml(error)}</strong></p>` : ""}
<form method="post" action="${devOauthPath(type)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(query.redirect_uri)}">
<input type="hidden" name="state" value="${escapeHtml(query.state)}">
<fieldset>
<legend>Who are you?</legend>
${options}
<label><input type="radio" name="identity" value="custom"${identities.length === 0 ? " checked" : ""}> Someone else (type below)</label>
</fieldset>
<fieldset>
<legend>Someone else</legend>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="email">
</fieldset>
<button type="submit">Continue</button>
</form>`,
    error ? 400 : 200,
  );
}

/**
 * Whoever may use this page can sign in as anyone, so only those SOCIAL_LOCAL allows (local-social-access.ts, ADR
 * 0018) reach it: a 403 page naming the way in for everyone else, on the page and on its form's POST alike. The page
 * stays registered when the stand-in is off, so a browser sent here (an old tab, a cached script) learns why.
 */
function localOauthGate(ctx: AuthContext, type: SocialType): MiddlewareHandler {
  return async (c, next) => {
    if (mayUseLocalSocial(c, ctx.config)) return next();
    const title = `${PROVIDER_NAMES[type]} sign-in is not available here`;
    return page(title, `<h1>${title}</h1>\n<p>${escapeHtml(localSocialRefusal(type, ctx.config))}</p>`, 403);
  };
}

/** The local social provider's page, served while the provider has no client id. */
function registerLocalOauthRoutes(app: ApiApp, ctx: AuthContext, type: SocialType) {
  app.use(devOauthPath(type), localOauthGate(ctx, type));
  app.get(devOauthPath(type), (c) => {
    const parsed = AuthorizeQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw badRequest("redirect_uri and state are required", "redirect_uri");
    checkedRedirect(c, ctx, type, parsed.data.redirect_uri);
    return authorizePage(type, parsed.data);
  });

  app.post(devOauthPath(type), (c) => continueLocalSignIn(c, ctx, type));
}

/**
 * The local provider page's form: the chosen demo person or the typed one, sent back to the site's sign-in page with
 * a one-use code, as the real provider would.
 */
async function continueLocalSignIn(c: Context, ctx: AuthContext, type: SocialType): Promise<Response> {
  const parsed = ContinueFormSchema.safeParse(await c.req.parseBody());
  if (!parsed.success) throw badRequest("redirect_uri, state and identity are required", "identity");
  const form = parsed.data;
  checkedRedirect(c, ctx, type, form.redirect_uri);
  let person: { socialId: string; email: string | null; name: string | null };
  if (form.identity.startsWith("demo:")) {
    const demo = SEED_SOCIAL_IDENTITIES.find((i) => i.type === type && `demo:${i.social_id}` === form.identity);
    if (!demo) throw badRequest("unknown demo identity", "identity");
    person = { socialId: demo.social_id, email: demo.email, name: demo.name };
  } else {
    const email = z.email().safeParse(form.email);
    if (!email.success || !form.name) {
      return authorizePage(type, form, "Type a name and a valid e-mail address, or choose a demo person.");
    }
    person = { socialId: localSocialId(type, email.data), email: email.data, name: form.name };
  }
  const code = await issueLocalCode(ctx.db, {
    type,
    socialId: person.socialId,
    email: person.email,
    name: person.name,
    redirectUri: form.redirect_uri,
    now: ctx.now(),
  });
  const target = new URL(form.redirect_uri);
  target.searchParams.set("code", code);
  target.searchParams.set("state", form.state);
  return c.redirect(target.toString(), 302);
}

/** Development stand-ins: registered only while the real service is not configured. */
export function registerDevToolRoutes(app: ApiApp, { auth: ctx, requireAuth }: AppContext) {
  if (ctx.mail.kind === "outbox" && outboxServed(ctx.config)) registerOutboxRoutes(app, ctx, requireAuth);
  for (const type of SocialTypeSchema.options) {
    if (ctx.social[type].kind === "local") registerLocalOauthRoutes(app, ctx, type);
  }
}
