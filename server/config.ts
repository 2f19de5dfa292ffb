import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type AppConfig, appConfigFromEnv } from "@contracts/app-config";
import { type LogLevel, parseLogLevel } from "./http/logger";

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
};

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
  };
}

export function listenConfigFromEnv(env: Record<string, string | undefined> = process.env): ListenConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env.PORT}`);
  return { port, host: env.HOST?.trim() || "127.0.0.1" };
}
