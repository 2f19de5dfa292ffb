import { type SocialType, SocialTypeSchema } from "@contracts/auth";
import type { Context } from "hono";
import { z } from "zod";
import { SEED_SOCIAL_IDENTITIES } from "../db/seed-data";
import { requestOrigin } from "../http/auth-middleware";
import type { ApiApp } from "../http/env";
import { AppError } from "../http/errors";
import { ok } from "../http/respond";
import { issueLocalCode, localSocialId } from "../providers/social/local-social-provider";
import { listOutbox, type OutboxMail } from "../providers/mail/outbox-mail-provider";
import type { AuthContext } from "../services/auth/context";
import { escapeHtml } from "../services/auth/mail-templates";
import { isAllowedRedirect } from "../services/auth/social-sign-in";

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

function page(title: string, body: string, status: 200 | 400 = 200): Response {
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

const MailQuerySchema = z.object({ to: z.string().trim().max(254).optional() });

/**
 * While mail is local (no SMTP_URL), mails are read here: a page for people and JSON for tests. Served in
 * production mode too, because a fresh `npm start` must still let people verify and reset; see ADR 0009.
 */
function registerOutboxRoutes(app: ApiApp, ctx: AuthContext) {
  app.get(DEV_MAIL_PAGE, async (c) => {
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

  app.get(DEV_MAIL_API, async (c) => {
    const parsed = MailQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw new AppError(400, "VALIDATION_ERROR", "to: must be an e-mail address", "to");
    const mails = await listOutbox(ctx.db, { to: parsed.data.to || undefined, limit: 50 });
    return c.json(ok(mails, { count: mails.length }), 200);
  });
}

const AuthorizeQuerySchema = z.object({ redirect_uri: z.string().min(1), state: z.string().min(1) });
const ContinueFormSchema = AuthorizeQuerySchema.extend({
  identity: z.string().min(1),
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254).optional(),
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

/** The local social provider's page, served while the provider has no client id. */
function registerLocalOauthRoutes(app: ApiApp, ctx: AuthContext, type: SocialType) {
  app.get(devOauthPath(type), (c) => {
    const parsed = AuthorizeQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw badRequest("redirect_uri and state are required", "redirect_uri");
    checkedRedirect(c, ctx, type, parsed.data.redirect_uri);
    return authorizePage(type, parsed.data);
  });

  app.post(devOauthPath(type), async (c) => {
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
  });
}

/** Development stand-ins: registered only while the real service is not configured. */
export function registerDevToolRoutes(app: ApiApp, ctx: AuthContext) {
  if (ctx.mail.kind === "outbox") registerOutboxRoutes(app, ctx);
  for (const type of SocialTypeSchema.options) {
    if (ctx.social[type].kind === "local") registerLocalOauthRoutes(app, ctx, type);
  }
}
