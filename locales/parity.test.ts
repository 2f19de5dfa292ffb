// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

const root = path.dirname(new URL(import.meta.url).pathname);
const namespaces = (lang: string) =>
  readdirSync(path.join(root, lang))
    .filter((f) => f.endsWith(".json"))
    .sort();

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function load(lang: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(root, lang, file), "utf8")) as unknown;
}

describe("locales", () => {
  it("has the same namespaces in English and Korean", () => {
    expect(namespaces("ko")).toEqual(namespaces("en"));
    expect(namespaces("en").length).toBeGreaterThan(0);
  });

  for (const file of namespaces("en")) {
    it(`${file}: same keys in both languages, and no empty message`, () => {
      const en = load("en", file);
      const ko = load("ko", file);
      expect(keys(ko).sort()).toEqual(keys(en).sort());
      for (const lang of [en, ko]) {
        const flat = JSON.stringify(lang);
        expect(flat).not.toMatch(/:""/);
      }
    });

    it(`${file}: same interpolation placeholders in both languages`, () => {
      const placeholders = (value: unknown): string[] =>
        keys(value).map((k) => {
          const text = k.split(".").reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], value);
          return `${k}:${[...String(text).matchAll(/{{\s*(\w+)\s*}}/g)]
            .map((m) => m[1])
            .sort()
            .join(",")}`;
        });
      expect(placeholders(load("ko", file)).sort()).toEqual(placeholders(load("en", file)).sort());
    });
  }

  it("offers each language of the selector once", () => {
    const codes = LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(["ko", "en", "ja", "zh-CN", "zh-TW", "ru", "fr-CA", "tr"]));
  });
});
