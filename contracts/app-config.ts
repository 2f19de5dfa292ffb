/**
 * Runtime settings the server writes into index.html, so one build serves every deployment. Deliberately free of
 * zod: the browser shell reads this before anything else and must not pull the schema library into the first
 * download for three fields.
 */
export type AppConfig = {
  martHosts: string[];
  summitHosts: string[];
  versionPollMs: number;
  /** Web-analytics measurement id; analytics stays off without one. */
  analyticsId?: string;
  /** Customer-chat plugin key; the chat widget stays off without one. */
  chatPluginKey?: string;
  /** Which map the pages draw (ADR 0031); absent means `local`, the offline map drawn from our own data. */
  mapProvider?: MapProvider;
  /** The map provider's JavaScript key; set exactly when `mapProvider` is `kakao`. */
  mapKey?: string;
  /**
   * The route map's raster tiles (ADR 0031, "Routes and vehicles"): an `http(s)` address with `{z}`, `{x}` and `{y}`
   * (and optionally `{s}`, `{r}`); absent means the offline base map shipped with the product.
   */
  mapTileUrl?: string;
  /** The credit the tile provider asks for, shown in the map's corner (only with `mapTileUrl`). */
  mapTileAttribution?: string;
};

/** `local`: an offline map drawn from our own data (the default); `kakao`: Kakao Maps, with its key. */
export type MapProvider = "local" | "kakao";

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

/** A raster tile address template the route map can use: http(s), with `{z}`, `{x}` and `{y}`. */
export function isTileUrlTemplate(value: unknown): value is string {
  if (typeof value !== "string" || !["{z}", "{x}", "{y}"].every((part) => value.includes(part))) return false;
  try {
    return ["https:", "http:"].includes(new URL(value.replace(/\{[a-z]+\}/g, "a")).protocol);
  } catch {
    return false;
  }
}

/**
 * The origin a tile template loads pictures from, as a Content-Security-Policy source: `{s}` (the provider's
 * subdomains a, b, c) becomes a wildcard subdomain. Null for what is not a tile template.
 */
export function tileOrigin(template: string): string | null {
  if (!isTileUrlTemplate(template)) return null;
  const url = new URL(template.replace(/\{s\}/g, "subdomain-wildcard").replace(/\{[a-z]+\}/g, "a"));
  return `${url.protocol}//${url.host.replace("subdomain-wildcard", "*")}`;
}

/** Validates a parsed app-config value; null when it is not one. */
export function parseAppConfig(value: unknown): AppConfig | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isStringList(v.martHosts) || !isStringList(v.summitHosts)) return null;
  const poll = v.versionPollMs;
  if (typeof poll !== "number" || !Number.isInteger(poll) || poll <= 0) return null;
  const config: AppConfig = { martHosts: v.martHosts, summitHosts: v.summitHosts, versionPollMs: poll };
  if (typeof v.analyticsId === "string" && v.analyticsId) config.analyticsId = v.analyticsId;
  if (typeof v.chatPluginKey === "string" && v.chatPluginKey) config.chatPluginKey = v.chatPluginKey;
  // a provider that needs a key is only taken with its key: anything else draws the local map
  if (v.mapProvider === "kakao" && typeof v.mapKey === "string" && v.mapKey) {
    config.mapProvider = "kakao";
    config.mapKey = v.mapKey;
  }
  if (isTileUrlTemplate(v.mapTileUrl)) {
    config.mapTileUrl = v.mapTileUrl;
    if (typeof v.mapTileAttribution === "string" && v.mapTileAttribution) {
      config.mapTileAttribution = v.mapTileAttribution;
    }
  }
  return config;
}

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

/**
 * Reads MART_HOSTS, SUMMIT_HOSTS (comma lists), VERSION_POLL_MS, ANALYTICS_ID, CHAT_PLUGIN_KEY, MAP_PROVIDER,
 * KAKAO_MAP_KEY, MAP_TILE_URL and MAP_TILE_ATTRIBUTION; bad or empty values fall back to the defaults (integrations
 * off, the local map). Kakao's map is drawn only when MAP_PROVIDER is `kakao` and its key is set; the route map's
 * tiles only when MAP_TILE_URL is a tile template.
 */
export function appConfigFromEnv(env: Record<string, string | undefined>): AppConfig {
  const config: AppConfig = {
    martHosts: hostList(env.MART_HOSTS, APP_CONFIG_DEFAULTS.martHosts),
    summitHosts: hostList(env.SUMMIT_HOSTS, APP_CONFIG_DEFAULTS.summitHosts),
    versionPollMs: positiveInt(env.VERSION_POLL_MS, APP_CONFIG_DEFAULTS.versionPollMs),
  };
  const analyticsId = env.ANALYTICS_ID?.trim();
  const chatPluginKey = env.CHAT_PLUGIN_KEY?.trim();
  if (analyticsId) config.analyticsId = analyticsId;
  if (chatPluginKey) config.chatPluginKey = chatPluginKey;
  const mapKey = env.KAKAO_MAP_KEY?.trim();
  if (env.MAP_PROVIDER?.trim().toLowerCase() === "kakao" && mapKey) {
    config.mapProvider = "kakao";
    config.mapKey = mapKey;
  }
  const tileUrl = env.MAP_TILE_URL?.trim();
  if (isTileUrlTemplate(tileUrl)) {
    config.mapTileUrl = tileUrl;
    const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
    if (attribution) config.mapTileAttribution = attribution;
  }
  return config;
}
