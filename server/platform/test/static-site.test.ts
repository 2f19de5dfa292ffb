import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type AppConfig, appConfigFromEnv, parseAppConfig } from "@contracts/app-config";
import { HYDRATION_ELEMENT_ID, type PageRenderer } from "@contracts/page-render";
import { SITE_LIST, SITE_MAP } from "@contracts/site-map";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../http/env";
import { createLogger } from "../http/logger";
import {
  APP_CONFIG_TAG,
  injectAppConfig,
  injectSiteMeta,
  loadSiteMeta,
  pageLang,
  preferredLang,
  renderSiteMeta,
  staticSite,
} from "../http/static-site";
import { REDIRECT_PAGE } from "../../domains/promotions/routes";
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

/** Large enough to be worth compressing (small files are sent as they are). */
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];\n`;

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
  writeFileSync(path.join(root, "assets", "big-AbC123.js"), BIG_JS);
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
    for (const route of [
      "/main",
      "/product/detail/42",
      "/board/notice-detail/3?x=1",
      "/sitmmt/ppipsa",
      "/rok-us/survey?key=x",
      "/index.html",
    ]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html, route).toContain('<div id="root">');
      expect(configIn(html).versionPollMs).toBe(30000);
    }
  });

  it("tells search engines not to index a private page (a ticket, a reservation, a member's or operators' page)", async () => {
    for (const route of [
      "/apec2025/qrcode/abc.def",
      "/apec2025/qrcode",
      "/apec2025/myreservation?number=R1",
      "/apec2025/waitlist?token=x",
      "/user/review",
      "/seouleduadmin",
      "/admin",
      "/admin/reservations/12",
    ]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("x-robots-tag"), route).toBe("noindex, nofollow");
    }
    for (const route of ["/main", "/product/detail/42", "/apec2025", "/apec2025/list"]) {
      expect((await app.request(route)).headers.get("x-robots-tag"), route).toBeNull();
    }
  });

  it("answers 404 with the page (the client's not-found screen) for addresses no site owns", async () => {
    for (const route of ["/nope", "/no/such/page", "/sitmmtx", "/sitemap"]) {
      const res = await app.request(route);
      expect(res.status, route).toBe(404);
      expect(res.headers.get("content-type"), route).toMatch(/^text\/html/);
      expect(await res.text(), route).toContain('<div id="root">');
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

  it("sends text assets brotli- or gzip-compressed as the browser accepts, each with its own validator", async () => {
    const br = await app.request("/assets/big-AbC123.js", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(brBytes).toString()).toBe(BIG_JS);

    const gz = await app.request("/assets/big-AbC123.js", { headers: { "accept-encoding": "gzip;q=1, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);
    expect(gz.headers.get("etag")).not.toBe(br.headers.get("etag"));

    const plain = await app.request("/assets/big-AbC123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
    expect(plain.headers.get("etag")).not.toBe(br.headers.get("etag"));

    const again = await app.request("/assets/big-AbC123.js", {
      headers: { "accept-encoding": "br", "if-none-match": br.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("sends the page gzip-compressed when accepted, varying by language and encoding", async () => {
    const res = await app.request("/main", { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<div id="root"></div>');
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

/** The value of the first `<meta>` or `<link>` attribute matched, with the HTML escapes undone. */
function attr(html: string, pattern: RegExp): string | undefined {
  const raw = pattern.exec(html)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
const ogTitle = (html: string) => attr(html, /<meta property="og:title" content="([^"]*)"/);
const ogLocale = (html: string) => attr(html, /<meta property="og:locale" content="([^"]*)"/);
const ogUrl = (html: string) => attr(html, /<meta property="og:url" content="([^"]*)"/);
const icon = (html: string) => attr(html, /<link rel="icon" href="([^"]*)"/);
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);

type Messages = { meta: { title: string; description: string; siteName?: string } };
const messages = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as Messages;

describe("the metadata of the site that owns the path, in the served page", () => {
  let realRoot: string;
  let real: ReturnType<typeof testApp>;

  beforeAll(() => {
    // the real index.html, so the placeholders the build keeps are the ones tested
    realRoot = path.join(outer, "real");
    mkdirSync(realRoot, { recursive: true });
    cpSync(path.resolve("index.html"), path.join(realRoot, "index.html"));
    real = testApp(ctx.db, { serveStatic: true, staticDir: realRoot, appConfig: APP_CONFIG });
  });

  it("serves every prefix of every site with that site's title, description, sharing tags and icon", async () => {
    for (const site of SITE_LIST) {
      const { meta } = messages("en", site.namespace);
      for (const prefix of site.prefixes) {
        const res = await real.request(prefix);
        // the promotion redirect is answered by the server itself (routes/promotions.ts), ahead of the app's page
        if (prefix === REDIRECT_PAGE) {
          expect(res.status, prefix).toBe(302);
          continue;
        }
        const html = await res.text();
        expect(title(html), prefix).toBe(meta.title);
        expect(ogTitle(html), prefix).toBe(meta.title);
        expect(attr(html, /<meta name="description" content="([^"]*)"/), prefix).toBe(meta.description);
        expect(attr(html, /<meta property="og:description" content="([^"]*)"/), prefix).toBe(meta.description);
        expect(icon(html), prefix).toBe(site.icon);
        expect(ogLocale(html), prefix).toBe("en_US");
      }
    }
  });

  it("fills the whole block once: one title, one description, one icon, and the static values gone", async () => {
    const html = await (await real.request("/mice/introduction/fair")).text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<link rel="icon"/g)).toHaveLength(1);
    expect(html).not.toContain("/favicon.svg");
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe("website");
    expect(attr(html, /<meta property="og:site_name" content="([^"]*)"/)).toBe("Korea MICE Fair");
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe("summary");
    expect(configIn(html).versionPollMs).toBe(30000);
  });

  it("answers in Korean when the browser puts Korean first, and says so in <html lang> and og:locale", async () => {
    const res = await real.request("/sitmmt", { headers: { "accept-language": "ko-KR,ko;q=0.9,en-US;q=0.8" } });
    expect(res.headers.get("vary")).toMatch(/accept-language/i);
    const html = await res.text();
    expect(ogTitle(html)).toBe(messages("ko", "sitmmt").meta.title);
    expect(ogLocale(html)).toBe("ko_KR");
    expect(html).toMatch(/<html lang="ko" class="lite">/);
    const english = await (await real.request("/sitmmt", { headers: { "accept-language": "en-US,ko;q=0.9" } })).text();
    expect(ogTitle(english)).toBe(messages("en", "sitmmt").meta.title);
    expect(english).toMatch(/<html lang="en" class="lite">/);
  });

  it("gives the request address without query or fragment as og:url", async () => {
    const html = await (await real.request("http://travel.example/sitmmt-bimtc?utm_source=mail&x=1")).text();
    expect(ogUrl(html)).toBe("http://travel.example/sitmmt-bimtc");
  });

  it("names the page's address in each language: ?lang= chooses it, canonical and hreflang links say so", async () => {
    const res = await real.request("http://travel.example/sitmmt-bimtc?utm_source=mail&lang=ko", {
      headers: { "accept-language": "en-US", cookie: "LOCALE=en" },
    });
    const html = await res.text();
    expect(html).toMatch(/<html lang="ko"/);
    expect(ogTitle(html)).toBe(messages("ko", "sitmmt").meta.title);
    const link = (rel: string, lang?: string) =>
      attr(html, new RegExp(`<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ""} href="([^"]*)"`));
    expect(link("canonical")).toBe("http://travel.example/sitmmt-bimtc?lang=ko");
    expect(link("alternate", "en")).toBe("http://travel.example/sitmmt-bimtc?lang=en");
    expect(link("alternate", "ko")).toBe("http://travel.example/sitmmt-bimtc?lang=ko");
    expect(link("alternate", "x-default")).toBe("http://travel.example/sitmmt-bimtc");
    // without the parameter the visitor's choice decides the language, and the address names itself
    const chosen = await (
      await real.request("http://travel.example/sitmmt-bimtc", { headers: { cookie: "LOCALE=en" } })
    ).text();
    expect(chosen).toMatch(/<html lang="en"/);
    expect(attr(chosen, /<link rel="canonical" href="([^"]*)"/)).toBe("http://travel.example/sitmmt-bimtc");
    // an address that is no page has no canonical address
    const missing = await (await real.request("http://travel.example/no/such/page")).text();
    expect(missing).not.toContain('rel="canonical"');
  });

  it("gives paths no site owns, and the root, the shop's metadata", async () => {
    const shop = messages("en", "shop").meta;
    for (const route of ["/", "/no/such/page", "/sitmmtx", "/index.html"]) {
      const html = await (await real.request(route)).text();
      expect(ogTitle(html), route).toBe(shop.title);
      expect(icon(html), route).toBe(SITE_MAP.shop.icon);
      // the shop's messages have no site name of their own: the product's name stands in
      expect(attr(html, /<meta property="og:site_name" content="([^"]*)"/), route).toBe("K-Travel");
    }
  });

  it("adds the block before </head> in a page without one", async () => {
    const html = await (await app.request("/rok-us")).text();
    expect(ogTitle(html)).toBe(messages("en", "rok-us").meta.title);
    expect(html.indexOf("og:title")).toBeLessThan(html.indexOf("</head>"));
  });

  it("escapes every value: a hostile message cannot leave its attribute or the title", async () => {
    const locales = path.join(outer, "locales");
    cpSync(path.resolve("locales"), locales, { recursive: true, filter: (src) => !src.endsWith(".ts") });
    const hostile = `"><script>alert('x')</script> & $& </title>`;
    const file = path.join(locales, "en", "event.json");
    const event = JSON.parse(readFileSync(file, "utf8")) as Messages;
    writeFileSync(file, JSON.stringify({ ...event, meta: { ...event.meta, title: hostile, siteName: hostile } }));
    const hono = new Hono<AppEnv>();
    hono.get(
      "*",
      staticSite({ root: realRoot, appConfig: APP_CONFIG, logger: createLogger("silent"), localesDir: locales }),
    );
    const html = await (await hono.request("/event?q=%22%3E%3Cscript%3E")).text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain('</title>"');
    expect(title(html)).toBe(hostile);
    expect(ogTitle(html)).toBe(hostile);
    expect(ogUrl(html)).toBe("http://localhost/event");
  });

  it("refuses to start when a site has no title or description", () => {
    const locales = path.join(outer, "locales-broken");
    cpSync(path.resolve("locales"), locales, { recursive: true, filter: (src) => !src.endsWith(".ts") });
    writeFileSync(path.join(locales, "ko", "mice.json"), JSON.stringify({ meta: { title: "MICE" } }));
    expect(() => loadSiteMeta(locales)).toThrow("locales/ko/mice.json needs meta.title and meta.description");
  });
});

describe("preferredLang", () => {
  it("is Korean only when Korean is the browser's first language", () => {
    expect(preferredLang("ko")).toBe("ko");
    expect(preferredLang("ko-KR,ko;q=0.9,en;q=0.8")).toBe("ko");
    expect(preferredLang("KO-kr")).toBe("ko");
    expect(preferredLang("en-US,en;q=0.9,ko;q=0.8")).toBe("en");
    expect(preferredLang("ja,ko;q=0.9")).toBe("en");
    expect(preferredLang("kok")).toBe("en");
  });

  it("ranks by quality, keeps the header's order on ties and ignores wildcards and refusals", () => {
    expect(preferredLang("en;q=0.5, ko;q=0.8")).toBe("ko");
    expect(preferredLang("ko;q=0.5, en;q=0.9")).toBe("en");
    expect(preferredLang("en;q=0.7, ko;q=0.7")).toBe("en");
    expect(preferredLang("*, ko;q=0.5")).toBe("ko");
    expect(preferredLang("ko;q=0, en;q=0.1")).toBe("en");
  });

  it("is English without a header", () => {
    expect(preferredLang(undefined)).toBe("en");
    expect(preferredLang("")).toBe("en");
  });
});

describe("renderSiteMeta and injectSiteMeta", () => {
  const tags = renderSiteMeta({
    title: "A & B",
    description: 'Say "hi"',
    siteName: "<S>",
    lang: "ko",
    url: "https://x.example/a",
    icon: "/icons/a.svg",
  });

  it("renders escaped tags with the locale and the icon type", () => {
    expect(tags).toContain("<title>A &amp; B</title>");
    expect(tags).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(tags).toContain('<meta property="og:site_name" content="&lt;S&gt;" />');
    expect(tags).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(tags).toContain('<link rel="icon" href="/icons/a.svg" type="image/svg+xml" />');
  });

  it("replaces the block of the real index.html, and only it", () => {
    const html = readFileSync(path.resolve("index.html"), "utf8");
    const out = injectSiteMeta(html, tags, "ko");
    expect(out).toContain(tags);
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out).toContain('<meta name="theme-color"');
    expect(out).toContain(APP_CONFIG_TAG);
    expect(out).toMatch(/^<!doctype html>\n<html lang="ko" class="lite">/);
  });

  it("takes `$` in values literally", () => {
    const out = injectSiteMeta(
      "<html><head><!-- site-meta --><title>x</title><!-- /site-meta --></head></html>",
      "<title>$& $1</title>",
      "en",
    );
    expect(out).toBe("<html><head><!-- site-meta -->\n    <title>$& $1</title>\n    <!-- /site-meta --></head></html>");
  });
});

describe("preload hints in the served page", () => {
  let hintedRoot: string;
  let hinted: ReturnType<typeof testApp>;

  beforeAll(() => {
    hintedRoot = path.join(outer, "hinted");
    mkdirSync(path.join(hintedRoot, ".vite"), { recursive: true });
    cpSync(path.resolve("index.html"), path.join(hintedRoot, "index.html"));
    writeFileSync(
      path.join(hintedRoot, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-A.js", isEntry: true },
        "sites/mice/routes.tsx": { file: "assets/routes-M.js", imports: ["_layout-L.js"] },
        "sites/shop/routes.tsx": { file: "assets/routes-S.js", imports: ["_layout-L.js"] },
        "_layout-L.js": { file: "assets/layout-L.js" },
        "lib/i18n/start-bundles/en.ts": { file: "assets/en-E.js" },
        "lib/i18n/start-bundles/ko.ts": { file: "assets/ko-K.js" },
        "locales/en/catalog.json": { file: "assets/catalog-C.js" },
        "features/catalog/screens/catalog-home.tsx": { file: "assets/catalog-H.js", imports: ["_layout-L.js"] },
        "locales/en/cart.json": { file: "assets/cart-T.js" },
        "features/cart/screens/cart-screen.tsx": { file: "assets/cart-U.js" },
      }),
    );
    hinted = testApp(ctx.db, { serveStatic: true, staticDir: hintedRoot, appConfig: APP_CONFIG });
  });

  /** The code the page lists for the boot script (ADR 0024): a JSON list in an element that never runs. */
  const hints = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)?.[1] ?? "[]",
    ) as string[];

  it("names the site's chunks and the messages of the visitor's language, and no other site's", async () => {
    const mice = await (await hinted.request("/mice", { headers: { "Accept-Language": "ko-KR,ko;q=0.9" } })).text();
    expect(hints(mice)).toEqual(["/assets/ko-K.js", "/assets/routes-M.js", "/assets/layout-L.js"]);
    const shop = await (await hinted.request("/main")).text();
    expect(hints(shop)).toEqual(["/assets/en-E.js", "/assets/routes-S.js", "/assets/layout-L.js"]);
  });

  it("adds what the server's render of the page loaded: its screen's chunks and messages", async () => {
    const renderer: PageRenderer = (request) =>
      Promise.resolve(
        new URL(request.url).pathname === "/product/shopping-cart"
          ? {
              kind: "client-only",
              loaded: { modules: ["features/cart/screens/cart-screen.tsx"], namespaces: ["cart"] },
            }
          : {
              kind: "page",
              status: 200,
              html: '<h1>Home</h1><img src="/images/first.svg" alt="" fetchpriority="high"/>',
              hydration: "{}",
              loaded: { modules: ["features/catalog/screens/catalog-home.tsx"], namespaces: ["catalog"] },
            },
      );
    const hono = new Hono<AppEnv>();
    hono.get("*", staticSite({ root: hintedRoot, appConfig: APP_CONFIG, logger: createLogger("silent"), renderer }));
    const main = await (await hono.request("/main")).text();
    expect(hints(main)).toEqual([
      "/assets/en-E.js",
      "/assets/routes-S.js",
      "/assets/layout-L.js",
      "/assets/catalog-C.js",
      "/assets/catalog-H.js",
    ]);
    // the picture the page asks for first comes ahead of the chunks
    expect(main).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/images/first.svg" /><script type="application/json" id="page-modules">',
    );
    // a page only the browser renders still names what its route loads
    const cart = await (await hono.request("/product/shopping-cart")).text();
    expect(hints(cart)).toEqual([
      "/assets/en-E.js",
      "/assets/routes-S.js",
      "/assets/layout-L.js",
      "/assets/cart-T.js",
      "/assets/cart-U.js",
    ]);
  });

  it("does not serve the build manifest itself", async () => {
    const res = await hinted.request("/.vite/manifest.json");
    expect(res.status).toBe(404);
  });
});

describe("pages rendered on the server (ADR 0024)", () => {
  const pageApp = (renderer: PageRenderer | false) => {
    const hono = new Hono<AppEnv>();
    hono.get("*", staticSite({ root, appConfig: APP_CONFIG, logger: createLogger("silent"), renderer }));
    return hono;
  };
  const seen: { path: string; lang: string }[] = [];
  const renderer: PageRenderer = (request, lang) => {
    const { pathname } = new URL(request.url);
    seen.push({ path: pathname, lang });
    if (pathname === "/account/my-menu") return Promise.resolve({ kind: "client-only" });
    if (pathname === "/account/my-nothing") return Promise.resolve({ kind: "client-only", status: 404 });
    if (pathname === "/sitmmt/nope") {
      return Promise.resolve({ kind: "page", status: 404, html: "<h1>Page not found</h1>", hydration: "{}" });
    }
    if (pathname === "/mice/moved") return Promise.resolve({ kind: "redirect", status: 302, location: "/main" });
    if (pathname === "/mice/broken") return Promise.reject(new Error("render failed"));
    return Promise.resolve({
      kind: "page",
      status: 200,
      html: `<h1>${lang} ${pathname}</h1>`,
      hydration: '{"loaderData":{"x":"\\u003c/script>"}}',
    });
  };

  it("puts the markup into #root with the router's state beside it, in the visitor's chosen language", async () => {
    const html = await (await pageApp(renderer).request("/mice", { headers: { cookie: "a=1; LOCALE=ko" } })).text();
    expect(html).toContain('<div id="root"><h1>ko /mice</h1></div>');
    expect(html).toContain(
      `<script id="${HYDRATION_ELEMENT_ID}" type="application/json">{"loaderData":{"x":"\\u003c/script>"}}</script>`,
    );
    expect(html).toMatch(/<html[^>]*lang="ko"|<html>/);
    expect(seen.at(-1)).toEqual({ path: "/mice", lang: "ko" });
    const english = await (
      await pageApp(renderer).request("/mice", { headers: { "accept-language": "en-US" } })
    ).text();
    expect(english).toContain("<h1>en /mice</h1>");
  });

  it("sends the plain shell for a page only the browser renders, and when rendering fails", async () => {
    for (const path of ["/account/my-menu", "/mice/broken"]) {
      const res = await pageApp(renderer).request(path);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(HYDRATION_ELEMENT_ID);
    }
  });

  it("sends the renderer's status: 404 for an address inside a site that none of its routes has", async () => {
    const rendered = await pageApp(renderer).request("/sitmmt/nope");
    expect(rendered.status).toBe(404);
    expect(await rendered.text()).toContain('<div id="root"><h1>Page not found</h1></div>');
    // a page the browser renders still answers the routes' 404: the not-found decision is the server's
    const clientOnly = await pageApp(renderer).request("/account/my-nothing");
    expect(clientOnly.status).toBe(404);
    expect(await clientOnly.text()).toContain('<div id="root"></div>');
    expect((await pageApp(renderer).request("/account/my-nothing", { method: "HEAD" })).status).toBe(404);
    expect((await pageApp(renderer).request("/mice")).status).toBe(200);
  });

  it("gives the renderer the API in-process for the page's reads: a guest's GETs of /api only", async () => {
    const calls: { url: string; cookie: string | null; authorization: string | null; lang: string | null }[] = [];
    const hono = new Hono<AppEnv>();
    const api = (request: Request) => {
      calls.push({
        url: request.url,
        cookie: request.headers.get("cookie"),
        authorization: request.headers.get("authorization"),
        lang: request.headers.get("accept-language"),
      });
      return Response.json({ data: "answer" });
    };
    let outcome: string[] = [];
    const reading: PageRenderer = async (request, lang, pageApi) => {
      if (!pageApi) throw new Error("no API given");
      const answer = (await (await pageApi("/api/v1/products?page=1")).json()) as { data: string };
      const refused = await Promise.all(
        ["/main", "https://elsewhere.example/api/v1/x", "//elsewhere.example/api/v1/x"].map((address) =>
          pageApi(address).then(
            () => `read ${address}`,
            () => `refused ${address}`,
          ),
        ),
      );
      outcome = [answer.data, ...refused];
      return { kind: "page", status: 200, html: `<h1>${lang}</h1>`, hydration: "{}" };
    };
    hono.get("*", staticSite({ root, appConfig: APP_CONFIG, logger: createLogger("silent"), renderer: reading, api }));
    const res = await hono.request("/mice", {
      headers: { cookie: "LOCALE=ko; session=secret", authorization: "Bearer secret" },
    });
    expect(res.status).toBe(200);
    expect(outcome).toEqual([
      "answer",
      "refused /main",
      "refused https://elsewhere.example/api/v1/x",
      "refused //elsewhere.example/api/v1/x",
    ]);
    expect(calls).toEqual([
      { url: "http://localhost/api/v1/products?page=1", cookie: null, authorization: null, lang: "ko" },
    ]);
  });

  it("keeps a made page per language while the data has not changed, with an ETag a cache in front can ask with", async () => {
    let version = 0;
    let renders = 0;
    const counting: PageRenderer = (request, lang) => {
      renders += 1;
      return Promise.resolve({ kind: "page", status: 200, html: `<h1>${lang} ${renders}</h1>`, hydration: "{}" });
    };
    const hono = new Hono<AppEnv>();
    hono.get(
      "*",
      staticSite({
        root,
        appConfig: APP_CONFIG,
        logger: createLogger("silent"),
        renderer: counting,
        dataVersion: () => version,
      }),
    );
    const english = { headers: { "accept-language": "en" } };
    const first = await hono.request("/mice", english);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe("no-cache");
    expect(await first.text()).toContain("<h1>en 1</h1>");
    const second = await hono.request("/mice", english);
    expect(await second.text()).toContain("<h1>en 1</h1>");
    expect(second.headers.get("etag")).toBe(etag);
    expect(renders).toBe(1);
    // a cache in front asking again gets a 304 without the page
    const again = await hono.request("/mice", { headers: { ...english.headers, "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // another language is another page; a write makes the page again
    expect(await (await hono.request("/mice", { headers: { "accept-language": "ko" } })).text()).toContain(
      "<h1>ko 2</h1>",
    );
    version += 1;
    const changed = await hono.request("/mice", english);
    expect(await changed.text()).toContain("<h1>en 3</h1>");
    expect(changed.headers.get("etag")).not.toBe(etag);
    const stale = await hono.request("/mice", { headers: { ...english.headers, "if-none-match": etag ?? "" } });
    expect(stale.status).toBe(200);
  });

  it("makes a kept page again once its seconds are over", async () => {
    let renders = 0;
    const counting: PageRenderer = () => {
      renders += 1;
      return Promise.resolve({ kind: "page", status: 200, html: `<h1>${renders}</h1>`, hydration: "{}" });
    };
    const hono = new Hono<AppEnv>();
    const site = staticSite({
      root,
      appConfig: APP_CONFIG,
      logger: createLogger("silent"),
      renderer: counting,
      dataVersion: () => 0,
      pageCacheMs: 0,
    });
    hono.get("*", site);
    await hono.request("/mice");
    await new Promise((resolve) => setTimeout(resolve, 2));
    await hono.request("/mice");
    expect(renders).toBe(2);
  });

  it("passes a redirect on, and renders nothing without a renderer", async () => {
    const moved = await pageApp(renderer).request("/mice/moved");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/main");
    const plain = await (await pageApp(false).request("/mice")).text();
    expect(plain).toContain('<div id="root"></div>');
  });
});

describe("pageLang", () => {
  it("takes the visitor's choice from the cookie, else the browser's first language", () => {
    expect(pageLang("LOCALE=ko", "en-US")).toBe("ko");
    expect(pageLang("x=1; LOCALE=en", "ko-KR")).toBe("en");
    expect(pageLang("LOCALE=fr", "ko-KR")).toBe("ko");
    expect(pageLang(undefined, undefined)).toBe("en");
  });
});
