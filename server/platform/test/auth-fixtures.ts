import { AUTH_AREA_HEADER, type AuthArea } from "@contracts/auth";
import type { AdminRole } from "@contracts/auth-area";
import type { ApiError } from "@contracts/envelope";
import { createApp, type CreateAppOptions } from "../../app";
import { type AuthContext, createAuthContext } from "../../domains/auth/context";
import { issueSession } from "../../domains/auth/signin";
import { accounts } from "../../domains/auth/tables";
import { type AuthConfig, authConfigFromEnv, type PaymentConfig, paymentConfigFromEnv } from "../../config";
import type { Db } from "../db/client";
import { DEMO_PASSWORD } from "../db/seed-data";
import { createLogger } from "../http/logger";
import { listOutbox, type OutboxMail } from "../mail/outbox-mail-provider";
import { seededTestDb, type TestDb } from "./db";
import { testConfig } from "./helpers";

/** A clock the test moves by hand; starts at the real time so seeded dates (relative to now) keep their meaning. */
/** The role a test account of `area` gets: operators are full operators unless a test says otherwise. */
export const roleFor = (area: AuthArea): AdminRole | null => (area === "admin" ? "operator" : null);

export type TestClock = { now: () => Date; advance: (seconds: number) => void; set: (date: Date) => void };

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (seconds) => {
      current += seconds * 1000;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

/** Header the tests use to pose as different client addresses. */
export const CLIENT_HEADER = "x-test-client";
export const DEFAULT_CLIENT = "198.51.100.7";

export type AuthTestApp = ReturnType<typeof createApp>;

/**
 * The API tests' payment settings: the local card page usable by any caller (PAYMENTS_LOCAL=open), since a test request
 * carries no socket to be judged local by; payments-local-access.test.ts tests the default and the other modes.
 */
const TEST_PAYMENTS: PaymentConfig = paymentConfigFromEnv({ PAYMENTS_LOCAL: "open" });

export function authApp(
  db: Db,
  options: { clock?: TestClock; auth?: Partial<AuthConfig>; paymentConfig?: PaymentConfig } & Partial<
    Omit<CreateAppOptions, "db" | "config">
  > = {},
): AuthTestApp {
  const { clock, auth, paymentConfig = TEST_PAYMENTS, ...rest } = options;
  return createApp({
    db,
    config: testConfig({ auth: { ...authConfigFromEnv({}), ...auth }, payments: paymentConfig }),
    now: clock?.now,
    clientAddress: (c) => c.req.header(CLIENT_HEADER) ?? DEFAULT_CLIENT,
    ...rest,
  });
}

/** A seeded database of its own plus an app on the real clock: the demo data's tests (the seed dates from today). */
export async function seededDemoApp() {
  const db: TestDb = await seededTestDb();
  return { db, app: authApp(db.db) };
}

/** A seeded database of its own plus an app on a test clock. */
export async function seededAuthApp(options: { auth?: Partial<AuthConfig> } = {}) {
  const db: TestDb = await seededTestDb();
  const clock = testClock();
  const app = authApp(db.db, { clock, auth: options.auth });
  return { db, clock, app };
}

export type CallOptions = {
  body?: unknown;
  token?: string;
  /** An area name, or anything else to test the refusal of unknown ones. */
  area?: string;
  client?: string;
  headers?: Record<string, string>;
  /** What @hono/node-server hands the app as `c.env` (the request's socket), to pose as a local or remote client. */
  env?: object;
};

export async function call(
  app: AuthTestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined && !(options.body instanceof FormData)) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.area) headers[AUTH_AREA_HEADER] = options.area;
  if (options.client) headers[CLIENT_HEADER] = options.client;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  return app.request(path, { method, headers, body }, options.env);
}

export async function body<T = unknown>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function errorOf(res: Response): Promise<ApiError> {
  return body<ApiError>(res);
}

export async function latestMail(db: Db, to: string): Promise<OutboxMail> {
  const [mail] = await listOutbox(db, { to, limit: 1 });
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function codeIn(mail: OutboxMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in "${mail.text}"`);
  return match[1];
}

export function linkIn(mail: OutboxMail): string {
  const match = /(https?:\/\/\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no link in "${mail.text}"`);
  return match[1];
}

export async function signIn(
  app: AuthTestApp,
  email: string,
  password: string,
  options: { area?: AuthArea; client?: string } = {},
): Promise<{ token: string; id: number }> {
  const res = await call(app, "POST", "/api/v1/auth/signin", { body: { email, password }, ...options });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  const { data } = await body<{ data: { accessToken: string; id: number } }>(res);
  return { token: data.accessToken, id: data.id };
}

export const STRONG_PASSWORD = "Travel2024x";

export function signupBody(email: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: STRONG_PASSWORD,
    name: "Test Person",
    verification_code: code,
    agree_terms: true,
    agree_privacy: true,
    agree_third_party: true,
    agree_age14: true,
    ...extra,
  };
}

let helperClients = 0;
/** A fresh client address, so set-up calls never eat into the address budget a test is measuring. */
export const freshClient = () => `192.0.2.${(helperClients += 1) % 250}-${helperClients}`;

/** Asks for a code and reads it from the outbox. */
export async function requestCode(app: AuthTestApp, db: Db, email: string, area?: AuthArea): Promise<string> {
  const res = await call(app, "POST", "/api/v1/auth/email-verification", {
    body: { email },
    area,
    client: freshClient(),
  });
  if (res.status !== 200) throw new Error(`verification of ${email} failed: ${res.status} ${await res.text()}`);
  return codeIn(await latestMail(db, email));
}

/** A verified sign-up and a sign-in: a fresh account with a token. */
export async function newMember(
  app: AuthTestApp,
  db: Db,
  email: string,
  area: AuthArea = "member",
): Promise<{ token: string; id: number }> {
  const code = await requestCode(app, db, email, area);
  const res = await call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, code), area });
  if (res.status !== 201) throw new Error(`sign-up of ${email} failed: ${res.status} ${await res.text()}`);
  return signIn(app, email, STRONG_PASSWORD, { area });
}

/** The sign-in context the test worlds issue real tokens with, on their own clock. */
export function worldAuthContext(db: Db, clock: TestClock): AuthContext {
  return createAuthContext({ db, config: authConfigFromEnv({}), logger: createLogger("silent"), now: clock.now });
}

const worldMembers = new Map<string, number>();

/**
 * Makes fresh member accounts straight in the database with real tokens (no sign-up round trip: the race tests need
 * a dozen), mailed at `<label>-<pid>-<n>@<domain>`.
 */
export function memberMaker(db: Db, ctx: AuthContext, domain: string, defaultLabel: string) {
  return async (label = defaultLabel): Promise<{ id: number; token: string; email: string }> => {
    const count = (worldMembers.get(domain) ?? 0) + 1;
    worldMembers.set(domain, count);
    const email = `${label}-${process.pid}-${count}@${domain}`;
    const [row] = await db
      .insert(accounts)
      .values({ area: "member", email, loginId: email, name: `Member ${count}` })
      .returning({ id: accounts.id, area: accounts.area });
    if (!row) throw new Error("member insert failed");
    const issued = await issueSession(ctx, row);
    return { id: row.id, token: issued.accessToken, email };
  };
}

/** A fresh member of a test world, with a real token. */
export type WorldMember = { id: number; token: string; email: string };

/**
 * A test world on the seeded demo data: its own database, an app on a test clock, the seeded operator's token and
 * fresh members made straight in the database.
 */
export type SeededWorld = {
  db: TestDb;
  clock: TestClock;
  app: AuthTestApp;
  /** The seeded operator's token (admin area). */
  admin: string;
  /** A fresh member account with a token (no sign-up round trip: the race tests need a dozen). */
  member: (label?: string) => Promise<WorldMember>;
};

export async function seededWorld(options: {
  start?: Date;
  payments?: CreateAppOptions["payments"];
  /** Members are mailed at `<label>-<pid>-<n>@<domain>`. */
  domain: string;
  label: string;
  /** Runs on the seeded database before the app is made. */
  prepare?: (db: Db) => Promise<unknown>;
}): Promise<SeededWorld> {
  const db = await seededTestDb();
  await options.prepare?.(db.db);
  const clock = testClock(options.start);
  const app = authApp(db.db, { clock, payments: options.payments });
  const admin = (await signIn(app, "admin@demo.test", DEMO_PASSWORD, { area: "admin" })).token;
  const member = memberMaker(db.db, worldAuthContext(db.db, clock), options.domain, options.label);
  return { db, clock, app, admin, member };
}
