import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITE_MAP, siteForPath } from "@contracts/site-map";
import { describe, expect, it } from "vitest";
import {
  GATE_PAGE,
  GATE_PUBLIC_FILES,
  GATE_SCOPE,
  GATE_SHELL_MODULES,
  GATE_WORKER_URL,
  gateManifestUrl,
} from "./config";
import { type BuildGraph, type BuiltModule, gateChunkFiles, gatePrecacheEntries } from "./precache";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const module = (chunk: string | undefined, imports: string[] = [], dynamicImports: string[] = []): BuiltModule => ({
  chunk,
  imports,
  dynamicImports,
});

/** A build shaped as ours: the shell imports every site and message file on demand, the site every page. */
const graph: BuildGraph = {
  modules: new Map([
    ["sites/main.tsx", module("assets/index.js", ["sites/site-registry.ts", "lib/i18n/i18n.ts"])],
    [
      "sites/site-registry.ts",
      module("assets/index.js", [], ["sites/apec2025/routes.tsx", "sites/shop/routes.tsx", "sites/mice/routes.tsx"]),
    ],
    [
      "lib/i18n/i18n.ts",
      module(
        "assets/index.js",
        [],
        ["locales/en/apec2025.json", "locales/ko/apec2025.json", "locales/en/shop.json", "locales/en/tour-gate.json"],
      ),
    ],
    // a door that only re-exports leaves no code of its own, and imports more than the bundler keeps
    ["design-system/index.ts", module(undefined, ["design-system/components/survey-chart.tsx"])],
    ["design-system/components/survey-chart.tsx", module("assets/survey-screen.js")],
    ["lib/i18n/start-bundles/en.ts", module("assets/en.js", [], [])],
    ["lib/i18n/start-bundles/ko.ts", module("assets/ko.js", [], [])],
    [
      "sites/apec2025/routes.tsx",
      module(
        "assets/apec2025-routes.js",
        ["sites/apec2025/gate-routes.tsx", "design-system/index.ts"],
        ["features/tours/screens/course-list-screen.tsx", "features/payment/index.ts"],
      ),
    ],
    ["sites/apec2025/gate-routes.tsx", module("assets/apec2025-routes.js", [], ["features/tour-gate/index.ts"])],
    ["features/tour-gate/index.ts", module(undefined, ["features/tour-gate/screens/gate-screen.tsx"])],
    ["features/tour-gate/screens/gate-screen.tsx", module("assets/gate-screen.js", ["blocks/qr-scanner/index.ts"], [])],
    ["blocks/qr-scanner/index.ts", module("assets/gate-screen.js", [], ["node_modules/jsqr/dist/jsQR.js"])],
    ["node_modules/jsqr/dist/jsQR.js", module("assets/jsQR.js")],
    ["features/tours/screens/course-list-screen.tsx", module("assets/course-list.js")],
    ["features/payment/index.ts", module("assets/payment.js")],
    ["sites/shop/routes.tsx", module("assets/shop-routes.js")],
    ["sites/mice/routes.tsx", module("assets/mice-routes.js")],
    ["locales/en/apec2025.json", module("assets/apec2025-en.js")],
    ["locales/ko/apec2025.json", module("assets/apec2025-ko.js")],
    ["locales/en/tour-gate.json", module("assets/tour-gate-en.js")],
    ["locales/en/shop.json", module("assets/shop-en.js")],
  ]),
  chunks: new Map([
    ["assets/index.js", { imports: ["assets/runtime.js"], css: ["assets/index.css"], assets: ["assets/font.woff2"] }],
    ["assets/runtime.js", { imports: [], css: [], assets: [] }],
    ["assets/apec2025-routes.js", { imports: ["assets/site-kit.js", "assets/index.js"], css: [], assets: [] }],
    ["assets/site-kit.js", { imports: ["assets/runtime.js"], css: [], assets: [] }],
    ["assets/gate-screen.js", { imports: ["assets/site-kit.js"], css: ["assets/gate-screen.css"], assets: [] }],
  ]),
};

describe("the scanner's precache", () => {
  const files = gateChunkFiles(graph);

  it("keeps the shell, the language start bundles, the site's routes and the chunks they import", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "assets/index.js",
        "assets/runtime.js",
        "assets/index.css",
        "assets/font.woff2",
        "assets/en.js",
        "assets/ko.js",
        "assets/apec2025-routes.js",
        "assets/site-kit.js",
      ]),
    );
  });

  it("keeps the scanner's own code and what it loads on demand, through a door with no code of its own", () => {
    expect(files).toEqual(
      expect.arrayContaining(["assets/gate-screen.js", "assets/gate-screen.css", "assets/jsQR.js"]),
    );
  });

  it("keeps the scanner's messages in both languages and no other namespace", () => {
    expect(files).toEqual(
      expect.arrayContaining(["assets/apec2025-en.js", "assets/apec2025-ko.js", "assets/tour-gate-en.js"]),
    );
    expect(files).not.toContain("assets/shop-en.js");
  });

  it("keeps no other site, none of the site's other pages, and nothing a door names but the bundler dropped", () => {
    for (const other of [
      "assets/shop-routes.js",
      "assets/mice-routes.js",
      "assets/course-list.js",
      "assets/payment.js",
      "assets/survey-screen.js",
    ]) {
      expect(files).not.toContain(other);
    }
  });

  it("names each file once, in order", () => {
    expect(files).toEqual([...new Set(files)].sort());
  });
});

describe("the precache entries", () => {
  const files = new Map([
    ["/icons/apec2025-gate-192.png", "abc"],
    ["/apec2025/gate.en.webmanifest", "def"],
  ]);

  it("versions the scanner's page by the build, a hashed chunk by its name and a public file by its content", () => {
    const entries = gatePrecacheEntries({ chunkFiles: ["assets/index.js"], pageRevision: "build1", files });
    expect(entries).toEqual([
      { url: GATE_PAGE, revision: "build1" },
      { url: "/assets/index.js", revision: null },
      { url: "/icons/apec2025-gate-192.png", revision: "abc" },
      { url: "/apec2025/gate.en.webmanifest", revision: "def" },
    ]);
  });

  it("a new build is a new list: the page's revision follows the build", () => {
    const before = gatePrecacheEntries({ chunkFiles: [], pageRevision: "build1", files });
    const after = gatePrecacheEntries({ chunkFiles: [], pageRevision: "build2", files });
    expect(after[0]).toEqual({ url: GATE_PAGE, revision: "build2" });
    expect(after).not.toEqual(before);
  });

  it("refuses to keep an API answer", () => {
    expect(() =>
      gatePrecacheEntries({ chunkFiles: [], pageRevision: "b", files: new Map([["/api/v1/tours/courses", "x"]]) }),
    ).toThrow(/never keeps an API answer: \/api\/v1\/tours\/courses/);
  });
});

describe("the scanner's addresses and sources", () => {
  it("the page belongs to the summit tours' site", () => {
    expect(GATE_PAGE).toBe(`${SITE_MAP.apec2025.home}/qrcode`);
    expect(siteForPath(GATE_PAGE)?.name).toBe("apec2025");
  });

  it("the worker's folder limits it to the site, and its scope is the scanner's page and below only", () => {
    expect(path.posix.dirname(GATE_WORKER_URL)).toBe(SITE_MAP.apec2025.home);
    expect(GATE_SCOPE).toBe(GATE_PAGE);
    expect(gateManifestUrl("ko").startsWith(`${SITE_MAP.apec2025.home}/`)).toBe(true);
  });

  it("every shell module and public file the precache names exists", () => {
    for (const source of GATE_SHELL_MODULES) expect(existsSync(path.join(root, source)), source).toBe(true);
    for (const file of GATE_PUBLIC_FILES) expect(existsSync(path.join(root, "public", file)), file).toBe(true);
  });
});
