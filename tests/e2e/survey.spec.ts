import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { data } from "./api-steps";

// The summit tour's survey journey of issue 9 against the built product and its own server: an operator invites a
// guest, the guest opens the personal link, answers the Seoul preliminary survey across a reload (the answers and the
// page come back), submits it, and the operators' results count it. A fresh guest per run keeps the journey
// independent of the seeded answers.

const PASSWORD = "Demo1234";
const ADMIN = "admin@demo.test";
const RESULTS = "/rok-us/survey/list?area=seoul&kind=preliminary";

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email: ADMIN, password: PASSWORD },
    headers: { "X-Auth-Area": "admin" },
  });
  expect(res.ok(), "the operator's sign-in").toBe(true);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

const group = (page: Page, role: "radiogroup" | "group", title: RegExp) => page.getByRole(role, { name: title });
/** As a person chooses: a tap on the option's words (the whole row is the option's label). */
const choose = (question: ReturnType<typeof group>, option: string) =>
  question.getByText(option, { exact: true }).click();

test("a guest answers the Seoul preliminary survey across a reload, and the operators' results count it", async ({
  page,
  request,
  browser,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}`, "X-Auth-Area": "admin" };
  const results = async () =>
    data<{ submitted: number }>(await request.get("/api/v1/admin/surveys/preliminary/seoul/results", { headers }));
  const before = (await results()).submitted;

  const { link } = await data<{ link: string }>(
    await request.post("/api/v1/admin/survey-invitees", {
      headers,
      data: { name: "Robin Park", email: `robin.${Date.now()}@guests.test`, areas: ["seoul"], lang: "en" },
    }),
  );
  const personal = new URL(link);
  expect(personal.pathname).toBe("/rok-us/survey");

  // the personal link: the guest is greeted, and the key leaves the address bar
  await page.goto(`${personal.pathname}${personal.search}`);
  await expect(page.getByRole("heading", { name: "Welcome, Robin Park" })).toBeVisible();
  await expect(page).toHaveURL(/\/rok-us\/survey$/);
  await page.getByRole("link", { name: "Start: Seoul · Preliminary survey" }).click();
  await expect(page).toHaveURL(/\/rok-us\/survey\/preliminary\/seoul$/);
  await expect(page.getByRole("progressbar", { name: "Page 1 of 3" })).toBeVisible();

  // page 1: a "no" opens the follow-up question
  const visited = group(page, "group", /regions of Korea have you visited/);
  await expect(visited).toHaveCount(0);
  await choose(group(page, "radiogroup", /first visit to Korea/), "No");
  await choose(visited, "Busan");
  await page.getByRole("button", { name: "Next" }).click();

  // page 2: interests and meals; an allergy asks for details
  await expect(page.getByRole("progressbar", { name: "Page 2 of 3" })).toBeVisible();
  const interests = group(page, "group", /most interested in/);
  await choose(interests, "Food");
  await choose(interests, "Nature");
  await choose(group(page, "radiogroup", /dietary needs/), "Food allergy");
  await page.getByRole("textbox", { name: /Please describe/ }).fill("Peanuts");
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  // a reload resumes on the same page with every answer
  await page.reload();
  await expect(page.getByRole("progressbar", { name: "Page 2 of 3" })).toBeVisible();
  await expect(interests.getByRole("checkbox", { name: "Food" })).toBeChecked();
  await expect(interests.getByRole("checkbox", { name: "Nature" })).toBeChecked();
  await expect(interests.getByRole("checkbox", { name: "Shopping" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: /Please describe/ })).toHaveValue("Peanuts");
  await page.getByRole("button", { name: "Next" }).click();

  // page 3: submitting without the required rating names it; answering it sends the survey
  await expect(page.getByRole("progressbar", { name: "Page 3 of 3" })).toBeVisible();
  await choose(group(page, "radiogroup", /help getting around/), "No, I walk without difficulty");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please answer this question.")).toBeVisible();
  await choose(group(page, "radiogroup", /How excited are you/), "4");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your answers!" })).toBeVisible();
  await expectNoA11yViolations(page);

  expect((await results()).submitted).toBe(before + 1);

  // an operator sees it counted on the results page, after the admin sign-in
  const operator = await (await browser.newContext()).newPage();
  await operator.goto(RESULTS);
  await expect(operator).toHaveURL(/\/seouleduadmin\/signin\?redirect=/);
  await operator.getByLabel(/^E-mail/).fill(ADMIN);
  await operator.getByLabel(/^Password/).fill(PASSWORD);
  await operator.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(operator).toHaveURL(/\/rok-us\/survey\/list\?area=seoul&kind=preliminary$/);
  await expect(operator.getByText(new RegExp(`^${before + 1} submitted · `))).toBeVisible();
  await operator.context().close();
});
