import { expect, test } from "@playwright/test";
import { latestMailText, operatorAt, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";

// The visitor pass's partnership (issue 24, ADR 0030) against the built product and its own server: a venue applies
// on /seoulitepass/partnership without an account and sees its reference number (mailed to it too); an operator signs
// in, finds the application among the waiting ones, opens it and approves it with a note, which the venue is mailed.

test("a venue applies and an operator approves its application", async ({ page, request }) => {
  const venue = `Seochon Pottery ${Date.now()}`;
  const email = uniqueEmail("partnership");

  await page.goto("/seoulitepass/partnership");
  await takenOver(page);
  await expect(page.getByRole("heading", { level: 1, name: "Become a Seoulite Pass partner" })).toBeVisible();
  const box = (name: RegExp) => page.getByRole("textbox", { name });
  await box(/^Venue name \(English\)/).fill(venue);
  await box(/^Venue name \(Korean\)/).fill("서촌 도예 공방");
  await page.getByRole("combobox", { name: /^Category/ }).click();
  await page.getByRole("option", { name: "Experience" }).click();
  await page.getByRole("combobox", { name: /^District/ }).click();
  await page.getByRole("option", { name: "Jongno-gu" }).click();
  await box(/^Address/).fill("12 Jahamun-ro, Jongno-gu, Seoul");
  await box(/^Website/).fill("https://seochon-pottery.example");
  await box(/^Contact person/).fill("Han Ji-won");
  await box(/^E-mail/).fill(email);
  await box(/^Phone/).fill("0212345678");
  await page.getByRole("radio", { name: "A discount" }).click();
  await box(/^Discount \(%\)/).fill("15");
  await box(/^Message/).fill("A pottery class of one hour, in English and Korean.");
  await page.getByRole("checkbox", { name: /I agree/ }).click();
  await page.getByRole("button", { name: "Send the application" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Application sent" })).toBeVisible();
  const reference = (await page.getByTestId("partnership-reference").textContent())?.trim() ?? "";
  expect(reference).toMatch(/^P\d{6}-[A-Z2-9]{6}$/);
  expect(await latestMailText(request, email)).toContain(reference);

  await operatorAt(page, "/seoulitepass/admin/partnerships");
  await expect(page.getByRole("heading", { level: 1, name: "Partnership applications" })).toBeVisible();
  await page.getByRole("table").getByRole("link", { name: venue }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/admin\/partnerships\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${venue}`) })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText("15% off")).toBeVisible();

  await page.getByRole("radio", { name: "Approve" }).click();
  await page.getByRole("textbox", { name: /^Note to the venue/ }).fill("Welcome aboard: we will call you this week.");
  await page.getByRole("button", { name: "Send the decision" }).click();
  const decision = page.getByRole("region", { name: "Decision" });
  await expect(decision.getByText(/^Approved by/)).toBeVisible();
  await expect(decision.getByText("Welcome aboard: we will call you this week.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the decision" })).toBeHidden();

  const mail = await latestMailText(request, email);
  expect(mail).toContain("approved");
  expect(mail).toContain("Welcome aboard: we will call you this week.");

  // the application is no longer among the waiting ones, and is among the approved
  await page.getByRole("link", { name: "All applications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Partnership applications" })).toBeVisible();
  await expect(page.getByRole("table").getByRole("link", { name: venue })).toBeHidden();
  await page.getByRole("tab", { name: "Approved" }).click();
  await expect(page.getByRole("table").getByRole("link", { name: venue })).toBeVisible();
});
