import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppConfig, appConfigFromEnv, parseAppConfig } from "@contracts/app-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_CONFIG_TAG, injectAppConfig } from "../http/static-site";
import { createTestDb, type TestDb } from "./db";
import { json, testApp } from "./helpers";

let ctx: TestDb;
let outer: string;
let root: string;
let app: ReturnType<typeof testApp>;

const INDEX = `<!doctype html><html><head>${APP_CONFIG_TAG}<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;
const APP_CONFIG: AppConfig = {
  ...appConfigFromEnv({ MART_HOSTS: "mart.example.com, MART2.example.com", VERSION_POLL_MS: "30000" }),
  // A hostile value must not be able to close the script element.
  summitHosts: ["</script><script>alert(1)</script>", "$&.example"],
};

function configIn(html: string): AppConfig {
  const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error("no app-config tag in the page");
  const config = parseAppConfig(JSON.parse(match[1]));
  if (!config) throw new Error("index.html holds no valid app config");
  return config;
}

beforeAll(async () => {
  ctx = await createTestDb();
  outer = mkdtempSync(path.join(tmpdir(), "static-site-"));
  root = path.join(outer, "client");
  mkdirSync(path.join(root, "assets"), { recursive: true });
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "assets", "index-AbC123.js"), "console.log('app');\n");
  writeFileSync(path.join(root, "assets", "index-AbC123.css"), "body{margin:0}\n");
  writeFileSync(path.join(root, "version.json"), '{"version":"1.2.3"}');
  writeFileSync(path.join(outer, "secret.txt"), "do not serve");
  app = testApp(ctx.db, { serveStatic: true, staticDir: root, appConfig: APP_CONFIG });
});
afterAll(async () => {
  await ctx?.close();
  if (outer) rmSync(outer, { recursive: true, force: true });
});

describe("serving the built sites", () => {
  it("serves index.html at / with the runtime config filled in and escaped", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const html = await res.text();
    expect(html).not.toContain(APP_CONFIG_TAG);
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
    expect(configIn(html)).toEqual({
      martHosts: ["mart.example.com", "mart2.example.com"],
      summitHosts: ["</script><script>alert(1)</script>", "$&.example"],
      versionPollMs: 30000,
    });
  });

  it("answers index.html with 200 for client-side routes (SPA fallback)", async () => {
    for (const route of ["/main", "/product/detail/42", "/board/notice-detail/3?x=1", "/sitemap", "/index.html"]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html, route).toContain('<div id="root">');
      expect(configIn(html).versionPollMs).toBe(30000);
    }
  });

  it("serves hashed assets with a long cache and the right type", async () => {
    const js = await app.request("/assets/index-AbC123.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toMatch(/javascript/);
    expect(js.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await js.text()).toBe("console.log('app');\n");
    const css = await app.request("/assets/index-AbC123.css");
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
  });

  it("serves version.json uncached", async () => {
    const res = await app.request("/version.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ version: "1.2.3" });
  });

  it("answers 304 when the ETag matches", async () => {
    const first = await app.request("/version.json");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await app.request("/version.json", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("answers HEAD without a body", async () => {
    const res = await app.request("/assets/index-AbC123.js", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe("20");
    expect(await res.text()).toBe("");
  });

  it("answers 404 for a missing hashed asset rather than HTML", async () => {
    const res = await app.request("/assets/index-Old999.js");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("never serves files outside the static folder", async () => {
    for (const attempt of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/%2e%2e%2fsecret.txt",
    ]) {
      const res = await app.request(attempt);
      expect(await res.text(), attempt).not.toContain("do not serve");
    }
  });

  it("keeps /api answers JSON: unknown API paths are 404, not the page", async () => {
    const res = await app.request("/api/v1/unknown");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
    const health = await app.request("/api/health");
    expect(health.status).toBe(200);
  });

  it("does not answer the page for other methods", async () => {
    const res = await app.request("/main", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers 404 JSON when the sites were not built", async () => {
    const empty = testApp(ctx.db, { serveStatic: true, staticDir: path.join(outer, "missing") });
    const res = await empty.request("/main");
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("injectAppConfig", () => {
  const config = { martHosts: ["mart.example.com"], summitHosts: ["summit.example.com"], versionPollMs: 1000 };

  it("fills the tag even when a formatter spread it over lines", () => {
    const html = '<head><script id="app-config" type="application/json">\n  {}\n</script></head>';
    expect(injectAppConfig(html, config)).toBe(
      `<head><script id="app-config" type="application/json">${JSON.stringify(config)}</script></head>`,
    );
  });

  it("finds the tag in the real index.html", () => {
    const html = readFileSync(path.resolve("index.html"), "utf8");
    expect(injectAppConfig(html, config)).toContain(JSON.stringify(config));
  });
});
