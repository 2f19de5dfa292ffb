import { expect, type Page, test } from "@playwright/test";
import { takenOver, watchHydration } from "./page-checks";

// A press on the server's page before the browser has taken it over is made again once React has (ADR 0024,
// "Presses before the take-over"). Each test holds the shell back until the press is made: the page is painted and
// its one script has run (it asks for the shell only then), but nothing of React is there yet.

/** Holds the shell's file back: `asked` resolves when the page's script asks for it, `release` lets it through. */
async function holdShell(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let noteAsked = () => undefined as void;
  const asked = new Promise<void>((resolve) => (noteAsked = resolve));
  await page.route(/\/assets\/shell-[^/]*\.js$/, async (route) => {
    noteAsked();
    await released;
    // a request the page gave up meanwhile (it went to another page) has nothing to continue
    await route.continue().catch(() => undefined);
  });
  return { asked, release };
}

/** Opens the page with the shell held back, once its script is waiting for the shell (and keeping presses). */
async function openHeld(page: Page, address: string) {
  const shell = await holdShell(page);
  const trouble = watchHydration(page);
  // the page's load waits for the shell it preloads: the test goes on once the document is read
  await page.goto(address, { waitUntil: "domcontentloaded" });
  await shell.asked;
  return { trouble, release: shell.release };
}

const notTakenOver = async (page: Page) =>
  expect(await page.locator("#root[data-taken-over]").count(), "pressed before the take-over").toBe(0);

test("a press on the header's currency select before the take-over opens it once React has the page", async ({
  page,
}) => {
  const { trouble, release } = await openHeld(page, "/main");
  const currency = page.getByRole("combobox", { name: "Currency" });
  await currency.click();
  await notTakenOver(page);
  // nothing answers the press yet
  await expect(currency).toHaveAttribute("aria-expanded", "false");
  expect(await page.getByRole("listbox").count()).toBe(0);

  release();
  await takenOver(page);
  await expect(page.getByRole("option", { name: "KRW (₩)" })).toBeVisible();
  // the select in the pressed one's place, open (an open select hides the rest of the page from assistive
  // technology, its trigger too: found by its slot; the page's other currency select, in the closed menu, stays closed)
  await expect(page.locator('button[data-slot="currency-select"][aria-expanded="true"]')).toHaveCount(1);
  // the select works as any other: a choice changes the prices
  await page.getByRole("option", { name: "KRW (₩)" }).click();
  await expect(page.getByRole("region", { name: "Featured tours" })).toContainText("₩");
  expect(trouble, "taken over without a hydration mismatch").toEqual([]);
});

test("Enter on the language select before the take-over opens it once React has the page", async ({ page }) => {
  const { trouble, release } = await openHeld(page, "/sitmmt");
  const language = page.getByRole("combobox", { name: "Language" });
  await language.focus();
  // the browser makes Enter on a button a click
  await page.keyboard.press("Enter");
  await notTakenOver(page);
  expect(await page.getByRole("listbox").count()).toBe(0);

  release();
  await takenOver(page);
  await expect(page.getByRole("option", { name: "한국어" })).toBeVisible();
  expect(trouble, "taken over without a hydration mismatch").toEqual([]);
});

test("of two selects pressed before the take-over, the last is opened: the first would have closed", async ({
  page,
}) => {
  const { trouble, release } = await openHeld(page, "/main");
  const language = page.getByRole("combobox", { name: "Language" });
  const currency = page.getByRole("combobox", { name: "Currency" });
  await language.click();
  await currency.click();
  await currency.click(); // again, as a visitor does when nothing answers: still one intent
  await notTakenOver(page);

  release();
  await takenOver(page);
  await expect(page.getByRole("option", { name: "KRW (₩)" })).toBeVisible();
  // the selects in the pressed ones' places (an open select hides the rest of the page from assistive technology,
  // their triggers too: found by their slots)
  await expect(page.locator('button[data-slot="currency-select"][aria-expanded="true"]')).toHaveCount(1);
  await expect(page.locator('button[data-slot="language-select"][aria-expanded="true"]')).toHaveCount(0);
  expect(trouble, "taken over without a hydration mismatch").toEqual([]);
});

test("a search sent before the take-over stays on the page and is answered by it once React has the page", async ({
  page,
}) => {
  const { trouble, release } = await openHeld(page, "/main");
  const search = page.getByRole("search");
  // a mark on this document: a page loaded again would not carry it
  await page.evaluate(() => Object.assign(window, { pressedBefore: true }));
  await search.getByRole("button", { name: "Search" }).click();
  await notTakenOver(page);
  // the browser did not send the form (it would load /main again, with the fields in the address)
  expect(page.url()).toMatch(/\/main$/);

  release();
  await takenOver(page);
  // the page's own answer to an empty search
  await expect(search.getByText("Please enter a keyword to search.")).toBeVisible();
  expect(page.url()).toMatch(/\/main$/);
  expect(await page.evaluate(() => "pressedBefore" in window), "the page was not loaded again").toBe(true);
  expect(trouble, "taken over without a hydration mismatch").toEqual([]);
});

test("a press on a link before the take-over is the browser's: it follows it to the server's page", async ({
  page,
}) => {
  const { trouble, release } = await openHeld(page, "/main");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Festivals" }).click();
  await expect(page).toHaveURL(/\/product\/search\/festival\/all$/);
  release();
  await takenOver(page);
  await expect(page).toHaveURL(/\/product\/search\/festival\/all$/);
  expect(trouble, "taken over without a hydration mismatch").toEqual([]);
});
