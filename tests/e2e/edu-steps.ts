import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { takenOver } from "./page-checks";

// The steps the education programme's journeys share (issue 21): signing in on either site, a new applicant's
// sign-up, the application's steps as a person fills them, and the local outbox read as an inbox.

export const ADMIN = { email: "admin@demo.test", password: "Demo1234" };

/** The seeded travel-area accounts' password (server/domains/applications/seed.ts, README). */
export const DEMO_PASSWORD = "Demo1234";

/** A form field by its label; a required field's label adds a mark and the word "required" for screen readers. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?(\\s*required)?$`));

/** A one-page PDF: the server checks an upload by its content. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** A PDF file to choose in an upload field. */
export const pdfFile = (name: string) => ({ name, mimeType: "application/pdf", buffer: PDF });

/** An address nobody else's journey uses, so every run starts its own applicant. */
export const uniqueEmail = (who: string) => `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const exactly = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** The sign-in form of either site, already on screen. */
export async function signIn(page: Page, email: string, password: string) {
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * The operators' site at `path`, through its sign-in (every operator page is guarded). The guard sends a guest on
 * in the browser, once the page is taken over: a browser of its own loads the scripts cold, so that is waited for.
 */
export async function operatorAt(page: Page, path: string) {
  await page.goto(path);
  await takenOver(page);
  await expect(page).toHaveURL(/\/seouleduadmin\/signin\?redirect=/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(exactly(path));
}

/** The applicant's site at `path`, through its sign-in (as the operators'). */
export async function applicantAt(page: Page, path: string, email: string, password = DEMO_PASSWORD) {
  await page.goto(path);
  await takenOver(page);
  await expect(page).toHaveURL(/\/seouledutravel\/login\?redirect=/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(exactly(path));
}

/** The newest mail to `to` in the local outbox, as the person would read their inbox. */
export async function latestMailText(request: APIRequestContext, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      text = (await mailTexts(request, to))[0] ?? "";
      return text !== "";
    })
    .toBe(true);
  return text;
}

/** Every mail to `to` in the local outbox, newest first. */
export async function mailTexts(request: APIRequestContext, to: string): Promise<string[]> {
  const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  const { data } = (await res.json()) as { data: { id: number; text: string }[] };
  return data.sort((a, b) => b.id - a.id).map((mail) => mail.text);
}

/**
 * A new account through a site's own registration (its e-mail verified with the mailed code): the travel area's by
 * default; `path` another site's form (the MICE fair's by account type), `company` for a buyer's or seller's.
 */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
  {
    path = "/seouledutravel/register",
    name = "Jamie Lee",
    company,
  }: { path?: string; name?: string; company?: string } = {},
) {
  await page.goto(path);
  await field(page, "E-mail").fill(email);
  await page.getByRole("button", { name: "Check availability" }).click();
  await expect(page.getByText("This e-mail address is available.")).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  const code = /\b(\d{6})\b/.exec(await latestMailText(request, email))?.[1] ?? "";
  await field(page, "Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
  await field(page, "Name").fill(name);
  if (company) await field(page, "Company name").fill(company);
  await field(page, "Password").fill(password);
  await field(page, "Confirm password").fill(password);
  await page.getByLabel("I agree to all of the following").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome aboard!" })).toBeVisible();
}

export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** The form's first step after the programme: who is travelling, the passport and its photo page. */
export async function fillPersonalStep(page: Page, person: { name: string; email: string }) {
  await expect(stepHeading(page, "Personal and passport details")).toBeVisible();
  await field(page, "Full name \\(as in your passport\\)").fill(person.name);
  await field(page, "E-mail").fill(person.email);
  await field(page, "Mobile number").fill("12025550143");
  await field(page, "Date of birth").fill("2008-04-02");
  const nationality = page.getByRole("combobox", { name: /Nationality/ });
  await nationality.fill("United States");
  await page.getByRole("option", { name: "United States" }).click();
  await field(page, "Passport number").fill("M1234567");
  await field(page, "Passport expiry date").fill("2036-01-31");
  await page.locator('input[type="file"]').setInputFiles(pdfFile("passport.pdf"));
  await expect(page.getByText("Uploaded: passport.pdf.")).toBeVisible();
}

/** The flights (Korea time) and the visa. */
export async function fillTravelStep(page: Page) {
  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await field(page, "Departure airport").fill("JFK");
  await field(page, "Departure date and time").fill("2030-03-01T10:30");
  await field(page, "Arrival airport").fill("ICN");
  await field(page, "Arrival date and time").fill("2030-03-02T15:00");
  await page.getByRole("radio", { name: "Not required" }).click();
}

export async function fillBankStep(page: Page, holder: string) {
  await expect(stepHeading(page, "Bank account")).toBeVisible();
  await field(page, "Bank name").fill("Chase");
  await field(page, "Account holder").fill(holder);
  await field(page, "Account number").fill("1234-5678-9012");
}

export const CONSENTS = [
  "I agree to the terms of use",
  "I agree to the collection and use of my personal information",
  "I agree to the provision of my personal information to third parties",
  "I am 14 or older",
] as const;

export async function fillMotivationStep(page: Page) {
  await expect(stepHeading(page, "Motivation and consents")).toBeVisible();
  await field(page, "Why do you want to join\\?").fill("To learn with Seoul students and share it with my school.");
  for (const consent of CONSENTS) await page.getByRole("checkbox", { name: consent }).click();
}

export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
