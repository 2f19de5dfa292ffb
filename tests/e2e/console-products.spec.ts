import { expect, test } from "@playwright/test";
import { signIn as operatorSignIn } from "./edu-steps";
import { takenOver } from "./page-checks";
import { ADMIN, chooseTrip, escape, payOnLocalPage, signIn, travelersAndPayment } from "./shop-steps";

// The shop's console (issue 26): an operator signs in at /admin/signin, creates a product at /admin/products/new
// with its content in English and Korean, adds a dated option with its price and capacity, and a shopper finds the
// product in the shop by its name and books that option and pays for it on the local card page. The product's name is new
// each run, so it holds on any database.

test("an operator creates a product with a dated option, and a shopper finds and books it", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const name = `Lantern Walk ${stamp}`;
  const option = `Evening ${stamp}`;

  // the console sends a guest to its sign-in and back
  await page.goto("/admin/products/new");
  await takenOver(page);
  await expect(page).toHaveURL(/\/admin\/signin\?redirect=/);
  await operatorSignIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();

  await page.getByRole("textbox", { name: /^Name \(English\)/ }).fill(name);
  await page.getByRole("textbox", { name: /^Name \(Korean\)/ }).fill(`등불 산책 ${stamp}`);
  await page.getByRole("textbox", { name: /^Summary \(English\)/ }).fill("An evening walk under lanterns.");
  await page.getByRole("textbox", { name: /^Summary \(Korean\)/ }).fill("등불 아래 저녁 산책.");
  await page.getByRole("textbox", { name: /^Description \(English\)/ }).fill("Walk the old town by lantern light.");
  await page.getByRole("textbox", { name: /^Description \(Korean\)/ }).fill("등불 아래 옛 마을을 걷습니다.");
  await page.getByRole("button", { name: "Create product" }).click();

  // its page opens at the options: an operator adds a dated one with its price
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?tab=options$/);
  const productId = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("button", { name: "Add option" }).click();
  const dialog = page.getByRole("dialog", { name: "Add an option" });
  await dialog.getByRole("textbox", { name: /^Name \(English\)/ }).fill(option);
  await dialog.getByRole("textbox", { name: /^Name \(Korean\)/ }).fill(`저녁 ${stamp}`);
  const last = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel(/^Last day/).fill(last);
  await dialog.getByRole("textbox", { name: /^Departure times/ }).fill("10:00");
  await dialog.getByRole("textbox", { name: /^Price/ }).fill("42");
  await dialog.getByRole("textbox", { name: /^Capacity/ }).fill("20");
  await dialog.getByRole("button", { name: "Add option" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: option });
  await expect(row).toContainText("$42");
  await expect(row).toContainText("On sale");

  // a shopper finds it by its name and books the option
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/product/search/all/all?keyword=${encodeURIComponent(name)}`);
  await page
    .getByRole("link", { name: new RegExp(escape(name)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/product/detail/${productId}$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await signIn(page, `/product/detail/${productId}`);
  await chooseTrip(page, option, 2);
  await page.getByRole("button", { name: "Reserve now" }).click();
  await travelersAndPayment(page, "Credit card");
  const { charged, paid } = await payOnLocalPage(page);
  // two travellers at $42 each
  expect(charged).toBe(84);
  expect(paid).toBe(84);
  await expect(page.getByRole("heading", { name: "Thank you for your reservation" })).toBeVisible();
});
