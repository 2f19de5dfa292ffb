import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { ADMIN, field } from "./edu-steps";

// The education programme's operators (issue 21, /seouleduadmin): every operator page is guarded, so a guest at the
// members list lands on the admin sign-in and comes back after it; the operator then narrows the applications to
// the submitted ones, opens one, asks the applicant for more information, and sees the status and the timeline
// change at once.

test("a guest at the members list is sent to the admin sign-in", async ({ page }) => {
  await page.goto("/seouleduadmin/members");
  await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=%2Fseouleduadmin%2Fmembers$/);
  await expect(field(page, "Password")).toBeVisible();
});

test("the operator signs in, filters to submitted, and asks an applicant for more information", async ({ page }) => {
  await page.goto("/seouleduadmin/members");
  await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=%2Fseouleduadmin%2Fmembers$/);
  await field(page, "E-mail").fill(ADMIN.email);
  await field(page, "Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/seouleduadmin\/members$/);
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  const member = page.getByRole("table", { name: "Members" }).getByRole("row").filter({ hasText: "edu.lee@demo.test" });
  await member.getByRole("link").click();
  await expect(page).toHaveURL(/\/seouleduadmin\/members-detail\/\d+$/);
  await expect(page.getByRole("region", { name: "Account" })).toContainText("edu.lee@demo.test");
  // two applications: this year's open programme and the spring group
  await expect(page.getByRole("table", { name: "Applications of this member" }).getByRole("link")).toHaveCount(2);

  await page
    .getByRole("navigation", { name: "Administration menu" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Submitted", exact: true }).click();
  await expect(page).toHaveURL(/\/seouleduadmin\/apply\?status=submitted$/);
  const table = page.getByRole("table", { name: "Applications" });
  // the previous page stays on screen until the filtered one arrives: wait until every row is a submitted one
  await expect(table.locator('[data-status]:not([data-status="submitted"])')).toHaveCount(0);
  const rows = table.getByRole("row").filter({ has: page.getByRole("link") });
  await expect(rows.first()).toBeVisible();
  // the list never shows a passport number in full
  await expect(table).not.toContainText(/[A-Z]\d{8}/);
  await expectNoA11yViolations(page);

  const first = rows.first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/seouleduadmin\/apply-detail\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision.locator("[data-status]").first()).toHaveAttribute("data-status", "submitted");
  await expectNoA11yViolations(page);

  const message = `Please upload a clearer scan of your passport (${Date.now()}).`;
  await decision.getByRole("radio", { name: "Ask for more information" }).click();
  await decision.getByRole("textbox", { name: /Message to the applicant/ }).fill(message);
  await decision.getByRole("button", { name: "Send decision" }).click();
  await expect(decision.getByRole("status")).toHaveText(
    "Decision saved: the application is now “More information requested”.",
  );
  await expect(decision.locator("[data-status]").first()).toHaveAttribute("data-status", "info_requested");
  // from "more information requested" the table allows only a review or a rejection
  await expect(decision.getByRole("radio")).toHaveCount(2);
  const timeline = page.getByRole("region", { name: "Status timeline" });
  await expect(timeline).toContainText(message);
  await expect(timeline.locator("[data-status]").last()).toHaveAttribute("data-status", "info_requested");
  await expect(page.getByRole("table", { name: "Reads and changes, newest first" })).toContainText(
    "submitted -> info_requested",
  );

  // the list agrees after a reload: the application has left the submitted ones
  await page.reload();
  await expect(decision.locator("[data-status]").first()).toHaveAttribute("data-status", "info_requested");

  // the printable page: the application alone, no site frame; on paper the controls are gone
  await page.getByRole("link", { name: "Printable version" }).click();
  await expect(page).toHaveURL(/\/seouleduadmin\/apply-detail\/\d+\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: `Application of ${name}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Status timeline" })).toContainText(message);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to the application" })).toBeHidden();
});
