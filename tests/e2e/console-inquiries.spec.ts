import { expect, test } from "@playwright/test";
import { signIn as operatorSignIn } from "./edu-steps";
import { takenOver } from "./page-checks";
import { ADMIN, escape, field, signIn } from "./shop-steps";

// The shop's console (issue 26): a member asks a question on the shop's contact-us board; an operator signs in at
// /admin/signin, finds it among the questions waiting at /admin/inquiries (the dashboard counts it and links there),
// answers it, and the member reads the answer on their question's page. The subject is new each run, so it holds on
// any database.

test("a member asks a question, an operator answers it in the console, the member reads the answer", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const subject = `Pick-up at the hotel ${Date.now().toString(36)}`;
  const answer = "Our driver waits in the lobby 10 minutes before the departure time.";

  // the member asks
  await signIn(page, "/board/contact-us");
  await page.getByRole("link", { name: "New inquiry" }).click();
  await expect(page).toHaveURL(/\/board\/contact-us-register$/);
  await page.getByRole("combobox", { name: /^Inquiry type/ }).click();
  await page.getByRole("option", { name: "Reservation" }).click();
  await field(page, "Title").fill(subject);
  await field(page, "Content").fill("Where does the driver meet us at the hotel?");
  await page.getByRole("button", { name: "Send inquiry" }).click();
  await expect(page).toHaveURL(/\/board\/contact-us-detail\/\d+$/);
  const question = new URL(page.url()).pathname;
  await expect(page.getByRole("region", { name: "Our answer" })).toContainText("Waiting for an answer.");

  // an operator, in a browser of their own: the console's home leads a guest to its sign-in and back to the dashboard
  const desk = await browser.newContext({ baseURL, locale: "en-US" });
  const operator = await desk.newPage();
  await operator.goto("/admin");
  await takenOver(operator);
  await operator.getByRole("link", { name: "Sign in to the console" }).click();
  await expect(operator).toHaveURL(/\/admin\/signin\?redirect=%2Fadmin$/);
  await expect(operator.getByRole("heading", { level: 1, name: "Administrator sign-in" })).toBeVisible();
  await operatorSignIn(operator, ADMIN.email, ADMIN.password);
  await expect(operator).toHaveURL(/\/admin$/);
  await expect(operator.getByRole("heading", { level: 1, name: "The shop today" })).toBeVisible();

  // the dashboard's tile opens the questions waiting for an answer
  await operator.getByRole("link", { name: /^Unanswered questions\s*\d+/ }).click();
  await expect(operator).toHaveURL(/\/admin\/inquiries$/);
  await operator.getByRole("link", { name: new RegExp(`^${escape(subject)}$`) }).click();
  await expect(operator).toHaveURL(/\/admin\/inquiries\/\d+$/);
  await operator.getByRole("textbox", { name: /^Answer/ }).fill(answer);
  await operator.getByRole("button", { name: "Send the answer" }).click();
  await expect(operator.getByText(/^Answered on /)).toBeVisible();
  await expect(operator.getByText(answer)).toBeVisible();
  await desk.close();

  // the member reads it
  await page.goto(question);
  await expect(page.getByRole("region", { name: "Our answer" })).toContainText(answer);
  await expect(page.getByRole("article", { name: subject })).toContainText("Answered");
});
