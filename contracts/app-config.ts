import { z } from "zod";

/** Runtime settings the server writes into index.html, so one build serves every deployment. */
export const AppConfigSchema = z.object({
  martHosts: z.array(z.string()),
  summitHosts: z.array(z.string()),
  versionPollMs: z.number().int().positive(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const APP_CONFIG_DEFAULTS: AppConfig = {
  martHosts: ["mart.localhost"],
  summitHosts: ["summit.localhost"],
  versionPollMs: 20_000,
};

function hostList(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === "") return fallback;
  return value
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads MART_HOSTS, SUMMIT_HOSTS (comma lists) and VERSION_POLL_MS; bad or empty values fall back to defaults. */
export function appConfigFromEnv(env: Record<string, string | undefined>): AppConfig {
  return {
    martHosts: hostList(env.MART_HOSTS, APP_CONFIG_DEFAULTS.martHosts),
    summitHosts: hostList(env.SUMMIT_HOSTS, APP_CONFIG_DEFAULTS.summitHosts),
    versionPollMs: positiveInt(env.VERSION_POLL_MS, APP_CONFIG_DEFAULTS.versionPollMs),
  };
}
