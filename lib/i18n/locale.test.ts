// @vitest-environment jsdom
import { LANGUAGES } from "@locales/languages";
import { beforeEach, describe, expect, it } from "vitest";
import {
  fallbackLanguageName,
  resolveInitialLocale,
  startUpFallbackNotice,
  takeFallbackNotice,
  takeStartUpFallbackNotice,
} from "./locale";

describe("resolveInitialLocale", () => {
  it("keeps the locale chosen in this session", () => {
    expect(resolveInitialLocale({ stored: "ko", preferred: ["en-US"] })).toBe("ko");
    expect(resolveInitialLocale({ stored: "en", preferred: ["ko-KR"] })).toBe("en");
  });

  it("serves Korean to a browser that prefers Korean", () => {
    expect(resolveInitialLocale({ stored: null, preferred: ["ko-KR", "en"] })).toBe("ko");
    expect(resolveInitialLocale({ stored: null, preferred: ["ko"] })).toBe("ko");
  });

  it("serves English to everyone else, and ignores a malformed stored value", () => {
    expect(resolveInitialLocale({ stored: null, preferred: ["ja-JP", "ko"] })).toBe("en");
    expect(resolveInitialLocale({ stored: "kor", preferred: ["fr"] })).toBe("en");
    expect(resolveInitialLocale({ stored: null, preferred: [] })).toBe("en");
  });
});

describe("language fallback", () => {
  beforeEach(() => sessionStorage.clear());

  it("names a listed language without messages by its own name; ours need no notice", () => {
    expect(fallbackLanguageName("ja", LANGUAGES)).toBe("日本語");
    expect(fallbackLanguageName("ja-JP", LANGUAGES)).toBe("日本語");
    expect(fallbackLanguageName("zh-TW", LANGUAGES)).toBe("繁體中文");
    expect(fallbackLanguageName("fr-CA", LANGUAGES)).toBe("Français (Canada)");
    expect(fallbackLanguageName("en-GB", LANGUAGES)).toBeNull();
    expect(fallbackLanguageName("ko", LANGUAGES)).toBeNull();
    expect(fallbackLanguageName(undefined, LANGUAGES)).toBeNull();
  });

  it("names an unlisted browser language through Intl", () => {
    expect(fallbackLanguageName("nl", LANGUAGES)).toBe("Nederlands");
  });

  it("owes a start-up notice only to a first visit whose browser prefers another language", () => {
    const base = { stored: null, alreadyNoticed: false, entries: LANGUAGES };
    expect(startUpFallbackNotice({ ...base, preferred: ["de-DE", "en"] })).toBe("Deutsch");
    expect(startUpFallbackNotice({ ...base, preferred: ["en-US", "de"] })).toBeNull();
    expect(startUpFallbackNotice({ ...base, stored: "en", preferred: ["de-DE"] })).toBeNull();
    expect(startUpFallbackNotice({ ...base, alreadyNoticed: true, preferred: ["de-DE"] })).toBeNull();
  });

  it("says it once per session", () => {
    expect(takeFallbackNotice("日本語")).toBe("日本語");
    expect(takeFallbackNotice("Deutsch")).toBeNull();
    sessionStorage.clear();
    Object.defineProperty(navigator, "languages", { value: ["th-TH"], configurable: true });
    expect(takeStartUpFallbackNotice()).toBe("ไทย");
    expect(takeStartUpFallbackNotice()).toBeNull();
  });
});
