import { type AppConfig, appConfigFromEnv, parseAppConfig } from "@contracts/app-config";

let cached: AppConfig | undefined;

/**
 * Runtime configuration written into index.html by the server (and by the dev server), so one build serves any
 * set of hosts. A missing or broken tag falls back to the defaults rather than blocking the page.
 */
export function appConfig(): AppConfig {
  if (cached) return cached;
  const text = typeof document === "undefined" ? null : document.getElementById("app-config")?.textContent;
  let parsed: unknown;
  try {
    parsed = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    parsed = null;
  }
  cached = parseAppConfig(parsed) ?? appConfigFromEnv({});
  return cached;
}
