import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { DEMO_PASSWORD, operatorAt, signUp, uniqueEmail } from "./edu-steps";

// The MICE fair's operators at work (issue 22) against the built product and its own server: an operator finds a
// visitor among the registrations, then checks the visitor in at the entrance by typing the badge's code as a
// handheld scanner would; a second scan finds the visitor in already. The visitor is registered afresh by the
// journey (account through the fair's own sign-up, registration through the API), so it holds on any database and
// leaves the seeded visitor to the other journeys.

type Registration = { name: string; organisation: string; badge: { number: string; code: string } };

/** A new visitor account, registered for this edition: its registration as the server answers it. */
async function registeredVisitor(page: Page, request: APIRequestContext, name: string, organisation: string) {
  const email = uniqueEmail("mice.door");
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/mice/register/visitor", name });
  const signin = await request.post("/api/v1/auth/signin", {
    data: { email, password: DEMO_PASSWORD },
    headers: { "X-Auth-Area": "accreditation" },
  });
  const { accessToken } = ((await signin.json()) as { data: { accessToken: string } }).data;
  const res = await request.post("/api/v1/mice/visitor/me", {
    headers: { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": "accreditation" },
    data: { nationality: "JP", organisation, interests: ["conference", "venues"], agree_privacy: true },
  });
  expect(res.status()).toBe(201);
  return { email, registration: ((await res.json()) as { data: Registration }).data };
}

test("an operator finds a visitor and checks the badge in at the entrance", async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const organisation = `Kansai Door Test ${stamp}`;
  const { email, registration } = await registeredVisitor(page, request, "Aiko Tanaka", organisation);

  const context = await browser.newContext();
  const operator = await context.newPage();
  try {
    await operatorAt(operator, "/mice/admin/visitors");
    await expect(operator.getByRole("heading", { level: 1, name: "Visitors" })).toBeVisible();
    const nav = operator.getByRole("navigation", { name: "Operators' pages" });
    await expect(nav.getByRole("link", { name: "Visitors" })).toHaveAttribute("aria-current", "page");

    // found by the e-mail, with what the visitor told the fair and the badge not scanned yet
    await operator.getByRole("searchbox", { name: "Name, e-mail, organisation or badge number" }).fill(email);
    await operator.getByRole("button", { name: "Search", exact: true }).click();
    await expect(operator).toHaveURL(/\/mice\/admin\/visitors\?q=/);
    await expect(operator.getByText(`1 visitor matches “${email}”`)).toBeVisible();
    const row = operator.getByRole("table", { name: "Visitor registrations" }).getByRole("row").nth(1);
    await expect(row.getByRole("rowheader")).toHaveText("Aiko Tanaka");
    await expect(row).toContainText(organisation);
    await expect(row).toContainText("Japan");
    await expect(row).toContainText("Conference, Venues and hotels");
    await expect(row).toContainText(registration.badge.number);
    await expect(row).toContainText("Not yet");
    await expectNoA11yViolations(operator);

    // the entrance: the scanner types the code the badge's QR carries, and Enter
    await nav.getByRole("link", { name: "Badge scan" }).click();
    await expect(operator).toHaveURL(/\/mice\/admin\/badges$/);
    await expect(operator.getByRole("heading", { level: 1, name: "Badge scan" })).toBeVisible();
    const field = operator.getByRole("textbox", { name: "Badge code" });
    await expect(field).toBeFocused();
    const result = operator.getByRole("region", { name: "Scan result" });
    await field.pressSequentially(registration.badge.code);
    await field.press("Enter");
    await expect(result).toContainText("Welcome, Aiko Tanaka");
    await expect(result).toContainText(organisation);
    await expect(result).toContainText(`Badge ${registration.badge.number}`);
    await expect(field).toHaveValue("");
    await expect(field).toBeFocused();

    // the scanner fires twice: the repeat is not sent
    await field.pressSequentially(registration.badge.code);
    await field.press("Enter");
    await expect(operator.getByText(`Badge ${registration.badge.code} was just scanned`)).toBeVisible();
    await expect(result).toContainText("Welcome, Aiko Tanaka");

    // the same badge later (the repeat window is 3 s): found in already, at the time of the first scan
    await operator.waitForTimeout(3_200);
    await field.pressSequentially(registration.badge.code);
    await field.press("Enter");
    await expect(result).toContainText(/Already checked in at \w+ \d+, \d{4} at \d+:\d\d [AP]M/);
    await expect(result).toContainText("Aiko Tanaka");

    // a code of no badge
    await field.pressSequentially(`nobadge${stamp}`);
    await field.press("Enter");
    await expect(result).toContainText("Badge not found");
    const scans = operator.getByRole("region", { name: "Scans this session" }).getByRole("listitem");
    await expect(scans).toHaveCount(3);
    await expect(scans.nth(0)).toContainText("Not found");
    await expect(scans.nth(1)).toContainText("Already in");
    await expect(scans.nth(2)).toContainText("Checked in");

    // the list shows the visitor in
    await nav.getByRole("link", { name: "Visitors" }).click();
    await operator.getByRole("searchbox", { name: "Name, e-mail, organisation or badge number" }).fill(organisation);
    await operator.getByRole("button", { name: "Search", exact: true }).click();
    const arrived = operator.getByRole("table", { name: "Visitor registrations" }).getByRole("row").nth(1);
    await expect(arrived).toContainText("Aiko Tanaka");
    await expect(arrived).not.toContainText("Not yet");
  } finally {
    await context.close();
  }
});
