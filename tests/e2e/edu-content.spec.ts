import { type Browser, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { applicantAt, field, operatorAt } from "./edu-steps";
import { takenOver } from "./page-checks";

// The education programme's content (issue 21): an applicant asks on the public Q&A board and the operator answers
// it from the admin home's newest questions, the answer then public with the asker's name masked; the operator adds
// an FAQ entry and rewrites the introduction's summary, and a guest reads both on the programme's site.

/** A guest's own browser: nothing of the signed-in people's sessions. */
async function asGuest<T>(browser: Browser, path: string, read: (page: Page) => Promise<T>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await read(page);
  } finally {
    await context.close();
  }
}

test("an applicant's question is answered by the operator and shown to everyone, the name masked", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const subject = `Can I bring my own laptop? ${Date.now()}`;

  // the seeded board first, as a guest reads it: masked names, answered and waiting questions
  await page.goto("/seouledutravel/qna/list");
  await expect(page.getByRole("heading", { level: 1, name: "Questions and answers" })).toBeVisible();
  await expect(page.getByText("My passport expires five months after the trip: is that enough?")).toBeVisible();
  await expect(page.getByText("E***").first()).toBeVisible();
  await expect(page.getByText("Emma Park")).toHaveCount(0);

  // asking needs the travel sign-in; the page says the question will be public before anything is typed
  await applicantAt(page, "/seouledutravel/qna/contact-us", "edu.han@demo.test");
  await expect(page.getByRole("region", { name: "Your question will be public" })).toBeVisible();
  await page.getByRole("combobox", { name: /^Inquiry type/ }).click();
  await page.getByRole("option", { name: "Programme" }).click();
  await field(page, "Title").fill(subject);
  await field(page, "Content").fill("The programme has a school day with classes.\nMay I bring my own laptop?");
  await page.getByRole("button", { name: "Send question" }).click();
  await expect(page).toHaveURL(/\/seouledutravel\/qna\/list-detail\/\d+$/);
  const questionPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByText("Not answered yet. The programme office will answer here.")).toBeVisible();

  // the operator finds it among the newest questions on the admin home and answers it
  const operator = await browser.newContext();
  try {
    const admin = await operator.newPage();
    // the admin home is the office's public front for a guest: sign in through a guarded page, then go home
    await operatorAt(admin, "/seouleduadmin/qna");
    await admin.getByRole("banner").getByRole("link", { name: "Seoul Edu Travel admin" }).click();
    const newest = admin.getByRole("region", { name: "Newest questions" });
    await newest.getByRole("link", { name: subject }).click();
    await expect(admin).toHaveURL(/\/seouleduadmin\/qna\/\d+$/);
    await expect(admin.getByText("Han Seo-jun")).toBeVisible();
    await expect(admin.getByText("edu.han@demo.test")).toBeVisible();
    await field(admin, "Answer").fill("Yes: bring it, with its charger. The partner school has Wi-Fi in every room.");
    await admin.getByRole("button", { name: "Send the answer" }).click();
    await expect(admin.getByText(/^Answered on /)).toBeVisible();
    await expectNoA11yViolations(admin);
  } finally {
    await operator.close();
  }

  // a guest reads the question and its answer; the asker is "H***"
  await asGuest(browser, questionPath, async (guest) => {
    await expect(guest.getByRole("heading", { name: subject })).toBeVisible();
    await expect(guest.getByText("The partner school has Wi-Fi in every room.", { exact: false })).toBeVisible();
    await expect(guest.getByText("H***")).toBeVisible();
    await expect(guest.getByText("Han Seo-jun")).toHaveCount(0);
    await expectNoA11yViolations(guest);
  });
});

test("the operator's new FAQ entry and rewritten introduction are what a guest reads", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const question = `Is travel insurance included? ${stamp}`;
  const summary = `Ten days at a partner school in Seoul, with a homestay weekend (${stamp}).`;

  await operatorAt(page, "/seouleduadmin/faq");
  await expect(page.getByRole("heading", { level: 1, name: "FAQ and notices" })).toBeVisible();
  await page.getByRole("link", { name: "Add to FAQ" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post in FAQ" })).toBeVisible();
  const english = page.getByRole("group", { name: "English" });
  const korean = page.getByRole("group", { name: "Korean" });
  await english.getByLabel(/^Title/).fill(question);
  await english
    .getByLabel(/^Text/)
    .fill("Yes. The programme's group insurance covers every participant from departure.");
  await korean.getByLabel(/^Title/).fill(`여행자 보험이 포함되나요? ${stamp}`);
  await korean.getByLabel(/^Text/).fill("네. 프로그램 단체 보험이 출발일부터 모든 참가자에게 적용됩니다.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/seouleduadmin\/faq(\?type=faq)?$/);
  await expect(page.getByRole("cell", { name: question })).toBeVisible();

  // the introduction's summary, in English, then saved (its page is linked from the operators' home)
  await page.getByRole("banner").getByRole("link", { name: "Seoul Edu Travel admin" }).click();
  await page
    .getByRole("region", { name: "The programme site's content" })
    .getByRole("link", { name: "Introduction page" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit: Introduction" })).toBeVisible();
  const summaryField = page.getByRole("group", { name: "English" }).getByRole("textbox", { name: /^Summary/ });
  await summaryField.fill(summary);
  await page.getByRole("button", { name: "Save the page" }).click();
  await expect(page.getByText("The page was saved.")).toBeVisible();

  // a guest: the FAQ opens to the new answer, and the introduction carries the new summary
  await asGuest(browser, "/seouledutravel/faq/list", async (guest) => {
    await takenOver(guest);
    await guest.getByRole("button", { name: question }).click();
    await expect(guest.getByText("covers every participant from departure")).toBeVisible();
    await guest.goto("/seouledutravel/introduction");
    await expect(guest.getByRole("heading", { level: 1, name: "About the programme" })).toBeVisible();
    await expect(guest.getByText(summary)).toBeVisible();
  });
});
