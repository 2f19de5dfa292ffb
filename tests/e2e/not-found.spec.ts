import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";

test("an unknown path shows the not-found screen with a 404 title and a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  // the server says so too: crawlers and link checkers see no page here
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^404/);
  await expectNoA11yViolations(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/main$/);
});

test("an unknown path inside a known site also shows the not-found screen, in Korean too", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: "ko-KR", baseURL });
  const page = await context.newPage();
  const response = await page.goto("/account/does-not-exist");
  // the site's routes have no such page: 404, not the 200 of a page that exists
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "페이지를 찾을 수 없습니다" })).toBeVisible();
  await expect(page).toHaveTitle(/^404/);
  await context.close();
});

test("an unknown address under a product or mart prefix answers 404 with the not-found page", async ({ page }) => {
  for (const address of ["/product/xyz", "/sitmmt/nope", "/product/detail/abc"]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), address).toBeVisible();
  }
  // a page that exists still answers 200
  expect((await page.goto("/sitmmt"))?.status()).toBe(200);
});
