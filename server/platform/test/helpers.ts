import { afterAll } from "vitest";
import { APP_CONFIG_DEFAULTS } from "@contracts/app-config";
import { createApp } from "../../app";
import type { ServerConfig } from "../../config";
import type { Db } from "../db/client";
import { createLogger, type Logger } from "../http/logger";
import { seededTestDb } from "./db";

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    version: "9.9.9-test",
    serveStatic: false,
    staticDir: "/nonexistent",
    appConfig: APP_CONFIG_DEFAULTS,
    logLevel: "silent",
    ...overrides,
  };
}

/** A logger that keeps its lines for assertions. */
export function captureLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const raw: string[] = [];
  const logger = createLogger("debug", (line) => raw.push(line));
  return { logger, lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export function testApp(db: Db, overrides: Partial<ServerConfig> = {}, logger?: Logger) {
  return createApp({ db, config: testConfig(overrides), logger });
}

/** A seeded database of its own with the app on it. */
export async function seededTestApp(overrides: Partial<ServerConfig> = {}) {
  const db = await seededTestDb();
  return { db, app: testApp(db.db, overrides) };
}

export async function json<T = unknown>(response: Response): Promise<T> {
  expectJson(response);
  return (await response.json()) as T;
}

function expectJson(response: Response) {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) throw new Error(`expected a JSON answer, got "${type}"`);
}

/**
 * A test file's own world (a database and what stands on it), made while the file loads; its database is closed once
 * the file's tests are done.
 */
export async function forTheFile<T extends { db: { close: () => Promise<void> } }>(made: Promise<T>): Promise<T> {
  const world = await made;
  afterAll(() => world.db.close());
  return world;
}
