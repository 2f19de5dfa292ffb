import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APP_CONFIG_DEFAULTS } from "@contracts/app-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentConfigFromEnv } from "../../config";
import { PAGE_START_FILE } from "@contracts/page-render";
import { readPageStart } from "../http/page-start";
import { APP_CONFIG_TAG } from "../http/static-site";
import { createTestDb, type TestDb } from "./db";
import { testApp } from "./helpers";

let ctx: TestDb;
let root: string;
let app: ReturnType<typeof testApp>;

const INDEX = `<!doctype html><html><head>${APP_CONFIG_TAG}<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  ctx = await createTestDb();
  root = mkdtempSync(path.join(tmpdir(), "security-headers-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "assets", "index-AbC123.js"), "console.log('app');\n");
  app = testApp(ctx.db, { serveStatic: true, staticDir: root });
});
afterAll(async () => {
  await ctx?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The policy as directive -> sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get("content-security-policy");
  if (!header) throw new Error(`no Content-Security-Policy on ${res.url || "the answer"}`);
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  it("every site page carries a policy that runs only the site's own scripts and cannot be framed", async () => {
    for (const address of ["/", "/main", "/sitmmt", "/rok-us/survey?key=x", "/no-such-page"]) {
      const res = await app.request(address);
      // an address no site claims is the not-found page, with its status
      expect(res.status).toBe(address === "/no-such-page" ? 404 : 200);
      expectCommonHeaders(res);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const policy = policyOf(res);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      // no inline or evaluated script: hashes or nonces would be needed for any, and there is none
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      // the check-in scanner's service worker and web app manifest (ADR 0028): this origin's, nobody else's
      expect(policy.get("worker-src")).toEqual(["'self'"]);
      expect(policy.get("manifest-src")).toEqual(["'self'"]);
      // without keys, no third party is allowed anything
      expect(res.headers.get("content-security-policy")).not.toMatch(/https?:|wss:/);
    }
  });

  it("the API reference page has the policy too (its scripts are files, not inline)", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    expect(policyOf(res).get("script-src")).toEqual(["'self'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("a page with a policy of its own keeps it (the local payment page's is stricter)", async () => {
    const res = await app.request("/pay/local?order_id=nothing");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(policyOf(res).get("default-src")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expectCommonHeaders(res);
  });

  it("API answers and files say nosniff and the referrer policy, whatever their status", async () => {
    for (const [method, address] of [
      ["GET", "/api/health"],
      ["GET", "/api/v1/products"],
      ["GET", "/api/v1/products/abc"],
      ["GET", "/api/v1/no-such-route"],
      ["GET", "/api/v1/cart"],
      ["POST", "/api/v1/auth/signin"],
      ["GET", "/api/openapi.json"],
      ["GET", "/assets/index-AbC123.js"],
      ["GET", "/assets/missing-AbC123.js"],
    ] as const) {
      const res = await app.request(address, { method });
      expectCommonHeaders(res);
      expect(res.status, `${method} ${address}`).toBeLessThan(500);
    }
  });

  it("allows a third party's origins only while its integration is configured", async () => {
    const keyed = testApp(ctx.db, {
      serveStatic: true,
      staticDir: root,
      appConfig: { ...APP_CONFIG_DEFAULTS, analyticsId: "G-TEST123", chatPluginKey: "plugin-key" },
      payments: paymentConfigFromEnv({ TOSS_CLIENT_KEY: "test_ck_x", TOSS_SECRET_KEY: "test_sk_x" }),
    });
    const policy = policyOf(await keyed.request("/main"));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://js.tosspayments.com",
      "https://*.googletagmanager.com",
      "https://cdn.channel.io",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://*.tosspayments.com", "https://*.channel.io"]);
    expect(policy.get("connect-src")).toContain("https://api.tosspayments.com");
    expect(policy.get("connect-src")).toContain("https://*.google-analytics.com");
    expect(policy.get("connect-src")).toContain("wss://*.channel.io");
    // the same strict core
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("allows Kakao Maps' origins only while Kakao is the configured map", async () => {
    const local = policyOf(await app.request("/main"));
    expect(local.get("script-src")).toEqual(["'self'"]);
    const kakao = testApp(ctx.db, {
      serveStatic: true,
      staticDir: root,
      appConfig: { ...APP_CONFIG_DEFAULTS, mapProvider: "kakao", mapKey: "js-key" },
    });
    const policy = policyOf(await kakao.request("/main"));
    expect(policy.get("script-src")).toEqual(["'self'", "https://dapi.kakao.com", "https://t1.daumcdn.net"]);
    expect(policy.get("img-src")).toContain("https://*.daumcdn.net");
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("allows the route map's tile pictures only while MAP_TILE_URL is set", async () => {
    const local = policyOf(await app.request("/main"));
    expect(local.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    const tiled = testApp(ctx.db, {
      serveStatic: true,
      staticDir: root,
      appConfig: { ...APP_CONFIG_DEFAULTS, mapTileUrl: "https://{s}.tiles.example.com/{z}/{x}/{y}.png" },
    });
    const policy = policyOf(await tiled.request("/main"));
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.tiles.example.com"]);
    // pictures only: no script, call or frame of the tile server
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows the page's first script by the hash of its text, and no other inline script", async () => {
    const built = mkdtempSync(path.join(tmpdir(), "security-headers-start-"));
    try {
      writeFileSync(path.join(built, "index.html"), INDEX);
      writeFileSync(path.join(built, PAGE_START_FILE), "(function(){window.started=1})();");
      const start = readPageStart(built);
      const policy = policyOf(await testApp(ctx.db, { serveStatic: true, staticDir: built }).request("/main"));
      expect(start).toBeDefined();
      expect(policy.get("script-src")).toEqual(["'self'", start?.hashSource]);
      expect(policy.get("script-src")?.join(" ")).not.toMatch(/unsafe-inline|nonce-/);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
