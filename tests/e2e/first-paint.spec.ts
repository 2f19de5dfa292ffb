import { expect, type Page, test } from "@playwright/test";
import { TYPEFACE_SEEN_KEY } from "../../sites/first-paint";
import { recordScripts, sourcesOf, takenOver } from "./page-checks";

// A page the server rendered is painted before any of its code or fonts is asked for (ADR 0024, "Code after the
// first paint"): the page names one small script, which waits for the paint and the page's largest picture. A first
// visit's first page stays in the system's face; the typeface's files arrive meanwhile and show with the next page.

/** What the page asked for, with when, against its first contentful paint (all in the page's own clock). */
async function requestsAroundPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const requests = performance
      .getEntriesByType("resource")
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, requests };
  });
}

test.describe("the first paint comes before the code", () => {
  for (const home of ["/main", "/sitmmt"]) {
    test(`${home}: nothing but the page comes before the paint; its code, the whole style sheet and fonts after`, async ({
      page,
    }) => {
      await page.goto(home);
      await takenOver(page);
      await page.waitForLoadState("networkidle");
      const { paint, requests } = await requestsAroundPaint(page);
      expect(Number.isFinite(paint), "the page was painted").toBe(true);
      const code = requests.filter((request) => /\.(js|css|woff2)$/.test(request.path));
      // the page's first script and the rules its markup uses are in its HTML: no script or style sheet is a
      // request before the paint
      expect(code.filter((request) => request.start < paint).map((request) => request.path)).toEqual([]);
      const boot = await page.$eval("script[data-boot]", (script) => script.getAttribute("data-boot"));
      const styles = await page.$eval("script[data-styles]", (script) => script.getAttribute("data-styles"));
      await expect(page.locator("head > style")).toHaveCount(1);
      // and the page's own code and the whole style sheet did come, after the paint
      const after = code.filter((request) => request.start >= paint).map((request) => request.path);
      expect(after).toEqual(expect.arrayContaining([boot, styles]));
      expect(after.length).toBeGreaterThan(3);
    });
  }
});

// A page carries its data: the browser takes it over without reading anything, so the schemas that check an answer
// (and the schema library, 31 kB gzip, and its start-up work) load with the first read the browser makes itself.
test.describe("a page with its data loads no schema", () => {
  for (const address of ["/main", "/product/detail/1"]) {
    test(`${address}: taken over and idle without the schema library`, async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(address);
      await takenOver(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(3);
      const sources = [...new Set(scripts.flatMap(sourcesOf))];
      expect(sources.filter((source) => source.includes("node_modules/zod/"))).toEqual([]);
    });
  }
});

test("a press on the header's select before the page is taken over opens it once the code has arrived", async ({
  page,
}) => {
  // the shell arrives 1.5 s late, as on a slow connection: the page is painted and the press comes first
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/main");
  const currency = page.getByRole("combobox", { name: "Currency" });
  await expect(currency).toBeVisible();
  expect(await page.locator("#root[data-taken-over]").count(), "pressed before the take-over").toBe(0);
  await currency.click();
  await expect(page.getByRole("option", { name: "KRW (₩)" })).toBeVisible();
  await page.getByRole("option", { name: "KRW (₩)" }).click();
  await expect(page.getByRole("region", { name: "Featured tours" })).toContainText("₩");
});

test.describe("the typeface", () => {
  test("a first visit's first page stays in the system's face, downloads the typeface meanwhile and shows it with the next page", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/main");
    await takenOver(page);
    // the slices the page's text needs arrive once the page is idle, and the browser notes it has them
    await page.waitForFunction((key) => window.localStorage.getItem(key) === "1", TYPEFACE_SEEN_KEY);
    expect(fonts.some((font) => font.includes("PretendardVariable"))).toBe(true);
    // while the page the visitor reads keeps its face: nothing changes under them
    await expect(page.locator("html")).not.toHaveAttribute("data-typeface", "ready");
    const heading = page.getByRole("heading", { level: 1, name: "Discover Korea" });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).not.toContain("Pretendard");

    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Festivals" }).click();
    await expect(page).toHaveURL(/\/product\/search\/festival\/all$/);
    await expect(page.locator("html")).toHaveAttribute("data-typeface", "ready");
    expect(await page.locator("body").evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Pretendard Variable"/,
    );
  });

  test("a returning visitor's pages are in the typeface from the first paint", async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, "1"), TYPEFACE_SEEN_KEY);
    // put in use by the page's one script as the document is read, before the shell is even asked for
    await page.goto("/sitmmt", { waitUntil: "domcontentloaded" });
    expect(await page.locator("html").getAttribute("data-typeface")).toBe("ready");
  });
});
