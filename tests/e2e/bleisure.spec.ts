import { expect, test } from "@playwright/test";
import { takenOver } from "./page-checks";
import { MEMBER, chooseTrip, field, travelersAndPayment } from "./shop-steps";

// The business-leisure site (issue 25, ADR 0032) against the built product: a guest finds a programme by free time
// and books it through the shop (its product page, the reservation's steps and the local card page). The
// programmes come from the seed.

const PROGRAMME = "Palace and Hanok Village Walk (3 h)";

test("a guest finds a programme for a free morning and books it through the shop", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/bleisure/tour-program");
  await expect(page.getByRole("heading", { level: 1, name: "Programmes for your free time" })).toBeVisible();
  // every programme before a window is chosen, the page rendered with them
  const results = page.getByRole("region", { name: "Programmes" });
  await expect(results.getByRole("link", { name: "DMZ Day Trip (8 h)" })).toBeVisible();
  await takenOver(page);

  // free tomorrow morning, four hours: the window goes into the address
  const filter = page.getByRole("region", { name: "Your free time" });
  await filter.getByRole("group", { name: "Day" }).getByRole("button").first().click();
  await filter.getByRole("button", { name: "Morning 09:00" }).click();
  await filter.getByRole("combobox", { name: "Hours free" }).click();
  await page.getByRole("option", { name: "4 hours" }).click();
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}&from=09%3A00&hours=4$/);
  await expect(page.getByText(/^Free on .+, 09:00 to 13:00$/)).toBeVisible();
  // the day trip lasts eight hours: it does not fit; the three-hour walk leaving at 09:00 does
  await expect(results.getByRole("link", { name: "DMZ Day Trip (8 h)" })).toBeHidden();
  const walk = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: PROGRAMME }) });
  await expect(walk.getByRole("list", { name: "Departures that fit" })).toHaveText("09:00");

  // the address can be shared: a reload shows the same window
  await page.reload();
  await expect(walk.getByRole("list", { name: "Departures that fit" })).toHaveText("09:00");
  await takenOver(page);

  await walk.getByRole("link", { name: PROGRAMME }).click();
  await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: PROGRAMME })).toBeVisible();
  // the first open day is tomorrow, the window's day, and the first time the 09:00 departure
  await chooseTrip(page, "Small-group walk", 2);
  await expect(page.getByRole("radio", { name: /09:00/ })).toBeChecked();
  await page.getByRole("button", { name: "Reserve now" }).click();

  // a guest is asked to sign in at the reservation and comes back to it with the trip kept
  await expect(page).toHaveURL(/\/purchase\/reservation$/);
  await page.getByRole("alertdialog", { name: "Login required" }).getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirect=/);
  await field(page, "E-mail").fill(MEMBER.email);
  await field(page, "Password").fill(MEMBER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/purchase\/reservation$/);
  await expect(page.getByText(PROGRAMME).first()).toBeVisible();
  await travelersAndPayment(page, "Credit card");

  await expect(page).toHaveURL(/\/pay\/local\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/purchase\/payment-complete\/\d+$/);
  await expect(page.getByRole("heading", { name: "Thank you for your reservation" })).toBeVisible();
  await page.getByRole("link", { name: "View reservation details" }).click();
  await expect(page.getByText("Confirmed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(PROGRAMME).first()).toBeVisible();
});

test("the site's home sends 'I have 3 hours' to the programmes that fit, and speaks Korean", async ({ page }) => {
  await page.goto("/bleisure");
  await expect(page.getByRole("heading", { level: 1, name: "Make time for Seoul between meetings" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Programmes" }).getByRole("link").first()).toBeVisible();
  await takenOver(page);
  const quick = page.getByRole("region", { name: "I have free time" });
  await quick.getByRole("combobox", { name: "I have" }).click();
  await page.getByRole("option", { name: "3 hours" }).click();
  await quick.getByRole("button", { name: "Find programmes" }).click();
  await expect(page).toHaveURL(/\/bleisure\/tour-program\?date=\d{4}-\d{2}-\d{2}&from=13%3A00&hours=3$/);
  await expect(page.getByText(/^Free on .+, 13:00 to 16:00$/)).toBeVisible();
  await expect(page.getByText(/programmes? fits? your time$/)).toBeVisible();

  await page.goto("/bleisure/tour-program?lang=ko");
  await expect(page.getByRole("heading", { level: 1, name: "여유 시간에 맞는 프로그램" })).toBeVisible();
  await expect(page.getByRole("link", { name: "DMZ 하루 투어 (8시간)" })).toBeVisible();
});
