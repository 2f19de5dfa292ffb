import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type Response } from "@playwright/test";
import { SITE_LIST, type SiteInfo } from "../../contracts/site-map";
import { PAGE_MODULES_ELEMENT_ID } from "../../contracts/page-render";
import { TAKEN_OVER_MARK } from "../../sites/first-paint";

// What the end-to-end tests check on any page: its texts as the messages say them, the server's rendering and the
// browser's take-over, the security policy, and which built scripts it runs.

export type Lang = "en" | "ko";
type Messages = { meta: { title: string }; home?: { heading: string } };

export const siteMessages = (lang: Lang, site: SiteInfo) =>
  JSON.parse(readFileSync(path.resolve("locales", lang, `${site.namespace}.json`), "utf8")) as Messages;

/** The home page's heading: a microsite's own, the shop's from its catalogue front page. */
export function homeHeading(site: SiteInfo, lang: Lang): string {
  const own = siteMessages(lang, site).home?.heading;
  if (own) return own;
  const catalog = JSON.parse(readFileSync(path.resolve("locales", lang, "catalog.json"), "utf8")) as {
    home: { heading: string };
  };
  return catalog.home.heading;
}

/** What React says when the browser's first render differs from the server's (a page that had to start over). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|423|425)/i;

/** Collects hydration complaints and uncaught errors from the moment it is called. */
export function watchHydration(page: Page): string[] {
  const trouble: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
  });
  page.on("pageerror", (error) => trouble.push(error.message));
  return trouble;
}

/** Waits until the browser has taken the page over: React's first commit on the server's markup. */
export async function takenOver(page: Page): Promise<void> {
  // set by the shell after its first commit (sites/main.tsx): hydration is done in slices, so React's container key
  // on #root appears before the page is the browser's
  await page.locator("#root[data-taken-over]").waitFor({ state: "attached" });
}

type Violation = { directive: string; blocked: string; source: string };

/**
 * Records what the Content-Security-Policy refuses (ADR 0020), from before the first script runs: a
 * `securitypolicyviolation` event in the page or a console error naming the policy. Call before `goto`.
 */
export async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? [],
    );
    return [...events.map((v) => `${v.directive} refused ${v.blocked || "(inline)"} at ${v.source}`), ...console];
  };
}

/** The security headers every page carries (ADR 0020). */
export function expectSecurityHeaders(response: Response | null): void {
  expect(response, "the page answered").not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

type ManifestChunk = { file: string; src?: string };
const clientDir = path.resolve("dist/client");
let manifest: Record<string, ManifestChunk> | undefined;

/**
 * The source files a built chunk came from: the manifest names the module of an entry or lazy chunk; a shared
 * chunk has no module in the manifest, so its source map (the build writes one per chunk) lists what it holds.
 */
export function sourcesOf(file: string): string[] {
  manifest ??= JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
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

/**
 * The scripts the page asked for before the browser took it over (the shell's first commit, marked
 * `page-taken-over` by sites/main.tsx), as built file paths: what the take-over itself needed.
 */
export async function scriptsBeforeTakeOver(page: Page): Promise<string[]> {
  await takenOver(page);
  return page.evaluate((mark) => {
    const done = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < done)
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith("/assets/") && pathname.endsWith(".js"))
      .map((pathname) => pathname.slice(1));
  }, TAKEN_OVER_MARK);
}

/** Every script the page requests from /assets/, as the paths of the built files (`assets/x-hash.js`). */
export function recordScripts(page: Page): string[] {
  const files: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) files.push(pathname.slice(1));
  });
  return files;
}

/**
 * Scripts the page's own HTML names, as built file paths: its entry, and the list of its code the entry asks for
 * after the first paint (ADR 0024). Links the scripts add later (the bundler's preloads of what they import) are not
 * the page's names.
 */
export async function namedInPage(page: Page): Promise<string[]> {
  return page.evaluate((listId) => {
    const path = (address: string) => new URL(address, location.href).pathname.slice(1);
    // the scripts the HTML names: by their tag, or the boot script the page's first (inline) script loads
    const entries = [...document.querySelectorAll("script[src], script[data-boot]")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("data-boot") ?? "",
    );
    const list = JSON.parse(document.getElementById(listId)?.textContent ?? "[]") as string[];
    return [...entries, ...list].map(path);
  }, PAGE_MODULES_ELEMENT_ID);
}

/** What a visitor of `site` must never download: another site's folder or messages. */
export function foreignTo(site: SiteInfo): { code: string[]; messages: RegExp[] } {
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

/** The computed styles that show (box, text, colour, place) of every element of the page's body. */
function styleSignature(): string[] {
  const shown = ["display", "position", "top", "left", "z-index", "width", "height", "margin-top", "margin-left"]
    .concat(["padding-top", "padding-left", "border-top-width", "border-radius", "color", "background-color"])
    .concat(["font-size", "font-weight", "line-height", "text-align", "opacity", "visibility", "overflow"])
    .concat(["flex-direction", "gap", "grid-template-columns", "box-shadow", "transform"]);
  return [...document.querySelectorAll("body *")].map((element) => {
    const style = getComputedStyle(element);
    return `${element.localName}: ${shown.map((name) => style.getPropertyValue(name)).join(" | ")}`;
  });
}

/**
 * The rules a server-rendered page carries in its HTML (ADR 0024, "Nothing before the paint but the page") are all
 * its markup uses: with script off (the whole sheet never comes), at a phone's and a desktop's width, every element
 * looks the same once the whole style sheet is added.
 */
export async function expectCarriedRulesSuffice(page: Page): Promise<void> {
  const sheet = await page.locator("script[data-styles]").getAttribute("data-styles");
  expect(sheet, "the page names the whole style sheet for after the paint").toBeTruthy();
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  const widths = [390, 1280];
  const looks: string[][] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    looks.push(await page.evaluate(styleSignature));
  }
  await page.evaluate((href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href ?? "";
    document.head.append(link);
  }, sheet);
  // with script off the link's load event runs no handler: wait for its rules instead
  await expect
    .poll(() =>
      page.evaluate(
        (href) => [...document.styleSheets].some((s) => s.href?.endsWith(href ?? "") && s.cssRules.length),
        sheet,
      ),
    )
    .toBe(true);
  for (const [index, width] of widths.entries()) {
    await page.setViewportSize({ width, height: 800 });
    const whole = await page.evaluate(styleSignature);
    const differ = whole.flatMap((look, at) =>
      look === looks[index]?.[at] ? [] : [`${looks[index]?.[at]} -> ${look}`],
    );
    expect(differ, `elements that change at ${width} px once the whole style sheet is there`).toEqual([]);
  }
}
