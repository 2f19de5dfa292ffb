import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";

// The education programme's applicants (issue 21, /seouledutravel): every member page is guarded, so a guest at My
// page lands on the travel sign-in and comes back after it; a new applicant signs up, fills half the form, reloads
// (the draft resumes on the step they were at), finishes, submits once and sees it submitted in their list.

const MEMBER = { email: "travel@demo.test", password: "Demo1234" };

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

/** A one-page PDF: the server checks an upload by its content. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

async function signIn(page: Page, email = MEMBER.email, password = MEMBER.password) {
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The newest mail to `to` in the local outbox, as the person would read their inbox. */
async function latestMailText(request: APIRequestContext, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const { data } = (await res.json()) as { data: { id: number; text: string }[] };
      text = data.sort((a, b) => b.id - a.id)[0]?.text ?? "";
      return text !== "";
    })
    .toBe(true);
  return text;
}

/** A new travel-area account through the site's own registration (its e-mail verified with the mailed code). */
async function signUp(page: Page, request: APIRequestContext, email: string, password: string) {
  await page.goto("/seouledutravel/register");
  await field(page, "E-mail").fill(email);
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(page.getByText("This e-mail address is available.")).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  const code = /\b(\d{6})\b/.exec(await latestMailText(request, email))?.[1] ?? "";
  await field(page, "Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await field(page, "Name").fill("Jamie Lee");
  await field(page, "Password").fill(password);
  await field(page, "Confirm password").fill(password);
  await page.getByLabel("I agree to all of the following").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
}

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test("a guest at My page is sent to the travel sign-in and comes back after it", async ({ page }) => {
  await page.goto("/seouledutravel/mypage");
  await expect(page).toHaveURL(/\/seouledutravel\/login\?redirect=%2Fseouledutravel%2Fmypage$/);
  await signIn(page);
  await expect(page).toHaveURL(/\/seouledutravel\/mypage$/);
  await expect(page.getByRole("heading", { level: 1, name: "My page" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "You have not applied yet" })).toBeVisible();
});

test("a new applicant signs up, fills half the application, reloads, finishes and submits it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `applicant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(page, request, email, "Journey123");
  await page.goto("/seouledutravel/application/registration");
  await expect(page).toHaveURL(/\/seouledutravel\/login\?redirect=/);
  await signIn(page, email, "Journey123");
  await expect(page).toHaveURL(/\/seouledutravel\/application\/registration$/);

  await expect(stepHeading(page, "Programme")).toBeVisible();
  await page.getByRole("button", { name: "Start my application" }).click();

  await expect(stepHeading(page, "Personal and passport details")).toBeVisible();
  await field(page, "Full name \\(as in your passport\\)").fill("Demo Traveller");
  await field(page, "E-mail").fill(email);
  await field(page, "Mobile number").fill("12025550143");
  await field(page, "Date of birth").fill("2008-04-02");
  const nationality = page.getByRole("combobox", { name: /Nationality/ });
  await nationality.fill("United States");
  await page.getByRole("option", { name: "United States" }).click();
  await field(page, "Passport number").fill("M1234567");
  await field(page, "Passport expiry date").fill("2036-01-31");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(page.getByText("Uploaded: passport.pdf.")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await field(page, "Departure airport").fill("JFK");
  await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

  // another day, or another device: the draft resumes on the step with something left to give
  await page.reload();
  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await expect(field(page, "Departure airport")).toHaveValue("JFK");
  await field(page, "Departure date and time").fill("2030-03-01T10:30");
  await field(page, "Arrival airport").fill("ICN");
  await field(page, "Arrival date and time").fill("2030-03-02T15:00");
  await page.getByRole("radio", { name: "Not required" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Bank account")).toBeVisible();
  await field(page, "Bank name").fill("Chase");
  await field(page, "Account holder").fill("Demo Traveller");
  await field(page, "Account number").fill("1234-5678-9012");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Motivation and consents")).toBeVisible();
  await field(page, "Why do you want to join\\?").fill("To learn with Seoul students and share it with my school.");
  for (const consent of [
    "I agree to the terms of use",
    "I agree to the collection and use of my personal information",
    "I agree to the provision of my personal information to third parties",
    "I am 14 or older",
  ]) {
    await page.getByRole("checkbox", { name: consent }).click();
  }
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
