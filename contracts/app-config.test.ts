import { describe, expect, it } from "vitest";
import { APP_CONFIG_DEFAULTS, appConfigFromEnv, parseAppConfig, tileOrigin } from "./app-config";

describe("appConfigFromEnv", () => {
  it("falls back to the defaults", () => {
    expect(appConfigFromEnv({})).toEqual({
      martHosts: ["mart.localhost"],
      summitHosts: ["summit.localhost"],
      versionPollMs: 20_000,
    });
    expect(appConfigFromEnv({ MART_HOSTS: " ", VERSION_POLL_MS: "" })).toEqual(APP_CONFIG_DEFAULTS);
  });

  it("reads comma lists, trimmed and lower-cased, and the poll interval", () => {
    const config = appConfigFromEnv({
      MART_HOSTS: "Mart.Example.com, mart2.example.com,,",
      SUMMIT_HOSTS: "summit.example.com",
      VERSION_POLL_MS: "30000",
    });
    expect(config).toEqual({
      martHosts: ["mart.example.com", "mart2.example.com"],
      summitHosts: ["summit.example.com"],
      versionPollMs: 30_000,
    });
    expect(parseAppConfig(config)).toEqual(config);
  });

  it("ignores a poll interval that is not a positive integer", () => {
    for (const value of ["abc", "-5", "0", "1.5"]) {
      expect(appConfigFromEnv({ VERSION_POLL_MS: value }).versionPollMs).toBe(20_000);
    }
  });
});

describe("parseAppConfig", () => {
  it("accepts a well-formed value and refuses anything else", () => {
    expect(parseAppConfig(APP_CONFIG_DEFAULTS)).toEqual(APP_CONFIG_DEFAULTS);
    expect(parseAppConfig(null)).toBeNull();
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, martHosts: "mart.localhost" })).toBeNull();
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, summitHosts: [1] })).toBeNull();
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, versionPollMs: 0 })).toBeNull();
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, versionPollMs: 1.5 })).toBeNull();
  });
});

describe("integration keys", () => {
  it("are passed through when set and absent otherwise", () => {
    const config = appConfigFromEnv({ ANALYTICS_ID: " G-ABC ", CHAT_PLUGIN_KEY: "key-1" });
    expect(config).toMatchObject({ analyticsId: "G-ABC", chatPluginKey: "key-1" });
    expect(parseAppConfig(config)).toEqual(config);
    expect(appConfigFromEnv({ ANALYTICS_ID: "" })).not.toHaveProperty("analyticsId");
  });
});

describe("map provider", () => {
  it("is the local map unless Kakao is asked for with its key", () => {
    expect(appConfigFromEnv({})).not.toHaveProperty("mapProvider");
    expect(appConfigFromEnv({ MAP_PROVIDER: "local", KAKAO_MAP_KEY: "js-key" })).not.toHaveProperty("mapProvider");
    // a provider without its key would load nothing useful: the local map it is
    expect(appConfigFromEnv({ MAP_PROVIDER: "kakao" })).not.toHaveProperty("mapProvider");
    expect(appConfigFromEnv({ MAP_PROVIDER: "kakao", KAKAO_MAP_KEY: " " })).not.toHaveProperty("mapKey");
    expect(appConfigFromEnv({ MAP_PROVIDER: "google", KAKAO_MAP_KEY: "js-key" })).not.toHaveProperty("mapKey");
  });

  it("reads Kakao and its key, trimmed, and passes them through the page's tag", () => {
    const config = appConfigFromEnv({ MAP_PROVIDER: " Kakao ", KAKAO_MAP_KEY: " js-key " });
    expect(config).toMatchObject({ mapProvider: "kakao", mapKey: "js-key" });
    expect(parseAppConfig(config)).toEqual(config);
  });

  it("drops a provider the tag names without a usable key, keeping the rest of the config", () => {
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, mapProvider: "kakao" })).toEqual(APP_CONFIG_DEFAULTS);
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, mapProvider: "kakao", mapKey: 5 })).toEqual(APP_CONFIG_DEFAULTS);
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, mapProvider: "other", mapKey: "k" })).toEqual(APP_CONFIG_DEFAULTS);
  });
});

describe("route map tiles", () => {
  it("are the offline base map unless MAP_TILE_URL is a tile template", () => {
    expect(appConfigFromEnv({})).not.toHaveProperty("mapTileUrl");
    expect(appConfigFromEnv({ MAP_TILE_URL: " " })).not.toHaveProperty("mapTileUrl");
    expect(appConfigFromEnv({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}.png" })).not.toHaveProperty(
      "mapTileUrl",
    );
    expect(appConfigFromEnv({ MAP_TILE_URL: "ftp://tiles.example.com/{z}/{x}/{y}.png" })).not.toHaveProperty(
      "mapTileUrl",
    );
    // an attribution alone draws nothing
    expect(appConfigFromEnv({ MAP_TILE_ATTRIBUTION: "© Someone" })).not.toHaveProperty("mapTileAttribution");
  });

  it("reads the template and its attribution, trimmed, and passes them through the page's tag", () => {
    const config = appConfigFromEnv({
      MAP_TILE_URL: " https://{s}.tiles.example.com/{z}/{x}/{y}.png ",
      MAP_TILE_ATTRIBUTION: " © Example tiles ",
    });
    expect(config).toMatchObject({
      mapTileUrl: "https://{s}.tiles.example.com/{z}/{x}/{y}.png",
      mapTileAttribution: "© Example tiles",
    });
    expect(parseAppConfig(config)).toEqual(config);
    expect(parseAppConfig({ ...APP_CONFIG_DEFAULTS, mapTileUrl: "javascript:{z}{x}{y}" })).toEqual(APP_CONFIG_DEFAULTS);
  });

  it("names the origin the pictures come from, for the page's policy", () => {
    expect(tileOrigin("https://tiles.example.com:8443/base/{z}/{x}/{y}.png")).toBe("https://tiles.example.com:8443");
    expect(tileOrigin("https://{s}.tile.example.org/{z}/{x}/{y}{r}.png")).toBe("https://*.tile.example.org");
    expect(tileOrigin("not a url {z}{x}{y}")).toBeNull();
  });
});
