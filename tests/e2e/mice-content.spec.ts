import { expect, test } from "@playwright/test";
import { operatorAt } from "./edu-steps";
import { takenOver } from "./page-checks";

// The MICE fair's content is its operators' (issue 22): a news post they publish and a page they rewrite are what
// a guest then reads, in the fair's site, through the shared board and site-page features' operators' screens.

test("the operator's news post and rewritten introduction are what a guest reads", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const headline = `Fair app opens for meeting requests ${stamp}`;
  const summary = `The fair for meeting, incentive and convention planners, in its new hall (${stamp}).`;

  await operatorAt(page, "/mice/admin/applications");
  const operators = page.getByRole("navigation", { name: "Operators' pages" });
  await operators.getByRole("link", { name: "Notices, news and FAQ" }).click();
  await expect(page).toHaveURL(/\/mice\/admin\/boards$/);
  await page.getByRole("tab", { name: "News" }).click();
  await page.getByRole("link", { name: "Add to News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post in News" })).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  const korean = page.getByRole("group", { name: "Korean" });
  await english.getByLabel(/^Title/).fill(headline);
  await english
    .getByLabel(/^Text/)
    .fill("Buyers and exhibitors can now ask each other for meetings from the exhibitor pages.");
  await korean.getByLabel(/^Title/).fill(`박람회 미팅 신청 시작 ${stamp}`);
  await korean.getByLabel(/^Text/).fill("이제 참가사 페이지에서 바이어와 참가사가 서로 미팅을 신청할 수 있습니다.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/mice\/admin\/boards\?type=news$/);
  await expect(page.getByRole("cell", { name: headline })).toBeVisible();

  await operators.getByRole("link", { name: "Pages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit: The exhibition" })).toBeVisible();
  await page.getByRole("navigation", { name: "Site pages" }).getByRole("link", { name: "About the fair" }).click();
  await expect(page).toHaveURL(/\/mice\/admin\/pages\/introduction-fair$/);
  // the address changes first; the other page's form may still be on screen until this page's is drawn
  await expect(page.getByRole("heading", { level: 1, name: "Edit: About the fair" })).toBeVisible();
  await page
    .getByRole("group", { name: "English" })
    .getByRole("textbox", { name: /^Summary/ })
    .fill(summary);
  await page.getByRole("button", { name: "Save the page" }).click();
  await expect(page.getByText("The page was saved.")).toBeVisible();

  const guest = await (await browser.newContext()).newPage();
  try {
    await guest.goto("/mice/news/list");
    await takenOver(guest);
    await guest.getByRole("link", { name: headline }).click();
    await expect(guest).toHaveURL(/\/mice\/news\/view\/\d+$/);
    await expect(guest.getByText("ask each other for meetings from the exhibitor pages")).toBeVisible();
    await guest.goto("/mice/introduction/fair");
    await expect(guest.getByText(summary)).toBeVisible();
  } finally {
    await guest.context().close();
  }
});
