import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, appConfigFromEnv } from "@contracts/app-config";
import { PRODUCT_NAME } from "@contracts/editions";
import { parseBodyLimit } from "./platform/http/body-limits";
import { parseTrustProxy } from "./platform/http/client-address";
import { type LogLevel, parseLogLevel } from "./platform/http/logger";

export type ServerConfig = {
  /** Reported by /api/health: APP_VERSION, else package.json's version. */
  version: string;
  /** Serve the built sites (NODE_ENV=production or SERVE_STATIC=1). */
  serveStatic: boolean;
  /** Folder of the built sites (STATIC_DIR, default dist/client), absolute. */
  staticDir: string;
  /** Written into index.html's app-config tag. */
  appConfig: AppConfig;
  logLevel: LogLevel;
  /** BODY_LIMIT: the largest request body on routes without a larger limit of their own (default 100 kB). */
  bodyLimitBytes?: number;
  /** Accounts, tokens, mail and social sign-in; absent means the local defaults (see authConfigFromEnv). */
  auth?: AuthConfig;
  /** Payment providers and the deposit account; absent means the local card page and the demo account. */
  payments?: PaymentConfig;
};

export type PaymentConfig = {
  /** TOSS_CLIENT_KEY + TOSS_SECRET_KEY: card and Toss orders go through Toss Payments; unset: the local page. */
  toss?: { clientKey: string; secretKey: string };
  /** PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET (+ PAYPAL_ENV sandbox|live): real PayPal; unset: the local page. */
  paypal?: { clientId: string; clientSecret: string; env: "sandbox" | "live" };
  /** DEPOSIT_BANK_NAME, DEPOSIT_ACCOUNT_NUMBER, DEPOSIT_ACCOUNT_HOLDER: where bank transfers go. */
  /** DEPOSIT_BANK_NAME_KO: the bank's name on Korean pages (the name as Korean customers know it). */
  depositAccount: { bank: string; bankKo: string; number: string; holder: string };
  /** PAYMENT_SECRET (32+ bytes) signs the local page's payment keys; unset: derived from the auth secret. */
  secret?: Uint8Array;
  /** PAYMENTS_LOCAL: who may pay on the local page while Toss or PayPal has no keys (ADR 0018); default `local`. */
  local: StandInMode;
};

export const DEFAULT_DEPOSIT_ACCOUNT = {
  bank: "Shinhan Bank",
  bankKo: "신한은행",
  number: "110-000-000000",
  holder: `${PRODUCT_NAME} Co., Ltd.`,
} as const;

/** Reads the payment settings; a half-configured provider fails start-up with the variable's name. */
export function paymentConfigFromEnv(env: Record<string, string | undefined> = process.env): PaymentConfig {
  const tossClient = env.TOSS_CLIENT_KEY?.trim();
  const tossSecret = env.TOSS_SECRET_KEY?.trim();
  if (Boolean(tossClient) !== Boolean(tossSecret)) {
    throw new Error("TOSS_CLIENT_KEY and TOSS_SECRET_KEY must be set together");
  }
  const paypalId = env.PAYPAL_CLIENT_ID?.trim();
  const paypalSecret = env.PAYPAL_CLIENT_SECRET?.trim();
  if (Boolean(paypalId) !== Boolean(paypalSecret)) {
    throw new Error("PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together");
  }
  const paypalEnv = env.PAYPAL_ENV?.trim() || "sandbox";
  if (paypalEnv !== "sandbox" && paypalEnv !== "live") {
    throw new Error(`PAYPAL_ENV must be sandbox or live, got ${paypalEnv}`);
  }
  const secretText = env.PAYMENT_SECRET;
  let secret: Uint8Array | undefined;
  if (secretText !== undefined && secretText !== "") {
    secret = new TextEncoder().encode(secretText);
    if (secret.byteLength < AUTH_SECRET_MIN_BYTES) {
      throw new Error(`PAYMENT_SECRET must be at least ${AUTH_SECRET_MIN_BYTES} bytes (got ${secret.byteLength})`);
    }
  }
  return {
    toss: tossClient && tossSecret ? { clientKey: tossClient, secretKey: tossSecret } : undefined,
    paypal: paypalId && paypalSecret ? { clientId: paypalId, clientSecret: paypalSecret, env: paypalEnv } : undefined,
    depositAccount: {
      bank: env.DEPOSIT_BANK_NAME?.trim() || DEFAULT_DEPOSIT_ACCOUNT.bank,
      // a bank named in English only keeps that name on Korean pages
      bankKo:
        env.DEPOSIT_BANK_NAME_KO?.trim() ||
        (env.DEPOSIT_BANK_NAME?.trim() ? env.DEPOSIT_BANK_NAME.trim() : DEFAULT_DEPOSIT_ACCOUNT.bankKo),
      number: env.DEPOSIT_ACCOUNT_NUMBER?.trim() || DEFAULT_DEPOSIT_ACCOUNT.number,
      holder: env.DEPOSIT_ACCOUNT_HOLDER?.trim() || DEFAULT_DEPOSIT_ACCOUNT.holder,
    },
    secret,
    local: oneOf("PAYMENTS_LOCAL", STAND_IN_MODES, env.PAYMENTS_LOCAL),
  };
}

export type SocialClientConfig = { clientId: string; clientSecret: string };

export type AuthConfig = {
  /** AUTH_SECRET as bytes (32 or more); undefined: a secret generated once and kept in the database. */
  secret?: Uint8Array;
  /** Access-token and session lifetime (AUTH_TOKEN_TTL_SECONDS, default 2 hours). */
  tokenTtlSeconds: number;
  /** TRUST_PROXY set (1 or more): requests come through a reverse proxy; the origin is the forwarded one. */
  trustProxy: boolean;
  /**
   * TRUST_PROXY=<n>: the proxies in front of the server (`1`/`true` is one). The client address is the n-th
   * X-Forwarded-For entry from the right (see http/client-address.ts); 0 is the socket's address.
   */
  proxyHops: number;
  /**
   * PUBLIC_ORIGINS (comma-separated): the origins links in mails may point to. A request from another origin gets
   * the first one. Empty: only the loopback origin the server listens on (http://localhost:PORT), see mail-links.ts.
   */
  publicOrigins: string[];
  /** SMTP_URL: send mail through this server; unset keeps mail in the local outbox (and serves /dev/mail). */
  smtpUrl?: string;
  /** MAIL_OUTBOX: who may read the local outbox while SMTP_URL is unset (ADR 0018); default `local`. */
  mailOutbox: MailOutboxMode;
  /**
   * HOST and PORT the server listens on: whether the outbox may be served (a loopback address only) and the
   * default origin of mailed links when PUBLIC_ORIGINS is unset (http://localhost:PORT).
   */
  listen: ListenConfig;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /**
   * SOCIAL_LOCAL: where the local Kakao/Naver stand-in (for a provider without client id) may be used (ADR 0018);
   * default `local`.
   */
  socialLocal: StandInMode;
  /** KAKAO_CLIENT_ID (+ KAKAO_CLIENT_SECRET): real Kakao sign-in; unset serves the local provider page. */
  kakao?: SocialClientConfig;
  /** NAVER_CLIENT_ID + NAVER_CLIENT_SECRET: real Naver sign-in; unset serves the local provider page. */
  naver?: SocialClientConfig;
};

/**
 * Who may read the local outbox (/dev/mail, /api/dev/mail) while mail is local:
 * - `local`: served only while the server listens on a loopback address without TRUST_PROXY; readable by a client on
 *   this machine (loopback connection, loopback Host, no proxy headers) or with an admin token;
 * - `admin`: served on any address, readable only with an admin token;
 * - `open`: readable by anyone who reaches the server (reset links included: only for a closed test network);
 * - `off`: never served (mail stays in the mail_outbox table).
 */
export const MAIL_OUTBOX_MODES = ["local", "admin", "open", "off"] as const;
export type MailOutboxMode = (typeof MAIL_OUTBOX_MODES)[number];

/** A setting that takes one of a few words (the first is the default); anything else stops the start-up. */
function oneOf<const T extends readonly [string, ...string[]]>(
  name: string,
  modes: T,
  value: string | undefined,
): T[number] {
  const mode = value?.trim().toLowerCase() || modes[0];
  const known = modes.find((candidate) => candidate === mode);
  if (known === undefined) throw new Error(`${name} must be one of ${modes.join(", ")}, got ${value}`);
  return known;
}

/**
 * Who may use a local stand-in for a provider without keys (ADR 0018): the social sign-in page that signs anyone in as
 * any identity they type (SOCIAL_LOCAL), the card page whose Pay button marks an order paid (PAYMENTS_LOCAL):
 * - `local`: only while the server listens on a loopback address without TRUST_PROXY, and only by a client on this
 *   machine (loopback connection, loopback Host, no proxy headers);
 * - `open`: anyone who reaches the server (a closed test network or a shared demo only);
 * - `off`: nobody; the server reports the provider or method as unavailable and the sites do not offer it.
 */
export const STAND_IN_MODES = ["local", "open", "off"] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

export const AUTH_SECRET_MIN_BYTES = 32;
export const DEFAULT_TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const DEFAULT_MAIL_FROM = `${PRODUCT_NAME} <no-reply@travel-platform.local>`;

function origins(value: string | undefined): string[] {
  const list: string[] = [];
  for (const raw of (value ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    let origin: string;
    try {
      origin = new URL(item).origin;
    } catch {
      throw new Error(`PUBLIC_ORIGINS: "${item}" is not a URL such as https://example.com`);
    }
    if (origin === "null") throw new Error(`PUBLIC_ORIGINS: "${item}" has no http(s) origin`);
    list.push(origin);
  }
  return list;
}

/** Reads the auth settings; throws with the variable's name when one is unusable, so start-up fails clearly. */
export function authConfigFromEnv(env: Record<string, string | undefined> = process.env): AuthConfig {
  const secretText = env.AUTH_SECRET;
  let secret: Uint8Array | undefined;
  if (secretText !== undefined && secretText !== "") {
    secret = new TextEncoder().encode(secretText);
    if (secret.byteLength < AUTH_SECRET_MIN_BYTES) {
      throw new Error(
        `AUTH_SECRET must be at least ${AUTH_SECRET_MIN_BYTES} bytes (got ${secret.byteLength}). ` +
          "Use a long random value, e.g. `openssl rand -base64 48`, or leave it unset to keep a generated one in the database.",
      );
    }
  }
  const ttlText = env.AUTH_TOKEN_TTL_SECONDS?.trim();
  const tokenTtlSeconds = ttlText ? Number(ttlText) : DEFAULT_TOKEN_TTL_SECONDS;
  if (!Number.isInteger(tokenTtlSeconds) || tokenTtlSeconds < 60 || tokenTtlSeconds > 30 * 24 * 3600) {
    throw new Error(`AUTH_TOKEN_TTL_SECONDS must be whole seconds from 60 to 2592000, got ${ttlText}`);
  }
  const proxyHops = parseTrustProxy(env.TRUST_PROXY);
  const kakaoId = env.KAKAO_CLIENT_ID?.trim();
  const naverId = env.NAVER_CLIENT_ID?.trim();
  const naverSecret = env.NAVER_CLIENT_SECRET?.trim();
  if (naverId && !naverSecret) throw new Error("NAVER_CLIENT_SECRET is required with NAVER_CLIENT_ID");
  return {
    secret,
    tokenTtlSeconds,
    trustProxy: proxyHops > 0,
    proxyHops,
    publicOrigins: origins(env.PUBLIC_ORIGINS),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailOutbox: oneOf("MAIL_OUTBOX", MAIL_OUTBOX_MODES, env.MAIL_OUTBOX),
    listen: listenConfigFromEnv(env),
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    socialLocal: oneOf("SOCIAL_LOCAL", STAND_IN_MODES, env.SOCIAL_LOCAL),
    kakao: kakaoId ? { clientId: kakaoId, clientSecret: env.KAKAO_CLIENT_SECRET?.trim() ?? "" } : undefined,
    naver: naverId && naverSecret ? { clientId: naverId, clientSecret: naverSecret } : undefined,
  };
}

export type ListenConfig = { port: number; host: string };

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(rootDir, "package.json"), "utf8")) as { version?: unknown };
    return typeof pkg.version === "string" ? pkg.version : "0.0.0";
  } catch {
    return "0.0.0";
  }
}

const truthy = (value: string | undefined) => value !== undefined && /^(1|true|yes|on)$/i.test(value.trim());

export function serverConfigFromEnv(env: Record<string, string | undefined> = process.env): ServerConfig {
  const inTests = env.VITEST !== undefined || env.NODE_ENV === "test";
  return {
    version: env.APP_VERSION?.trim() || packageVersion(),
    serveStatic: env.NODE_ENV === "production" || truthy(env.SERVE_STATIC),
    staticDir: path.resolve(env.STATIC_DIR?.trim() || "dist/client"),
    appConfig: appConfigFromEnv(env),
    logLevel: parseLogLevel(env.LOG_LEVEL, inTests ? "silent" : "info"),
    bodyLimitBytes: parseBodyLimit(env.BODY_LIMIT),
    auth: authConfigFromEnv(env),
    payments: paymentConfigFromEnv(env),
  };
}

export function listenConfigFromEnv(env: Record<string, string | undefined> = process.env): ListenConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  return { port, host: env.HOST?.trim() || "127.0.0.1" };
}
