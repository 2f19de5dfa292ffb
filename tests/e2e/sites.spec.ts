import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { SITE_LIST, type SiteInfo } from "../../contracts/site-map";
import { expectNoA11yViolations } from "./a11y";

type ManifestChunk = { file: string; src?: string };
type Messages = { meta: { title: string }; home?: { heading: string } };

const clientDir = path.resolve("dist/client");
const manifest = JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;

const messages = (lang: "en" | "ko", site: SiteInfo) =>
  JSON.parse(readFileSync(path.resolve("locales", lang, `${site.namespace}.json`), "utf8")) as Messages;

/** The home page's heading: a microsite's own, the shop's from its catalogue front page. */
function homeHeading(site: SiteInfo): string {
  const own = messages("en", site).home?.heading;
  if (own) return own;
  const catalog = JSON.parse(readFileSync(path.resolve("locales/en/catalog.json"), "utf8")) as {
    home: { heading: string };
  };
  return catalog.home.heading;
}

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/**
 * The source files a built chunk came from: the manifest names the module of an entry or lazy chunk; a shared
 * chunk has no module in the manifest, so its source map (the build writes one per chunk) lists what it holds.
 */
function sourcesOf(file: string): string[] {
  const chunks = Object.entries(manifest).filter(([, chunk]) => chunk.file === file);
  expect(chunks, `${file} is not in the build's manifest: was the build made before the test?`).not.toHaveLength(0);
  const sources = chunks.map(([key, chunk]) => chunk.src ?? key);
  const map = path.join(clientDir, `${file}.map`);
  if (existsSync(map)) {
    const { sources: mapped = [] } = JSON.parse(readFileSync(map, "utf8")) as { sources?: string[] };
    const repo = path.resolve(".");
    for (const source of mapped) sources.push(path.relative(repo, path.resolve(path.dirname(map), source)));
  }
  return sources;
}

/** Every script the page requests from /assets/, as the paths of the built files (`assets/x-hash.js`). */
function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) files.push(pathname.slice(1));
  });
  return files;
}

/** What a visitor of `site` must never download: another site's folder or messages. */
function foreignTo(site: SiteInfo): { code: string[]; messages: RegExp[] } {
  const others = SITE_LIST.filter((other) => other.name !== site.name);
  return {
    code: [
      ...others.map((other) => `sites/${other.name}/`),
      // the frame the microsites share is microsite code too: the shop's first page has no use for it
      ...(site.name === "shop" ? ["sites/shell/microsite-layout.tsx"] : []),
    ],
    messages: others.map((other) => new RegExp(`^locales/[a-z]+/${other.namespace}\\.json$`)),
  };
}

/** Scripts the page's own HTML names (its entry and module preloads), as built file paths. */
async function namedInPage(page: Page): Promise<string[]> {
  return page.$$eval('script[src], link[rel="modulepreload"]', (elements) =>
    elements.map((element) =>
      new URL(element.getAttribute("src") ?? element.getAttribute("href") ?? "", location.href).pathname.slice(1),
    ),
  );
}

test.describe("each site is its own chunk", () => {
  for (const site of SITE_LIST) {
    test(`${site.name}: ${site.home} shows the site, names in its HTML every script it runs first, and downloads no other site's code`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      const en = messages("en", site);
      await page.goto(site.home);
      await expect(page.getByRole("heading", { level: 1, name: homeHeading(site) })).toBeVisible();
      // server/platform/http/preload-hints.ts: without a hint each chunk is found only when the one before it has run, one
      // round trip after another; a renamed module in PAGE_HINTS or a screen moved behind a loader shows up here.
      // The language select (asked for as the page hydrates, ADR 0024) and the toast host (when the page is idle) are
      // not named, by design.
      const beforeHeading = [...new Set(scripts)];
      const named = await namedInPage(page);
      const idle = (file: string) =>
        sourcesOf(file).some((source) => /language-select\.tsx$|toast|confirm-dialog/.test(source));
      expect(beforeHeading.filter((file) => !named.includes(file) && !idle(file))).toEqual([]);
      await expect(page).toHaveTitle(en.meta.title);
      await expectNoA11yViolations(page);
      // the toast and dialog hosts and anything else lazy arrive after the first paint: wait for all of it
      await page.waitForLoadState("networkidle");

      const sources = [...new Set(scripts.flatMap(sourcesOf))];
      expect(
        sources.some((source) => source.startsWith(`sites/${site.name}/`)),
        `no chunk of sites/${site.name}/ was requested: the recording missed the site's own code`,
      ).toBe(true);
      const foreign = foreignTo(site);
      const leaked = sources.filter(
        (source) =>
          foreign.code.some((prefix) => source.startsWith(prefix)) ||
          foreign.messages.some((pattern) => pattern.test(source)),
      );
      expect(leaked, `${site.home} downloaded code of other sites`).toEqual([]);
    });
  }
});

test.describe("sharing metadata in the HTML the server sends", () => {
  test("every prefix of every site carries the site's title, og:title and icon before any script runs", async ({
    request,
  }) => {
    for (const site of SITE_LIST) {
      const title = escapeHtml(messages("en", site).meta.title);
      for (const prefix of site.prefixes) {
        const html = await (await request.get(prefix)).text();
        expect(html, prefix).toContain(`<title>${title}</title>`);
        expect(html, prefix).toContain(`<meta property="og:title" content="${title}" />`);
        expect(html, prefix).toContain(`<link rel="icon" href="${site.icon}" type="image/svg+xml" />`);
      }
    }
  });

  test("a Korean browser gets the Korean title and locale", async ({ request }) => {
    const mice = SITE_LIST.find((site) => site.name === "mice");
    if (!mice) throw new Error("the site map has no mice site");
    const html = await (await request.get("/mice", { headers: { "Accept-Language": "ko-KR,ko;q=0.9" } })).text();
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(messages("ko", mice).meta.title)}" />`);
    expect(html).toContain('<meta property="og:locale" content="ko_KR" />');
    expect(html).toMatch(/<html lang="ko"/);
  });
});
