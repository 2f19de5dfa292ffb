import { expect, test } from "@playwright/test";
import { takenOver, watchHydration } from "./page-checks";
import { signIn } from "./shop-steps";

test.describe("pages rendered on the server (ADR 0024)", () => {
  // every site's home, with script and without, is in site-homes.spec.ts

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
      const trouble = watchHydration(page);
      const reads: string[] = [];
      const readPath = new URL(read, "http://x").pathname;
      page.on("request", (sent) => {
        if (new URL(sent.url()).pathname === readPath) reads.push(sent.url());
      });
      await page.goto(pagePath);
      await takenOver(page);
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(expected as string).first()).toBeVisible();
      expect(trouble).toEqual([]);
      expect(reads).toEqual([]);
      await page.close();
    });
  }

  test("a signed-in member's press on a part whose code comes late is not lost: the part is taken over with the page", async ({
    page,
  }) => {
    // the rating summary's code arrives 1.5 s late; the header changes for the member meanwhile (after the take-over)
    await page.route(/\/assets\/product-rating-summary-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await signIn(page, "/user/review");
    await page.goto("/product/detail/1", { waitUntil: "commit" });
    const link = page.locator('[data-slot="product-rating-summary"]').getByRole("link");
    // the server's element, marked in the page before the browser takes it over
    await link.evaluate((element) => Object.assign(element, { fromServer: true }));
    await takenOver(page);
    await expect(page.getByRole("button", { name: "Sign out" }).first()).toBeVisible();
    // the same element, now the browser's: nothing replaced it between a press's down and up
    expect(
      await link.evaluate(
        (element) => "fromServer" in element && Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ),
    ).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/product\/1\/review$/);
  });

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
