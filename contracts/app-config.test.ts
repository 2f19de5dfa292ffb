import { describe, expect, it } from "vitest";
import { APP_CONFIG_DEFAULTS, appConfigFromEnv, parseAppConfig } from "./app-config";

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
