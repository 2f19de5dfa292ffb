import { type Browser, type Page, expect, test } from "@playwright/test";
import { DEMO_PASSWORD, field, operatorAt, signIn, signUp, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";

// The MICE fair (issue 22) against the built product and its own server: a guest reads the edition, the programme
// and the exhibitors; a visitor registers (account, then the fair's registration) and shows the entry badge with its
// QR code; a seller registers, fills the company profile, applies, and an operator approves it, which the seller
// then sees. The edition, the sessions and the exhibitors come from the seed (server/domains/mice/seed.ts,
// server/domains/mart/seed-mice.ts).

/** The fair's sign-in, reached from a guarded page, and back to that page once signed in. */
async function signedInAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await takenOver(page);
  await expect(page).toHaveURL(/\/mice\/login\?redirect=/);
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a guest reads the edition from data, the conference programme and the exhibitors", async ({ page, request }) => {
  const edition = (await (await request.get("/api/v1/mice/edition?lang=en")).json()) as {
    data: { name: string; days: string[]; exhibitors: number };
  };
  await page.goto("/mice");
  await expect(page.getByRole("heading", { level: 1, name: edition.data.name })).toBeVisible();
  const [first] = edition.data.days;
  const day = Number(first?.slice(8, 10));
  await expect(page.locator('[data-slot="fair-edition-hero"]')).toContainText(String(day));

  await page.getByRole("link", { name: "Conference programme" }).first().click();
  await expect(page).toHaveURL(/\/mice\/conference\/conference-1/);
  await expect(page.getByText("Asia's meetings industry after the recovery")).toBeVisible();

  await page.goto("/mice/company/list");
  await expect(page.getByText("Busan Harbour Convention Bureau")).toBeVisible();
  await page
    .getByRole("link", { name: /Busan Harbour Convention Bureau/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mice\/company\/view\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: /Busan Harbour Convention Bureau/ })).toBeVisible();
});

test("a visitor registers and shows the entry badge with its QR code", async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("mice.visitor");
  await page.goto("/mice/register");
  await page.getByRole("link", { name: "Visitor" }).click();
  await expect(page).toHaveURL(/\/mice\/register\/visitor$/);
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/mice/register/visitor", name: "Mina Sato" });

  await signedInAt(page, "/mice/application/registration", email);
  const form = page.getByRole("form", { name: "Visitor registration form" });
  await form.getByRole("combobox", { name: /^Nationality/ }).fill("Jap");
  await page.getByRole("option", { name: "Japan" }).click();
  await field(page, "Organisation").fill("Tokyo Meetings");
  await form
    .getByRole("group", { name: /^Interests/ })
    .getByRole("checkbox", { name: "Conference" })
    .check();
  await form.getByRole("checkbox", { name: /personal information/ }).check();
  await form.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/mice\/mypage$/);
  const badge = page.getByRole("article", { name: "Entry badge of Mina Sato" });
  await expect(badge).toBeVisible();
  await expect(badge).toContainText("Tokyo Meetings");
  await expect(badge.getByRole("img", { name: /^QR code of badge V\d{2}-\d{6}$/ })).toBeVisible();

  // one registration per e-mail and edition: the server keeps the first
  const signin = await request.post("/api/v1/auth/signin", {
    data: { email, password: DEMO_PASSWORD },
    headers: { "X-Auth-Area": "accreditation" },
  });
  const { accessToken } = ((await signin.json()) as { data: { accessToken: string } }).data;
  const again = (
    await request.post("/api/v1/mice/visitor/me", {
      headers: { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": "accreditation" },
      data: { nationality: "JP", organisation: "Again", interests: ["conference"], agree_privacy: true },
    })
  ).status();
  expect(again).toBe(409);
});

/** A demo buyer of the fair (approved for the edition), whose meetings the journeys do not otherwise touch. */
const BUYER = { email: "mice-buyer2@demo.test", company: "International Society for Coastal Engineering" };

/** A fair day as the meeting dialog's day choices name it: "Mon, December 28, 2026". */
const dayName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

async function signedInPage(browser: Browser, path: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedInAt(page, path, email);
  return page;
}

test("a seller registers, applies and is approved; a buyer asks it for a meeting, which it confirms", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("mice.seller");
  const company = `Hanok Halls ${Date.now()}`;
  await page.goto("/mice/register");
  await page.getByRole("link", { name: "Seller in Korea" }).click();
  await expect(page).toHaveURL(/\/mice\/register\/seller_domestic$/);
  await signUp(page, request, email, DEMO_PASSWORD, {
    path: "/mice/register/seller_domestic",
    name: "Choi Yuna",
    company,
  });

  // the fair's registration is the company profile for a seller
  await signedInAt(page, "/mice/application/registration", email);
  await expect(page.getByRole("heading", { level: 1, name: "Your company profile" })).toBeVisible();
  await page.getByLabel(/^Company name in Korean/).fill("한옥홀");
  await page.getByLabel(/^Company name in English/).fill(company);
  await page.getByLabel(/^Contact person/).fill("Choi Yuna");
  await page.getByLabel(/^Mobile/).fill("01055554444");
  await page.getByLabel(/^Contact e-mail/).fill(email);
  const choose = async (name: RegExp, option: string) => {
    await page.getByRole("combobox", { name }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
  };
  await choose(/^Continent/, "Asia");
  await page.getByRole("combobox", { name: /^Country/ }).fill("Korea");
  await page.getByRole("option", { name: "South Korea" }).click();
  await page.getByLabel(/^City/).fill("Jeonju");
  await choose(/^Primary business sector/, "Convention centre");
  await page.getByLabel(/^Main business/).fill("Hanok halls for receptions and small congresses in Jeonju.");
  await choose(/^How did you hear about the fair\?/, "This website");
  await page
    .getByRole("group", { name: /^Why are you taking part\?/ })
    .getByRole("checkbox")
    .first()
    .check();
  await page
    .getByRole("group", { name: /^Languages(?! and)/ })
    .getByRole("checkbox", { name: "Korean" })
    .check();
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page).toHaveURL(/\/mice\/application\/confirm$/);
  await expect(page.getByRole("heading", { name: "Apply to take part in the MICE Fair" })).toBeVisible();
  await page.getByRole("checkbox", { name: /business agreement/ }).check();
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(/\/mice\/myapplication$/);
  await expect(page.getByText("Waiting for the organiser", { exact: true })).toBeVisible();

  // the operator decides on the fair's own list
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  try {
    await operatorAt(operator, "/mice/admin/applications");
    await expect(operator.getByRole("heading", { level: 1, name: "Applications for the MICE Fair" })).toBeVisible();
    const row = operator.getByRole("listitem", { name: company });
    await row.getByRole("button", { name: `Approve ${company}` }).click();
    const dialog = operator.getByRole("dialog", { name: `Approve ${company}?` });
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(operator.getByRole("listitem", { name: company })).toHaveCount(0);
  } finally {
    await operatorContext.close();
  }

  await page.reload();
  await expect(page.getByText("Approved", { exact: true })).toBeVisible();
  // and the public sees the new exhibitor
  await page.goto("/mice/company/list");
  await expect(page.getByText(company)).toBeVisible();

  // a buyer of the fair asks the new exhibitor for a meeting from its page, in one of the fair's slots
  const buyer = await signedInPage(browser, "/mice/mypage/meetings", BUYER.email);
  try {
    await buyer.goto("/mice/company/list");
    await buyer
      .getByRole("link", { name: new RegExp(company) })
      .first()
      .click();
    await expect(buyer.getByRole("heading", { level: 1, name: new RegExp(company) })).toBeVisible();
    const sellerId = Number(/\/company\/view\/(\d+)$/.exec(buyer.url())?.[1]);
    const signin = await request.post("/api/v1/auth/signin", {
      data: { email: BUYER.email, password: DEMO_PASSWORD },
      headers: { "X-Auth-Area": "accreditation" },
    });
    const token = ((await signin.json()) as { data: { accessToken: string } }).data.accessToken;
    const slots = (
      (await (
        await request.get(`/api/v1/mart/businesses/${sellerId}/slots?fair=mice`, {
          headers: { Authorization: `Bearer ${token}`, "X-Auth-Area": "accreditation" },
        })
      ).json()) as { data: { day: string; start_time: string; open: boolean }[] }
    ).data;
    const slot = slots.find((candidate) => candidate.open);
    if (!slot) throw new Error("the fair has no open slot for this buyer and the new exhibitor");
    await buyer.getByRole("button", { name: "Request a meeting" }).click();
    const dialog = buyer.getByRole("dialog", { name: `Request a meeting with ${company}` });
    await dialog.getByRole("radio", { name: dayName(slot.day) }).check();
    await dialog.getByRole("radio", { name: new RegExp(`^${slot.start_time}`) }).check();
    await field(buyer, "Message").fill("We are looking for hanok venues for our board's reception.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await expect(buyer.getByText(`Your request was sent to ${company}.`)).toBeVisible();

    // the exhibitor confirms it on its schedule of the fair
    await page.goto("/mice/mypage/meetings");
    await expect(page.getByRole("heading", { level: 1, name: "My meeting schedule" })).toBeVisible();
    await page.getByRole("tab", { name: new RegExp(`^${dayName(slot.day)}`) }).click();
    const meeting = page.getByRole("listitem", { name: `Meeting with ${BUYER.company}` });
    await meeting.getByRole("button", { name: "Confirm" }).click();
    await expect(meeting.getByText("Confirmed", { exact: true })).toBeVisible();

    // the buyer's schedule of the fair shows it confirmed
    await buyer.goto("/mice/mypage/meetings");
    await buyer.getByRole("tab", { name: new RegExp(`^${dayName(slot.day)}`) }).click();
    await expect(
      buyer.getByRole("listitem", { name: `Meeting with ${company}` }).getByText("Confirmed", { exact: true }),
    ).toBeVisible();
  } finally {
    await buyer.context().close();
  }
});
