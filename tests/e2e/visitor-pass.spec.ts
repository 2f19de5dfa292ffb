import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectNoA11yViolations } from "./a11y";
import { DEMO_PASSWORD, field, signUp, uniqueEmail } from "./edu-steps";
import { takenOver } from "./page-checks";
import { agreeToTerms } from "./shop-steps";

// The visitor pass (issue 24) against the built product and its own server: a new member buys a two-day pass for
// two travellers and pays on the local payment page; each traveller's pass has its card; a partner venue's staff
// scan one pass (it activates and its countdown starts), scan it again at the same venue (already used here), and
// the holder sees the visit in the card's history. The member signs up in the journey, so it holds on any database.

const PARTNER = { email: "partner@demo.test", password: DEMO_PASSWORD };

type PassCard = { id: number; code: string; holder: string; token: string; state: string };

async function data<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.ok(), `${res.url()} answered ${res.status()}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

async function memberHeaders(request: APIRequestContext, email: string) {
  const res = await request.post("/api/v1/auth/signin", {
    data: { email, password: DEMO_PASSWORD },
    headers: { "X-Auth-Area": "member" },
  });
  const { accessToken } = await data<{ accessToken: string }>(res);
  return { Authorization: `Bearer ${accessToken}`, "X-Auth-Area": "member" };
}

test("a visitor buys a two-day pass for two, a venue scans one (activated, then already used), and the card shows it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("pass-buyer");
  await signUp(page, request, email, DEMO_PASSWORD, { path: "/seoulitepass/register", name: "Alex Moreau" });

  // a guest is asked to sign in on the form and comes back to it
  await page.goto("/seoulitepass/purchase/reservation");
  await takenOver(page);
  await expect(page.getByRole("heading", { level: 2, name: "Please sign in" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Sign in" }).click();
  await field(page, "E-mail").fill(email);
  await field(page, "Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/reservation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Buy the Seoulite pass" })).toBeVisible();
  await page.getByRole("radio", { name: /2-day pass/ }).check();
  await page.getByRole("button", { name: "Increase Travellers" }).click();
  await field(page, "Traveller 1: name as on passport").fill("Alex Moreau");
  await field(page, "Traveller 2: name as on passport").fill("Camille Moreau");
  await expect(page.getByText(/× 2 travellers/)).toBeVisible();
  await field(page, "Contact number").fill("33612345678");
  await page.getByRole("combobox", { name: /^Nationality/ }).fill("France");
  await page
    .getByRole("option", { name: /France/ })
    .first()
    .click();
  await page.getByLabel("Credit card").check();
  await agreeToTerms(page);
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Buy passes" }).click();

  await expect(page).toHaveURL(/\/pay\/local\?/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/seoulitepass\/purchase\/completed\?number=R\d{6}-[A-Z2-9]{6}$/);
  await expect(page.getByRole("heading", { name: "Your passes" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Open the pass of Camille Moreau" }).click();

  // the card: its QR, holder and state before the first scan
  await expect(page).toHaveURL(/\/seoulitepass\/card\/\d+$/);
  await expect(page.getByRole("img", { name: /QR code of pass SP-\d+ for Camille Moreau/ })).toBeVisible();
  await expect(page.getByText("Activates at the first venue scan.")).toBeVisible();
  await expect(page.getByText("Not scanned yet.")).toBeVisible();
  await expectNoA11yViolations(page);
  const passId = Number(/\/card\/(\d+)$/.exec(page.url())?.[1]);
  const card = await data<PassCard>(
    await request.get(`/api/v1/passes/${passId}`, { headers: await memberHeaders(request, email) }),
  );
  expect(card.holder).toBe("Camille Moreau");

  // the partner venue's staff scan it, as a handheld scanner types the QR's token
  const staff = await browser.newPage();
  await staff.goto("/seoulitepass/qrcode");
  await takenOver(staff);
  // partner staff sign in where the operators do (ADR 0030)
  await expect(staff).toHaveURL(/\/signin\?redirect=%2Fseoulitepass%2Fqrcode$/);
  await field(staff, "E-mail").fill(PARTNER.email);
  await field(staff, "Password").fill(PARTNER.password);
  await staff.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(staff).toHaveURL(/\/seoulitepass\/qrcode$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Pass scanner" })).toBeVisible();
  await expect(staff.getByText(/Scanning for Gyeongbokgung/)).toBeVisible();
  const code = staff.getByRole("textbox", { name: "Pass code" });
  const result = staff.getByRole("region", { name: "Scan result" });
  await code.fill(card.token);
  await code.press("Enter");
  await expect(result).toContainText("Valid pass: activated with this scan.");
  await expect(result).toContainText("Camille Moreau");
  await code.fill(card.token);
  await code.press("Enter");
  await expect(result).toContainText("This pass has already been used here.");
  await expectNoA11yViolations(staff);
  await staff.close();

  // the holder's card: active, its countdown running, and the visit in its history
  await page.reload();
  await expect(page.getByText("Time left")).toBeVisible();
  const history = page.getByRole("region", { name: "Where it was used" });
  await expect(history).toContainText("Gyeongbokgung");
  await expect(history).toContainText("Accepted");
  await expect(history).toContainText("Already used here");
});
