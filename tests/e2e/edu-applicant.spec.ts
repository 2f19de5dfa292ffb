import { expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import {
  fillBankStep,
  fillMotivationStep,
  fillPersonalStep,
  fillTravelStep,
  field,
  next,
  signIn,
  signUp,
  stepHeading,
  uniqueEmail,
} from "./edu-steps";

// The education programme's applicants (issue 21, /seouledutravel): every member page is guarded, so a guest at My
// page lands on the travel sign-in and comes back after it; a new applicant signs up, fills half the form, reloads
// (the draft resumes on the step they were at), finishes, submits once and sees it submitted in their list.

const MEMBER = { email: "travel@demo.test", password: "Demo1234" };

test("a guest at My page is sent to the travel sign-in and comes back after it", async ({ page }) => {
  await page.goto("/seouledutravel/mypage");
  await expect(page).toHaveURL(/\/seouledutravel\/login\?redirect=%2Fseouledutravel%2Fmypage$/);
  await signIn(page, MEMBER.email, MEMBER.password);
  await expect(page).toHaveURL(/\/seouledutravel\/mypage$/);
  await expect(page.getByRole("heading", { level: 1, name: "My page" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "You have not applied yet" })).toBeVisible();
});

test("a new applicant signs up, fills half the application, reloads, finishes and submits it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("applicant");
  await signUp(page, request, email, "Journey123");
  await page.goto("/seouledutravel/application/registration");
  await expect(page).toHaveURL(/\/seouledutravel\/login\?redirect=/);
  await signIn(page, email, "Journey123");
  await expect(page).toHaveURL(/\/seouledutravel\/application\/registration$/);

  await expect(stepHeading(page, "Programme")).toBeVisible();
  await page.getByRole("button", { name: "Start my application" }).click();

  await fillPersonalStep(page, { name: "Demo Traveller", email });
  await expectNoA11yViolations(page);
  await next(page);

  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await field(page, "Departure airport").fill("JFK");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // another day, or another device: the draft resumes on the step with something left to give
  await page.reload();
  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await expect(field(page, "Departure airport")).toHaveValue("JFK");
  await fillTravelStep(page);
  await next(page);

  await fillBankStep(page, "Demo Traveller");
  await next(page);

  await fillMotivationStep(page);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("heading", { name: "Your application has been submitted" })).toBeVisible();

  await page.getByRole("link", { name: "All my applications" }).click();
  await expect(page).toHaveURL(/\/seouledutravel\/myapplication$/);
  const row = page.getByRole("article").first();
  await expect(row.locator("[data-status]")).toHaveText("Submitted");
  await expectNoA11yViolations(page);
});

test("the programme's public pages come from the server with their data, script off", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/seouledutravel/info");
  await expect(page.getByRole("heading", { level: 1, name: "Programme information" })).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText("Seoul Education Trip");
  await expect(page.getByRole("region", { name: "Past years" }).getByRole("listitem")).toHaveCount(7);
  for (const [path, heading] of [
    ["/seouledutravel/introduction", "About the programme"],
    ["/seouledutravel/application/guide", "Application guide"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  await context.close();
});
