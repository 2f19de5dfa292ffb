import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_LIST, type SiteInfo } from "../../contracts/site-map";

type Messages = { home?: { heading: string } };

/** The home page's heading as the server writes it: a microsite's own, the shop's from its catalogue front page. */
function homeHeading(site: SiteInfo, lang: "en" | "ko"): string {
  const read = (namespace: string) =>
    JSON.parse(readFileSync(path.resolve("locales", lang, `${namespace}.json`), "utf8")) as Messages;
  return read(site.namespace).home?.heading ?? (read("catalog").home?.heading as string);
}

/** What React says when the browser's first render differs from the server's (a page that had to start over). */
const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|419|421|423|425)/i;

test.describe("pages rendered on the server (ADR 0024)", () => {
  for (const site of SITE_LIST) {
    test(`${site.name}: ${site.home} shows its heading without script, in the visitor's language`, async ({
      browser,
    }) => {
      for (const [locale, lang] of [
        ["en-US", "en"],
        ["ko-KR", "ko"],
      ] as const) {
        const context = await browser.newContext({ javaScriptEnabled: false, locale });
        const page = await context.newPage();
        const response = await page.goto(site.home);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: homeHeading(site, lang) })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await context.close();
      }
    });

    test(`${site.name}: the browser takes ${site.home} over without starting again`, async ({ page }) => {
      const trouble: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
      });
      page.on("pageerror", (error) => trouble.push(error.message));
      await page.goto(site.home);
      const heading = page.getByRole("heading", { level: 1, name: homeHeading(site, "en") });
      await expect(heading).toBeVisible();
      // taken over: React has attached itself to the server's markup (its container key), with nothing to redo
      await page.waitForFunction(() =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
      );
      await page.waitForLoadState("networkidle");
      await expect(heading).toBeVisible();
      expect(trouble).toEqual([]);
    });
  }

  /** Public pages with data: what a visitor reads there, as the API gives it, and the read the page carries. */
  const DATA_PAGES = [
    { path: "/product/detail/1", read: "/api/v1/products/1", text: (d: { name: string }) => d.name },
    {
      path: "/product/search/tour/all",
      read: "/api/v1/products?category=tour&region=all&page=1&sort=recommended",
      text: (d: { name: string }[]) => d[0]?.name,
    },
    {
      path: "/board/notice",
      read: "/api/v1/boards/shop/notice/posts?page=1",
      text: (d: { title: string }[]) => d[0]?.title,
    },
    {
      path: "/sitmmt/board",
      read: "/api/v1/boards/sitmmt/notice/posts?page=1",
      text: (d: { title: string }[]) => d[0]?.title,
    },
  ] as const;

  for (const { path: pagePath, read, text } of DATA_PAGES) {
    test(`${pagePath} comes with its data: readable without script, taken over without reading it again`, async ({
      browser,
      request,
    }) => {
      const answer = (await (await request.get(read)).json()) as { data: never };
      const expected: string | undefined = text(answer.data);
      expect(expected).toBeTruthy();

      // whole: no part left to an inline script that the Content-Security-Policy would not run
      const html = await (await request.get(pagePath)).text();
      expect(html).not.toMatch(/<template id="B:|\$RC\(/);

      const still = await browser.newContext({ javaScriptEnabled: false });
      const plain = await still.newPage();
      expect((await plain.goto(pagePath))?.status()).toBe(200);
      await expect(plain.getByText(expected as string).first()).toBeVisible();
      await still.close();

      const page = await browser.newPage();
      const trouble: string[] = [];
      const reads: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error" && HYDRATION_TROUBLE.test(message.text())) trouble.push(message.text());
      });
      page.on("pageerror", (error) => trouble.push(error.message));
      const readPath = new URL(read, "http://x").pathname;
      page.on("request", (sent) => {
        if (new URL(sent.url()).pathname === readPath) reads.push(sent.url());
      });
      await page.goto(pagePath);
      await page.waitForFunction(() =>
        Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
      );
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(expected as string).first()).toBeVisible();
      expect(trouble).toEqual([]);
      expect(reads).toEqual([]);
      await page.close();
    });
  }

  test("a choice of Korean is remembered: the next page comes from the server in Korean", async ({ page }) => {
    await page.goto("/mice");
    await page.evaluate(() => {
      sessionStorage.setItem("LOCALE", "ko");
      document.cookie = "LOCALE=ko; path=/; SameSite=Lax";
    });
    const response = await page.request.get("/mice", { headers: { cookie: "LOCALE=ko" } });
    expect(await response.text()).toContain('lang="ko"');
  });

  test("a sign-in page is never rendered by the server: its form cannot be sent before the page's script runs", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/account/login");
    await expect(page.locator("form")).toHaveCount(0);
    await context.close();
  });
});
