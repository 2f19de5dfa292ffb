import { type Page, expect } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { field } from "./edu-steps";
import { agreeToTerms } from "./shop-steps";

// The steps the visitor pass's journeys share (ADR 0030): a signed-in member buys passes on the pass site and pays
// on the local card page.

/**
 * On the pass purchase form, already on screen for a signed-in member: the pass `type`, one traveller per name of
 * `holders`, the contact details and the card; the form is checked for accessibility, then paid on the local card
 * page. Ends on the completion page with the passes issued.
 */
export async function buyPasses(page: Page, order: { type: RegExp; holders: readonly string[] }) {
  await expect(page.getByRole("heading", { level: 1, name: "Buy the Seoulite pass" })).toBeVisible();
  await page.getByRole("radio", { name: order.type }).check();
  for (let added = 1; added < order.holders.length; added += 1) {
    await page.getByRole("button", { name: "Increase Travellers" }).click();
  }
  for (const [index, holder] of order.holders.entries()) {
    await field(page, `Traveller ${index + 1}: name as on passport`).fill(holder);
  }
  if (order.holders.length > 1) await expect(page.getByText(`× ${order.holders.length} travellers`)).toBeVisible();
  await field(page, "Contact number").fill("33612345678");
  await page.getByRole("combobox", { name: /^Nationality/ }).fill("France");
  await page
    .getByRole("option", { name: /France/ })
    .first()
    .click();
  await page.getByLabel("Credit card").check();
  await agreeToTerms(page);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Buy passes" }).click();

  await expect(page).toHaveURL(/\/pay\/local\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/completed\?number=R\d{6}-[A-Z2-9]{6}$/);
  await expect(page.getByRole("heading", { name: "Your passes" })).toBeVisible({ timeout: 20_000 });
}
