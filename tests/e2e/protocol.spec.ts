import { type Browser, type Page, expect, test } from "@playwright/test";
import { takenOver } from "./page-checks";
import { ADMIN, escape, field } from "./shop-steps";

// The protocol site's delegation and operators' pages (issue 25, ADR 0033) against the built product and its seeded
// demo tour: a guest is sent to the site's own sign-in and back; the delegation's coordinator reads the programme
// and registers a delegate's arrival flight; an operator finds that person on the arrivals board and marks them met
// and handed over; the delegate then sees the marks on their own page.

const PASSWORD = "Demo1234";
const COORDINATOR = "delegate@demo.test";
const DELEGATE = "delegate2@demo.test";
const TOUR = "Official delegation visit to Seoul";
/** The seeded delegate whose account is delegate2@demo.test. */
const PERSON = "Lukas Berg";

async function signInWith(page: Page, email: string) {
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A member of the delegation at a guarded page: asked to sign in, on the site's sign-in page, and back. */
async function memberAt(page: Page, path: string, email: string) {
  await page.goto(path);
  await takenOver(page);
  const prompt = page.getByRole("alertdialog", { name: "Login required" });
  await prompt.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(new RegExp(`/protocol/login\\?redirect=${escape(encodeURIComponent(path))}$`));
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`));
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** Today's date in Korea and a time on it, as the `datetime-local` control takes it. */
const koreaToday = (time: string) => `${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10)}T${time}`;

test("a guest is sent to the site's sign-in and comes back to the programme", async ({ page }) => {
  await memberAt(page, "/protocol/tour", COORDINATOR);
  await expect(page.getByRole("heading", { level: 1, name: TOUR })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Itinerary" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Dress code" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call Kim Seo-yeon/ })).toHaveAttribute("href", /^tel:\+82/);
});

test("the coordinator registers a flight, the operator marks the person met and handed over, the delegate sees it", async ({
  browser,
}) => {
  const flight = `OZ ${String((Date.now() % 9000) + 100)}`;

  // the coordinator: the programme, then the delegate's arrival
  const coordinator = await newPage(browser);
  await memberAt(coordinator, "/protocol/tour", COORDINATOR);
  await expect(coordinator.getByRole("heading", { level: 1, name: TOUR })).toBeVisible();
  await coordinator.getByRole("link", { name: "Arrivals and departures" }).click();
  await expect(coordinator.getByRole("heading", { level: 1, name: "Arrivals and departures" })).toBeVisible();
  await expect(coordinator.getByText(/You coordinate the delegation/)).toBeVisible();
  await coordinator.getByRole("button", { name: `Change flights of ${PERSON}` }).click();
  const form = coordinator.getByRole("form", { name: `Flights of ${PERSON}` });
  await form.getByRole("textbox", { name: /^Arrival flight/ }).fill(flight);
  await form.getByLabel(/^Lands at/).fill(koreaToday("10:30"));
  await form.getByRole("button", { name: "Save flights" }).click();
  const card = coordinator.getByRole("listitem").filter({ has: coordinator.getByRole("heading", { name: PERSON }) });
  await expect(card.getByText(`Flight ${flight}`)).toBeVisible();
  await expect(card.getByText(/10:30 AM \(Korea time\)/)).toBeVisible();

  // the operator: the tour's arrivals board
  const operator = await newPage(browser);
  await operator.goto("/protocol/admin/tours");
  await takenOver(operator);
  // operators sign in on the site itself
  await expect(operator).toHaveURL(/\/protocol\/admin\/signin\?redirect=/);
  await signInWith(operator, ADMIN.email);
  await expect(operator).toHaveURL(/\/protocol\/admin\/tours$/);
  await operator.getByRole("link", { name: `Arrivals (${TOUR})` }).click();
  await expect(operator.getByRole("heading", { level: 1, name: `Arrivals: ${TOUR}` })).toBeVisible();
  const row = operator.getByRole("listitem").filter({ hasText: PERSON });
  await expect(row.getByText(`Flight ${flight}`)).toBeVisible();
  await expect(row.getByText("10:30")).toBeVisible();
  await row.getByRole("button", { name: `Mark met (${PERSON})` }).click();
  await expect(row.getByText(/^Met \d\d:\d\d/)).toBeVisible();
  await row.getByRole("button", { name: `Handed over (${PERSON})` }).click();
  await expect(row.getByText(/^Handed over \d\d:\d\d/)).toBeVisible();

  // the delegate: their own page shows the marks
  const delegate = await newPage(browser);
  await memberAt(delegate, "/protocol/immigration", DELEGATE);
  await expect(delegate.getByText(/Register your flights/)).toBeVisible();
  const own = delegate.getByRole("listitem").filter({ has: delegate.getByRole("heading", { name: PERSON }) });
  await expect(own.getByText(`Flight ${flight}`)).toBeVisible();
  await expect(own.getByText(/^Met \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(own.getByText(/^Handed over \w+ \d{1,2}, \d{4}/)).toBeVisible();
  await expect(own.getByText("Met and handed over to the delegation.")).toBeVisible();
  await expect(delegate.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
});
