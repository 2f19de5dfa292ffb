import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/apec2025.json";
import ko from "../../../locales/ko/apec2025.json";
import { gateAppText, gateColors, gateWebManifest, tokenValue } from "./web-manifest";

const tokens = readFileSync(new URL("../../../design-system/tokens.css", import.meta.url), "utf8");
const colors = gateColors(tokens);

describe("the scanner's web app manifest", () => {
  it("installs the scanner on its own page and scope, standalone, with PNG icons at 192 and 512", () => {
    const manifest = gateWebManifest("en", gateAppText(en, "en"), colors);
    expect(manifest).toMatchObject({
      id: "/apec2025/qrcode",
      start_url: "/apec2025/qrcode",
      scope: "/apec2025/qrcode",
      display: "standalone",
      lang: "en",
      name: "APEC 2025 Korea tours · Check-in",
      short_name: "Tour check-in",
    });
    const pngs = manifest.icons.filter((icon) => icon.type === "image/png" && icon.purpose === "any");
    expect(pngs.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
  });

  it("speaks Korean from the Korean messages, as the same app (one id)", () => {
    const manifest = gateWebManifest("ko", gateAppText(ko, "ko"), colors);
    expect(manifest.name).toBe("APEC 2025 코리아 투어 · 탑승 확인");
    expect(manifest.short_name).toBe("투어 탑승 확인");
    expect(manifest.lang).toBe("ko");
    expect(manifest.id).toBe(gateWebManifest("en", gateAppText(en, "en"), colors).id);
  });

  it("takes its colours from the design tokens, resolved to the raw values a manifest needs", () => {
    const manifest = gateWebManifest("en", gateAppText(en, "en"), colors);
    expect(manifest.theme_color).toBe(tokenValue(tokens, "--ds-teal-700"));
    expect(manifest.background_color).toBe(tokenValue(tokens, "--ds-white"));
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{3,6}$/);
    expect(() => tokenValue(":root { --a: var(--b); }", "--a")).toThrow(
      "design-system/tokens.css has no value for --b",
    );
  });

  it("a short name fits under an icon on a home screen", () => {
    for (const [lang, messages] of [
      ["en", en],
      ["ko", ko],
    ] as const) {
      expect(gateAppText(messages, lang).shortName.length, lang).toBeLessThanOrEqual(15);
    }
  });

  it("refuses messages without the app's words, naming the key", () => {
    expect(() => gateAppText({ gateApp: { name: "x", description: "y" } }, "ko")).toThrow(
      "locales/ko/apec2025.json needs gateApp.shortName",
    );
    expect(() => gateAppText({}, "en")).toThrow("locales/en/apec2025.json needs gateApp.name");
  });
});
