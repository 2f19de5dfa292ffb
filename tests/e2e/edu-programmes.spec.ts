import { expect, test } from "@playwright/test";
import { field, operatorAt } from "./edu-steps";

// Operators open a programme without a release (issue 21, docs/adr/0025 "Programmes edited by operators"): the
// operator creates one whose application window is open now, and a guest sees it on the programme's info page.

const DAY = 86_400_000;
/** A Korea calendar day or local time `days` from now, as the date and time controls take them. */
const korea = (days: number) => new Date(Date.now() + days * DAY + 9 * 3_600_000).toISOString();
const day = (days: number) => korea(days).slice(0, 10);
const localTime = (days: number) => korea(days).slice(0, 16);

test("an operator opens a programme and a guest sees it on the info page", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now()}`.slice(-8);
  const title = `Seoul Science Camp ${stamp}`;
  await operatorAt(page, "/seouleduadmin/programmes/new");
  await expect(page.getByRole("heading", { level: 1, name: "New programme" })).toBeVisible();
  await field(page, "Code").fill(`science-camp-${stamp}`);
  await field(page, "Year").fill(day(60).slice(0, 4));
  await field(page, "Capacity").fill("15");
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel(/^Title/).fill(title);
  await english.getByLabel(/^Destination/).fill("Seoul");
  await english.getByLabel(/^Summary/).fill("A week of laboratories and museums.");
  const korean = page.getByRole("group", { name: "Korean" });
  await korean.getByLabel(/^Title/).fill(`서울 과학 캠프 ${stamp}`);
  await korean.getByLabel(/^Destination/).fill("서울");
  await field(page, "First day of the trip").fill(day(60));
  await field(page, "Last day of the trip").fill(day(66));
  await field(page, "Applications open").fill(localTime(-1));
  await field(page, "Applications close").fill(localTime(30));
  await field(page, "Pre-departure details deadline").fill(day(45));
  await field(page, "Report due").fill(day(90));
  await page.getByRole("button", { name: "Create programme" }).click();

  await expect(page).toHaveURL(/\/seouleduadmin\/programmes$/);
  const row = page.getByRole("table", { name: "Programmes" }).getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Open");
  await expect(row).toContainText("0 / 15");

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto("/seouledutravel/info");
  await expect(visitor.getByRole("heading", { level: 1, name: "Programme information" })).toBeVisible();
  await expect(visitor.getByRole("article").filter({ hasText: title })).toBeVisible();
  await guest.close();
});
