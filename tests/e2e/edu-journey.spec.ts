import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import {
  applicantAt,
  fillBankStep,
  fillMotivationStep,
  fillPersonalStep,
  fillTravelStep,
  mailTexts,
  next,
  operatorAt,
  pdfFile,
  signUp,
  stepHeading,
  uniqueEmail,
} from "./edu-steps";

// The education programme from both sides (issue 21, acceptance): the operators ask an applicant for more
// information, the applicant reads their message, completes the application and submits it again, the operators
// find it back and approve it, and the applicant sees the decision and every step in the timeline; after the trip a
// returnee sends the report and the operators find it in the reports list and open it.
//
// The two journeys share no data with each other or with the other education specs: the first signs up its own
// applicant (an approval takes one of the open programme's 20 seats, one held by the seed: 19 runs fit one
// database); the second sends the only due report the seed holds (edu.lee@demo.test, this year's second group), so
// it runs once per database. Playwright starts the server on a fresh database for every run
// (playwright.config.ts), so only `--repeat-each` runs on one server meet a report already sent.

const PASSWORD = "Journey123";

/** The operator in a browser of their own, signed in on the operators' site at `path`. */
async function operatorPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const office = await context.newPage();
  await operatorAt(office, path);
  return office;
}

/** The rows of the operators' table that hold an application (the header row has no link). */
const applicationRows = (page: Page, table: string) =>
  page
    .getByRole("table", { name: table })
    .getByRole("row")
    .filter({ has: page.getByRole("link") });

/** Narrows the operators' list to one applicant by their e-mail, and waits until the list shows only theirs. */
async function searchFor(page: Page, table: string, email: string) {
  await page.getByRole("searchbox", { name: "Name or e-mail" }).fill(email);
  await page.getByRole("search", { name: "Search applications" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const rows = applicationRows(page, table);
  // the previous page stays on screen until the searched one arrives
  await expect(rows.filter({ hasNotText: email })).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  return rows.first();
}

/** Picks `option` in the operators' list filter named `name`. */
async function filterBy(page: Page, name: string, option: string) {
  await page.getByRole("combobox", { name }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("the applicant answers the operators' request, submits again and is approved", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("journey");
  const name = `Journey Traveller ${Date.now().toString(36)}`;
  const askMessage = `Please upload a clearer scan of your passport photo page (${Date.now()}).`;
  const approveMessage = `Welcome aboard: please check your flights before the deadline (${Date.now()}).`;

  // the applicant applies for the open programme
  await signUp(page, request, email, PASSWORD);
  await applicantAt(page, "/seouledutravel/application/registration", email, PASSWORD);
  await page.getByRole("button", { name: "Start my application" }).click();
  await fillPersonalStep(page, { name, email });
  await next(page);
  await fillTravelStep(page);
  await next(page);
  await fillBankStep(page, name);
  await next(page);
  await fillMotivationStep(page);
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByRole("heading", { name: "Your application has been submitted" })).toBeVisible();
  await page.getByRole("link", { name: "View my application" }).click();
  await expect(page).toHaveURL(/\/seouledutravel\/myapplication\/detail\/\d+$/);
  const appId = Number(/(\d+)$/.exec(page.url())?.[1]);

  // the operator finds it among the submitted ones and asks for more
  const office = await operatorPage(browser, "/seouleduadmin/apply");
  const submitted = await searchFor(office, "Applications", email);
  await expect(submitted.locator("[data-status]")).toHaveAttribute("data-status", "submitted");
  await submitted.getByRole("link", { name }).click();
  await expect(office).toHaveURL(new RegExp(`/seouleduadmin/apply-detail/${appId}$`));
  await expect(office.getByRole("heading", { level: 1, name })).toBeVisible();
  const decision = office.getByRole("region", { name: "Decision" });
  await decision.getByRole("radio", { name: "Ask for more information" }).click();
  await decision.getByRole("textbox", { name: /Message to the applicant/ }).fill(askMessage);
  await decision.getByRole("button", { name: "Send decision" }).click();
  await expect(decision.getByRole("status")).toHaveText(
    "Decision saved: the application is now “More information requested”.",
  );
  // the applicant is told by mail, with the operators' words
  await expect.poll(async () => (await mailTexts(request, email)).some((text) => text.includes(askMessage))).toBe(true);

  // the applicant finds the request on their application, with the operators' message
  await page.getByRole("link", { name: "Back to my applications" }).click();
  await expect(page).toHaveURL(/\/seouledutravel\/myapplication$/);
  const card = page.getByRole("article").filter({ hasText: `Application no. ${appId}` });
  await expect(card.locator("[data-status]")).toHaveText("More information requested");
  await card.getByRole("link", { name: /View application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/seouledutravel/myapplication/detail/${appId}$`));
  const asked = page.getByRole("region", { name: "The programme office needs more information" });
  await expect(asked).toContainText(askMessage);
  await expect(asked).toContainText("Edit your application and submit it again.");
  await expectNoA11yViolations(page);

  // ... completes it: a clearer scan of the passport, the rest as saved, and submits it again
  await page.getByRole("link", { name: "Edit and submit again" }).click();
  await expect(page.getByRole("region", { name: "The programme office needs more information" })).toContainText(
    askMessage,
  );
  await expect(stepHeading(page, "Personal and passport details")).toBeVisible();
  await expect(page.getByText("Uploaded: passport.pdf. Choose another file to replace it.")).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(pdfFile("passport-clearer.pdf"));
  await expect(page.getByText("Uploaded: passport-clearer.pdf.")).toBeVisible();
  await next(page);
  await expect(stepHeading(page, "Travel and visa")).toBeVisible();
  await next(page);
  await expect(stepHeading(page, "Bank account")).toBeVisible();
  await next(page);
  await expect(stepHeading(page, "Motivation and consents")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "I am 14 or older" })).toBeChecked();
  await page.getByRole("button", { name: "Submit again" }).click();
  await expect(page.getByRole("heading", { name: "Your application has been submitted" })).toBeVisible();
  await page.getByRole("link", { name: "View my application" }).click();
  await expect(page).toHaveURL(new RegExp(`/seouledutravel/myapplication/detail/${appId}$`));
  const summary = page.getByRole("region", { name: "Status", exact: true });
  await expect(summary.locator("[data-status]")).toHaveAttribute("data-status", "submitted");

  // the operator sees it back among the submitted ones, with the new scan, and approves it
  await office
    .getByRole("navigation", { name: "Administration menu" })
    .getByRole("link", { name: "Applications" })
    .click();
  await expect(office.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await filterBy(office, "Status", "Submitted");
  await expect(office).toHaveURL(/[?&]status=submitted/);
  const back = await searchFor(office, "Applications", email);
  await expect(office).toHaveURL(/[?&]status=submitted/);
  await expect(back.locator("[data-status]")).toHaveAttribute("data-status", "submitted");
  await back.getByRole("link", { name }).click();
  await expect(office).toHaveURL(new RegExp(`/seouleduadmin/apply-detail/${appId}$`));
  await expect(decision.locator("[data-status]").first()).toHaveAttribute("data-status", "submitted");
  await expect(office.getByRole("region", { name: "Files" })).toContainText("passport-clearer.pdf");
  const officeTimeline = office.getByRole("region", { name: "Status timeline" });
  await expect(officeTimeline.getByRole("listitem").last()).toContainText("by the applicant");
  await expect(officeTimeline.getByRole("listitem").last()).toContainText("from More information requested");
  await decision.getByRole("radio", { name: "Approve" }).click();
  await decision.getByRole("textbox", { name: /Message to the applicant/ }).fill(approveMessage);
  await decision.getByRole("button", { name: "Send decision" }).click();
  await expect(decision.getByRole("status")).toHaveText("Decision saved: the application is now “Approved”.");
  await expect(decision.locator("[data-status]").first()).toHaveAttribute("data-status", "approved");
  await expect(officeTimeline.locator("[data-status]").last()).toHaveAttribute("data-status", "approved");
  await expect(officeTimeline).toContainText(approveMessage);
  await expect
    .poll(async () => (await mailTexts(request, email)).some((text) => text.includes(approveMessage)))
    .toBe(true);

  // the applicant sees the decision with its message, and every step of the way in the timeline
  await page.getByRole("link", { name: "Back to my applications" }).click();
  await expect(card.locator("[data-status]")).toHaveText("Approved");
  await card.getByRole("link", { name: /View application/ }).click();
  await expect(page).toHaveURL(new RegExp(`/seouledutravel/myapplication/detail/${appId}$`));
  await expect(summary.locator("[data-status]")).toHaveAttribute("data-status", "approved");
  await expect(summary.locator("[data-status]")).toHaveText("Approved");
  const approved = page.getByRole("region", { name: "Your application was approved" });
  await expect(approved).toContainText(approveMessage);
  const entries = page.getByRole("region", { name: "Status history" }).getByRole("listitem");
  await expect(entries.locator("[data-status]")).toHaveText([
    "Draft",
    "Submitted",
    "More information requested",
    "Submitted",
    "Approved",
  ]);
  await expect(entries.nth(2)).toContainText("by the programme office");
  await expect(entries.nth(2)).toContainText(askMessage);
  await expect(entries.nth(3)).toContainText("by you");
  await expect(entries.nth(4)).toContainText("by the programme office");
  await expect(entries.nth(4)).toContainText(approveMessage);
  // approved: the pre-departure details are open until their deadline, the report comes after the trip
  await expect(page.getByRole("region", { name: "Pre-departure details" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit and submit again" })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await office.context().close();
});

test("a returnee sends the trip report and the operators open it from the reports list", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const returnee = "edu.lee@demo.test";
  const reportText = `We visited our partner school in Seoul and presented our town's history (${Date.now()}).`;

  await applicantAt(page, "/seouledutravel/myapplication", returnee);
  const trip = page.getByRole("article").filter({ hasText: "second group" });
  await expect(
    trip.locator("[data-report]"),
    "the seed holds one due report (edu.lee@demo.test) for each database: a run on a fresh server sends it",
  ).toHaveAttribute("data-report", "due");
  await trip.getByRole("link", { name: /View application/ }).click();
  await expect(page).toHaveURL(/\/seouledutravel\/myapplication\/detail\/\d+$/);
  const appId = Number(/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole("region", { name: "Trip report" })).toContainText("Your report is due by");
  await page.getByRole("link", { name: "Send the trip report" }).click();

  await expect(page).toHaveURL(new RegExp(`/seouledutravel/report/submit/${appId}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Trip report" })).toBeVisible();
  await expect(page.getByText("Your report is due by")).toBeVisible();
  await page.getByRole("textbox", { name: /Your report/ }).fill(reportText);
  await page.locator('input[type="file"]').setInputFiles(pdfFile("our-trip.pdf"));
  await expect(page.getByText("our-trip.pdf")).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Send the report" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your report" })).toBeVisible();

  // the application says it was sent, with the text and the file
  await page.getByRole("link", { name: "Back to the application" }).click();
  await expect(page).toHaveURL(new RegExp(`/seouledutravel/myapplication/detail/${appId}$`));
  const sent = page.getByRole("region", { name: "Trip report" });
  await expect(sent).toContainText("Report sent on");
  await expect(sent).toContainText(reportText);
  await expect(sent.getByRole("button", { name: /our-trip\.pdf/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send the trip report" })).toHaveCount(0);

  // the operators find it among the submitted reports and open it
  const office = await operatorPage(browser, "/seouleduadmin/apply/report");
  await expect(office.getByRole("heading", { level: 1, name: "Returnee reports" })).toBeVisible();
  await filterBy(office, "Report", "Submitted");
  await expect(office).toHaveURL(/[?&]report=submitted/);
  const table = office.getByRole("table", { name: "Returnee reports" });
  await expect(table.locator('[data-report]:not([data-report="submitted"])')).toHaveCount(0);
  const row = await searchFor(office, "Returnee reports", returnee);
  await expect(row.locator("[data-report]")).toHaveAttribute("data-report", "submitted");
  await expect(row).toContainText("second group");
  await expectNoA11yViolations(office);
  await row.getByRole("link").click();
  await expect(office).toHaveURL(new RegExp(`/seouleduadmin/apply-detail/${appId}#report$`));
  const report = office.getByRole("region", { name: "Returnee report" });
  await expect(report.locator("[data-report]")).toHaveAttribute("data-report", "submitted");
  await expect(report).toContainText(reportText);
  const download = office.waitForEvent("download");
  await report.getByRole("button", { name: /our-trip\.pdf/ }).click();
  expect((await download).suggestedFilename()).toBe("our-trip.pdf");
  await office.context().close();
});
